import { useTexts } from "@/i18n/use-texts";
import { appPaths } from "../paths";
import { Link } from "../router/router";
import { PublicLayout } from "../shell/public-layout";
import { textLinkClasses } from "../shell/styles";

/** After the person deleted their account: nothing of theirs is left here or on the server. */
export function AccountDeletedScreen() {
  const { t } = useTexts();
  return (
    <PublicLayout title={t("app.deleted.title")}>
      <p role="status" className="mt-4 text-lg text-slate-900">
        {t("app.deleted.status")}
      </p>
      <p className="mt-4 text-slate-700">{t("app.deleted.text")}</p>
      <p className="mt-6">
        <Link href={appPaths.signIn} className={textLinkClasses}>
          {t("app.deleted.goToSignIn")}
        </Link>
      </p>
    </PublicLayout>
  );
}

export default AccountDeletedScreen;
