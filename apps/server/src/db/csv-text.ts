import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "./client.js";
import { copyOut } from "./copy-out.js";
import { momentAsText } from "./text-rows.js";

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

/** A cell of a line: its text, and whether it stands between quotes. */
export interface CsvCell {
  text: SQL;
  isQuoted: boolean;
}

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

/** A text cell, neutralised and quoted, as toCsvCell writes a string (COPY doubles its quotes). */
export function csvText(value: SQL | PgColumn): CsvCell {
  return { text: neutralised(sql`(${value})::text`), isQuoted: true };
}

/**
 * A text cell that can hold no quote and nothing to neutralise: a uuid (hex digits and hyphens)
 * or one of the words a CHECK constraint holds its column to (csv-text.test.ts checks each such
 * list). Quoting is all toCsvCell does to those, so this leaves the searches out.
 */
export function csvPlainText(value: SQL | PgColumn): CsvCell {
  return { text: sql`(${value})::text`, isQuoted: true };
}

/** A moment as toCsvCell writes a WrittenMoment: momentAsText's text, unquoted. */
export function csvMoment(time: PgColumn): CsvCell {
  return { text: momentAsText(time), isQuoted: false };
}

/**
 * The CSV lines of the rows `select` reads, in its order, written by COPY: `select` is given a
 * field for each cell to select. COPY's CSV quotes the cells named in force_quote, doubling the
 * quotes inside, and leaves a null empty and unquoted, as toCsvCell does; a moment it would quote
 * only for a separator, a quote or a line end, which none holds. Its lines end in "\n", which
 * copyOut makes "\r\n". The server passes the bytes on as they come, never reading them as text.
 */
export function copyCsvLines(
  db: Database,
  cells: readonly CsvCell[],
  select: (fields: Record<string, SQL.Aliased>) => SQLWrapper,
): AsyncGenerator<Buffer> {
  const names = cells.map((_, index) => `cell_${index}`);
  const fields = Object.fromEntries(
    cells.map((cell, index) => [`cell_${index}`, cell.text.as(`cell_${index}`)]),
  );
  const quoted = names.filter((_, index) => cells[index]?.isQuoted);
  const options = [
    "format csv",
    ...(quoted.length > 0 ? [`force_quote (${quoted.join(", ")})`] : []),
  ];
  return copyOut(db, select(fields), { options: options.join(", "), rowEnd: "\r\n" });
}
