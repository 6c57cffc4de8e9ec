import { and, is, type SQL, sql } from "drizzle-orm";
import { PgColumn, type PgSelect, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.js";
import { momentAsText, selectTextRows, type TextRow } from "./text-rows.js";

// The CSV rule of spreadsheets/spreadsheet-writer.ts (toCsvCell, toCsvLine) and of
// spreadsheets/formula-cells.ts (neutraliseFormula), written a second time in SQL so that
// PostgreSQL writes a CSV export's lines and the server only passes them on. The two must write
// the same bytes: csv-text.test.ts sends the same cells through both and compares, so a change
// to one rule that the other misses fails there.

// formula-cells.ts' FORMULA_TRIGGER, for PostgreSQL's regular expressions (which have
// lookbehind too). E'' keeps the tab and the carriage return real characters, whatever
// standard_conforming_strings says.
const FORMULA_TRIGGER = sql.raw(String.raw`E'(?<=^|[;,\t])(?=[=+@\t\r-])'`);
/** A separator and a formula character after it: where a trigger may stand inside a cell. */
const SEPARATED_FORMULA = sql.raw(String.raw`E'[;,\t][=+@\t\r-]'`);
/** FORMULA_CHARACTER, as the code points ascii() answers for a text's first character. */
const FORMULA_STARTS = sql.raw("(61, 43, 45, 64, 9, 13)");

/** A cell of a line: its text, whether it stands between quotes, and the column it reads. */
export interface CsvCell {
  text: SQL;
  isQuoted: boolean;
  column: PgColumn | undefined;
}

const columnOf = (value: SQL | PgColumn) => (is(value, PgColumn) ? value : undefined);

/**
 * neutraliseFormula in SQL. A regular expression costs PostgreSQL far more than a search for a
 * character, so a cell runs one only when it holds a separator: without one, the only place a
 * formula can start is the first character, which ascii() reads.
 */
function neutralised(text: SQL): SQL {
  const hasSeparator = sql`(strpos(${text}, ',') > 0 or strpos(${text}, ';') > 0 or strpos(${text}, E'\t') > 0)`;
  return sql`case
    when ${hasSeparator} and ${text} ~ ${SEPARATED_FORMULA}
      then regexp_replace(${text}, ${FORMULA_TRIGGER}, '''', 'g')
    when ascii(${text}) in ${FORMULA_STARTS} then '''' || ${text}
    else ${text} end`;
}

/** A text cell, neutralised and quoted with its quotes doubled, as toCsvCell writes a string. */
export function csvText(value: SQL | PgColumn): CsvCell {
  const text = neutralised(sql`(${value})::text`);
  return { text: sql`replace(${text}, '"', '""')`, isQuoted: true, column: columnOf(value) };
}

/**
 * A text cell that can hold no quote and nothing to neutralise: a uuid (hex digits and hyphens)
 * or one of the words a CHECK constraint holds its column to (csv-text.test.ts checks each such
 * list). Quoting is all toCsvCell does to those, so this leaves the searches out.
 */
export function csvPlainText(value: SQL | PgColumn): CsvCell {
  return { text: sql`(${value})::text`, isQuoted: true, column: columnOf(value) };
}

/** A moment as toCsvCell writes a WrittenMoment: momentAsText's text, unquoted. */
export function csvMoment(time: PgColumn): CsvCell {
  return { text: momentAsText(time), isQuoted: false, column: time };
}

/** Constant text as an SQL literal: only quotes, commas and line ends go into one. */
const literal = (text: string) =>
  sql.raw(`E'${text.replaceAll("\r", "\\r").replaceAll("\n", "\\n")}'`);

/**
 * One CSV line of rows read from `table`, ended as toCsvLine ends it. A null writes an empty
 * cell, quotes left out. Every || makes PostgreSQL copy the text so far, so the quotes of cells
 * that are never null join the commas beside them in one literal: those of NOT NULL columns of
 * `table` itself, as a joined table's columns are null where it has no row.
 */
export function csvLine(cells: readonly CsvCell[], table: PgTable): SQL<string> {
  const parts: (string | SQL)[] = [];
  const add = (part: string | SQL) => {
    const previous = parts.at(-1);
    if (typeof part === "string" && typeof previous === "string") parts[parts.length - 1] += part;
    else parts.push(part);
  };
  cells.forEach((cell, index) => {
    if (index > 0) add(",");
    const isNeverNull = cell.column?.notNull === true && cell.column.table === table;
    if (!isNeverNull) {
      add(
        cell.isQuoted
          ? sql`coalesce('"' || ${cell.text} || '"', '')`
          : sql`coalesce(${cell.text}, '')`,
      );
    } else if (cell.isQuoted) {
      add('"');
      add(cell.text);
      add('"');
    } else {
      add(cell.text);
    }
  });
  add("\r\n");
  const joined = parts.map((part) => (typeof part === "string" ? literal(part) : part));
  return sql<string>`${sql.join(joined, sql` || `)}`;
}

/** A keyset order as newestFirst gives it, places read and given as text. */
interface CsvKeysetOrder {
  cursor: SQL<string>;
  orderBy: SQL[];
  afterTextRow(last: TextRow | undefined): SQL | undefined;
  before(first: { cursor: string; id: string }): SQL;
}

/** An export's rows as CSV lines: how to write one, in which order, and how to select them. */
export interface CsvRows {
  line: SQL<string>;
  order: CsvKeysetOrder;
  id: PgColumn;
  /** A select of these fields from the export's rows that also meet `where`. */
  select(fields: Record<string, SQL | SQL.Aliased>, where: SQL | undefined): PgSelect;
}

/**
 * Batches PostgreSQL writes at once. Writing lines costs PostgreSQL several times what COPY
 * spends on a row, and a query runs on one core: two batches at a time keep two cores busy,
 * while memory still holds only a few batches.
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

/**
 * Lines to a text PostgreSQL sends. A batch as one text of megabytes is a large object to V8, as
 * is the buffer it arrives in, and those made it run a full mark-compact every few batches (37 in
 * a million-entry export of the activity log, most of the server's CPU); texts of a few hundred
 * lines stay under V8's large-object size (128 KB) while a line is under 300 bytes, and die young.
 */
const PIECE_LINES = 400;

/**
 * The CSV lines of a range's rows, in order, PIECE_LINES lines to a text: PostgreSQL writes the
 * batch's lines into one array and joins them a slice at a time.
 */
async function selectLines(db: Database, rows: CsvRows, range: BatchRange): Promise<string[]> {
  const { order, line } = rows;
  const [cursor, id] = range.before ?? [];
  const batch = rows
    .select(
      {
        lines: sql<string[]>`array_agg(${line} order by ${sql.join(order.orderBy, sql`, `)})`.as(
          "lines",
        ),
      },
      and(
        order.afterTextRow(range.after),
        range.before ? order.before({ cursor: cursor ?? "", id: id ?? "" }) : undefined,
      ),
    )
    .as("batch");
  const pieceLines = sql.raw(String(PIECE_LINES));
  const pieces = await selectTextRows(
    db,
    db
      .select({
        piece: sql<string>`array_to_string(${batch.lines}[first : first + ${pieceLines} - 1], '')`,
      })
      .from(sql`${batch}, generate_series(1, cardinality(${batch.lines}), ${pieceLines}) as first`)
      .orderBy(sql`first`),
  );
  return pieces.map(([piece]) => piece ?? "");
}

/**
 * An export's rows as CSV text, PIECE_LINES lines at a time, in order. Each batch is asked for
 * as soon as its range is known, up to BATCHES_AT_ONCE ahead of the one being written; a reader
 * that stops leaves at most those to finish, unread.
 */
export async function* readCsvInBatches(
  db: Database,
  rows: CsvRows,
  batchRows: number,
): AsyncGenerator<string> {
  const ranges = batchRanges(db, rows, batchRows);
  const asked: Promise<string[]>[] = [];
  let isEveryRangeAsked = false;
  const askAhead = async () => {
    while (!isEveryRangeAsked && asked.length < BATCHES_AT_ONCE) {
      const range = await ranges.next();
      if (range.done) {
        isEveryRangeAsked = true;
        return;
      }
      const lines = selectLines(db, rows, range.value);
      // Should the reader stop (a download cut short), a failure of a batch asked for ahead is
      // nobody's to handle; a reader that goes on still meets it at the await.
      lines.catch(() => {});
      asked.push(lines);
    }
  };
  try {
    await askAhead();
    for (let next = asked.shift(); next; next = asked.shift()) {
      const pieces = await next;
      await askAhead();
      yield* pieces;
    }
  } finally {
    await ranges.return(undefined);
  }
}
