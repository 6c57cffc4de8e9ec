import { useEffect } from "react";
import { useEventsSummary } from "@/api/events/get-events-summary";
import { useTexts } from "@/i18n/use-texts";
import { showErrorToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useRecentEvents } from "../api/get-recent-events";
import { eventAdminDashboardMessages } from "../messages";
import { readCallResult } from "../utils/call-result";
import { EventAdminDashboardView } from "./event-admin-dashboard-view";

function useFailureToast(hasFailed: boolean, message: string, toastId: string) {
  useEffect(() => {
    if (!hasFailed) return;
    showErrorToast(message, { autoCloseMs: TOAST_CLOSE_MS.admin, toastId });
  }, [hasFailed, message, toastId]);
}

/** The dashboard's two calls, the totals and the recent events, each shown and reported alone. */
export function EventAdminDashboard({ adminId }: { adminId: string | undefined }) {
  useTexts();
  const summary = useEventsSummary();
  const recentEvents = useRecentEvents(adminId);

  // The summary holds the events, sessions and participants totals, so its failure is reported
  // with the words for each of them (spec doc 2 §8), as when each total was a call of its own.
  useFailureToast(
    summary.isError || recentEvents.isError,
    eventAdminDashboardMessages.eventsFetchFailed,
    "event-admin-dashboard-events",
  );
  useFailureToast(
    summary.isError,
    eventAdminDashboardMessages.sessionsFetchFailed,
    "event-admin-dashboard-sessions",
  );
  useFailureToast(
    summary.isError,
    eventAdminDashboardMessages.participantsFetchFailed,
    "event-admin-dashboard-participants",
  );

  return (
    <EventAdminDashboardView
      onRetry={() => {
        for (const call of [summary, recentEvents]) {
          if (call.isError) void call.refetch();
        }
      }}
      data={{
        summary: readCallResult(summary.status, summary.data, summary.error),
        recentEvents: readCallResult(recentEvents.status, recentEvents.data, recentEvents.error),
      }}
    />
  );
}
