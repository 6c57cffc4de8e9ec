import { MyEventsSessionsScreen } from "../components/my-events-sessions-screen";

export function EventAdminSessionsRoute() {
  return <MyEventsSessionsScreen />;
}

export default EventAdminSessionsRoute;
