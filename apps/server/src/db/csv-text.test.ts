import type { Readable } from "node:stream";
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_ROLES,
  AUDIT_ENTITY_TYPES,
  PARTICIPANT_ROLES,
  PARTICIPANT_STATUSES,
} from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { neutraliseFormula } from "../spreadsheets/formula-cells.js";
import type { SpreadsheetRow } from "../spreadsheets/spreadsheet-cells.js";
import { type SpreadsheetExport, writeSpreadsheet } from "../spreadsheets/spreadsheet-writer.js";
import { setUpTestDatabase } from "../test/file-database.js";
import { type CsvRows, copyCsvLines, csvMoment, csvPlainText, csvText } from "./csv-text.js";
import { newestFirst } from "./newest-first.js";

const database = setUpTestDatabase();

/** Rows of cells to write both ways, newest first by `written_at`. */
const cells = pgTable("csv_text_cells", {
  id: uuid("id").primaryKey().defaultRandom(),
  written_at: timestamp("written_at", { withTimezone: true }).notNull(),
  value: text("value"),
  checked_at: timestamp("checked_at", { withTimezone: true }),
  label_id: uuid("label_id"),
});
/** A NOT NULL column that a left join still reads as null where a cell has no label. */
const labels = pgTable("csv_text_labels", {
  id: uuid("id").primaryKey().defaultRandom(),
  label: text("label").notNull(),
});
const NEWEST_FIRST = newestFirst(cells.written_at, cells.id);

/** Values whose CSV cell one of the two rules could get wrong. */
const TRICKY_VALUES: (string | null)[] = [
  "plain",
  "",
  null,
  'say "hi"',
  '"',
  '""=',
  'a;"=b"',
  "a,b",
  "a;b",
  "line\nbreak",
  "carriage\rreturn",
  "crlf\r\nend",
  "\r",
  "\ttab first",
  "in\ttab",
  "\t\t",
  "=SUM(A1:A9)",
  "+44 20 7946 0001",
  "-2",
  "@handle",
  "\r=x",
  "x;=cmd|' /C calc'!A0;y",
  "x,+1",
  "x\t-1",
  "a,'@b\t+c",
  ";=;=",
  ",,@",
  "=\t=",
  "'=already quoted",
  " =after a space",
  "a=b+c-d@e",
  "été ; = ça",
  "日本語;@テスト",
  "😀,=😀",
  '{"venue":["Hall A","-1"]}',
  `${"long ".repeat(20_000)};=end`,
];

/**
 * Enough rows after the tricky ones that the lines come in several pieces (copy-out.ts hands
 * them on 64 KB at a time), so none is lost or repeated between them.
 */
const VALUES = [...TRICKY_VALUES, ...Array.from({ length: 900 }, (_, index) => `row ${index}`)];

/** The cells' times: distinct ones, and runs of equal ones, which the id puts in order. */
function writtenAt(index: number): string {
  const second = index - (index % 4);
  return new Date(Date.UTC(2026, 2, 29, 0, 59, 0) + second * 1000 + 999).toISOString();
}

beforeAll(async () => {
  const { db } = database;
  await db.execute(sql`create table csv_text_labels (
    id uuid primary key default gen_random_uuid(),
    label text not null
  )`);
  await db.execute(sql`create table csv_text_cells (
    id uuid primary key default gen_random_uuid(),
    written_at timestamptz not null,
    value text,
    checked_at timestamptz,
    label_id uuid references csv_text_labels
  )`);
  const [label] = await db.insert(labels).values({ label: "=label, +1" }).returning();
  await db.execute(
    sql`create index csv_text_cells_newest_first on csv_text_cells (written_at desc, id desc)`,
  );
  await db.insert(cells).values(
    VALUES.map((value, index) => ({
      value,
      written_at: new Date(writtenAt(index)),
      checked_at: index % 3 === 0 ? null : new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 500)),
      label_id: index % 2 === 0 ? label?.id : null,
    })),
  );
});

const COLUMNS = ["written", "value", "again", "checked", "id", "label"];

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** The CSV file of these rows or lines, as the export routes send it. */
function written(
  contents: { batches: AsyncIterable<SpreadsheetRow[]> } | { csvLines: AsyncIterable<Buffer> },
): Promise<string> {
  const file = { fileName: "cells", sheetName: "Cells", columns: COLUMNS };
  const spreadsheet: SpreadsheetExport =
    "csvLines" in contents
      ? { ...file, format: "csv", csvLines: contents.csvLines }
      : { ...file, format: "csv", batches: contents.batches };
  // A failure ends the stream in its error, which readAll throws.
  return readAll(writeSpreadsheet(spreadsheet, () => {}));
}

/** The file as the JavaScript rule writes it: each row read, then written by the writer. */
async function writtenByJavaScript(): Promise<string> {
  const rows = await database.db
    .select({ cell: cells, label: labels.label })
    .from(cells)
    .leftJoin(labels, eq(labels.id, cells.label_id))
    .orderBy(...NEWEST_FIRST.orderBy);
  const batch: SpreadsheetRow[] = rows.map(({ cell, label }) => [
    cell.written_at,
    cell.value,
    cell.value,
    cell.checked_at,
    cell.id,
    label,
  ]);
  return written({
    batches: (async function* () {
      yield batch;
    })(),
  });
}

const CELLS = [
  csvMoment(cells.written_at),
  csvText(cells.value),
  csvText(sql`${cells.value}`),
  csvMoment(cells.checked_at),
  csvPlainText(cells.id),
  csvText(labels.label),
];

/** The export's rows: the cells beside their labels, those whose value is not `except`. */
function rowsOfCells(except = "no such value"): CsvRows {
  const { db } = database;
  return {
    orderBy: NEWEST_FIRST.orderBy,
    select: (fields) =>
      db
        .select(fields)
        .from(cells)
        .leftJoin(labels, eq(labels.id, cells.label_id))
        .where(sql`${cells.value} is distinct from ${except}`)
        .$dynamic(),
  };
}

/** The lines PostgreSQL writes of the cells, those whose value is not `except`. */
function linesByPostgres(except?: string): AsyncGenerator<Buffer> {
  return copyCsvLines(database.db, CELLS, rowsOfCells(except));
}

describe("CSV lines written by PostgreSQL", () => {
  it("are the bytes the spreadsheet writer writes for the same cells", async () => {
    const expected = await writtenByJavaScript();
    expect(expected.split("\r\n").length).toBeGreaterThan(VALUES.length);
    expect(await written({ csvLines: linesByPostgres() })).toBe(expected);
  });

  it("take a query's values as the same values, quotes, backslashes and dollars included", async () => {
    const { db } = database;
    const odd = "it's \\' $1 $$x$$ \\";
    await db.insert(cells).values({ value: odd, written_at: new Date(Date.UTC(2020, 0, 1)) });
    const withOdd = await written({ csvLines: linesByPostgres() });
    const withoutOdd = await written({ csvLines: linesByPostgres(odd) });
    await db.delete(cells).where(eq(cells.value, odd));
    expect(withOdd).toContain(`"${odd}"`);
    expect(withoutOdd).toBe(await writtenByJavaScript());
  });

  it("write only the header for no rows", async () => {
    const { db } = database;
    const none = copyCsvLines(db, [csvText(cells.value)], {
      ...rowsOfCells(),
      select: (fields) => db.select(fields).from(cells).where(sql`false`).$dynamic(),
    });
    expect(await written({ csvLines: none })).toBe(
      `\uFEFF${COLUMNS.map((column) => `"${column}"`).join(",")}\r\n`,
    );
  });

  it("leave the pool whole when the reader stops after the first piece, or a copy fails", async () => {
    const { db } = database;
    for (let round = 0; round < 12; round += 1) {
      for await (const piece of linesByPostgres()) {
        expect(piece.length).toBeGreaterThan(0);
        break;
      }
    }
    const failing = copyCsvLines(db, [csvText(sql`${cells.value}::int`)], rowsOfCells());
    await expect(written({ csvLines: failing })).rejects.toThrow(/invalid input syntax/);
    // Every connection of the pool (10) answers again.
    const counts = await Promise.all(
      Array.from({ length: 12 }, () => db.select({ one: sql<number>`1` }).from(labels)),
    );
    expect(counts.every((rows) => rows.length === 1)).toBe(true);
  });
});

describe("csvPlainText", () => {
  it.each(
    Object.entries({
      PARTICIPANT_ROLES,
      PARTICIPANT_STATUSES,
      AUDIT_ACTIONS,
      AUDIT_ACTOR_ROLES,
      AUDIT_ENTITY_TYPES,
    }),
  )("takes the words of %s, which hold nothing to neutralise or double", (_, words) => {
    for (const word of words) {
      expect(neutraliseFormula(word)).toBe(word);
      expect(word).not.toContain('"');
    }
  });
});
