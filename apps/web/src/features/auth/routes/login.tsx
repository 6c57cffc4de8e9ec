import type { LoginRequest } from "@events/contract";
import { Navigate, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { describeError } from "@/lib/api-error";
import { paths } from "@/paths";
import { useAuth } from "../auth-provider";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";
import { authMessages } from "../messages";
import { getHomePath } from "../utils/get-home-path";

export function LoginRoute() {
  const auth = useAuth();
  const navigate = useNavigate();

  if (auth.isAuthenticated) return <Navigate to={getHomePath(auth)} replace />;

  async function handleLogin(credentials: LoginRequest) {
    try {
      await auth.login(credentials);
    } catch (error) {
      toast.error(describeError(error, authMessages.loginFailedToast));
      return;
    }
    toast.success(authMessages.codeSent(credentials.email));
    navigate(paths.verifyOtp);
  }

  return (
    <AuthCard title="Welcome Back" description="Sign in to manage your events.">
      <LoginForm onSubmit={handleLogin} isLoading={auth.isLoading} />
    </AuthCard>
  );
}

export default LoginRoute;
