import type { PublicOutcome } from "@events/contract";
import { useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import { secondaryButtonClasses } from "../../participant-app/shell/styles";
import { cancelRegistration } from "../api/public-api";
import { OutcomeView } from "../outcome/outcome-view";
import { ActionError } from "./action-error";
import { ConfirmChoice } from "./confirm-choice";
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
  const [isConfirming, setIsConfirming] = useState(false);
  // As the page opens the focus stays at its top; what an action brings takes it.
  const [hasActed, setHasActed] = useState(false);
  const action = useLinkAction(status);
  const outcome = status.data;
  if (!outcome) return null;
  const canCancel = CANCELLABLE.has(outcome.status);
  return (
    <>
      {isConfirming && canCancel ? (
        <ConfirmChoice
          question={t("public.cancel.question")}
          consequence={t("public.cancel.consequence")}
          confirmLabel={t("public.cancel.confirm")}
          keepLabel={t("public.cancel.keep")}
          isBusy={action.isBusy}
          onConfirm={() => action.run(() => cancelRegistration(token))}
          onKeep={() => setIsConfirming(false)}
        />
      ) : (
        <OutcomeView key={outcome.status} outcome={outcome} takesFocus={hasActed}>
          {canCancel && (
            <button
              type="button"
              onClick={() => {
                setHasActed(true);
                setIsConfirming(true);
              }}
              className={`mt-4 ${secondaryButtonClasses}`}
            >
              {t("public.cancel.button")}
            </button>
          )}
        </OutcomeView>
      )}
      <ActionError error={action.error} />
    </>
  );
}
