import type { EventStatus, EventsSummaryResponse } from "@events/contract";

/** The statuses the event admin dashboard counts, in the specification's order (doc 2 §2). */
export const DASHBOARD_STATUSES = [
  "UPCOMING",
  "ACTIVE",
  "CANCELLED",
  "SCHEDULED",
] as const satisfies readonly EventStatus[];

export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];
export type StatusCount = { status: DashboardStatus; count: number };

/** How many events have each dashboard status, from the summary; other statuses are left out. */
export function pickStatusCounts(
  eventsByStatus: Partial<EventsSummaryResponse["events_by_status"]>,
): StatusCount[] {
  return DASHBOARD_STATUSES.map((status) => ({ status, count: eventsByStatus[status] ?? 0 }));
}
