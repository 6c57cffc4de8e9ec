import { useQueries, useQueryClient } from "@tanstack/react-query";
import { getEventsSummaryQueryOptions } from "@/api/events/get-events-summary";
// The users list is the admin screens' own query, so a change saved there refreshes the counts.
import { getUsersQueryOptions } from "@/api/users/get-users";
import { readErrorMessage } from "@/lib/error-message";
import { type DashboardSummary, summarizeDashboard } from "../utils/summarize-dashboard";
import { getRecentEventsQueryOptions } from "./get-recent-events";

export type DashboardData =
  | { status: "pending" }
  | { status: "error"; message: string }
  | { status: "success"; summary: DashboardSummary };

/**
 * The dashboard's three calls: the totals (events/summary), the three newest events and
 * get-all-users; no call downloads every event.
 */
export function getDashboardQueries() {
  return [
    getEventsSummaryQueryOptions(),
    getRecentEventsQueryOptions(),
    getUsersQueryOptions(),
  ] as const;
}

/** Loads the dashboard's calls again, after a failure. */
export function useRetryDashboard(): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const { queryKey } of getDashboardQueries()) void queryClient.refetchQueries({ queryKey });
  };
}

export function useDashboardData(): DashboardData {
  return useQueries({
    queries: getDashboardQueries(),
    combine: ([summaryResult, recentEventsResult, usersResult]): DashboardData => {
      const error = summaryResult.error ?? recentEventsResult.error ?? usersResult.error;
      if (error) return { status: "error", message: readErrorMessage(error) };
      if (summaryResult.data && recentEventsResult.data && usersResult.data) {
        return {
          status: "success",
          summary: summarizeDashboard({
            totalEvents: summaryResult.data.events,
            recentEvents: recentEventsResult.data.events,
            users: usersResult.data,
          }),
        };
      }
      return { status: "pending" };
    },
  });
}
