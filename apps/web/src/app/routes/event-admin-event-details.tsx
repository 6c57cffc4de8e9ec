import EventAdminEventDetailsRoute from "@/features/event-details/routes/event-admin-event-details";
import { EventMessagesCard } from "@/features/messages/components/event-messages-card";

/** The event details with the Messages card below the event's own cards (issue 14). */
export default function EventAdminEventDetailsPage() {
  return (
    <EventAdminEventDetailsRoute
      renderMoreCards={(event) => <EventMessagesCard eventId={event.id} />}
    />
  );
}
