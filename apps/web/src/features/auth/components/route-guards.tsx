import type { UserType } from "@events/contract";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuth } from "@/hooks/use-auth";
import { paths } from "@/paths";
import { getHomePath } from "../utils/get-home-path";

/** Sends the user wherever the redirect rule says ('/' and '/dashboard'). */
export function HomeRedirect() {
  const auth = useAuth();
  return <Navigate to={getHomePath(auth)} replace />;
}

/**
 * Lets any signed-in user through, for the door's pages: door staff (a paired device's account
 * may be unverified) and admins, whose sign-in has been verified.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (!auth.isAuthenticated || !auth.user) return <Navigate to={paths.login} replace />;
  if (auth.user.type !== "door_staff" && !auth.user.isVerified) {
    return <Navigate to={getHomePath(auth)} replace />;
  }
  return children;
}

/** Lets only signed-in, verified users of one role through; others go to their own place. */
export function RequireRole({ userType, children }: { userType: UserType; children: ReactNode }) {
  const auth = useAuth();
  if (!auth.isAuthenticated || !auth.user) return <Navigate to={paths.login} replace />;
  if (!auth.user.isVerified || auth.user.type !== userType) {
    return <Navigate to={getHomePath(auth)} replace />;
  }
  return children;
}
