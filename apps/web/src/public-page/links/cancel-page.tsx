import type { PublicOutcome } from "@events/contract";
import { useTexts } from "@/i18n/use-texts";
import { secondaryButtonClasses } from "../../participant-app/shell/styles";
import { cancelRegistration } from "../api/public-api";
import { LinkChoice } from "./link-choice";
import { LinkPage, useLinkAction } from "./link-page";

/** The states a registration can still be cancelled from. */
const CANCELLABLE = new Set<PublicOutcome>(["registered", "pending", "waiting", "offered"]);

/** /e/{slug}/cancel#token=...: the ticket e-mail's 'Cancel my registration'. */
export function CancelPage({ slug, token }: { slug: string; token: string | undefined }) {
  const { t } = useTexts();
  return (
    <LinkPage slug={slug} token={token} title={t("public.cancel.title")}>
      {(status, linkToken) => <CancelChoice status={status} token={linkToken} />}
    </LinkPage>
  );
}

function CancelChoice({
  status,
  token,
}: {
  status: Parameters<typeof useLinkAction>[0];
  token: string;
}) {
  const { t } = useTexts();
  const action = useLinkAction(status);
  const outcome = status.data;
  if (!outcome) return null;
  const canCancel = CANCELLABLE.has(outcome.status);
  return (
    <LinkChoice
      outcome={outcome}
      action={action}
      confirmation={
        canCancel
          ? {
              question: t("public.cancel.question"),
              consequence: t("public.cancel.consequence"),
              confirmLabel: t("public.cancel.confirm"),
              keepLabel: t("public.cancel.keep"),
              onConfirm: () => action.run(() => cancelRegistration(token)),
            }
          : null
      }
    >
      {canCancel && (
        <button
          type="button"
          onClick={action.askToConfirm}
          className={`mt-4 ${secondaryButtonClasses}`}
        >
          {t("public.cancel.button")}
        </button>
      )}
    </LinkChoice>
  );
}
