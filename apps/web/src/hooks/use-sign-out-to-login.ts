import { useNavigate } from "react-router";
import { paths } from "@/paths";
import { useAuth } from "./use-auth";

/** Signs out (the server told, or not) and shows the sign-in page in place of this one. */
export function useSignOutToLogin(): () => Promise<void> {
  const auth = useAuth();
  const navigate = useNavigate();
  return async () => {
    await auth.logout();
    navigate(paths.login, { replace: true });
  };
}
