import type { UserType } from "@events/contract";
import { createContext, type ReactNode, useContext } from "react";
import { paths } from "@/paths";

/** A signed-in area of the app, one per user type; a screen shown in both links within its own. */
export type Portal = UserType;

const PortalContext = createContext<Portal | null>(null);

/** The portal area gives it, knowing from the address which portal its pages are in. */
export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext value={portal}>{children}</PortalContext>;
}

/** The portal the screen is shown in. */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (portal === null) throw new Error("usePortal() is only for pages inside a PortalProvider");
  return portal;
}

/** The portal's own pages, for links that stay inside it. */
export function getPortalPaths(portal: Portal) {
  return portal === "system_admin" ? paths.systemAdmin : paths.eventAdmin;
}

export function usePortalPaths() {
  return getPortalPaths(usePortal());
}
