import { useQueries, useQueryClient } from "@tanstack/react-query";
// The dashboard reads the same two lists as the events and admin screens, through their queries,
// so a change saved there refreshes these counts too (one cache entry per list).
import { getAllEventsQueryOptions } from "@/api/events/get-all-events";
import { getUsersQueryOptions } from "@/api/users/get-users";
import { type DashboardSummary, summarizeDashboard } from "../utils/summarize-dashboard";

export type DashboardData =
  | { status: "pending" }
  | { status: "error"; message: string }
  | { status: "success"; summary: DashboardSummary };

function readErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The dashboard's two calls: get-all-events and get-all-users. */
export function getDashboardQueries() {
  return [getAllEventsQueryOptions(), getUsersQueryOptions()] as const;
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
    combine: ([eventsResult, usersResult]): DashboardData => {
      const error = eventsResult.error ?? usersResult.error;
      if (error) return { status: "error", message: readErrorMessage(error) };
      if (eventsResult.data && usersResult.data) {
        return {
          status: "success",
          summary: summarizeDashboard(eventsResult.data.events, usersResult.data),
        };
      }
      return { status: "pending" };
    },
  });
}
