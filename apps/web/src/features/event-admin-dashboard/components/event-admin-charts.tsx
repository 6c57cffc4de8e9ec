import { CheckInsOverTimeChart, DashboardCharts } from "@/components/dashboard/dashboard-charts";

/** The admin's own events' charts, the last one the check-ins per day. */
export function EventAdminCharts() {
  return <DashboardCharts OverTimeChart={CheckInsOverTimeChart} />;
}
