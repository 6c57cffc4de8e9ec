import { useParams } from "react-router";
import { DoorCheckInScreen } from "../components/door-check-in-screen";

/** The door's offline check-in screen of the event the address names (/door/check-in/:id). */
export function DoorCheckInPage() {
  const { id = "" } = useParams();
  // Keyed, so the copy, the search and the camera start afresh for another event.
  return <DoorCheckInScreen key={id} eventId={id} />;
}

export default DoorCheckInPage;
