import type { Event, UserType } from "@events/contract";
import { EventActivityCard } from "@/features/activity/components/event-activity-card";
import { EventDetailsRoute } from "@/features/event-details/routes/event-details-route";
import { EventMessagesCard } from "@/features/messages/components/event-messages-card";

// The event details with the Messages (issue 14) and Activity (issue 15) cards below the event's
// own cards: features do not import each other, so the page puts them together here.

function renderMoreCards(portal: UserType) {
  return (event: Event) => (
    <>
      <EventMessagesCard eventId={event.id} />
      <EventActivityCard eventId={event.id} portal={portal} />
    </>
  );
}

const systemAdminCards = renderMoreCards("system_admin");
const eventAdminCards = renderMoreCards("event_admin");

export const SystemAdminEventDetailsPage = () => (
  <EventDetailsRoute portal="system_admin" renderMoreCards={systemAdminCards} />
);

export const EventAdminEventDetailsPage = () => (
  <EventDetailsRoute portal="event_admin" renderMoreCards={eventAdminCards} />
);
