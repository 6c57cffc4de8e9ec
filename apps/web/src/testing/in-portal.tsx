import type { ReactElement } from "react";
import { type Portal, PortalProvider } from "@/lib/portal";

/** The screen as the portal area shows it, for any of the render helpers to render. */
export function inPortal(portal: Portal, ui: ReactElement): ReactElement {
  return <PortalProvider portal={portal}>{ui}</PortalProvider>;
}
