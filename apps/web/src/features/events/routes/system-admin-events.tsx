import { EventsScreen } from "../components/events-screen";

export function SystemAdminEventsRoute() {
  return <EventsScreen portal="system_admin" />;
}

export default SystemAdminEventsRoute;
