import type { Language } from "@events/contract";
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { appPeople, participants, personEmail } from "../db/schema.js";

/**
 * The language a person's e-mails are written in: the one on their participant rows (set when
 * they registered, on import, or in their app), the most recently changed if the rows differ;
 * null when none has one. A person is their key (their e-mail address, as people/ compares it),
 * or their id in the app, which also finds them while a code goes to an address not yet theirs.
 */
export async function findPersonLanguage(
  db: Database,
  who: { email: string; personId: string | null },
): Promise<Language | null> {
  const ofPerson: SQL = who.personId
    ? sql`${personEmail(participants.email)} = (select ${appPeople.email} from ${appPeople} where ${eq(appPeople.id, who.personId)})`
    : sql`${personEmail(participants.email)} = ${who.email}`;
  const [row] = await db
    .select({ language: participants.language })
    .from(participants)
    .where(and(ofPerson, isNotNull(participants.language)))
    .orderBy(desc(participants.updated_date))
    .limit(1);
  return row?.language ?? null;
}
