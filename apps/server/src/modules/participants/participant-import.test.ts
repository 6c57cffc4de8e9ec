import {
  IMPORT_MESSAGES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_WORKBOOK_CELL_BYTES,
  MAX_WORKBOOK_ROW_BYTES,
  MEGABYTE,
} from "@events/contract";
import { asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import {
  inlineCell,
  lyingWorkbook,
  partsOf,
  withWorksheetRows,
  worksheetXml,
  zipOf,
} from "../../test/spreadsheets.js";
import { filePart, minimalDocx, TEST_IMAGES } from "../../test/uploads.js";
import { CHUNK_BYTES } from "../../zip/zip-reader.js";

const moduleTest = setUpModuleTest("participant-import");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

const importUrl = (eventId: string) => `/api/participants/import/${eventId}`;

interface ImportOptions {
  mapping?: string | object;
  dryRun?: boolean;
  filename?: string;
  actor?: TestAdmin | undefined;
}

function upload(eventId: string, file: Buffer | Iterable<Buffer>, options: ImportOptions = {}) {
  const fields: Record<string, string> = {};
  if (options.mapping !== undefined) {
    fields.mapping =
      typeof options.mapping === "string" ? options.mapping : JSON.stringify(options.mapping);
  }
  if (options.dryRun !== undefined) fields.dry_run = String(options.dryRun);
  return moduleTest.call(
    "actor" in options ? options.actor : eventAdmin,
    "POST",
    importUrl(eventId),
    {
      form: {
        fields,
        files: [filePart(options.filename ?? "people.csv", file)],
      },
    },
  );
}

/** upload to a new event of eventAdmin's; answers the event with the answer. */
async function uploadToNewEvent(file: Buffer | Iterable<Buffer>, options: ImportOptions = {}) {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  return { eventId, response: await upload(eventId, file, options) };
}

const csv = (...lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`);

// A row's problems as the answers send them: the English words with their code.
const invalidEmail = { message: "Enter a valid email address", code: "common.invalidEmail" };
const repeatsRow2 = {
  message: "Repeats row 2 of the file",
  code: "import.duplicateInFile",
  params: { row: 2 },
};
// The words are the participants' own refusal's too, and answer the first code of them.
const alreadyInEvent = { message: "Already in this event", code: "participants.alreadyInEvent" };

async function storedOf(eventId: string) {
  return moduleTest.db
    .select({
      name: participants.name,
      email: participants.email,
      phone: participants.phone,
      username: participants.username,
      participant_role: participants.participant_role,
    })
    .from(participants)
    .where(eq(participants.event_id, eventId))
    .orderBy(asc(participants.created_date));
}

async function xlsxOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("People");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PEOPLE_CSV = csv(
  "Full name,E-mail,Mobile,User name,Role",
  "Ada Lovelace,ada@example.org,+44 20 7946 0001,ada,SPEAKER",
  "Alan Turing,alan@example.org,,alan,ParticipantRole.Host",
  "Grace Hopper,grace@example.org,,grace,",
  "Edsger Dijkstra,edsger@example.org,,edsger,guest",
);

describe("a dry run", () => {
  it("guesses the mapping from the headers, counts the rows and stores nothing", async () => {
    const { eventId, response } = await uploadToNewEvent(PEOPLE_CSV, { dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      columns: ["Full name", "E-mail", "Mobile", "User name", "Role"],
      mapping: {
        name: "Full name",
        email: "E-mail",
        phone: "Mobile",
        username: "User name",
        role: "Role",
      },
      rows: 4,
      valid: 4,
      errors: [],
      duplicates: [],
      preview: [
        {
          row: 2,
          values: {
            name: "Ada Lovelace",
            email: "ada@example.org",
            phone: "+44 20 7946 0001",
            username: "ada",
            role: "SPEAKER",
          },
        },
        expect.objectContaining({ row: 3 }),
        expect.objectContaining({ row: 4 }),
        expect.objectContaining({ row: 5 }),
      ],
    });
    expect(await storedOf(eventId)).toEqual([]);
  });

  it("guesses Name, Email, Phone, Username too", async () => {
    const { response } = await uploadToNewEvent(
      csv("Email,Name,Phone,Username", "ada@example.org,Ada,123,ada"),
      { dryRun: true },
    );
    expect(response.json().mapping).toEqual({
      name: "Name",
      email: "Email",
      phone: "Phone",
      username: "Username",
    });
  });

  it("uses the mapping given, matching headers without case", async () => {
    const { response } = await uploadToNewEvent(
      csv("Nom,Courriel,Identifiant,Fonction", "Ada,ada@example.org,ada,host"),
      {
        dryRun: true,
        mapping: { name: "nom", email: "Courriel", username: "Identifiant", role: "Fonction" },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mapping: { name: "Nom", email: "Courriel", username: "Identifiant", role: "Fonction" },
      rows: 1,
      valid: 1,
    });
  });

  it("names the file's rows in its errors, the header being row 1, blank rows counted", async () => {
    const { response } = await uploadToNewEvent(
      csv(
        "Name,Email,Username,Role",
        "Ada,ada@example.org,ada,speaker",
        ",,,",
        "Alan,not-an-email,alan,host",
        "Grace,grace@example.org,grace,chair",
        "Edsger,edsger@example.org,,",
      ),
      { dryRun: true },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ rows: 4, valid: 1 });
    expect(body.errors).toEqual([
      { row: 4, field: "email", ...invalidEmail },
      {
        row: 5,
        field: "role",
        message: "Role must be one of attendee, speaker, host, lecturer, guest",
        code: "common.oneOf",
        params: { label: "Role", values: "attendee, speaker, host, lecturer, guest" },
      },
      {
        row: 6,
        field: "username",
        message: "Please fill in name, email and username for all participants",
        code: "participants.requiredFields",
      },
    ]);
    expect(body.preview.map((row: { row: number }) => row.row)).toEqual([2, 4, 5, 6]);
  });

  it("reports a required field no column is mapped to on the header row", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const file = csv("Name,Email,Badge", "Ada,ada@example.org,A1");
    const dryRun = await upload(eventId, file, { dryRun: true });
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toMatchObject({
      columns: ["Name", "Email", "Badge"],
      valid: 0,
      errors: [
        {
          row: 1,
          field: "username",
          message: "Choose the column that holds Username",
          code: "import.unmappedField",
          params: { label: "Username" },
        },
      ],
    });
    const real = await upload(eventId, file);
    expect(real.statusCode).toBe(400);
    expect(real.json().errors).toEqual(dryRun.json().errors);
  });

  it("finds e-mails and usernames repeated in the file or already in the event, in any case", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    await moduleTest.db.insert(participants).values({
      event_id: eventId,
      name: "Existing",
      email: "Taken@Example.org",
      username: "Taken",
    });
    const response = await upload(
      eventId,
      csv(
        "Name,Email,Username",
        "Ada,ada@example.org,ada",
        "Ada again,ADA@example.org,ada2",
        "Alan,alan@example.org,ADA",
        "Newcomer,taken@example.org,newcomer",
        "Other,other@example.org,taken",
      ),
      { dryRun: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      rows: 5,
      valid: 1,
      errors: [],
      duplicates: [
        { row: 3, email: "ADA@example.org", ...repeatsRow2 },
        { row: 4, username: "ADA", ...repeatsRow2 },
        { row: 5, email: "taken@example.org", ...alreadyInEvent },
        { row: 6, username: "taken", ...alreadyInEvent },
      ],
    });
  });
});

describe("an import", () => {
  it("stores every row in the file's order, with roles in any case and blank as attendee", async () => {
    const { eventId, response } = await uploadToNewEvent(PEOPLE_CSV);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ created: 4 });
    expect(await storedOf(eventId)).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.org",
        phone: "+44 20 7946 0001",
        username: "ada",
        participant_role: "speaker",
      },
      {
        name: "Alan Turing",
        email: "alan@example.org",
        phone: null,
        username: "alan",
        participant_role: "host",
      },
      {
        name: "Grace Hopper",
        email: "grace@example.org",
        phone: null,
        username: "grace",
        participant_role: "attendee",
      },
      {
        name: "Edsger Dijkstra",
        email: "edsger@example.org",
        phone: null,
        username: "edsger",
        participant_role: "guest",
      },
    ]);
    // The paged list shows the newest first: the file's last row.
    const list = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/participants/get-all-participants-by-event/${eventId}?page=1`,
    );
    expect(list.json().participants[0].name).toBe("Edsger Dijkstra");
  });

  it("stores nothing when one row is faulty, answering 400 with the same lists", async () => {
    const { eventId, response } = await uploadToNewEvent(
      csv(
        "Name,Email,Username",
        "Ada,ada@example.org,ada",
        "Alan,alan@example.org,alan",
        "Grace,grace@,grace",
        "Ada twice,ada@example.org,ada3",
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: IMPORT_MESSAGES.invalidFile,
      code: "import.invalidFile",
      errors: [{ row: 4, field: "email", ...invalidEmail }],
      duplicates: [{ row: 5, email: "ada@example.org", ...repeatsRow2 }],
    });
    expect(await storedOf(eventId)).toEqual([]);
  });

  it("refuses rows already in the event and keeps the event as it was", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    expect((await upload(eventId, PEOPLE_CSV)).statusCode).toBe(201);
    const again = await upload(eventId, PEOPLE_CSV);
    expect(again.statusCode).toBe(400);
    expect(again.json().duplicates).toHaveLength(8);
    expect(await storedOf(eventId)).toHaveLength(4);
  });

  it("stores thousands of rows in one go (several INSERTs in one transaction)", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const lines = ["Name,Email,Username"];
    for (let index = 0; index < 2_500; index += 1) {
      lines.push(`Person ${index},person${index}@example.org,person${index}`);
    }
    const response = await upload(eventId, csv(...lines));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ created: 2_500 });
    const stored = await storedOf(eventId);
    expect(stored).toHaveLength(2_500);
    expect(stored.at(-1)?.name).toBe("Person 2499");
  });

  it("reads an Excel workbook's first sheet, numbers included", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const file = await xlsxOf([
      ["Name", "Email", "Phone", "Username", "Role"],
      ["Ada", "ada@example.org", 447700900123, "ada", "Lecturer"],
      [null, null, null, null, null],
      ["Alan", "alan@example.org", null, "alan", null],
    ]);
    const dryRun = await upload(eventId, file, { dryRun: true, filename: "people.xlsx" });
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toMatchObject({ rows: 2, valid: 2, errors: [] });
    expect(dryRun.json().preview.map((row: { row: number }) => row.row)).toEqual([2, 4]);
    const response = await upload(eventId, file, { filename: "whatever.bin" });
    expect(response.statusCode).toBe(201);
    expect(await storedOf(eventId)).toEqual([
      expect.objectContaining({ name: "Ada", phone: "447700900123", participant_role: "lecturer" }),
      expect.objectContaining({ name: "Alan", phone: null, participant_role: "attendee" }),
    ]);
  });

  it("reads a workbook whose parts are stored uncompressed as it reads the same deflated", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const people = Array.from({ length: 50 }, (_, index) => [
      `Zoë Ångström ${index}`,
      `zoe${index}@example.org`,
      447700900100 + index,
      `zoe${index}`,
      index % 2 ? "Lecturer" : null,
    ]);
    const parts = partsOf(
      await xlsxOf([["Name", "Email", "Phone", "Username", "Role"], ...people]),
    );
    const deflated = await upload(eventId, zipOf(parts, "deflated"), { dryRun: true });
    expect(deflated.statusCode).toBe(200);
    expect(deflated.json()).toMatchObject({
      columns: ["Name", "Email", "Phone", "Username", "Role"],
      rows: 50,
      valid: 50,
    });
    // exceljs' own reader lost parts of such a file in some reads and not others: read it often.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const stored = await upload(eventId, zipOf(parts, "stored"), { dryRun: true });
      expect(stored.statusCode).toBe(200);
      expect(stored.json()).toEqual(deflated.json());
    }
  });

  it("names the rows of an Excel file's errors by the sheet's row numbers", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const file = await xlsxOf([
      ["Name", "Email", "Username"],
      ["Ada", "ada@example.org", "ada"],
      ["Alan", "nope", "alan"],
    ]);
    const response = await upload(eventId, file, { dryRun: true });
    expect(response.json().errors).toEqual([{ row: 3, field: "email", ...invalidEmail }]);
  });
});

describe("CSV text", () => {
  it("drops a UTF-8 byte order mark", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csv("Name,Email,Username", "Zoë,zoe@example.org,zoe"),
    ]);
    const response = await upload(eventId, file);
    expect(response.statusCode).toBe(201);
    expect(await storedOf(eventId)).toEqual([expect.objectContaining({ name: "Zoë" })]);
  });

  it("decodes Latin-1 (Windows-1252) when the file is not UTF-8", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    // "–" is not Latin-1: Windows-1252 writes it as 0x96.
    const file = Buffer.concat([
      Buffer.from("Name;Email;Username\r\nJosé Müller ", "latin1"),
      Buffer.from([0x96]),
      Buffer.from(" CEO;jose@example.org;jose\r\n", "latin1"),
    ]);
    const response = await upload(eventId, file);
    expect(response.statusCode).toBe(201);
    expect(await storedOf(eventId)).toEqual([
      expect.objectContaining({ name: "José Müller – CEO", username: "jose" }),
    ]);
  });

  it("decodes UTF-16 with a byte order mark, little- or big-endian", async () => {
    const text = "Name\tEmail\tUsername\r\nŁukasz\tlukasz@example.org\tlukasz\r\n";
    const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const bigEndian = Buffer.from(littleEndian).swap16();
    for (const file of [littleEndian, bigEndian]) {
      const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
      const response = await upload(eventId, file);
      expect(response.statusCode).toBe(201);
      expect(await storedOf(eventId)).toEqual([expect.objectContaining({ name: "Łukasz" })]);
    }
  });

  it("takes back the quotes the export puts before a formula-like cell or part of one", async () => {
    const { eventId, response } = await uploadToNewEvent(
      csv("name,email,phone,username,role", `"Ada;'=1",ada@example.org,'+44 1,ada,speaker`),
    );
    expect(response.statusCode).toBe(201);
    expect(await storedOf(eventId)).toEqual([
      expect.objectContaining({ name: "Ada;=1", phone: "+44 1" }),
    ]);
  });
});

describe("columns far to the right", () => {
  const HEADER = ["Name", "Email", "Username"];
  const STRAY_ROWS = 3_000;
  const strayPeople = Array.from({ length: STRAY_ROWS }, (_, index) => [
    `Person ${index}`,
    `p${index}@example.org`,
    `p${index}`,
  ]);

  /** A worksheet row holding these texts from column A on, then the XML given. */
  const rowXml = (row: number, texts: readonly string[], after = "") =>
    `<row r="${row}">${texts.map((text, index) => inlineCell(`${String.fromCharCode(65 + index)}${row}`, text)).join("")}${after}</row>`;

  /** A dry run of file, and what it cost: the rise of the process's peak memory, and CPU time. */
  async function measureDryRun(eventId: string, file: Buffer, filename: string) {
    // The peak, which the request cannot hide by freeing what it held before it answers.
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const cpuBefore = process.cpuUsage();
    const response = await upload(eventId, file, { dryRun: true, filename });
    const cpu = process.cpuUsage(cpuBefore);
    const peakRise = process.resourceUsage().maxRSS * 1024 - peakBefore;
    return { response, peakRise, cpuMicroseconds: cpu.user + cpu.system };
  }

  it("reads an Excel file with a cell in its last column on every row by its header's columns", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const parts = partsOf(await xlsxOf([HEADER]));
    const sheetRows = (lastCell: (row: number) => string) =>
      rowXml(1, HEADER) +
      strayPeople.map((person, index) => rowXml(index + 2, person, lastCell(index + 2))).join("");
    const expected = { columns: HEADER, rows: STRAY_ROWS, valid: STRAY_ROWS };
    // A first workbook loads exceljs, which is no part of what is compared below.
    const headerOnly = await upload(eventId, zipOf(parts, "deflated"), { dryRun: true });
    expect(headerOnly.json().error).toBe(IMPORT_MESSAGES.headersOnly);
    // The same people without the far cell: the cost to compare with.
    const plainFile = withWorksheetRows(
      parts,
      sheetRows(() => ""),
    );
    const plain = await measureDryRun(eventId, plainFile, "people.xlsx");
    expect(plain.response.json()).toMatchObject(expected);
    const file = withWorksheetRows(
      parts,
      sheetRows((row) => `<c r="XFD${row}"><v>1</v></c>`),
    );
    // Small on disk: the far cell costs a few bytes a row.
    expect(file.length).toBeLessThan(100 * 1024);
    const far = await measureDryRun(eventId, file, "people.xlsx");
    expect(far.response.statusCode).toBe(200);
    expect(far.response.json()).toMatchObject(expected);
    expect(far.peakRise).toBeLessThan(50 * MEGABYTE);
    // Measured at about the plain file's cost; 5 to 6 times it when exceljs saw the far cells
    // (it walks each row's cells up to the farthest), and minutes and gigabytes when each empty
    // cell up to it was read as well.
    expect(far.cpuMicroseconds).toBeLessThan(3 * plain.cpuMicroseconds);
  });

  it("reads a CSV whose rows run far past its header by its header's columns", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    // About 9 MB, nearly all of it empty cells; the header's own empty cells at its end count
    // as no column either.
    const strayCells = ",".repeat(3_000);
    const file = csv(
      `${HEADER.join(",")},,`,
      ...strayPeople.map((person) => `${person.join(",")}${strayCells}1`),
    );
    expect(file.length).toBeLessThan(MAX_IMPORT_BYTES);
    const { response, peakRise } = await measureDryRun(eventId, file, "people.csv");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ columns: HEADER, rows: STRAY_ROWS, valid: STRAY_ROWS });
    expect(peakRise).toBeLessThan(50 * MEGABYTE);
  });

  it(`refuses a header with text past column ${MAX_IMPORT_COLUMNS}, in CSV or Excel`, async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const parts = partsOf(await xlsxOf([HEADER]));
    const person = rowXml(2, ["Ada", "ada@example.org", "ada"]);
    const farHeader = inlineCell("XFD1", "Notes");
    // The far cell's opening tag cut by the end of a chunk of the unpacked worksheet (stored,
    // so unpacked as it is), at several places: it is left out, and noted, only once read whole.
    const farHeaderAt = worksheetXml(rowXml(1, HEADER)).indexOf("</row>");
    const cutFarHeaders = [2, 4, 8, farHeader.indexOf(">")].map((bytesBeforeCut) => {
      const blanks = " ".repeat(CHUNK_BYTES - bytesBeforeCut - farHeaderAt);
      return withWorksheetRows(
        parts,
        rowXml(1, HEADER, `${blanks}${farHeader}`) + person,
        "stored",
      );
    });
    const files = [
      csv(
        `${"x,".repeat(MAX_IMPORT_COLUMNS)}${HEADER.join(",")}`,
        `${",".repeat(MAX_IMPORT_COLUMNS)}Ada,ada@example.org,ada`,
      ),
      withWorksheetRows(parts, rowXml(1, HEADER, farHeader) + person),
      ...cutFarHeaders,
    ];
    for (const file of files) {
      const response = await upload(eventId, file, { dryRun: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(IMPORT_MESSAGES.tooManyColumns);
    }
    const atTheLimit = csv(
      `${"x,".repeat(MAX_IMPORT_COLUMNS - HEADER.length)}${HEADER.join(",")}`,
      `${",".repeat(MAX_IMPORT_COLUMNS - HEADER.length)}Ada,ada@example.org,ada`,
    );
    const response = await upload(eventId, atTheLimit, { dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 1, valid: 1 });
  });
});

describe("bad input", () => {
  it.each([
    ["a PNG", TEST_IMAGES.png],
    ["a Word document", minimalDocx()],
    ["binary data", Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x0a, 0x01, 0x02, 0x03])],
    ["UTF-16 without a byte order mark", Buffer.from("Name,Email\r\n", "utf16le")],
  ])("refuses %s with 415", async (_, file) => {
    const { eventId, response } = await uploadToNewEvent(file);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatch(/CSV|text/);
    expect(await storedOf(eventId)).toEqual([]);
  });

  it.each([
    ["an empty file", Buffer.alloc(0), IMPORT_MESSAGES.emptyFile],
    ["a file of blank lines", Buffer.from("\r\n,,\r\n\r\n"), IMPORT_MESSAGES.emptyFile],
    ["a file with only headers", csv("Name,Email,Username"), IMPORT_MESSAGES.headersOnly],
    [
      "a broken workbook",
      Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(200, 7)]),
      IMPORT_MESSAGES.brokenWorkbook,
    ],
    [
      "an unclosed quote",
      csv("Name,Email,Username", 'Ada,"ada@example.org,ada'),
      /could not be read: row 2/,
    ],
  ])("refuses %s with 400", async (_, file, message) => {
    const { eventId, response } = await uploadToNewEvent(file);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(await storedOf(eventId)).toEqual([]);
  });

  it("refuses a workbook that claims to unpack to more than the limit, before inflating it", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const file = await xlsxOf([
      ["Name", "Email", "Username"],
      ["Ada", "ada@example.org", "ada"],
    ]);
    // Every central directory entry now declares 2 GB, as a zip bomb's do.
    for (let offset = 0; offset + 4 <= file.length; offset += 1) {
      if (file.readUInt32LE(offset) === 0x02014b50) file.writeUInt32LE(0x7fffffff, offset + 24);
    }
    const response = await upload(eventId, file, { dryRun: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(IMPORT_MESSAGES.workbookTooLarge);
  });

  it("refuses a workbook whose worksheet unpacks to more than its directory says, unpacking no more", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const honest = await xlsxOf([
      ["Name", "Email", "Username"],
      ["Ada", "ada@example.org", "ada"],
    ]);
    // The same reading of an honest workbook first, so exceljs is loaded before the measure.
    expect((await upload(eventId, honest, { dryRun: true })).statusCode).toBe(200);
    // About 400 KB, saying 1,000 bytes for a worksheet of one 400 MB cell.
    const bomb = lyingWorkbook(partsOf(honest), { cellMegabytes: 400, declaredSheetBytes: 1_000 });
    expect(bomb.length).toBeLessThan(MAX_IMPORT_BYTES);
    // The process's peak resident memory, which the request cannot hide by freeing it after.
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const response = await upload(eventId, bomb, { dryRun: true, filename: "people.xlsx" });
    const peakRise = process.resourceUsage().maxRSS * 1024 - peakBefore;
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(IMPORT_MESSAGES.brokenWorkbook);
    expect(peakRise).toBeLessThan(50 * MEGABYTE);
  });

  it("refuses a cell or a row of a workbook past its limit, whatever the file declares", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const parts = partsOf(
      await xlsxOf([
        ["Name", "Email", "Username"],
        ["Ada", "ada@example.org", "ada"],
      ]),
    );
    const bigCell = withWorksheetRows(
      parts,
      `<row r="1">${inlineCell("A1", "x".repeat(MAX_WORKBOOK_CELL_BYTES))}</row>`,
    );
    // Each cell within the limit, made of short rich-text runs, the row past its own.
    const run = `<r><t>${"x".repeat(1_000)}</t></r>`;
    const wideCell = (column: string) =>
      `<c r="${column}1" t="inlineStr"><is>${run.repeat(MAX_WORKBOOK_CELL_BYTES / 2 / run.length)}</is></c>`;
    const cellsPastTheRow = (2 * MAX_WORKBOOK_ROW_BYTES) / MAX_WORKBOOK_CELL_BYTES + 1;
    const columns = Array.from({ length: cellsPastTheRow }, (_, index) =>
      String.fromCharCode(65 + index),
    );
    const bigRow = withWorksheetRows(parts, `<row r="1">${columns.map(wideCell).join("")}</row>`);
    for (const [file, message] of [
      [bigCell, IMPORT_MESSAGES.workbookCellTooLarge],
      [bigRow, IMPORT_MESSAGES.workbookRowTooLarge],
    ] as const) {
      const response = await upload(eventId, file, { dryRun: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} rows`, async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const lines = ["Name,Email,Username"];
    for (let index = 0; index <= MAX_IMPORT_ROWS; index += 1)
      lines.push(`P,p${index}@e.org,p${index}`);
    const response = await upload(eventId, csv(...lines), { dryRun: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(IMPORT_MESSAGES.tooManyRows);
  });

  it("refuses a file over 10 MB with 413, without reading it all", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const line = Buffer.from("Someone,someone@example.org,someone\r\n");
    function* file() {
      yield Buffer.from("Name,Email,Username\r\n");
      for (let sent = 0; sent < 11 * MEGABYTE; sent += line.length * 1000) {
        yield Buffer.concat(Array.from({ length: 1000 }, () => line));
      }
    }
    const response = await upload(eventId, file());
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(IMPORT_MESSAGES.tooLarge);
    expect(response.headers.connection).toBe("close");
  });

  it("refuses a mapping naming a column the file lacks, naming it", async () => {
    const { response } = await uploadToNewEvent(PEOPLE_CSV, {
      dryRun: true,
      mapping: { name: "Full name", email: "Mail", username: "User name" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'The file has no column "Mail"',
      details: [
        {
          field: "mapping.email",
          message: 'The file has no column "Mail"',
          code: "import.missingColumn",
          params: { header: "Mail" },
        },
      ],
    });
  });

  it.each([
    ["not JSON", "{name:", IMPORT_MESSAGES.mappingNotJson],
    ["not an object", "[]", IMPORT_MESSAGES.mappingNotJson],
    ["naming an unknown field", { surname: "Name" }, /may only name/],
  ])("refuses a mapping %s", async (_, mapping, message) => {
    const { eventId, response } = await uploadToNewEvent(PEOPLE_CSV, { mapping });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual(
      expect.objectContaining({ field: "mapping", message: expect.stringMatching(message) }),
    );
    expect(await storedOf(eventId)).toEqual([]);
  });

  it("refuses a form without a file, and a body that is not multipart", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const noFile = await moduleTest.call(eventAdmin, "POST", importUrl(eventId), {
      form: { fields: { dry_run: "true" } },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(IMPORT_MESSAGES.selectFile);
    const json = await moduleTest.call(eventAdmin, "POST", importUrl(eventId), { json: {} });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a dry_run other than true or false", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const response = await moduleTest.call(eventAdmin, "POST", importUrl(eventId), {
      form: {
        fields: { dry_run: "yes" },
        files: [filePart("p.csv", PEOPLE_CSV)],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ field: "dry_run", message: expect.any(String) }),
    ]);
    expect(await storedOf(eventId)).toEqual([]);
  });
});

describe("who may import", () => {
  it("lets a system admin import into any event", async () => {
    const eventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
    const response = await upload(eventId, PEOPLE_CSV, { actor: systemAdmin });
    expect(response.statusCode).toBe(201);
  });

  it("answers 404 to an event admin for another's event, and for no such event", async () => {
    const eventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
    for (const id of [eventId, "00000000-0000-4000-8000-000000000000"]) {
      const response = await upload(id, PEOPLE_CSV);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Event not found", code: "events.eventNotFound" });
    }
    expect(await storedOf(eventId)).toEqual([]);
  });

  it("answers 401 when signed out and 403 without the CSRF header", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const signedOut = await upload(eventId, PEOPLE_CSV, { actor: undefined });
    expect(signedOut.statusCode).toBe(401);
    const withoutCsrf = await upload(eventId, PEOPLE_CSV, {
      actor: { ...eventAdmin, session: { ...eventAdmin.session, headers: {} } },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(await storedOf(eventId)).toEqual([]);
  });

  it("answers 400 for a malformed event id", async () => {
    const response = await upload("not-an-id", PEOPLE_CSV);
    expect(response.statusCode).toBe(400);
  });
});

describe("the template", () => {
  it("is a CSV whose headers the import recognises, with one example row", async () => {
    const response = await moduleTest.call(eventAdmin, "GET", "/api/participants/import-template");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("participants-template.csv");
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const dryRun = await upload(eventId, response.rawPayload, { dryRun: true });
    expect(dryRun.json()).toMatchObject({
      mapping: { name: "Name", email: "Email", phone: "Phone", username: "Username", role: "Role" },
      rows: 1,
      valid: 1,
    });
    const signedOut = await moduleTest.call(undefined, "GET", "/api/participants/import-template");
    expect(signedOut.statusCode).toBe(401);
  });
});
