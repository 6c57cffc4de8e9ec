import type { Event } from "@events/contract";
import { lazy, Suspense } from "react";
import { EventDetailsRoute } from "@/features/event-details/routes/event-details-route";
import { useIsNearViewport } from "@/hooks/use-is-near-viewport";

// The event details with the Messages, Activity and Webhooks cards below the event's own cards:
// features do not import each other, so the page puts them together here.

// The cards sit below the fold on a phone and bring their own code (the composer's form, the
// activity log's words and dates, the webhooks' forms): loaded on their own, that code runs
// after the event is on screen instead of in one long task before it.
const EventMessagesCard = lazy(() =>
  import("@/features/messages/components/event-messages-card").then(({ EventMessagesCard }) => ({
    default: EventMessagesCard,
  })),
);
const EventActivityCard = lazy(() =>
  import("@/features/activity/components/event-activity-card").then(({ EventActivityCard }) => ({
    default: EventActivityCard,
  })),
);
const EventWebhooksCard = lazy(() =>
  import("@/features/webhooks/components/event-webhooks-card").then(({ EventWebhooksCard }) => ({
    default: EventWebhooksCard,
  })),
);

/**
 * The cards, drawn once the place they take comes near the screen: on a phone that is after the
 * event is on screen, so neither their code nor their requests compete with the event's own.
 */
function MoreCards({ eventId }: { eventId: string }) {
  const [placeRef, isNear] = useIsNearViewport<HTMLDivElement>();
  if (!isNear) return <div ref={placeRef} />;
  return (
    <Suspense fallback={null}>
      <EventMessagesCard eventId={eventId} />
      <EventActivityCard eventId={eventId} />
      <EventWebhooksCard eventId={eventId} />
    </Suspense>
  );
}

function renderMoreCards(event: Event) {
  return <MoreCards eventId={event.id} />;
}

export function EventDetailsPage() {
  return <EventDetailsRoute renderMoreCards={renderMoreCards} />;
}

export default EventDetailsPage;
