import type { UserType } from "@events/contract";
import { paths } from "@/paths";
import { type ActivityFilters, toActivitySearchParams } from "./utils/activity-filters";

/** Both portals have the activity log; each links within itself. */
export type ActivityPortal = UserType;

/** Entries on one page of the screen: each carries its changes, so fewer than a plain list. */
export const ACTIVITY_PAGE_SIZE = 20;

const portalPaths = { system_admin: paths.systemAdmin, event_admin: paths.eventAdmin } as const;

/** The portal's activity log, opened on the filters given. */
export function getActivityPath(portal: ActivityPortal, filters: ActivityFilters = {}): string {
  const query = toActivitySearchParams(filters).toString();
  return query === "" ? portalPaths[portal].activity : `${portalPaths[portal].activity}?${query}`;
}

export function getEventDetailsPath(portal: ActivityPortal, eventId: string): string {
  return portalPaths[portal].eventDetails(eventId);
}
