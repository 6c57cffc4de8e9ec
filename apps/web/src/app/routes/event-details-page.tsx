import type { Event } from "@events/contract";
import { lazy, Suspense, useEffect } from "react";
import { EventDetailsRoute } from "@/features/event-details/routes/event-details-route";

// The event details with the Messages, Activity and Webhooks cards below the event's own cards:
// features do not import each other, so the page puts them together here.

// The cards sit below the fold on a phone and bring their own code (the composer's form, the
// activity log's words and dates): loaded on their own, that code runs after the event is on
// screen instead of in one long task before it.
const loadMessagesCard = () => import("@/features/messages/components/event-messages-card");
const loadActivityCard = () => import("@/features/activity/components/event-activity-card");
const loadWebhooksCard = () => import("@/features/webhooks/components/event-webhooks-card");
const EventMessagesCard = lazy(() =>
  loadMessagesCard().then(({ EventMessagesCard }) => ({ default: EventMessagesCard })),
);
const EventActivityCard = lazy(() =>
  loadActivityCard().then(({ EventActivityCard }) => ({ default: EventActivityCard })),
);
const EventWebhooksCard = lazy(() =>
  loadWebhooksCard().then(({ EventWebhooksCard }) => ({ default: EventWebhooksCard })),
);
const cardLoaders = [loadMessagesCard, loadActivityCard, loadWebhooksCard];

function renderMoreCards(event: Event) {
  return (
    <Suspense fallback={null}>
      <EventMessagesCard eventId={event.id} />
      <EventActivityCard eventId={event.id} />
      <EventWebhooksCard eventId={event.id} />
    </Suspense>
  );
}

export function EventDetailsPage() {
  // Asked for while the event loads, so the cards are ready by the time it is shown; should that
  // fail, the cards' own load retries when they render.
  useEffect(() => {
    for (const load of cardLoaders) load().catch(() => undefined);
  }, []);
  return <EventDetailsRoute renderMoreCards={renderMoreCards} />;
}

export default EventDetailsPage;
