import { useEffect } from "react";
import { showErrorToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useAllParticipants } from "../api/get-all-participants";
import { useAllSessions } from "../api/get-all-sessions";
import { useEventsByAdminId } from "../api/get-events-by-admin-id";
import { eventAdminDashboardMessages } from "../messages";
import { readCallResult } from "../utils/call-result";
import { EventAdminDashboardView } from "./event-admin-dashboard-view";

function useFailureToast(hasFailed: boolean, message: string, toastId: string) {
  useEffect(() => {
    if (!hasFailed) return;
    showErrorToast(message, { autoCloseMs: TOAST_CLOSE_MS.admin, toastId });
  }, [hasFailed, message, toastId]);
}

/** The dashboard's three calls, each shown and reported on its own. */
export function EventAdminDashboard({ adminId }: { adminId: string | undefined }) {
  const events = useEventsByAdminId(adminId);
  const sessions = useAllSessions();
  const participants = useAllParticipants();

  useFailureToast(
    events.isError,
    eventAdminDashboardMessages.eventsFetchFailed,
    "event-admin-dashboard-events",
  );
  useFailureToast(
    sessions.isError,
    eventAdminDashboardMessages.sessionsFetchFailed,
    "event-admin-dashboard-sessions",
  );
  useFailureToast(
    participants.isError,
    eventAdminDashboardMessages.participantsFetchFailed,
    "event-admin-dashboard-participants",
  );

  return (
    <EventAdminDashboardView
      onRetry={() => {
        for (const call of [events, sessions, participants]) {
          if (call.isError) void call.refetch();
        }
      }}
      data={{
        events: readCallResult(events.status, events.data, events.error),
        sessionCount: readCallResult(sessions.status, sessions.data?.length, sessions.error),
        participantCount: readCallResult(
          participants.status,
          participants.data?.length,
          participants.error,
        ),
      }}
    />
  );
}
