import { useParams } from "react-router";
import {
  EventDetailsScreen,
  type EventDetailsScreenProps,
} from "../components/event-details-screen";

export function EventAdminEventDetailsRoute({
  renderMoreCards,
}: Pick<EventDetailsScreenProps, "renderMoreCards">) {
  const { id = "" } = useParams();
  // The key starts each event afresh (like, save and share state belong to one event).
  return (
    <EventDetailsScreen
      key={id}
      portal="event_admin"
      eventId={id}
      renderMoreCards={renderMoreCards}
    />
  );
}

export default EventAdminEventDetailsRoute;
