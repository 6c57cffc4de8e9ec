import { IMPORT_MESSAGES } from "@events/contract";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { filePart } from "../../test/uploads.js";

// An import's optional "language" column: each participant's e-mails and app in that language.

const moduleTest = setUpModuleTest("participant-import-language");

const { eventAdmin } = moduleTest.signInAdminsBeforeAll();

const csv = (...lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`);

async function importInto(eventId: string, file: Buffer, dryRun = false) {
  return moduleTest.call(eventAdmin, "POST", `/api/participants/import/${eventId}`, {
    form: {
      fields: dryRun ? { dry_run: "true" } : {},
      files: [filePart("people.csv", file)],
    },
  });
}

async function languagesOf(eventId: string) {
  return moduleTest.db
    .select({ username: participants.username, language: participants.language })
    .from(participants)
    .where(eq(participants.event_id, eventId))
    .orderBy(asc(participants.created_date));
}

describe("an import's language column", () => {
  it("is recognised by its header and stored per participant, in any case, empty for none", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const response = await importInto(
      eventId,
      csv(
        "Name,Email,Username,Language",
        "Ada,ada@example.org,ada,es",
        "Alan,alan@example.org,alan, DE ",
        "Grace,grace@example.org,grace,",
        "Hoda,hoda@example.org,hoda,Ar",
      ),
    );
    expect(response.statusCode).toBe(201);
    expect(await languagesOf(eventId)).toEqual([
      { username: "ada", language: "es" },
      { username: "alan", language: "de" },
      { username: "grace", language: null },
      { username: "hoda", language: "ar" },
    ]);
  });

  it("refuses a language the product does not speak as the row's error, naming the languages", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const file = csv(
      "Name,Email,Username,Lang",
      "Ada,ada@example.org,ada,en",
      "Jean,jean@example.org,jean,français",
    );
    const dryRun = await importInto(eventId, file, true);
    expect(dryRun.json()).toMatchObject({
      mapping: { language: "Lang" },
      rows: 2,
      valid: 1,
      errors: [
        {
          row: 3,
          field: "language",
          message: IMPORT_MESSAGES.invalidLanguage,
          code: "import.invalidLanguage",
        },
      ],
    });
    expect(IMPORT_MESSAGES.invalidLanguage).toBe(
      "Language must be one of en, de, es, ar, or empty",
    );

    const refused = await importInto(eventId, file);
    expect(refused.statusCode).toBe(400);
    expect(await languagesOf(eventId)).toEqual([]);
  });

  it("is a column of the template, with an example", async () => {
    const template = await moduleTest.call(eventAdmin, "GET", "/api/participants/import-template");
    expect(template.body.split(/\r?\n/).slice(0, 2)).toEqual([
      expect.stringMatching(/,Language$/),
      expect.stringMatching(/,en$/),
    ]);
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    await importInto(eventId, template.rawPayload);
    expect(await languagesOf(eventId)).toEqual([{ username: "ada", language: "en" }]);
  });
});
