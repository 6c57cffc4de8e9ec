import { useParams } from "react-router";
import { EventSessionsScreen } from "../components/event-sessions-screen";

export function EventAdminEventSessionsRoute() {
  const { id } = useParams();
  return <EventSessionsScreen key={id} eventId={id} portal="event_admin" />;
}

export default EventAdminEventSessionsRoute;
