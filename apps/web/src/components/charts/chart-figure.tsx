import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { Spinner } from "@/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { TitledCard } from "@/components/ui/titled-card";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { formatCount } from "./chart-format";
import { getChartHeight, getReservedChartHeight } from "./chart-size";
import type { ChartDatum, ChartKind } from "./chart-types";

const ChartCanvas = lazy(() => import("./chart-canvas"));

/** The figure's own words, read when shown so they are in the active language. */
export const CHART_TEXTS = {
  get showTable() {
    return t("dashboard.charts.showTable");
  },
  get showChart() {
    return t("dashboard.charts.showChart");
  },
  get loadingChart() {
    return t("dashboard.charts.loadingChart");
  },
};

/** Where a chart's data stands: loading, failed (with its retry), or in hand. */
export type ChartState =
  | { status: "pending" }
  | { status: "error"; message: string; onRetry: () => void; isRetrying?: boolean }
  | { status: "success"; data: readonly ChartDatum[] };

export type ChartFigureProps = {
  title: string;
  kind: ChartKind;
  state: ChartState;
  /** The table's column headings: what the labels are ("Event") and what is counted. */
  labelHeading: string;
  valueHeading: string;
  /** Shown instead of the chart when there is nothing to draw (no rows, or every value 0). */
  emptyText: string;
  /** The chart's text alternative, for screen readers: what a sighted reader takes from it. */
  describe: (data: readonly ChartDatum[]) => string;
  /** The words for a failure, above its reason. */
  errorTitle: string;
  /**
   * The rows the table shows, when not every point the chart draws is worth a row (a day of
   * none), with a line saying which they are. Without it, one row a point in the chart's order.
   */
  table?: { selectRows: (data: readonly ChartDatum[]) => readonly ChartDatum[]; note: string };
  /**
   * The most bars a bars chart can have: until its data is in, its place is kept at that height
   * (at a chart over time's without it).
   */
  maxBars?: number;
};

const isEmpty = (data: readonly ChartDatum[]) => data.every(({ value }) => value === 0);

/**
 * A titled chart with its table alternative: the chart is an image named by a summary of its
 * numbers, and a button switches it for a real table of every number (and back).
 */
export function ChartFigure({
  title,
  kind,
  state,
  labelHeading,
  valueHeading,
  emptyText,
  describe,
  errorTitle,
  table,
  maxBars,
}: ChartFigureProps) {
  useTexts();
  const [isTableShown, setTableShown] = useState(false);
  const bodyId = useId();
  const hasData = state.status === "success" && !isEmpty(state.data);
  const reservedHeight = getReservedChartHeight(kind, maxBars);

  return (
    <TitledCard
      as="figure"
      title={title}
      className="min-w-0 gap-3 p-4 sm:p-5"
      headerClassName="gap-2"
      titleClassName="text-base font-semibold text-slate-900"
      actions={
        hasData ? (
          <Button
            variant="secondary"
            size="sm"
            aria-controls={bodyId}
            aria-pressed={isTableShown}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {isTableShown ? CHART_TEXTS.showChart : CHART_TEXTS.showTable}
          </Button>
        ) : null
      }
    >
      <div id={bodyId} className="min-w-0">
        {state.status === "pending" ? (
          <ChartPlace height={reservedHeight}>
            <LoadingState label={CHART_TEXTS.loadingChart} />
          </ChartPlace>
        ) : null}
        {state.status === "error" ? (
          <LoadError title={errorTitle} onRetry={state.onRetry} isRetrying={state.isRetrying}>
            <p>{t("dashboard.error", { message: state.message })}</p>
          </LoadError>
        ) : null}
        {state.status === "success" && !hasData ? (
          <ChartPlace height={reservedHeight}>
            <p className="text-center text-sm text-slate-600">{emptyText}</p>
          </ChartPlace>
        ) : null}
        {state.status === "success" && hasData ? (
          isTableShown ? (
            <ChartTable
              title={title}
              data={table ? table.selectRows(state.data) : state.data}
              note={table?.note}
              labelHeading={labelHeading}
              valueHeading={valueHeading}
            />
          ) : (
            <div role="img" aria-label={describe(state.data)} className="w-full min-w-0">
              {/* The summary names the picture; recharts' own svg (role img) stays out of the tree. */}
              <div aria-hidden="true" className="w-full min-w-0">
                {/* Not LoadingState: its padding is taller than a chart of a bar or two. */}
                <Suspense
                  fallback={
                    <ChartPlace height={getChartHeight(kind, state.data.length)}>
                      <span className="flex items-center gap-3 text-sm font-medium text-slate-600">
                        <Spinner className="size-8" />
                        {CHART_TEXTS.loadingChart}
                      </span>
                    </ChartPlace>
                  }
                >
                  <ChartCanvas kind={kind} data={state.data} valueName={valueHeading} />
                </Suspense>
              </div>
            </div>
          )
        ) : null}
      </div>
    </TitledCard>
  );
}

/**
 * Where the chart goes, at the chart's height, holding what stands in for it until it is drawn,
 * so nothing below moves when it comes (a layout shift, to the reader and to Lighthouse).
 */
function ChartPlace({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="flex items-center justify-center" style={{ minHeight: height }}>
      {children}
    </div>
  );
}

function ChartTable({
  title,
  data,
  note,
  labelHeading,
  valueHeading,
}: {
  title: string;
  data: readonly ChartDatum[];
  note: string | undefined;
  labelHeading: string;
  valueHeading: string;
}) {
  const table = (
    <Table label={title}>
      <caption className="sr-only">{title}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{labelHeading}</TableHead>
          <TableHead className="text-end">{valueHeading}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.map((datum) => (
          <TableRow key={datum.key}>
            <th scope="row" className="px-4 py-3 font-medium text-slate-800">
              {datum.label}
            </th>
            <TableCell className="text-end tabular-nums">{formatCount(datum.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  if (note === undefined) return table;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{note}</p>
      {table}
    </div>
  );
}
