import { DoorEventsScreen } from "../components/door-events-screen";

export function DoorEventsRoute() {
  return <DoorEventsScreen />;
}

export default DoorEventsRoute;
