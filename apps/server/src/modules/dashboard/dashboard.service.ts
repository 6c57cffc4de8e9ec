import { CHECK_IN_DAYS, type DashboardChartsResponse, PARTICIPANT_WEEKS } from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { DashboardRepository, DayCountRow, TimeWindow } from "./dashboard.repository.js";

export interface DashboardServiceDependencies {
  dashboardRepository: DashboardRepository;
  access: AccessKernel;
  /** The present moment; tests fix it to place rows at known weeks and days. */
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (UTC) starting the day of `moment`. */
function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/** Midnight (UTC) starting the Monday of the week of `moment`. */
function startOfUtcWeek(moment: Date): Date {
  const day = startOfUtcDay(moment);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - daysSinceMonday * DAY_MS);
}

/** `count` consecutive spans of `spanDays` days, the last one holding `current` (its start). */
function spansEndingWith(current: Date, count: number, spanDays: number): Date[] {
  return Array.from(
    { length: count },
    (_, index) => new Date(current.getTime() - (count - 1 - index) * spanDays * DAY_MS),
  );
}

const toCalendarDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The window from the first span's start to the end of the last. */
function windowOf(starts: readonly Date[], spanDays: number): TimeWindow {
  const first = starts[0];
  const last = starts.at(-1);
  if (!first || !last) throw new Error("windowOf: no spans");
  return { from: first, to: new Date(last.getTime() + spanDays * DAY_MS) };
}

/** Each span's count, 0 where the database found none. */
function fillSpans(starts: readonly Date[], rows: readonly DayCountRow[]) {
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  return starts.map((start) => {
    const day = toCalendarDay(start);
    return { day, count: counts.get(day) ?? 0 };
  });
}

export function createDashboardService({
  dashboardRepository,
  access,
  now = () => new Date(),
}: DashboardServiceDependencies) {
  return {
    /** The dashboards' charts, of the events the caller may see. */
    async getCharts(caller: Caller): Promise<DashboardChartsResponse> {
      const scope = access.scopeOf(caller);
      const moment = now();
      const weeks = spansEndingWith(startOfUtcWeek(moment), PARTICIPANT_WEEKS, 7);
      const days = spansEndingWith(startOfUtcDay(moment), CHECK_IN_DAYS, 1);
      const [topEvents, perWeek, perDay] = await Promise.all([
        dashboardRepository.listTopEventsByParticipants(scope),
        dashboardRepository.countParticipantsPerWeek(windowOf(weeks, 7), scope),
        dashboardRepository.countCheckInsPerDay(windowOf(days, 1), scope),
      ]);
      return {
        participants_per_event: topEvents,
        participants_per_week: fillSpans(weeks, perWeek).map(({ day, count }) => ({
          week_start: day,
          participants: count,
        })),
        check_ins_per_day: fillSpans(days, perDay).map(({ day, count }) => ({
          day,
          check_ins: count,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
