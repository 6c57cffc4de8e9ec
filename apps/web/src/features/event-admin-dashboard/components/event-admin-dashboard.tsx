import { useEffect } from "react";
import { toast } from "react-toastify";
import { ADMIN_TOAST_AUTO_CLOSE_MS } from "@/lib/admin-toast";
import { useAllParticipants } from "../api/get-all-participants";
import { useAllSessions } from "../api/get-all-sessions";
import { useEventsByAdminId } from "../api/get-events-by-admin-id";
import { eventAdminDashboardMessages } from "../messages";
import { readCallResult } from "../utils/call-result";
import { EventAdminDashboardView } from "./event-admin-dashboard-view";

/** A toast id keeps one failure from stacking the same toast twice (React's dev re-runs). */
function useFailureToast(hasFailed: boolean, message: string, toastId: string) {
  useEffect(() => {
    if (!hasFailed) return;
    toast.error(message, { autoClose: ADMIN_TOAST_AUTO_CLOSE_MS, position: "top-right", toastId });
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
