import { useEventsSummary } from "@/api/events/get-events-summary";
import { useAuth } from "@/hooks/use-auth";
import { useRecentEvents } from "../api/get-recent-events";
import { EventAdminCharts } from "../components/event-admin-charts";
import { EventAdminDashboard } from "../components/event-admin-dashboard";

/**
 * The dashboard with the charts below it. They come in once its totals and recent events are in,
 * so those never push them down the screen as they arrive.
 */
export function EventAdminDashboardRoute() {
  const { user } = useAuth();
  const summary = useEventsSummary();
  const recentEvents = useRecentEvents(user?.id);
  const isDashboardPending = summary.isPending || recentEvents.isPending;
  return (
    <>
      <EventAdminDashboard adminId={user?.id} />
      {isDashboardPending ? null : <EventAdminCharts />}
    </>
  );
}

export default EventAdminDashboardRoute;
