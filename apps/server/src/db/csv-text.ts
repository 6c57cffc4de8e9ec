import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "./client.js";
import { copyOut, type RowWriter } from "./copy-out.js";

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

const byteTable = (isIn: (byte: number) => boolean) =>
  Uint8Array.from({ length: 256 }, (_, byte) => (isIn(byte) ? 1 : 0));
const FORMULA_STARTS = byteTable(isFormulaStart);
/** What stands before a formula character the writer quotes: a cell's opening quote or a separator. */
const BEFORE_FORMULAS = byteTable((byte) => byte === QUOTE || isSeparator(byte));

/**
 * Whether a line holds a formula character after a quote mark or a separator: only such a line
 * can need a quote mark put in. Most lines hold none (an activity log's never do); looking costs
 * about a third of the cell-by-cell walk (750 against 285 MB/s of lines here), and such a line is
 * then copied as it is.
 */
function mayNeedQuoteMarks(row: Buffer, rowBytes: number): boolean {
  for (let index = 1; index < rowBytes; index += 1) {
    if (FORMULA_STARTS[row[index] ?? 0] === 1 && BEFORE_FORMULAS[row[index - 1] ?? 0] === 1) {
      return true;
    }
  }
  return false;
}

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
      if (!mayNeedQuoteMarks(row, rowBytes)) return at + row.copy(target, at, 0, rowBytes);
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

/** An export's rows: a select of the given fields, and the order its lines are written in. */
export interface CsvRows {
  orderBy: SQL[];
  select(fields: Record<string, SQL | SQL.Aliased>): PgSelect;
}

/**
 * The CSV lines of `rows`, in order, written by one COPY. COPY's CSV quotes the cells named in
 * force_quote, doubling the quotes inside, and leaves a null empty and unquoted, as toCsvCell
 * does; a moment it would quote only for a separator, a quote or a line end, which none holds.
 * Its lines end in "\n", which copyOut makes "\r\n". The server passes the bytes on as they
 * come, never reading them as text, only putting in the quote marks that neutralise formulas
 * (neutralisingRowWriter).
 *
 * One statement, not batches by key: a batch's range query read its rows once more before its
 * COPY read them, and each batch's COPY, planned for the few hundred rows PostgreSQL guessed its
 * range held, hashed its join and sorted; the whole activity log cost PostgreSQL about twice its
 * plain COPY that way, which two batches at once on two cores hid only while the machine was
 * otherwise idle. One COPY reads the rows once in index order, on one core, while this process
 * passes the lines on from the other.
 */
export function copyCsvLines(
  db: Database,
  cells: readonly CsvCell[],
  rows: CsvRows,
): AsyncGenerator<Buffer> {
  const fields = Object.fromEntries(
    cells.map((cell, index) => [`cell_${index}`, cell.text.as(`cell_${index}`)]),
  );
  const quoted = cells.flatMap((cell, index) => (cell.isQuoted ? [`cell_${index}`] : []));
  const options = [
    "format csv",
    ...(quoted.length > 0 ? [`force_quote (${quoted.join(", ")})`] : []),
  ].join(", ");
  return copyOut(db, rows.select(fields).orderBy(...rows.orderBy), {
    options,
    rowEnd: "\r\n",
    rowWriter: neutralisingRowWriter(cells.map((cell) => cell.isNeutralised)),
  });
}
