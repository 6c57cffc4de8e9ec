import { useParams } from "react-router";
import { CheckInScreen } from "../components/check-in-screen";

export function SystemAdminCheckInRoute() {
  const { id = "" } = useParams();
  // Keyed, so the search, the mode and the camera start afresh for another event.
  return <CheckInScreen key={id} eventId={id} portal="system_admin" />;
}

export default SystemAdminCheckInRoute;
