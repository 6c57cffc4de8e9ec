/** One bar or point of a chart, and one row of its table. */
export type ChartDatum = {
  /** Unique within the chart. */
  key: string;
  /** The whole label, as the table and the tooltip show it. */
  label: string;
  /** The label under a bar or point, where space is short; the whole label when not given. */
  shortLabel?: string;
  value: number;
};

/**
 * bars: horizontal, for names (they stay readable at 375 px); columns: vertical, for a few
 * periods; line: for many periods.
 */
export type ChartKind = "bars" | "columns" | "line";

export type ChartCanvasProps = {
  kind: ChartKind;
  data: readonly ChartDatum[];
  /** What the values count, for the tooltip ("Participants"). */
  valueName: string;
};
