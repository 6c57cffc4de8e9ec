import { getPortalPaths, type Portal } from "@/lib/portal";
import { type ActivityFilters, toActivitySearchParams } from "./utils/activity-filters";

/** Entries on one page of the screen: each carries its changes, so fewer than a plain list. */
export const ACTIVITY_PAGE_SIZE = 20;

/** The portal's activity log, opened on the filters given: both portals have one. */
export function getActivityPath(portal: Portal, filters: ActivityFilters = {}): string {
  const activityPath = getPortalPaths(portal).activity;
  const query = toActivitySearchParams(filters).toString();
  return query === "" ? activityPath : `${activityPath}?${query}`;
}
