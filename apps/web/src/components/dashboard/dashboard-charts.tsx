import {
  CHECK_IN_DAYS,
  type DashboardChartsResponse,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  type EventStatus,
  PARTICIPANT_WEEKS,
  PARTICIPANTS_PER_EVENT_LIMIT,
} from "@events/contract";
import { type ReactNode, type Ref, useId } from "react";
import { useDashboardCharts } from "@/api/dashboard/get-dashboard-charts";
import { useEventsSummary } from "@/api/events/get-events-summary";
import {
  ChartFigure,
  type ChartFigureProps,
  type ChartState,
} from "@/components/charts/chart-figure";
import type { ChartDatum } from "@/components/charts/chart-types";
import { useIsNearViewport } from "@/hooks/use-is-near-viewport";

/** The dashboards' charts' words. */
export const dashboardChartTexts = {
  heading: "Charts",
  eventsPerStatus: "Events per status",
  participantsPerEvent: "Participants per event",
  participantsPerWeek: "Participants added per week",
  checkInsOverTime: "Check-ins over time",
  status: "Status",
  events: "Events",
  event: "Event",
  participants: "Participants",
  week: "Week of",
  day: "Day",
  checkIns: "Check-ins",
  noEvents: "No events yet",
  noParticipants: "No participants yet",
  noParticipantsAdded: `No participants added in the last ${PARTICIPANT_WEEKS} weeks`,
  noCheckIns: `No check-ins in the last ${CHECK_IN_DAYS} days`,
  checkInDaysNote: "Days with check-ins, newest first.",
  loadFailed: "Failed to load the chart",
} as const;

/** What a chart needs of a query: its data, or its failure and a way to fetch it again. */
export type ChartQuery<TData> = {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** A query's state as a chart's; data already in hand wins over a failed reload. */
export function readChartState<TData>(
  query: ChartQuery<TData>,
  select: (data: TData) => readonly ChartDatum[],
): ChartState {
  if (query.data !== undefined) return { status: "success", data: select(query.data) };
  if (query.isError) {
    return {
      status: "error",
      message: query.error instanceof Error ? query.error.message : String(query.error),
      onRetry: () => void query.refetch(),
      isRetrying: query.isFetching,
    };
  }
  return { status: "pending" };
}

// The server's calendar days are UTC days; written in UTC so no time zone moves them a day.
const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const utcDay = (calendarDay: string) => new Date(`${calendarDay}T00:00:00Z`);

/** "Mar 9, 2026", and "Mar 9" where space is short. */
function dayLabels(calendarDay: string): Pick<ChartDatum, "label" | "shortLabel"> {
  const day = utcDay(calendarDay);
  return { label: dayFormat.format(day), shortLabel: shortDayFormat.format(day) };
}

export function selectEventsPerStatus(
  eventsByStatus: Readonly<Record<EventStatus, number>>,
): ChartDatum[] {
  return EVENT_STATUSES.map((status) => ({
    key: status,
    label: EVENT_STATUS_LABELS[status],
    value: eventsByStatus[status],
  }));
}

export function selectParticipantsPerEvent(charts: DashboardChartsResponse): ChartDatum[] {
  return charts.participants_per_event.map((row) => ({
    key: row.event_id,
    label: row.event_name,
    value: row.participants,
  }));
}

export function selectParticipantsPerWeek(charts: DashboardChartsResponse): ChartDatum[] {
  return charts.participants_per_week.map((row) => ({
    key: row.week_start,
    ...dayLabels(row.week_start),
    value: row.participants,
  }));
}

export function selectCheckInsPerDay(charts: DashboardChartsResponse): ChartDatum[] {
  return charts.check_ins_per_day.map((row) => ({
    key: row.day,
    ...dayLabels(row.day),
    value: row.check_ins,
  }));
}

/**
 * The check-ins table's rows: the days with check-ins, newest first. Thirty rows mostly of zeros
 * hid the few that count; the chart keeps every day, as its axis is time.
 */
export function selectCheckInDayRows(days: readonly ChartDatum[]): ChartDatum[] {
  return days.filter(({ value }) => value > 0).reverse();
}

/** "Events per status: Scheduled 2, Active 1, ...": every label with its number. */
const describeEach = (title: string) => (data: readonly ChartDatum[]) =>
  `${title}: ${data.map(({ label, value }) => `${label} ${value}`).join(", ")}`;

/** The total over the periods and the busiest one, as a reader of the chart would see them. */
const describePeriods =
  (title: string, span: string, busiest: (label: string) => string) =>
  (data: readonly ChartDatum[]) => {
    const total = data.reduce((sum, { value }) => sum + value, 0);
    const most = data.reduce<ChartDatum | undefined>(
      (best, datum) => (best === undefined || datum.value > best.value ? datum : best),
      undefined,
    );
    const peak = most ? `, the most (${most.value}) ${busiest(most.label)}` : "";
    return `${title}: ${total} in all over the ${span}${peak}`;
  };

/** What tells one dashboard chart from another; the failure's words are the same for all. */
type DashboardChartProps<TData> = Omit<ChartFigureProps, "state" | "errorTitle"> & {
  query: ChartQuery<TData>;
  select: (data: TData) => readonly ChartDatum[];
};

function DashboardChart<TData>({ query, select, ...figure }: DashboardChartProps<TData>) {
  return (
    <ChartFigure
      {...figure}
      state={readChartState(query, select)}
      errorTitle={dashboardChartTexts.loadFailed}
    />
  );
}

type ChartsQuery = ChartQuery<DashboardChartsResponse>;

export function EventsPerStatusChart({
  query,
}: {
  query: ChartQuery<{ events_by_status: Record<EventStatus, number> }>;
}) {
  return (
    <DashboardChart
      title={dashboardChartTexts.eventsPerStatus}
      kind="bars"
      query={query}
      describe={describeEach(dashboardChartTexts.eventsPerStatus)}
      select={(summary) => selectEventsPerStatus(summary.events_by_status)}
      labelHeading={dashboardChartTexts.status}
      valueHeading={dashboardChartTexts.events}
      emptyText={dashboardChartTexts.noEvents}
      maxBars={EVENT_STATUSES.length}
    />
  );
}

export function ParticipantsPerEventChart({ query }: { query: ChartsQuery }) {
  return (
    <DashboardChart
      title={dashboardChartTexts.participantsPerEvent}
      kind="bars"
      query={query}
      describe={describeEach(dashboardChartTexts.participantsPerEvent)}
      select={selectParticipantsPerEvent}
      labelHeading={dashboardChartTexts.event}
      valueHeading={dashboardChartTexts.participants}
      emptyText={dashboardChartTexts.noParticipants}
      maxBars={PARTICIPANTS_PER_EVENT_LIMIT}
    />
  );
}

export function ParticipantsPerWeekChart({ query }: { query: ChartsQuery }) {
  return (
    <DashboardChart
      title={dashboardChartTexts.participantsPerWeek}
      kind="columns"
      query={query}
      describe={describePeriods(
        dashboardChartTexts.participantsPerWeek,
        `last ${PARTICIPANT_WEEKS} weeks`,
        (label) => `in the week of ${label}`,
      )}
      select={selectParticipantsPerWeek}
      labelHeading={dashboardChartTexts.week}
      valueHeading={dashboardChartTexts.participants}
      emptyText={dashboardChartTexts.noParticipantsAdded}
    />
  );
}

export function CheckInsOverTimeChart({ query }: { query: ChartsQuery }) {
  return (
    <DashboardChart
      title={dashboardChartTexts.checkInsOverTime}
      kind="line"
      query={query}
      describe={describePeriods(
        dashboardChartTexts.checkInsOverTime,
        `last ${CHECK_IN_DAYS} days`,
        (label) => `on ${label}`,
      )}
      select={selectCheckInsPerDay}
      labelHeading={dashboardChartTexts.day}
      valueHeading={dashboardChartTexts.checkIns}
      emptyText={dashboardChartTexts.noCheckIns}
      table={{ selectRows: selectCheckInDayRows, note: dashboardChartTexts.checkInDaysNote }}
    />
  );
}

/** The dashboards' charts under one heading, two side by side on wide screens. */
export function DashboardChartsSection({
  children,
  ref,
}: {
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  const headingId = useId();
  return (
    <section ref={ref} aria-labelledby={headingId} className="mt-6 flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {dashboardChartTexts.heading}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">{children}</div>
    </section>
  );
}

type OverTimeChartProps = { OverTimeChart: (props: { query: ChartsQuery }) => ReactNode };

/** Not asked yet: each chart waits in its place, as while a call is on its way. */
const NOT_ASKED: ChartQuery<never> = {
  data: undefined,
  error: null,
  isError: false,
  isFetching: false,
  refetch: () => Promise.resolve(),
};

/**
 * Events per status (from the summary the counts above already read) and participants per
 * event, then the dashboard's own chart over time.
 */
function DashboardChartFigures({
  summary,
  charts,
  OverTimeChart,
}: OverTimeChartProps & {
  summary: ChartQuery<{ events_by_status: Record<EventStatus, number> }>;
  charts: ChartsQuery;
}) {
  return (
    <>
      <EventsPerStatusChart query={summary} />
      <ParticipantsPerEventChart query={charts} />
      <OverTimeChart query={charts} />
    </>
  );
}

function QueriedDashboardChartFigures({ OverTimeChart }: OverTimeChartProps) {
  const summary = useEventsSummary();
  const charts = useDashboardCharts();
  return <DashboardChartFigures summary={summary} charts={charts} OverTimeChart={OverTimeChart} />;
}

/**
 * The charts both dashboards end with. Their data and their code (recharts, the biggest chunk a
 * dashboard would load) are asked for only when the section nears the screen: on a phone it
 * starts below the fold, and the page is ready without them.
 */
export function DashboardCharts({ OverTimeChart }: OverTimeChartProps) {
  const [sectionRef, isNearViewport] = useIsNearViewport<HTMLElement>();
  return (
    <DashboardChartsSection ref={sectionRef}>
      {isNearViewport ? (
        <QueriedDashboardChartFigures OverTimeChart={OverTimeChart} />
      ) : (
        <DashboardChartFigures
          summary={NOT_ASKED}
          charts={NOT_ASKED}
          OverTimeChart={OverTimeChart}
        />
      )}
    </DashboardChartsSection>
  );
}
