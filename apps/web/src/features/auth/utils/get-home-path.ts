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
  if (!user.isVerified) return paths.verifyOtp;
  return getDashboardPath(user.type);
}
