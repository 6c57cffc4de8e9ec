import { useParams } from "react-router";
import { CheckInScreen } from "../components/check-in-screen";

/** The check-in screen of the event the address names. */
export function CheckInRoute() {
  const { id = "" } = useParams();
  // Keyed, so the search, the mode and the camera start afresh for another event.
  return <CheckInScreen key={id} eventId={id} />;
}

export default CheckInRoute;
