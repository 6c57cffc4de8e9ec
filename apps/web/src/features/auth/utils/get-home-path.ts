import type { User } from "@events/contract";
import { paths } from "@/paths";

export type AuthSnapshot = {
  isAuthenticated: boolean;
  user: Pick<User, "type" | "isVerified"> | null;
};

export function getDashboardPath(type: string | null | undefined): string {
  return type === "system_admin" ? paths.systemAdmin.dashboard : paths.eventAdmin.dashboard;
}

/** Where '/', '/dashboard' and refused areas send a user, by authentication state. */
export function getHomePath({ isAuthenticated, user }: AuthSnapshot): string {
  if (!isAuthenticated || !user) return paths.login;
  // A paired device is signed in without the e-mailed code, so its account may be unverified:
  // door staff have the door, whichever way they signed in.
  if (user.type === "door_staff") return paths.door.root;
  if (!user.isVerified) return paths.verifyOtp;
  return getDashboardPath(user.type);
}
