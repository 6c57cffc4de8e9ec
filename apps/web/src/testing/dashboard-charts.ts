import { EVENT_STATUSES, type EventStatus, type EventsSummaryResponse } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/** The events summary with the given counts per status (the rest 0), totals to match. */
export function buildEventsSummary(
  byStatus: Partial<Record<EventStatus, number>>,
): EventsSummaryResponse {
  const zeros = Object.fromEntries(EVENT_STATUSES.map((status) => [status, 0]));
  const events_by_status = { ...zeros, ...byStatus } as Record<EventStatus, number>;
  const events = Object.values(events_by_status).reduce((sum, count) => sum + count, 0);
  return { events, sessions: 0, participants: 0, events_by_status };
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
