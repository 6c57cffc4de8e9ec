import { useDashboardCharts } from "@/api/dashboard/get-dashboard-charts";
import { useEventsSummary } from "@/api/events/get-events-summary";
import {
  CheckInsOverTimeChart,
  DashboardChartsSection,
  EventsPerStatusChart,
  ParticipantsPerEventChart,
} from "@/components/dashboard/dashboard-charts";

/** The admin's own events' charts: per status, participants per event, check-ins per day. */
export function EventAdminCharts() {
  const summary = useEventsSummary();
  const charts = useDashboardCharts();
  return (
    <DashboardChartsSection>
      <EventsPerStatusChart query={summary} />
      <ParticipantsPerEventChart query={charts} />
      <CheckInsOverTimeChart query={charts} />
    </DashboardChartsSection>
  );
}
