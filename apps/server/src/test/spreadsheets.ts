import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { expect } from "vitest";

/** An exported CSV's rows, its byte order mark checked and dropped. */
export function readCsvExport(body: string): string[][] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
}

/** An exported workbook's first worksheet, as the cells' values row by row. */
export async function readXlsxExport(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([payload]));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
