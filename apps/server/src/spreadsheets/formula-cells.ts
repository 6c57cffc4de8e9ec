// What keeps a spreadsheet from running a cell's text as a formula, and undoes it: the writer
// neutralises every text cell it writes, the reader restores what it reads back.

/**
 * A spreadsheet program runs a cell starting with one of =, +, -, @, a tab or a carriage return
 * as a formula (OWASP "CSV injection"), and so it does for such a character right after a
 * separator, ";" "," or a tab, when a locale or a reader splits the cell there. A single quote
 * before each makes it text (a leading one is shown without the quote).
 */
const FORMULA_TRIGGER = /(?<=^|[;,\t])(?=[=+\-@\t\r])/g;
const NEUTRALISED_TRIGGER = /(?<=^|[;,\t])'(?=[=+\-@\t\r])/g;

/** Any character that can start a formula; most cells have none and need no more work. */
const FORMULA_CHARACTER = /[=+\-@\t\r]/;

/**
 * The same rule is written again in db/csv-text.ts, over the bytes PostgreSQL's COPY sends;
 * csv-text.test.ts keeps the two alike.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_CHARACTER.test(value) ? value.replace(FORMULA_TRIGGER, "'") : value;
}

/** A cell as neutraliseFormula wrote it, back as it was: the import reads exports with it. */
export function restoreNeutralisedFormula(value: string): string {
  return value.replace(NEUTRALISED_TRIGGER, "");
}
