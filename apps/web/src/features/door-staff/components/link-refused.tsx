import type { ReactNode } from "react";
import { AuthCard } from "@/components/layout/auth-card";

/**
 * A link whose secret the server refused, or that holds none: what the server said, read out as
 * it appears, and no form to fill in for nothing.
 */
export function LinkRefused({
  title,
  message,
  children = null,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <AuthCard title={title} description={<span role="alert">{message}</span>}>
      {children}
    </AuthCard>
  );
}
