import { isLinkSecret } from "@events/contract";
import { useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "@/components/layout/auth-card";
import { useTexts } from "@/i18n/use-texts";
import { paths } from "@/paths";
import { choosePassword } from "../api/choose-password";
import { ChoosePasswordForm } from "../components/choose-password-form";
import { LinkRefused } from "../components/link-refused";
import { translateServerWords } from "../texts/server-words";
import { useLinkSecret } from "../utils/link-secret";

const signInLinkClasses =
  "inline-flex h-11 w-full items-center justify-center rounded-md bg-blue-600 px-5 text-base font-medium text-white shadow-sm hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

type Outcome = { kind: "refused"; message: string } | { kind: "saved"; message: string };

/**
 * /door/choose-password#token=…, opened from the invitation e-mail: a new door staff account's
 * password, then the way to sign in with it. Reachable signed out; a link without a token of the
 * token's form is refused without asking the server.
 */
export function ChoosePasswordRoute() {
  const { t } = useTexts();
  const token = useLinkSecret("token");
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    isLinkSecret(token) ? null : { kind: "refused", message: t("door-sign-in.password.invalid") },
  );

  async function choose(password: string) {
    const { message } = await choosePassword({ token: token ?? "", password });
    setOutcome({ kind: "saved", message: translateServerWords(message) });
  }

  if (outcome?.kind === "refused") {
    return (
      <LinkRefused title={t("door-sign-in.password.refusedTitle")} message={outcome.message} />
    );
  }
  if (outcome?.kind === "saved") {
    return (
      <AuthCard
        title={t("door-sign-in.password.savedTitle")}
        description={<span role="status">{outcome.message}</span>}
      >
        <Link to={paths.login} className={signInLinkClasses}>
          {t("door-sign-in.password.goToSignIn")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("door-sign-in.password.title")}
      description={t("door-sign-in.password.intro")}
    >
      <ChoosePasswordForm
        onChoose={choose}
        onRefused={(message) => setOutcome({ kind: "refused", message })}
      />
    </AuthCard>
  );
}

export default ChoosePasswordRoute;
