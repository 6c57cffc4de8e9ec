import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TRY_AGAIN } from "@/components/ui/load-error";
import { CHART_TEXTS, ChartFigure, type ChartFigureProps, type ChartState } from "./chart-figure";
import type { ChartDatum } from "./chart-types";
import { truncateLabel } from "./truncate-label";

const DATA: ChartDatum[] = [
  { key: "a", label: "Annual Developer Conference 2026", value: 42 },
  { key: "b", label: "Board meeting", value: 7 },
];

function renderFigure(state: ChartState, props: Partial<ChartFigureProps> = {}) {
  return render(
    <ChartFigure
      title="Participants per event"
      kind="bars"
      state={state}
      labelHeading="Event"
      valueHeading="Participants"
      emptyText="No participants yet"
      describe={(data) =>
        `Participants per event: ${data.map((d) => `${d.label} ${d.value}`).join(", ")}`
      }
      errorTitle="Failed to load the chart"
      {...props}
    />,
  );
}

describe("ChartFigure", () => {
  it("names the figure by its title and the chart image by a summary of its numbers", () => {
    renderFigure({ status: "success", data: DATA });
    expect(screen.getByRole("figure", { name: "Participants per event" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", {
        name: "Participants per event: Annual Developer Conference 2026 42, Board meeting 7",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("switches to a table of every number and back, by keyboard", async () => {
    const user = userEvent.setup();
    renderFigure({ status: "success", data: DATA });

    await user.tab();
    const toggle = screen.getByRole("button", { name: CHART_TEXTS.showTable });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.keyboard("{Enter}");

    const table = screen.getByRole("table", { name: "Participants per event" });
    expect(within(table).getByRole("columnheader", { name: "Event" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Participants" })).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole("rowheader").textContent,
        within(row).getByRole("cell").textContent,
      ]),
    ).toEqual([
      ["Annual Developer Conference 2026", "42"],
      ["Board meeting", "7"],
    ]);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();

    const back = screen.getByRole("button", { name: CHART_TEXTS.showChart });
    expect(back).toHaveFocus();
    expect(back).toHaveAttribute("aria-pressed", "true");
    await user.keyboard(" ");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("img")).toBeInTheDocument();
  });

  it("shows the empty text, and no toggle, when every number is 0 or there is none", () => {
    const { unmount } = renderFigure({
      status: "success",
      data: DATA.map((datum) => ({ ...datum, value: 0 })),
    });
    expect(screen.getByText("No participants yet")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    unmount();

    renderFigure({ status: "success", data: [] });
    expect(screen.getByText("No participants yet")).toBeInTheDocument();
  });

  it("shows a failure with its reason and loads again on 'Try again'", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderFigure({ status: "error", message: "HTTP error! status: 503", onRetry });
    expect(screen.getByText("Failed to load the chart")).toBeInTheDocument();
    expect(screen.getByText("Error: HTTP error! status: 503")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: CHART_TEXTS.showTable })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: TRY_AGAIN }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says it is loading while the data is on its way", () => {
    renderFigure({ status: "pending" });
    expect(screen.getByRole("status")).toHaveTextContent(CHART_TEXTS.loadingChart);
  });

  it("keeps the room of its most bars while the data is on its way, so nothing below moves", () => {
    renderFigure({ status: "pending" }, { maxBars: 10 });
    // Ten bars of 32 px and the axis' 40, as chart-canvas draws them.
    expect(screen.getByRole("status").parentElement).toHaveStyle({ minHeight: "360px" });
  });
});

describe("truncateLabel", () => {
  it("cuts a long name with an ellipsis and leaves a short one", () => {
    expect(truncateLabel("Annual Developer Conference 2026")).toBe("Annual Develo…");
    expect(truncateLabel("Board meeting")).toBe("Board meeting");
  });
});
