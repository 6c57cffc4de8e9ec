import type { ChartKind } from "./chart-types";

// Shared by the chart and the placeholders that stand in for it, so the page keeps its layout
// while the chart's data and its code (recharts, a chunk of its own) are on their way.
const BAR_ROW_HEIGHT = 32;
/** Above and below the bars: the value axis and the chart's margins. */
const BAR_AXIS_HEIGHT = 40;
const PERIOD_CHART_HEIGHT = 220;

/** The height a chart is drawn at: bars grow with their rows, charts over time do not. */
export function getChartHeight(kind: ChartKind, rowCount: number): number {
  return kind === "bars" ? rowCount * BAR_ROW_HEIGHT + BAR_AXIS_HEIGHT : PERIOD_CHART_HEIGHT;
}

/**
 * The room kept for a chart before its data is in: for its most bars when it has a most, else a
 * chart over time's height.
 */
export function getReservedChartHeight(kind: ChartKind, maxBars: number | undefined): number {
  return maxBars === undefined ? PERIOD_CHART_HEIGHT : getChartHeight(kind, maxBars);
}
