import {
  CHECK_IN_DAYS,
  type DashboardChartsResponse,
  EVENT_STATUSES,
  type EventStatus,
  PARTICIPANT_WEEKS,
  PARTICIPANTS_PER_EVENT_LIMIT,
} from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, type Ref, useId } from "react";
import { useDashboardCharts } from "@/api/dashboard/get-dashboard-charts";
import { getEventsSummaryQueryOptions } from "@/api/events/get-events-summary";
import {
  ChartFigure,
  type ChartFigureProps,
  type ChartState,
} from "@/components/charts/chart-figure";
import { formatCalendarDay, formatCount, formatItems } from "@/components/charts/chart-format";
import type { ChartDatum } from "@/components/charts/chart-types";
import { eventStatusText } from "@/components/events/event-status-text";
import { useIsNearViewport } from "@/hooks/use-is-near-viewport";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { readErrorMessage } from "@/lib/error-message";

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
      message: readErrorMessage(query.error),
      onRetry: () => void query.refetch(),
      isRetrying: query.isFetching,
    };
  }
  return { status: "pending" };
}

/** "Mar 9, 2026", and "Mar 9" where space is short. */
function dayLabels(calendarDay: string): Pick<ChartDatum, "label" | "shortLabel"> {
  return {
    label: formatCalendarDay(calendarDay),
    shortLabel: formatCalendarDay(calendarDay, "short"),
  };
}

export function selectEventsPerStatus(
  eventsByStatus: Readonly<Record<EventStatus, number>>,
): ChartDatum[] {
  return EVENT_STATUSES.map((status) => ({
    key: status,
    label: eventStatusText(status),
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
  t("dashboard.charts.eachSummary", {
    title,
    items: formatItems(
      data.map(({ label, value }) =>
        t("dashboard.charts.labelAndValue", { label, value: formatCount(value) }),
      ),
    ),
  });

/** The total over the periods and the busiest one, with its label, as a reader would see them. */
type PeriodsSummary = { total: string; most?: string; label?: string };

const describePeriods =
  (summarize: (summary: PeriodsSummary) => string) => (data: readonly ChartDatum[]) => {
    const total = data.reduce((sum, { value }) => sum + value, 0);
    const most = data.reduce<ChartDatum | undefined>(
      (best, datum) => (best === undefined || datum.value > best.value ? datum : best),
      undefined,
    );
    return summarize({
      total: formatCount(total),
      ...(most ? { most: formatCount(most.value), label: most.label } : {}),
    });
  };

const describeParticipantsPerWeek = describePeriods(({ total, most, label }) =>
  most === undefined
    ? t("dashboard.charts.participantsPerWeekSummary", { weeks: PARTICIPANT_WEEKS, total })
    : t("dashboard.charts.participantsPerWeekPeak", {
        weeks: PARTICIPANT_WEEKS,
        total,
        most,
        label,
      }),
);

const describeCheckIns = describePeriods(({ total, most, label }) =>
  most === undefined
    ? t("dashboard.charts.checkInsSummary", { days: CHECK_IN_DAYS, total })
    : t("dashboard.charts.checkInsPeak", { days: CHECK_IN_DAYS, total, most, label }),
);

/** What tells one dashboard chart from another; the failure's words are the same for all. */
type DashboardChartProps<TData> = Omit<ChartFigureProps, "state" | "errorTitle"> & {
  query: ChartQuery<TData>;
  select: (data: TData) => readonly ChartDatum[];
};

function DashboardChart<TData>({ query, select, ...figure }: DashboardChartProps<TData>) {
  const { t } = useTexts();
  return (
    <ChartFigure
      {...figure}
      state={readChartState(query, select)}
      errorTitle={t("dashboard.charts.loadFailed")}
    />
  );
}

type ChartsQuery = ChartQuery<DashboardChartsResponse>;

export function EventsPerStatusChart({
  query,
}: {
  query: ChartQuery<{ events_by_status: Record<EventStatus, number> }>;
}) {
  const { t } = useTexts();
  return (
    <DashboardChart
      title={t("dashboard.charts.eventsPerStatus")}
      kind="bars"
      query={query}
      describe={describeEach(t("dashboard.charts.eventsPerStatus"))}
      select={(summary) => selectEventsPerStatus(summary.events_by_status)}
      labelHeading={t("dashboard.charts.status")}
      valueHeading={t("dashboard.charts.events")}
      emptyText={t("dashboard.charts.noEvents")}
      maxBars={EVENT_STATUSES.length}
    />
  );
}

export function ParticipantsPerEventChart({ query }: { query: ChartsQuery }) {
  const { t } = useTexts();
  return (
    <DashboardChart
      title={t("dashboard.charts.participantsPerEvent")}
      kind="bars"
      query={query}
      describe={describeEach(t("dashboard.charts.participantsPerEvent"))}
      select={selectParticipantsPerEvent}
      labelHeading={t("dashboard.charts.event")}
      valueHeading={t("dashboard.charts.participants")}
      emptyText={t("dashboard.charts.noParticipants")}
      maxBars={PARTICIPANTS_PER_EVENT_LIMIT}
    />
  );
}

export function ParticipantsPerWeekChart({ query }: { query: ChartsQuery }) {
  const { t } = useTexts();
  return (
    <DashboardChart
      title={t("dashboard.charts.participantsPerWeek")}
      kind="columns"
      query={query}
      describe={describeParticipantsPerWeek}
      select={selectParticipantsPerWeek}
      labelHeading={t("dashboard.charts.week")}
      valueHeading={t("dashboard.charts.participants")}
      emptyText={t("dashboard.charts.noParticipantsAdded", { weeks: PARTICIPANT_WEEKS })}
    />
  );
}

export function CheckInsOverTimeChart({ query }: { query: ChartsQuery }) {
  const { t } = useTexts();
  return (
    <DashboardChart
      title={t("dashboard.charts.checkInsOverTime")}
      kind="line"
      query={query}
      describe={describeCheckIns}
      select={selectCheckInsPerDay}
      labelHeading={t("dashboard.charts.day")}
      valueHeading={t("dashboard.charts.checkIns")}
      emptyText={t("dashboard.charts.noCheckIns", { days: CHECK_IN_DAYS })}
      table={{ selectRows: selectCheckInDayRows, note: t("dashboard.charts.checkInDaysNote") }}
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
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section ref={ref} aria-labelledby={headingId} className="mt-6 flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("dashboard.charts.heading")}
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
  // Both dashboards ask for the summary themselves as they draw; the charts below them show that
  // answer instead of asking again once they near the screen.
  const summary = useQuery({ ...getEventsSummaryQueryOptions(), refetchOnMount: false });
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
