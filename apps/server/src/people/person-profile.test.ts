import type { Language } from "@events/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appPeople, participants } from "../db/schema.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { insertEvent } from "../test/factories.js";
import { findPersonLanguage, findPersonProfile } from "./person-profile.js";

let database: TestDatabase;
const eventIds: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let count = 0; count < 3; count += 1) eventIds.push(await insertEvent(database.db, null));
});

afterAll(async () => {
  await database.destroy();
});

/** The person's rows, one per event, each last changed on the given day of January 2026. */
async function insertRows(
  email: string,
  rows: readonly { name: string; language: Language | null; changedOnDay: number }[],
): Promise<void> {
  await database.db.insert(participants).values(
    rows.map((row, index) => ({
      event_id: eventIds[index] ?? "",
      name: row.name,
      // Each event wrote the address its own way: one person all the same.
      email: index === 0 ? email : ` ${email.toUpperCase()} `,
      username: `${row.name.toLowerCase()}${index}`,
      language: row.language,
      updated_date: new Date(Date.UTC(2026, 0, row.changedOnDay)),
    })),
  );
}

describe("a person's profile and the language of their e-mails", () => {
  it("are read from their most recently changed row, the language from the newest that has one", async () => {
    await insertRows("ada@example.org", [
      { name: "Ada", language: "de", changedOnDay: 2 },
      { name: "Ada Lovelace", language: null, changedOnDay: 5 },
      { name: "A. Lovelace", language: "es", changedOnDay: 1 },
    ]);

    const profile = await findPersonProfile(database.db, "ada@example.org");
    expect(profile).toMatchObject({ name: "Ada Lovelace", language: null });
    expect(
      await findPersonLanguage(database.db, { email: "ada@example.org", personId: null }),
    ).toBe("de");
  });

  it("find the language by the person's id in the app, whatever address a code goes to", async () => {
    await insertRows("grace@example.org", [{ name: "Grace", language: "ar", changedOnDay: 3 }]);
    const [person] = await database.db
      .insert(appPeople)
      .values({ email: "grace@example.org" })
      .returning({ id: appPeople.id });
    if (!person) throw new Error("No app person");

    expect(
      await findPersonLanguage(database.db, { email: "new@example.org", personId: person.id }),
    ).toBe("ar");
  });

  it("find nothing for someone who is nobody's participant, or whose rows have no language", async () => {
    await insertRows("alan@example.org", [{ name: "Alan", language: null, changedOnDay: 4 }]);

    expect(await findPersonProfile(database.db, "nobody@example.org")).toBeUndefined();
    expect(
      await findPersonLanguage(database.db, { email: "nobody@example.org", personId: null }),
    ).toBeNull();
    expect(
      await findPersonLanguage(database.db, { email: "alan@example.org", personId: null }),
    ).toBeNull();
  });
});
