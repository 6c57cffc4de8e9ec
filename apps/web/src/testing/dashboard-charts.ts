import {
  type DashboardChartsResponse,
  EVENT_STATUSES,
  type EventStatus,
  type EventsSummaryResponse,
} from "@events/contract";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { getDashboardChartsQueryOptions } from "@/api/dashboard/get-dashboard-charts";
import { getEventsSummaryQueryOptions } from "@/api/events/get-events-summary";
import { numberedId } from "./factories";
import { renderWithCache, seedQueryError } from "./render-with-cache";

/**
 * What events/summary answers: the given counts per status (the rest 0) and the given totals;
 * without them, as many events as the statuses count and no sessions or participants.
 */
export function buildEventsSummary(
  byStatus: Partial<Record<EventStatus, number>> = {},
  totals: Partial<Omit<EventsSummaryResponse, "events_by_status">> = {},
): EventsSummaryResponse {
  const zeros = Object.fromEntries(EVENT_STATUSES.map((status) => [status, 0]));
  const events_by_status = { ...zeros, ...byStatus } as Record<EventStatus, number>;
  const events = Object.values(events_by_status).reduce((sum, count) => sum + count, 0);
  return { events, sessions: 0, participants: 0, ...totals, events_by_status };
}

/** Twelve Mondays from 2026-01-05, the weeks given non-zero. */
export function buildWeeks(counts: Record<string, number> = {}) {
  return Array.from({ length: 12 }, (_, index) => {
    const week_start = new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10);
    return { week_start, participants: counts[week_start] ?? 0 };
  });
}

/** Thirty days up to 2026-03-11, the days given non-zero. */
export function buildDays(counts: Record<string, number> = {}) {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 1, 10 + index)).toISOString().slice(0, 10);
    return { day, check_ins: counts[day] ?? 0 };
  });
}

/** Participants per event, the events numbered from 1 in the order given. */
export function buildEventCounts(
  counts: Record<string, number>,
): DashboardChartsResponse["participants_per_event"] {
  return Object.entries(counts).map(([event_name, participants], index) => ({
    event_id: numberedId("0", index + 1),
    event_name,
    participants,
  }));
}

/** What dashboard/charts answers: no events counted, and nothing in any week or day. */
export function buildDashboardCharts(
  overrides: Partial<DashboardChartsResponse> = {},
): DashboardChartsResponse {
  return {
    participants_per_event: [],
    participants_per_week: buildWeeks(),
    check_ins_per_day: buildDays(),
    ...overrides,
  };
}

function seedAnswer(queryClient: QueryClient, queryKey: QueryKey, answer: object | Error) {
  if (answer instanceof Error) seedQueryError(queryClient, queryKey, answer);
  else queryClient.setQueryData(queryKey, answer);
}

/**
 * Renders a dashboard's charts with the events summary and dashboard/charts calls answered from
 * the cache; an Error stands for a call that failed.
 */
export function renderDashboardCharts(
  ui: ReactElement,
  answers: { summary: EventsSummaryResponse | Error; charts: DashboardChartsResponse | Error },
) {
  return renderWithCache(ui, (queryClient) => {
    seedAnswer(queryClient, getEventsSummaryQueryOptions().queryKey, answers.summary);
    seedAnswer(queryClient, getDashboardChartsQueryOptions().queryKey, answers.charts);
  });
}

/**
 * The table of the chart figure named `title`, opened with its toggle by a click or from the
 * keyboard, as [label, number] rows.
 */
export async function readChartTable(
  title: string,
  openWith: "click" | "keyboard" = "click",
): Promise<string[][]> {
  const figure = screen.getByRole("figure", { name: title });
  const toggle = within(figure).getByRole("button", { name: "Show as table" });
  const user = userEvent.setup();
  if (openWith === "click") {
    await user.click(toggle);
  } else {
    toggle.focus();
    await user.keyboard("{Enter}");
  }
  const table = within(figure).getByRole("table", { name: title });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent ?? "",
      within(row).getByRole("cell").textContent ?? "",
    ]);
}
