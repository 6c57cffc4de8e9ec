import type { Event, EventStatus } from "@events/contract";

/** The statuses the event admin dashboard counts, in the specification's order (doc 2 §2). */
export const DASHBOARD_STATUSES = [
  "UPCOMING",
  "ACTIVE",
  "CANCELLED",
  "SCHEDULED",
] as const satisfies readonly EventStatus[];

export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];
export type StatusCount = { status: DashboardStatus; count: number };

/** How many events have each dashboard status; other statuses are not counted. */
export function countEventsByStatus(events: readonly Event[]): StatusCount[] {
  return DASHBOARD_STATUSES.map((status) => ({
    status,
    count: events.filter((event) => event.event_status === status).length,
  }));
}
