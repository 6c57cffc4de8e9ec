import { useParams } from "react-router";
import { EventSessionsScreen } from "../components/event-sessions-screen";

export function EventSessionsRoute() {
  const { id } = useParams();
  return <EventSessionsScreen key={id} eventId={id} />;
}

export default EventSessionsRoute;
