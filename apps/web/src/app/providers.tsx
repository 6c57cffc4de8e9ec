import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastContainer } from "react-toastify";
import { AuthProvider } from "@/features/auth/auth-provider";

/** The sign-in screens' toasts close after 5 s; admin screens pass 3 s on each toast. */
const DEFAULT_TOAST_AUTO_CLOSE_MS = 5000;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: 1, refetchOnWindowFocus: false },
        },
      }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ToastContainer position="top-right" autoClose={DEFAULT_TOAST_AUTO_CLOSE_MS} />
    </QueryClientProvider>
  );
}
