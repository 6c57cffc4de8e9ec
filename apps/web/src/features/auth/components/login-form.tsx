import { type LoginRequest, loginRequestSchema } from "@events/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { paths } from "@/paths";

export type LoginFormProps = {
  onSubmit: (credentials: LoginRequest) => Promise<void> | void;
  isLoading: boolean;
};

export function LoginForm({ onSubmit, isLoading }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const [email, password] = useWatch({ control, name: ["email", "password"] });
  const isSubmitDisabled = isLoading || email.trim() === "" || password === "";

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex justify-end">
        {/* The specification's 'Forgot Password' link leads nowhere yet. */}
        <Button variant="link">Forgot Password</Button>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitDisabled} className="w-full">
        {isLoading ? "Logging in..." : "Login"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        New here?{" "}
        <Link
          to={paths.register}
          className="font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          Get Started
        </Link>
      </p>
      <nav
        aria-label="More sign-in options"
        className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm"
      >
        <Link
          to={paths.adminLogin}
          className="text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          Admin Login
        </Link>
        <Link
          to={paths.privacyPolicy}
          className="text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          Privacy Policy
        </Link>
      </nav>
    </form>
  );
}
