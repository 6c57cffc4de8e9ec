import type { Event, EventsSummaryResponse } from "@events/contract";
import { CalendarDays, ClipboardList, Users } from "lucide-react";
import { CountCardRow } from "@/components/dashboard/count-card";
import { RecentEvents } from "@/components/dashboard/recent-events";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useTexts } from "@/i18n/use-texts";
import { RECENT_ITEMS_COUNT } from "@/lib/recent-items";
import { paths } from "@/paths";
import { eventAdminDashboardMessages } from "../messages";
import type { CallResult } from "../utils/call-result";
import { pickStatusCounts } from "../utils/pick-status-counts";
import { StatusCounts } from "./status-counts";

export type EventAdminDashboardData = {
  /** The signed-in admin's totals (events/summary). */
  summary: CallResult<EventsSummaryResponse>;
  /** The admin's newest events, newest first. */
  recentEvents: CallResult<readonly Event[]>;
};

function listErrorMessages(data: EventAdminDashboardData): string[] {
  const messages = [data.summary, data.recentEvents].flatMap((result) =>
    result.status === "error" ? [result.message] : [],
  );
  return [...new Set(messages)];
}

/**
 * The dashboard for given data: a spinner until both calls have answered, then the error of each
 * failed call and whatever the call that succeeded gives.
 */
export function EventAdminDashboardView({
  data,
  onRetry,
}: {
  data: EventAdminDashboardData;
  onRetry: () => void;
}) {
  const { t } = useTexts();
  const { summary, recentEvents } = data;
  const isPending = summary.status === "pending" || recentEvents.status === "pending";
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
                <p key={message}>{t("dashboard.error", { message })}</p>
              ))}
            </LoadError>
          ) : null}
          {summary.status === "success" ? (
            <>
              <CountCardRow
                cards={[
                  {
                    label: eventAdminDashboardMessages.totalEvents,
                    count: summary.data.events,
                    to: paths.eventAdmin.events,
                    icon: CalendarDays,
                  },
                  {
                    label: eventAdminDashboardMessages.totalSessions,
                    count: summary.data.sessions,
                    to: paths.eventAdmin.sessions,
                    icon: ClipboardList,
                  },
                  {
                    label: eventAdminDashboardMessages.totalParticipants,
                    count: summary.data.participants,
                    to: paths.eventAdmin.participants,
                    icon: Users,
                  },
                ]}
              />
              <StatusCounts counts={pickStatusCounts(summary.data.events_by_status)} />
            </>
          ) : null}
          {recentEvents.status === "success" ? (
            <RecentEvents
              events={recentEvents.data.slice(0, RECENT_ITEMS_COUNT)}
              addTo={paths.eventAdmin.events}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
