import type { ReactNode } from "react";
import { AppToasts } from "@/components/ui/app-toasts";
import { AuthProvider } from "@/features/auth/auth-provider";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <AuthProvider>{children}</AuthProvider>
      <AppToasts />
    </>
  );
}
