import type { Event } from "@events/contract";
import { EventDetailsRoute } from "@/features/event-details/routes/event-details-route";
import { EventMessagesCard } from "@/features/messages/components/event-messages-card";

// The event details with the Messages card below the event's own cards (issue 14): features do
// not import each other, so the page puts the two together here.

const messagesCard = (event: Event) => <EventMessagesCard eventId={event.id} />;

export const SystemAdminEventDetailsPage = () => (
  <EventDetailsRoute portal="system_admin" renderMoreCards={messagesCard} />
);

export const EventAdminEventDetailsPage = () => (
  <EventDetailsRoute portal="event_admin" renderMoreCards={messagesCard} />
);
