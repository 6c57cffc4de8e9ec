import { textDirectionOf } from "@events/contract";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useTexts } from "@/i18n/use-texts";
import { formatCount } from "./chart-format";
import { getChartHeight } from "./chart-size";
import type { ChartCanvasProps, ChartDatum } from "./chart-types";
import { truncateLabel } from "./truncate-label";

// The figure around the chart is its accessible form (an image named by a summary, and a table),
// so recharts' own keyboard layer is off: a focusable chart inside an image would be a trap.
//
// recharts is loaded only here, and this module only through chart-figure's lazy import, so the
// library is a chunk of its own that only the screens with charts download.

// Every text is given its colour here, none left to recharts' defaults (#666, #808080 and the
// series colour are near or under WCAG AA's 4.5:1 on white): slate-600 and slate-800 on white.
const COLOR = "#2563eb";
const GRID_COLOR = "#e2e8f0";
const AXIS_TICK = { fontSize: 12, fill: "#475569" };
const TOOLTIP_TEXT = { color: "#1e293b" };
const TOOLTIP_BOX = { backgroundColor: "#ffffff", borderColor: "#cbd5e1", ...TOOLTIP_TEXT };
const NAME_AXIS_WIDTH = 112;

/** The rows as recharts reads them: the short label on the axis, the whole one in the tooltip. */
const toPoints = (data: readonly ChartDatum[]) =>
  data.map((datum) => ({ ...datum, axisLabel: datum.shortLabel ?? datum.label }));

const labelOfPayload = (_: unknown, payload: readonly { payload?: ChartDatum }[]) =>
  payload[0]?.payload?.label ?? "";

const formatTick = (value: number) => formatCount(value);

export default function ChartCanvas({ kind, data, valueName }: ChartCanvasProps) {
  // Right to left, the axes mirror: names and counts on the right, time running leftwards.
  const isRtl = textDirectionOf(useTexts().language) === "rtl";
  const points = toPoints(data);
  const height = getChartHeight(kind, points.length);
  const tooltip = (
    <Tooltip
      labelFormatter={labelOfPayload}
      formatter={(value) => (typeof value === "number" ? formatCount(value) : value)}
      contentStyle={TOOLTIP_BOX}
      labelStyle={TOOLTIP_TEXT}
      itemStyle={TOOLTIP_TEXT}
      cursor={{ fill: "#eff6ff" }}
      isAnimationActive={false}
    />
  );

  if (kind === "bars") {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={points}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: isRtl ? 0 : 16, bottom: 4, left: isRtl ? 16 : 0 }}
        >
          <CartesianGrid horizontal={false} stroke={GRID_COLOR} />
          <XAxis
            type="number"
            allowDecimals={false}
            tick={AXIS_TICK}
            tickFormatter={formatTick}
            reversed={isRtl}
          />
          <YAxis
            type="category"
            dataKey="axisLabel"
            orientation={isRtl ? "right" : "left"}
            width={NAME_AXIS_WIDTH}
            tick={AXIS_TICK}
            tickFormatter={(label: string) => truncateLabel(label)}
            interval={0}
          />
          {tooltip}
          <Bar
            dataKey="value"
            name={valueName}
            fill={COLOR}
            barSize={18}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    );
  }

  // The axes are written out in each chart: recharts reads its children's types, and a fragment
  // around them would hide them from it.
  const margin = { top: 8, right: isRtl ? 0 : 8, bottom: 4, left: isRtl ? 8 : 0 };
  const valueAxis = {
    allowDecimals: false,
    tick: AXIS_TICK,
    width: 32,
    tickFormatter: formatTick,
    orientation: isRtl ? "right" : "left",
  } as const;
  const timeAxis = {
    dataKey: "axisLabel",
    tick: AXIS_TICK,
    interval: "preserveStartEnd",
    minTickGap: 16,
    reversed: isRtl,
  } as const;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === "columns" ? (
        <BarChart data={points} margin={margin} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={GRID_COLOR} />
          <XAxis {...timeAxis} />
          <YAxis {...valueAxis} />
          {tooltip}
          <Bar dataKey="value" name={valueName} fill={COLOR} isAnimationActive={false} />
        </BarChart>
      ) : (
        <LineChart data={points} margin={margin} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={GRID_COLOR} />
          <XAxis {...timeAxis} />
          <YAxis {...valueAxis} />
          {tooltip}
          <Line
            type="monotone"
            dataKey="value"
            name={valueName}
            stroke={COLOR}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
