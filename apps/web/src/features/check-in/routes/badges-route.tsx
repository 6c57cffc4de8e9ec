import { useParams, useSearchParams } from "react-router";
import { BadgesPage } from "../components/badges-page";
import type { CheckInPortal } from "../components/portal-paths";
import { readParticipantIds } from "./read-participant-ids";

/** The badges of the event the address names, for the participants its '?ids=' names. */
export function BadgesRoute({ portal }: { portal: CheckInPortal }) {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <BadgesPage eventId={id} portal={portal} participantIds={readParticipantIds(searchParams)} />
  );
}
