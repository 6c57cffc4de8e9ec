import { DashboardCharts, ParticipantsPerWeekChart } from "@/components/dashboard/dashboard-charts";

/** Every event's charts, the last one the participants added per week. */
export function SystemAdminCharts() {
  return <DashboardCharts OverTimeChart={ParticipantsPerWeekChart} />;
}
