import { and, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "./client.js";
import { copyOut, type RowWriter } from "./copy-out.js";
import { selectTextRows, type TextRow } from "./text-rows.js";

// The CSV rule of spreadsheets/spreadsheet-writer.ts (toCsvCell, toCsvLine) and of
// spreadsheets/formula-cells.ts (neutraliseFormula), written a second time so that PostgreSQL
// writes a CSV export's lines and the server only passes them on, putting in the quotes that
// neutralise formulas as the bytes go by. The two must write the same bytes: csv-text.test.ts
// sends the same cells through both and compares, so a change to one rule that the other misses
// fails there.

/** A cell of a line: its text, whether it stands between quotes, and whether it is neutralised. */
export interface CsvCell {
  text: SQL;
  isQuoted: boolean;
  isNeutralised: boolean;
}

/** A text cell, neutralised and quoted, as toCsvCell writes a string (COPY doubles its quotes). */
export function csvText(value: SQL | PgColumn): CsvCell {
  return { text: sql`(${value})::text`, isQuoted: true, isNeutralised: true };
}

/**
 * A text cell that can hold no quote and nothing to neutralise: a uuid (hex digits and hyphens)
 * or one of the words a CHECK constraint holds its column to (csv-text.test.ts checks each such
 * list). Quoting is all toCsvCell does to those, so no formula is looked for in them.
 */
export function csvPlainText(value: SQL | PgColumn): CsvCell {
  return { text: sql`(${value})::text`, isQuoted: true, isNeutralised: false };
}

/**
 * A moment as toCsvCell writes a WrittenMoment: momentAsText's text, unquoted. momentAsText's
 * to_char costs PostgreSQL more than the rest of a participant's line; a timestamp's own text
 * cut after the seconds is the same characters (to_char cuts the fraction too) for far less.
 * That text is DateStyle ISO's, which node-postgres' date parsing needs of every connection
 * anyway; csv-text.test.ts compares the lines with the JavaScript writer's.
 */
export function csvMoment(time: PgColumn): CsvCell {
  return {
    text: sql`left((${time} at time zone 'UTC')::text, 19)`,
    isQuoted: false,
    isNeutralised: false,
  };
}

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
/** ",", ";" and a tab: neutraliseFormula's separators, after which a formula may start. */
const isSeparator = (byte: number | undefined) => byte === 0x2c || byte === 0x3b || byte === 0x09;
/** =, +, -, @, a tab and a carriage return: formula-cells.ts' FORMULA_CHARACTER. */
const isFormulaStart = (byte: number | undefined) =>
  byte === 0x3d ||
  byte === 0x2b ||
  byte === 0x2d ||
  byte === 0x40 ||
  byte === 0x09 ||
  byte === 0x0d;

/**
 * neutraliseFormula on a line COPY wrote: in each quoted cell that `isNeutralised` names, a quote
 * mark before a formula character that starts the cell or follows a separator inside it. The
 * cells are told apart by the commas outside quotes, and a doubled quote inside a cell is a quote
 * of its text; every byte these look for is ASCII, which no byte of a UTF-8 character is. A row
 * grows at most twice as long.
 */
function neutralisingRowWriter(isNeutralised: readonly boolean[]): RowWriter {
  return {
    growth: 2,
    write(row, rowBytes, target, at) {
      let end = at;
      let cell = 0;
      let isInQuotes = false;
      let mayStartFormula = false;
      for (let index = 0; index < rowBytes; index += 1) {
        const byte = row[index] ?? 0;
        if (!isInQuotes) {
          if (byte === QUOTE) {
            isInQuotes = true;
            mayStartFormula = isNeutralised[cell] === true;
          } else if (byte === 0x2c) {
            cell += 1;
          }
          target[end++] = byte;
        } else if (byte === QUOTE) {
          if (row[index + 1] === QUOTE && index + 1 < rowBytes) {
            target[end++] = QUOTE;
            index += 1;
            mayStartFormula = false;
          } else {
            isInQuotes = false;
          }
          target[end++] = QUOTE;
        } else {
          if (mayStartFormula && isFormulaStart(byte)) target[end++] = APOSTROPHE;
          target[end++] = byte;
          mayStartFormula = isNeutralised[cell] === true && isSeparator(byte);
        }
      }
      return end;
    },
  };
}

/** A keyset order as newestFirst gives it, places read and given as text. */
interface CsvKeysetOrder {
  cursor: SQL<string>;
  orderBy: SQL[];
  afterTextRow(last: TextRow | undefined): SQL | undefined;
  before(first: { cursor: string; id: string }): SQL;
}

/** An export's rows: in which order, and how to select them. */
export interface CsvRows {
  order: CsvKeysetOrder;
  id: PgColumn;
  /** A select of these fields from the export's rows that also meet `where`. */
  select(fields: Record<string, SQL | SQL.Aliased>, where: SQL | undefined): PgSelect;
}

/**
 * Batches PostgreSQL writes at once. A statement runs on one core: two batches at a time keep
 * both cores busy, while memory holds at most the batch read ahead.
 */
const BATCHES_AT_ONCE = 2;

/** Rows from after one place to before another, either open: one batch's range. */
interface BatchRange {
  after: TextRow | undefined;
  before: TextRow | undefined;
}

/**
 * The ranges of batchRows rows each, in order. One query per batch reads the places (cursor
 * and id) of its last row and of the next batch's first from the order's index, so a batch's
 * lines can be asked for before the batch ahead of it is written.
 */
async function* batchRanges(
  db: Database,
  { order, id, select }: CsvRows,
  batchRows: number,
): AsyncGenerator<BatchRange> {
  const placeFields = { cursor: order.cursor, id: sql<string>`${id}::text` };
  let after: TextRow | undefined;
  for (;;) {
    const [last, next] = await selectTextRows(
      db,
      select(placeFields, order.afterTextRow(after))
        .orderBy(...order.orderBy)
        .offset(batchRows - 1)
        .limit(2),
    );
    yield { after, before: next };
    if (!last || !next) return;
    after = last;
  }
}

/** A batch's copy, started: its first piece asked for, so PostgreSQL writes it meanwhile. */
interface StartedCopy {
  pieces: AsyncGenerator<Buffer>;
  first: Promise<IteratorResult<Buffer>>;
}

/**
 * The CSV lines of `rows`, in order, written by COPY a batch of batchRows at a time, each batch
 * asked for as soon as its range is known, up to BATCHES_AT_ONCE ahead of the one being passed
 * on. COPY's CSV quotes the cells named in force_quote, doubling the quotes inside, and leaves a
 * null empty and unquoted, as toCsvCell does; a moment it would quote only for a separator, a
 * quote or a line end, which none holds. Its lines end in "\n", which copyOut makes "\r\n". The
 * server passes the bytes on as they come, never reading them as text, only putting in the quote
 * marks that neutralise formulas (neutralisingRowWriter).
 */
export async function* copyCsvLines(
  db: Database,
  cells: readonly CsvCell[],
  rows: CsvRows,
  batchRows: number,
): AsyncGenerator<Buffer> {
  const names = cells.map((_, index) => `cell_${index}`);
  const fields = Object.fromEntries(
    cells.map((cell, index) => [`cell_${index}`, cell.text.as(`cell_${index}`)]),
  );
  const quoted = names.filter((_, index) => cells[index]?.isQuoted);
  const options = [
    "format csv",
    ...(quoted.length > 0 ? [`force_quote (${quoted.join(", ")})`] : []),
  ].join(", ");
  const rowWriter = neutralisingRowWriter(cells.map((cell) => cell.isNeutralised));
  const { order, select } = rows;
  const start = ({ after, before }: BatchRange): StartedCopy => {
    const where = and(
      order.afterTextRow(after),
      before ? order.before({ cursor: before[0] ?? "", id: before[1] ?? "" }) : undefined,
    );
    const pieces = copyOut(db, select(fields, where).orderBy(...order.orderBy), {
      options,
      rowEnd: "\r\n",
      rowWriter,
    });
    const first = pieces.next();
    // Should the reader stop (a download cut short), a failure of a batch asked for ahead is
    // nobody's to handle; a reader that goes on still meets it at the await.
    first.catch(() => {});
    return { pieces, first };
  };
  const ranges = batchRanges(db, rows, batchRows);
  // The next range is asked for as soon as the one before it is taken: read while copies run, a
  // range's query (an index read of batchRows rows) no longer holds the lines up between batches.
  let nextRange = ranges.next();
  nextRange.catch(() => {});
  const started: StartedCopy[] = [];
  let isEveryRangeStarted = false;
  const startAhead = async () => {
    while (!isEveryRangeStarted && started.length < BATCHES_AT_ONCE) {
      const range = await nextRange;
      if (range.done) {
        isEveryRangeStarted = true;
      } else {
        nextRange = ranges.next();
        nextRange.catch(() => {});
        started.push(start(range.value));
      }
    }
  };
  try {
    await startAhead();
    // The batch being passed on stays first in `started` until it is done, so a reader that
    // stops anywhere in it ends its copy below.
    for (let batch = started[0]; batch; batch = started[0]) {
      const first = await batch.first;
      if (!first.done) {
        yield first.value;
        yield* batch.pieces;
      }
      started.shift();
      await startAhead();
    }
  } finally {
    await Promise.all(started.map((batch) => batch.pieces.return(undefined)));
    await ranges.return(undefined);
  }
}
