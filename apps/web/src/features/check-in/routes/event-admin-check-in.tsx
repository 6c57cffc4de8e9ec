import { CheckInRoute } from "./check-in-route";

export function EventAdminCheckInRoute() {
  return <CheckInRoute portal="event_admin" />;
}

export default EventAdminCheckInRoute;
