import { UserManagement } from "../components/user-management";
import { eventAdminsConfig } from "../config";

export function EventAdminsRoute() {
  // Only system admins reach this screen, so the signed-in user is never among the event admins.
  return <UserManagement config={eventAdminsConfig} />;
}

export default EventAdminsRoute;
