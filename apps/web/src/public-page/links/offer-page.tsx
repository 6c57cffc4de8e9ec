import type { PublicEvent } from "@events/contract";
import { useState } from "react";
import { primaryButtonClasses, secondaryButtonClasses } from "../../participant-app/shell/styles";
import { answerOffer, loadPublicEvent } from "../api/public-api";
import { formatInstantInZone } from "../event/event-times";
import { OutcomeView } from "../outcome/outcome-view";
import { useLoaded } from "../shell/use-loaded";
import { ActionError } from "./action-error";
import { ConfirmChoice } from "./confirm-choice";
import { LinkPage, useLinkAction } from "./link-page";

/** /e/{slug}/offer#token=...: a freed place offered to the waiting list's next person. */
export function OfferPage({ slug, token }: { slug: string; token: string | undefined }) {
  // The offer's end is said on the event's clock, which the event's page knows.
  const event = useLoaded(() => loadPublicEvent(slug), slug);
  return (
    <LinkPage slug={slug} token={token} title="A place for you">
      {(status, linkToken) => <OfferChoice status={status} token={linkToken} event={event.data} />}
    </LinkPage>
  );
}

function OfferChoice({
  status,
  token,
  event,
}: {
  status: Parameters<typeof useLinkAction>[0];
  token: string;
  event: PublicEvent | undefined;
}) {
  const [isDeclining, setIsDeclining] = useState(false);
  // As the page opens the focus stays at its top; what an action brings takes it.
  const [hasActed, setHasActed] = useState(false);
  const action = useLinkAction(status);
  const outcome = status.data;
  if (!outcome) return null;
  const isOpen = outcome.status === "offered";
  const timeZone = event?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      {isDeclining && isOpen ? (
        <ConfirmChoice
          question="Give the place up?"
          consequence="The place is offered to the next person on the waiting list, and this cannot be undone."
          confirmLabel="Yes, give it up"
          keepLabel="No, go back"
          isBusy={action.isBusy}
          onConfirm={() => action.run(() => answerOffer(token, false))}
          onKeep={() => setIsDeclining(false)}
        />
      ) : (
        <OutcomeView key={outcome.status} outcome={outcome} takesFocus={hasActed}>
          {isOpen && outcome.offered_until && (
            <p className="mt-2 font-semibold text-slate-900">
              It is held for you until {formatInstantInZone(outcome.offered_until, timeZone)}.
            </p>
          )}
          {isOpen && (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                disabled={action.isBusy}
                onClick={() => {
                  setHasActed(true);
                  void action.run(() => answerOffer(token, true));
                }}
                className={primaryButtonClasses}
              >
                {action.isBusy ? "One moment…" : "Accept the place"}
              </button>
              <button
                type="button"
                disabled={action.isBusy}
                onClick={() => {
                  setHasActed(true);
                  setIsDeclining(true);
                }}
                className={secondaryButtonClasses}
              >
                Decline
              </button>
            </div>
          )}
        </OutcomeView>
      )}
      <ActionError error={action.error} />
    </>
  );
}
