import { useParams } from "react-router";
import { EventParticipantsScreen } from "../components/event-participants-screen";

export function SystemAdminEventParticipantsRoute() {
  const { id } = useParams();
  return <EventParticipantsScreen key={id} eventId={id} portal="system_admin" />;
}

export default SystemAdminEventParticipantsRoute;
