import { useAuth } from "@/hooks/use-auth";
import { UserManagement } from "../components/user-management";
import { systemAdminsConfig } from "../config";
import { useSyncCurrentUser } from "./use-sync-current-user";

export function SystemAdminsRoute() {
  const syncCurrentUser = useSyncCurrentUser();
  const { user } = useAuth();
  return (
    <UserManagement
      config={systemAdminsConfig}
      onUserSaved={syncCurrentUser}
      currentUserId={user?.id}
    />
  );
}

export default SystemAdminsRoute;
