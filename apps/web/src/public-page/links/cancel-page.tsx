import type { PublicOutcome } from "@events/contract";
import { useState } from "react";
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
  return (
    <LinkPage slug={slug} token={token} title="Cancel my registration">
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
          question="Cancel your registration?"
          consequence="Your place goes to someone else, and this cannot be undone."
          confirmLabel="Yes, cancel my registration"
          keepLabel="No, keep it"
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
              Cancel my registration
            </button>
          )}
        </OutcomeView>
      )}
      <ActionError error={action.error} />
    </>
  );
}
