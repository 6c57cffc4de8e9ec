import type { Event } from "@events/contract";
import { Suspense } from "react";
import { EventDetailsRoute } from "@/features/event-details/routes/event-details-route";
import { lazyNamed } from "@/lib/lazy-named";

// The event details with the Messages, Activity and Webhooks cards below the event's own cards:
// features do not import each other, so the page puts them together here.

// The cards sit below the fold on a phone and bring their own code (the activity log's words and
// dates, the webhooks' list): loaded on their own when first drawn, which is after the event's
// hero (EventDetailsView draws its cards in a second render), that code and its requests come
// after the event is on screen instead of before it.
const EventMessagesCard = lazyNamed(
  () => import("@/features/messages/components/event-messages-card"),
  "EventMessagesCard",
);
const EventActivityCard = lazyNamed(
  () => import("@/features/activity/components/event-activity-card"),
  "EventActivityCard",
);
const EventWebhooksCard = lazyNamed(
  () => import("@/features/webhooks/components/event-webhooks-card"),
  "EventWebhooksCard",
);

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
  return <EventDetailsRoute renderMoreCards={renderMoreCards} />;
}

export default EventDetailsPage;
