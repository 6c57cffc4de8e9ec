import type { Event } from "@events/contract";
import { CalendarDays, ClipboardList, Users } from "lucide-react";
import { CountCard } from "@/components/dashboard/count-card";
import { RECENT_ITEMS_COUNT } from "@/components/dashboard/dashboard-section";
import { RecentEvents } from "@/components/dashboard/recent-events";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/paths";
import { eventAdminDashboardMessages } from "../messages";
import type { CallResult } from "../utils/call-result";
import { countEventsByStatus } from "../utils/count-events-by-status";
import { StatusCounts } from "./status-counts";

export type EventAdminDashboardData = {
  /** The signed-in admin's events, newest first. */
  events: CallResult<readonly Event[]>;
  sessionCount: CallResult<number>;
  participantCount: CallResult<number>;
};

function listErrorMessages(data: EventAdminDashboardData): string[] {
  const messages = [data.events, data.sessionCount, data.participantCount].flatMap((result) =>
    result.status === "error" ? [result.message] : [],
  );
  return [...new Set(messages)];
}

/**
 * The dashboard for given data: a spinner until every call has answered, then the error of each
 * failed call and whatever the calls that succeeded give.
 */
export function EventAdminDashboardView({
  data,
  onRetry,
}: {
  data: EventAdminDashboardData;
  onRetry: () => void;
}) {
  const { events, sessionCount, participantCount } = data;
  const isPending = [events, sessionCount, participantCount].some(
    (result) => result.status === "pending",
  );
  const errorMessages = listErrorMessages(data);

  return (
    <section>
      <PageHeader title={eventAdminDashboardMessages.title} />
      {isPending ? (
        <LoadingState />
      ) : (
        <div className="flex flex-col gap-6">
          {errorMessages.length > 0 ? (
            <LoadError onRetry={onRetry}>
              {errorMessages.map((message) => (
                <p key={message}>Error: {message}</p>
              ))}
            </LoadError>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            {events.status === "success" ? (
              <CountCard
                label={eventAdminDashboardMessages.totalEvents}
                count={events.data.length}
                to={paths.eventAdmin.events}
                icon={CalendarDays}
              />
            ) : null}
            {sessionCount.status === "success" ? (
              <CountCard
                label={eventAdminDashboardMessages.totalSessions}
                count={sessionCount.data}
                to={paths.eventAdmin.sessions}
                icon={ClipboardList}
              />
            ) : null}
            {participantCount.status === "success" ? (
              <CountCard
                label={eventAdminDashboardMessages.totalParticipants}
                count={participantCount.data}
                to={paths.eventAdmin.participants}
                icon={Users}
              />
            ) : null}
          </div>
          {events.status === "success" ? (
            <>
              <StatusCounts counts={countEventsByStatus(events.data)} />
              <RecentEvents
                events={events.data.slice(0, RECENT_ITEMS_COUNT)}
                addTo={paths.eventAdmin.events}
              />
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
