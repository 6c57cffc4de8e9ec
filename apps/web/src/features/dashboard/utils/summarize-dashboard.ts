import type { Event, User } from "@events/contract";
import { RECENT_ITEMS_COUNT } from "@/lib/recent-items";

export type DashboardSummary = {
  totalEvents: number;
  eventAdminCount: number;
  systemAdminCount: number;
  /** The first events as the server lists them (newest first). */
  recentEvents: Event[];
  recentEventAdmins: User[];
};

export type DashboardAnswers = {
  /** Every event's count, from events/summary. */
  totalEvents: number;
  /** The first page of the events, newest first. */
  recentEvents: readonly Event[];
  users: readonly User[];
};

export function summarizeDashboard({
  totalEvents,
  recentEvents,
  users,
}: DashboardAnswers): DashboardSummary {
  const eventAdmins = users.filter((user) => user.type === "event_admin");
  return {
    totalEvents,
    eventAdminCount: eventAdmins.length,
    systemAdminCount: users.filter((user) => user.type === "system_admin").length,
    recentEvents: recentEvents.slice(0, RECENT_ITEMS_COUNT),
    recentEventAdmins: eventAdmins.slice(0, RECENT_ITEMS_COUNT),
  };
}
