import { useDashboardCharts } from "@/api/dashboard/get-dashboard-charts";
import { useEventsSummary } from "@/api/events/get-events-summary";
import {
  DashboardChartsSection,
  EventsPerStatusChart,
  ParticipantsPerEventChart,
  ParticipantsPerWeekChart,
} from "@/components/dashboard/dashboard-charts";

/**
 * Every event's charts: per status (from the summary the counts above already read), the ten
 * largest by participants, and participants added per week.
 */
export function SystemAdminCharts() {
  const summary = useEventsSummary();
  const charts = useDashboardCharts();
  return (
    <DashboardChartsSection>
      <EventsPerStatusChart query={summary} />
      <ParticipantsPerEventChart query={charts} />
      <ParticipantsPerWeekChart query={charts} />
    </DashboardChartsSection>
  );
}
