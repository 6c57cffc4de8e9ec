import { useEffect } from "react";
import { navigate } from "./router";

/** Replaces the current address with another as soon as it is drawn. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
