import type { DashboardChartsResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * The dashboards' charts in one call (dashboard/charts): every event's for a system admin, their
 * own events' for an event admin, grouped by the server.
 */
export function getDashboardChartsQueryOptions() {
  return apiGetQueryOptions<DashboardChartsResponse>(
    queryKeys.dashboard.charts(),
    "/api/dashboard/charts",
  );
}

export function useDashboardCharts() {
  return useQuery(getDashboardChartsQueryOptions());
}
