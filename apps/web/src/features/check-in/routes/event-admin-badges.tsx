import { useParams, useSearchParams } from "react-router";
import { BadgesPage } from "../components/badges-page";
import { readParticipantIds } from "./read-participant-ids";

export function EventAdminBadgesRoute() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <BadgesPage
      eventId={id}
      portal="event_admin"
      participantIds={readParticipantIds(searchParams)}
    />
  );
}

export default EventAdminBadgesRoute;
