import { UserManagement } from "../components/user-management";
import { systemAdminsConfig } from "../config";
import { useSyncCurrentUser } from "./use-sync-current-user";

export function SystemAdminsRoute() {
  const syncCurrentUser = useSyncCurrentUser();
  return <UserManagement config={systemAdminsConfig} onUserSaved={syncCurrentUser} />;
}

export default SystemAdminsRoute;
