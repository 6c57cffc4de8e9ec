import type { User } from "@events/contract";
import { useAuth } from "@/hooks/use-auth";

/** When the signed-in admin saves themselves, the top bar shows their new name and picture. */
export function useSyncCurrentUser(): (savedUser: User) => void {
  const { updateCurrentUser } = useAuth();
  return updateCurrentUser;
}
