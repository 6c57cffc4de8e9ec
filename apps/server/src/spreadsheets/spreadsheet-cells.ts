// The cells every export hands its writers, CSV and XLSX alike.

/**
 * A moment PostgreSQL has already written as "YYYY-MM-DD HH:mm:ss" in UTC, for exports that read
 * rows as text: it goes into the file as it is, with no Date made and formatted for each row.
 */
export class WrittenMoment {
  constructor(readonly text: string) {}
}

/** A cell as the exports produce it: text, a moment (XLSX shows it as a date), or empty. */
export type SpreadsheetCell = string | Date | WrittenMoment | null;
export type SpreadsheetRow = SpreadsheetCell[];
