import { useParams, useSearchParams } from "react-router";
import { BadgesPage } from "../components/badges-page";
import { readParticipantIds } from "./read-participant-ids";

/** The badges of the event the address names, for the participants its '?ids=' names. */
export function BadgesRoute() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  return <BadgesPage eventId={id} participantIds={readParticipantIds(searchParams)} />;
}

export default BadgesRoute;
