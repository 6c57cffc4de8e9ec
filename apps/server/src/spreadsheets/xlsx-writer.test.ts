import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { unzip } from "../test/spreadsheets.js";
import { type SpreadsheetRow, WrittenMoment } from "./spreadsheet-cells.js";
import { writeXlsx } from "./xlsx-writer.js";

async function* batchesOf(...batches: SpreadsheetRow[][]): AsyncGenerator<SpreadsheetRow[]> {
  yield* batches;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readWorkbook(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([payload]));
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error("no worksheet");
  return sheet;
}

describe("writeXlsx", () => {
  it("writes text, formulas, moments and empty cells that exceljs reads back", async () => {
    const payload = await bytesOf(
      writeXlsx({
        sheetName: 'Q&A <"Agenda"> of the autumn conference',
        columns: ["Name", "=Total", "Starts", "Room"],
        batches: batchesOf(
          [
            [
              'Tom & Jerry <b>"cats"</b>',
              '=HYPERLINK("http://evil.example","x")',
              new WrittenMoment("2026-03-04 05:06:07"),
              null,
            ],
          ],
          [],
          [
            [
              "bell\u0007, lone \uD800, kept 😀",
              "plain",
              new Date(Date.UTC(1999, 11, 31, 23, 59, 59)),
              "",
            ],
          ],
        ),
      }),
    );
    const sheet = await readWorkbook(payload);
    expect(sheet.name).toBe('Q&A <"Agenda"> of the autumn co');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toEqual([
      ["Name", "'=Total", "Starts", "Room"],
      [
        'Tom & Jerry <b>"cats"</b>',
        '\'=HYPERLINK("http://evil.example","x")',
        new Date(Date.UTC(2026, 2, 4, 5, 6, 7)),
      ],
      // Empty text reads back as no value, as it did from exceljs' own writer.
      ["bell, lone , kept 😀", "plain", new Date(Date.UTC(1999, 11, 31, 23, 59, 59))],
    ]);
    expect(sheet.getCell("C2").numFmt).toBe("yyyy-mm-dd hh:mm:ss");
    expect(sheet.getCell("C3").numFmt).toBe("yyyy-mm-dd hh:mm:ss");
    expect(sheet.getColumn(4).width).toBe(20);

    const worksheetXml = (await unzip(payload)).get("xl/worksheets/sheet1.xml")?.toString();
    // An empty cell is left out; the next row's cells still carry their references.
    expect(worksheetXml).toContain('<c r="C2" s="1"><v>');
    expect(worksheetXml).not.toContain('r="D2"');
    expect(worksheetXml).toContain('<row r="3"><c r="A3" t="inlineStr">');
  });

  it("names an unnamed sheet Sheet1 and writes a header alone", async () => {
    const payload = await bytesOf(
      writeXlsx({ sheetName: "", columns: ["Email"], batches: batchesOf() }),
    );
    const sheet = await readWorkbook(payload);
    expect(sheet.name).toBe("Sheet1");
    expect(sheet.getRow(1).values).toEqual([undefined, "Email"]);
    expect(sheet.rowCount).toBe(1);
  });

  it("numbers the rows of many batches in order", async () => {
    const batch = (first: number) =>
      Array.from({ length: 3000 }, (_, index) => [`Person ${first + index}`, "x".repeat(40)]);
    const payload = await bytesOf(
      writeXlsx({
        sheetName: "People",
        columns: ["Name", "Note"],
        batches: batchesOf(batch(1), batch(3001), batch(6001)),
      }),
    );
    const sheet = await readWorkbook(payload);
    expect(sheet.rowCount).toBe(9001);
    expect(sheet.getCell("A2").value).toBe("Person 1");
    expect(sheet.getCell("A5001").value).toBe("Person 5000");
    expect(sheet.getCell("A9001").value).toBe("Person 9000");
  });

  it("ends the workbook in the error that stopped its rows", async () => {
    const failure = new Error("the database went away");
    async function* failing(): AsyncGenerator<SpreadsheetRow[]> {
      yield [["Ada"]];
      throw failure;
    }
    await expect(
      bytesOf(writeXlsx({ sheetName: "People", columns: ["Name"], batches: failing() })),
    ).rejects.toBe(failure);
  });

  it("stops reading batches when the reader goes away", async () => {
    let batchesRead = 0;
    let isReadingFinished = false;
    async function* endless(): AsyncGenerator<SpreadsheetRow[]> {
      try {
        for (;;) {
          batchesRead += 1;
          yield Array.from({ length: 500 }, (_, index) => [
            `${batchesRead}-${index}-${Math.random()}`,
          ]);
        }
      } finally {
        isReadingFinished = true;
      }
    }
    const workbook = writeXlsx({ sheetName: "People", columns: ["Name"], batches: endless() });
    let bytesRead = 0;
    for await (const chunk of workbook) {
      bytesRead += (chunk as Buffer).length;
      if (bytesRead > 256 * 1024) break;
    }
    await expect.poll(() => isReadingFinished).toBe(true);
    const batchesNeeded = batchesRead;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batchesRead).toBe(batchesNeeded);
  });
});
