import { describe, expect, it } from "vitest";
import { eventSessions } from "../../db/schema.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { readCsvExport, readXlsxExport } from "../../test/spreadsheets.js";
import { createSessionExportRepository } from "./session-export.repository.js";

const moduleTest = setUpModuleTest("session-export");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

describe("the agenda export", () => {
  const agendaUrl = (eventId: string, query = "") =>
    `/api/sessions/export/${eventId}${query ? `?${query}` : ""}`;

  async function eventWithSessions(): Promise<string> {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id, { event_name: "Tech Week" });
    await moduleTest.db.insert(eventSessions).values([
      {
        event_id: eventId,
        name: "Closing",
        session_type: "other",
        other_session_type: "Farewell",
        start_datetime: "2026-05-02 17:00:00",
        end_datetime: "2026-05-02 18:00:00",
        venue: null,
        description: "=cmd|' /C calc'!A0",
      },
      {
        event_id: eventId,
        name: "Opening",
        session_type: "opening_ceremony",
        start_datetime: "2026-05-01 09:00:00",
        end_datetime: "2026-05-01 10:30:00",
        venue: "Hall A",
        description: "Welcome, everyone",
      },
    ]);
    return eventId;
  }

  it("writes the sessions by start as CSV, named after the event", async () => {
    const eventId = await eventWithSessions();
    const response = await moduleTest.call(eventAdmin, "GET", agendaUrl(eventId));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain('filename="Tech Week - agenda.csv"');
    expect(readCsvExport(response.body)).toEqual([
      ["name", "type", "start", "end", "venue", "description"],
      [
        "Opening",
        "Opening Ceremony",
        "2026-05-01 09:00:00",
        "2026-05-01 10:30:00",
        "Hall A",
        "Welcome, everyone",
      ],
      [
        "Closing",
        "Farewell",
        "2026-05-02 17:00:00",
        "2026-05-02 18:00:00",
        "",
        "'=cmd|' /C calc'!A0",
      ],
    ]);
  });

  it("writes an Excel workbook whose times are the wall-clock times entered", async () => {
    const eventId = await eventWithSessions();
    const response = await moduleTest.call(eventAdmin, "GET", agendaUrl(eventId, "format=xlsx"));
    expect(response.statusCode).toBe(200);
    const rows = await readXlsxExport(response.rawPayload);
    expect(rows[1]).toEqual([
      "Opening",
      "Opening Ceremony",
      new Date(Date.UTC(2026, 4, 1, 9, 0, 0)),
      new Date(Date.UTC(2026, 4, 1, 10, 30, 0)),
      "Hall A",
      "Welcome, everyone",
    ]);
    expect(rows).toHaveLength(3);
  });

  it("reads the agenda in batches by key", async () => {
    const eventId = await eventWithSessions();
    const repository = createSessionExportRepository(moduleTest.db);
    const names: string[] = [];
    for await (const batch of repository.exportBatches(eventId, 1)) {
      expect(batch).toHaveLength(1);
      names.push(...batch.map((session) => session.name));
    }
    expect(names).toEqual(["Opening", "Closing"]);
  });

  it("answers 404 to another event admin and 401 signed out", async () => {
    const eventId = await eventWithSessions();
    expect((await moduleTest.call(otherEventAdmin, "GET", agendaUrl(eventId))).statusCode).toBe(
      404,
    );
    expect((await moduleTest.call(undefined, "GET", agendaUrl(eventId))).statusCode).toBe(401);
    expect((await moduleTest.call(systemAdmin, "GET", agendaUrl(eventId))).statusCode).toBe(200);
  });
});
