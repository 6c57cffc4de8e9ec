import { useParams, useSearchParams } from "react-router";
import { BadgesPage } from "../components/badges-page";
import { readParticipantIds } from "./read-participant-ids";

export function SystemAdminBadgesRoute() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <BadgesPage
      eventId={id}
      portal="system_admin"
      participantIds={readParticipantIds(searchParams)}
    />
  );
}

export default SystemAdminBadgesRoute;
