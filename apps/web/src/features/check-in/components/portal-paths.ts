import { paths } from "@/paths";

export type CheckInPortal = "system_admin" | "event_admin";

/** Each portal's screens link within that portal. */
export function getPortalPaths(portal: CheckInPortal) {
  return portal === "system_admin" ? paths.systemAdmin : paths.eventAdmin;
}
