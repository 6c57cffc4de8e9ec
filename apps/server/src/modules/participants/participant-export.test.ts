import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { insertEvent, insertParticipants, type SeedParticipant } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { readCsvExport, readXlsxExport } from "../../test/spreadsheets.js";
import { createParticipantsRepository } from "./participants.repository.js";

const moduleTest = setUpModuleTest("participant-export");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

/** An event named so, with these participants created a second apart in the given order. */
async function eventWith(rows: readonly SeedParticipant[], name = "Spring Gala"): Promise<string> {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id, { event_name: name });
  await insertParticipants(moduleTest.db, eventId, rows);
  return eventId;
}

const exportUrl = (eventId: string, query = "") =>
  `/api/participants/export/${eventId}${query ? `?${query}` : ""}`;

async function exportCsv(eventId: string, query = "", actor: TestAdmin = eventAdmin) {
  const response = await moduleTest.call(actor, "GET", exportUrl(eventId, query));
  expect(response.statusCode).toBe(200);
  return { response, rows: readCsvExport(response.body) };
}

const PEOPLE: SeedParticipant[] = [
  { name: "Ada Lovelace", phone: "+44 20 7946 0001", role: "speaker" },
  { name: "Alan Turing", email: "alan@bletchley.example", role: "host" },
  { name: "Grace Hopper", username: "amazing_grace", status: "inactive" },
  { name: "Barbara Liskov", role: "speaker", status: "True" },
];

/** Ada Lovelace's row but the joined cell, which CSV writes as text and Excel as a date. */
const ADA_LOVELACE_CELLS = [
  "Ada Lovelace",
  "ada.lovelace@example.org",
  "'+44 20 7946 0001",
  "ada.lovelace",
  "speaker",
  "active",
];

const HEADER = ["name", "email", "phone", "username", "role", "status", "joined", "checked_in"];

describe("the participants export", () => {
  it("writes CSV newest first, as the list, named after the event", async () => {
    const eventId = await eventWith(PEOPLE, "Gala été 2026 / Paris");
    const { response, rows } = await exportCsv(eventId, "format=csv");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Gala _t_ 2026 Paris - participants.csv"; ` +
        `filename*=UTF-8''Gala%20%C3%A9t%C3%A9%202026%20Paris%20-%20participants.csv`,
    );
    expect(rows).toEqual([
      HEADER,
      [
        "Barbara Liskov",
        "barbara.liskov@example.org",
        "",
        "barbara.liskov",
        "speaker",
        "active",
        "2026-01-01 09:00:03",
        "",
      ],
      [
        "Grace Hopper",
        "grace.hopper@example.org",
        "",
        "amazing_grace",
        "attendee",
        "inactive",
        "2026-01-01 09:00:02",
        "",
      ],
      [
        "Alan Turing",
        "alan@bletchley.example",
        "",
        "alan.turing",
        "host",
        "active",
        "2026-01-01 09:00:01",
        "",
      ],
      [...ADA_LOVELACE_CELLS, "2026-01-01 09:00:00", ""],
    ]);
  });

  it("writes CSV by default, with only a header for an event without participants", async () => {
    const eventId = await eventWith([]);
    const { rows } = await exportCsv(eventId);
    expect(rows).toEqual([HEADER]);
  });

  it.each([
    ["q", "q=LOVELACE", ["Ada Lovelace"]],
    ["role", "role=ParticipantRole.SPEAKER", ["Barbara Liskov", "Ada Lovelace"]],
    ["status", "status=inactive", ["Grace Hopper"]],
    ["every filter", "q=a&role=speaker&status=active", ["Barbara Liskov", "Ada Lovelace"]],
  ])("takes the list's filter %s", async (_, query, names) => {
    const eventId = await eventWith(PEOPLE);
    const { rows } = await exportCsv(eventId, query);
    expect(rows.slice(1).map((row) => row[0])).toEqual(names);
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const eventId = await eventWith([
      { name: '=HYPERLINK("http://evil.example","x")', username: "a" },
      { name: "+1+1", username: "@bob" },
      { name: "-2", username: "c" },
      { name: "\tTabbed", username: "d" },
      { name: "\rReturn", username: "e" },
      { name: "Plain = fine", username: "f" },
    ]);
    const { rows } = await exportCsv(eventId);
    const cells = rows.slice(1).map((row) => [row[0], row[3]]);
    expect(cells).toEqual([
      ["Plain = fine", "f"],
      ["'\rReturn", "e"],
      ["'\tTabbed", "d"],
      ["'-2", "c"],
      ["'+1+1", "'@bob"],
      ['\'=HYPERLINK("http://evil.example","x")', "a"],
    ]);

    const xlsx = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, "format=xlsx"));
    const sheet = await readXlsxExport(xlsx.rawPayload);
    // XML reads a carriage return back as a line feed; the leading quote is what matters.
    expect(sheet.slice(1).map((row) => [row[0], row[3]])).toEqual(
      cells.map((pair) => pair.map((cell) => cell?.replace("\r", "\n"))),
    );
  });

  it("quotes every text cell and neutralises a formula after a separator inside one", async () => {
    // In a locale whose list separator is ";", an unquoted cell splits there and Excel runs the
    // middle part.
    const eventId = await eventWith([
      { name: "x;=cmd|' /C calc'!A0;y", email: "x@example.org", username: "a,@b\t+c" },
    ]);
    const { response, rows } = await exportCsv(eventId);
    expect(response.body.split("\r\n")[1]).toBe(
      `"x;'=cmd|' /C calc'!A0;y","x@example.org",,"a,'@b\t'+c",` +
        `"attendee","active",2026-01-01 09:00:00,`,
    );
    expect(rows[1]?.slice(0, 4)).toEqual([
      "x;'=cmd|' /C calc'!A0;y",
      "x@example.org",
      "",
      "a,'@b\t'+c",
    ]);
    const xlsx = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, "format=xlsx"));
    const sheet = await readXlsxExport(xlsx.rawPayload);
    expect([sheet[1]?.[0], sheet[1]?.[3]]).toEqual(["x;'=cmd|' /C calc'!A0;y", "a,'@b\t'+c"]);
  });

  it("writes an Excel workbook that reads back with its dates", async () => {
    const eventId = await eventWith(PEOPLE);
    const response = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, "format=xlsx"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toContain(
      'filename="Spring Gala - participants.xlsx"',
    );
    const rows = await readXlsxExport(response.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      "Barbara Liskov",
      "Grace Hopper",
      "Alan Turing",
      "Ada Lovelace",
    ]);
    expect(rows[4]).toEqual([...ADA_LOVELACE_CELLS, new Date(Date.UTC(2026, 0, 1, 9, 0, 0))]);
  });

  it("gives a file the import reads back into another event", async () => {
    const eventId = await eventWith(PEOPLE);
    for (const format of ["csv", "xlsx"]) {
      const exported = await moduleTest.call(
        eventAdmin,
        "GET",
        exportUrl(eventId, `format=${format}`),
      );
      const target = await eventWith([], "Copy");
      const imported = await moduleTest.call(
        eventAdmin,
        "POST",
        `/api/participants/import/${target}`,
        {
          form: {
            fields: {},
            files: [{ field: "file", filename: `p.${format}`, content: exported.rawPayload }],
          },
        },
      );
      expect(imported.statusCode).toBe(201);
      expect(imported.json()).toEqual({ created: 4 });
      const copied = await moduleTest.db
        .select({ phone: participants.phone, role: participants.participant_role })
        .from(participants)
        .where(eq(participants.name, "Ada Lovelace"))
        .then((found) => found.filter((row) => row.phone !== null));
      expect(copied.at(-1)).toEqual({ phone: "+44 20 7946 0001", role: "speaker" });
    }
  });

  it("reads in batches by key without skipping or repeating rows that share a date", async () => {
    const eventId = await eventWith([]);
    await moduleTest.db.insert(participants).values(
      Array.from({ length: 7 }, (_, index) => ({
        event_id: eventId,
        name: `Same time ${index}`,
        email: `same${index}@example.org`,
        username: `same${index}`,
      })),
    );
    const repository = createParticipantsRepository(moduleTest.db);
    const batches: string[][] = [];
    for await (const batch of repository.exportBatches(eventId, { q: "" }, [], 3)) {
      batches.push(batch.map((row) => row.name));
    }
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(new Set(batches.flat()).size).toBe(7);
    const { rows } = await exportCsv(eventId);
    expect(rows.slice(1).map((row) => row[0])).toEqual(batches.flat());
  });

  it("refuses an unknown format or filter with 400", async () => {
    const eventId = await eventWith(PEOPLE);
    for (const query of ["format=pdf", "role=chair", "status=maybe"]) {
      const response = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, query));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toHaveLength(1);
    }
  });

  it("answers 404 to another event admin, 401 signed out, and serves a system admin", async () => {
    const eventId = await eventWith(PEOPLE);
    const other = await moduleTest.call(otherEventAdmin, "GET", exportUrl(eventId));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: "Event not found", code: "events.eventNotFound" });
    const signedOut = await moduleTest.call(undefined, "GET", exportUrl(eventId));
    expect(signedOut.statusCode).toBe(401);
    const { rows } = await exportCsv(eventId, "", systemAdmin);
    expect(rows).toHaveLength(5);
  });
});
