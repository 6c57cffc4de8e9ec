import type { Event } from "@events/contract";
import { EventActivityCard } from "@/features/activity/components/event-activity-card";
import { EventDetailsRoute } from "@/features/event-details/routes/event-details-route";
import { EventMessagesCard } from "@/features/messages/components/event-messages-card";

// The event details with the Messages and Activity cards below the event's own cards: features
// do not import each other, so the page puts them together here.

function renderMoreCards(event: Event) {
  return (
    <>
      <EventMessagesCard eventId={event.id} />
      <EventActivityCard eventId={event.id} />
    </>
  );
}

export function EventDetailsPage() {
  return <EventDetailsRoute renderMoreCards={renderMoreCards} />;
}

export default EventDetailsPage;
