import type { PublicEvent } from "@events/contract";
import { useTexts } from "@/i18n/use-texts";
import { primaryButtonClasses, secondaryButtonClasses } from "../../participant-app/shell/styles";
import { answerOffer, loadPublicEvent } from "../api/public-api";
import { formatInstantInZone } from "../event/event-times";
import { useLoaded } from "../shell/use-loaded";
import { LinkChoice } from "./link-choice";
import { LinkPage, useLinkAction } from "./link-page";

/** /e/{slug}/offer#token=...: a freed place offered to the waiting list's next person. */
export function OfferPage({ slug, token }: { slug: string; token: string | undefined }) {
  const { t } = useTexts();
  // The offer's end is said on the event's clock, which the event's page knows.
  const event = useLoaded(() => loadPublicEvent(slug), slug);
  return (
    <LinkPage slug={slug} token={token} title={t("public.offer.title")}>
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
  const { t } = useTexts();
  const action = useLinkAction(status);
  const outcome = status.data;
  if (!outcome) return null;
  const isOpen = outcome.status === "offered";
  const timeZone = event?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <LinkChoice
      outcome={outcome}
      action={action}
      confirmation={
        isOpen
          ? {
              question: t("public.offer.question"),
              consequence: t("public.offer.consequence"),
              confirmLabel: t("public.offer.confirm"),
              keepLabel: t("public.offer.keep"),
              onConfirm: () => action.run(() => answerOffer(token, false)),
            }
          : null
      }
    >
      {isOpen && outcome.offered_until && (
        <p className="mt-2 font-semibold text-slate-900">
          {t("public.offer.heldUntil", {
            time: formatInstantInZone(outcome.offered_until, timeZone),
          })}
        </p>
      )}
      {isOpen && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            disabled={action.isBusy}
            onClick={() => void action.run(() => answerOffer(token, true))}
            className={primaryButtonClasses}
          >
            {action.isBusy ? t("public.link.oneMoment") : t("public.offer.accept")}
          </button>
          <button
            type="button"
            disabled={action.isBusy}
            onClick={action.askToConfirm}
            className={secondaryButtonClasses}
          >
            {t("public.offer.decline")}
          </button>
        </div>
      )}
    </LinkChoice>
  );
}
