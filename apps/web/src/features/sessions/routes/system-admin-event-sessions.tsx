import { useParams } from "react-router";
import { EventSessionsScreen } from "../components/event-sessions-screen";

export function SystemAdminEventSessionsRoute() {
  const { id } = useParams();
  return <EventSessionsScreen key={id} eventId={id} portal="system_admin" />;
}

export default SystemAdminEventSessionsRoute;
