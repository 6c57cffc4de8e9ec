import { ActivityScreen } from "../components/activity-screen";

/** Both portals have it; the server shows an event admin only the activity of their events. */
export function ActivityRoute() {
  return <ActivityScreen />;
}

export default ActivityRoute;
