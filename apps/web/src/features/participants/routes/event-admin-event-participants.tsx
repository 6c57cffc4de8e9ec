import { useParams } from "react-router";
import { EventParticipantsScreen } from "../components/event-participants-screen";

export function EventAdminEventParticipantsRoute() {
  const { id } = useParams();
  return <EventParticipantsScreen key={id} eventId={id} portal="event_admin" />;
}

export default EventAdminEventParticipantsRoute;
