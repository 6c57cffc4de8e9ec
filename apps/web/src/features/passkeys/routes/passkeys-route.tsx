import { useSignOutToLogin } from "@/hooks/use-sign-out-to-login";
import { PasskeysScreen } from "../components/passkeys-screen";

export function PasskeysRoute() {
  const signOut = useSignOutToLogin();
  return <PasskeysScreen onSignInAgain={() => void signOut()} />;
}

export default PasskeysRoute;
