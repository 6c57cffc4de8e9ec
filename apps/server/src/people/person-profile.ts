import type { Language, Person } from "@events/contract";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { firstRow } from "../db/find-row.js";
import { isRowOfPerson } from "../db/participant-conditions.js";
import { type AppPersonRow, appPeople, type ParticipantRow, participants } from "../db/schema.js";
import { unauthorized } from "../errors.js";

// What a person is across their events is read from their participant rows (one per event),
// the most recently changed first: the app's profile and the language of their e-mails alike.

const NEWEST_ROW_FIRST = [desc(participants.updated_date), desc(participants.id)] as const;

/** What the app shows of a person beside their address. */
export type PersonProfile = Pick<ParticipantRow, "name" | "phone" | "profile_image" | "language">;

/**
 * How the person shows in the app: the name, phone, photo and language of their most recently changed
 * participant row; undefined once they are nobody's participant any more.
 */
export function findPersonProfile(
  executor: Database | Transaction,
  email: string,
): Promise<PersonProfile | undefined> {
  return firstRow(
    executor
      .select({
        name: participants.name,
        phone: participants.phone,
        profile_image: participants.profile_image,
        language: participants.language,
      })
      .from(participants)
      .where(isRowOfPerson(email))
      .orderBy(...NEWEST_ROW_FIRST),
  );
}

/**
 * The language a person's e-mails are written in: the one on their participant rows (set when
 * they registered, on import, or in their app), the most recently changed if the rows differ;
 * null when none has one. A person is their key, or their id in the app, which also finds them
 * while a code goes to an address not yet theirs.
 */
export async function findPersonLanguage(
  db: Database,
  who: { email: string; personId: string | null },
): Promise<Language | null> {
  const email = who.personId
    ? sql`(select ${appPeople.email} from ${appPeople} where ${eq(appPeople.id, who.personId)})`
    : who.email;
  const row = await firstRow(
    db
      .select({ language: participants.language })
      .from(participants)
      .where(and(isRowOfPerson(email), isNotNull(participants.language)))
      .orderBy(...NEWEST_ROW_FIRST),
  );
  return row?.language ?? null;
}

/** The person as the app shows them; 401 once they are nobody's participant any more. */
export function presentPerson(
  person: Pick<AppPersonRow, "id" | "email">,
  profile: PersonProfile | undefined,
): Person {
  if (!profile) throw unauthorized();
  return { id: person.id, email: person.email, ...profile };
}
