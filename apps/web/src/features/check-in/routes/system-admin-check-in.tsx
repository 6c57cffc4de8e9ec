import { CheckInRoute } from "./check-in-route";

export function SystemAdminCheckInRoute() {
  return <CheckInRoute portal="system_admin" />;
}

export default SystemAdminCheckInRoute;
