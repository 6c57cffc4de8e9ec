import { useParams } from "react-router";
import { EventParticipantsScreen } from "../components/event-participants-screen";

export function EventParticipantsRoute() {
  const { id } = useParams();
  return <EventParticipantsScreen key={id} eventId={id} />;
}

export default EventParticipantsRoute;
