import type { Person } from "@events/contract";
import { desc, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { firstRow } from "../db/find-row.js";
import { type AppPersonRow, type ParticipantRow, participants, personEmail } from "../db/schema.js";
import { unauthorized } from "../errors.js";

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
      .where(sql`${personEmail(participants.email)} = ${email}`)
      .orderBy(desc(participants.updated_date), desc(participants.id)),
  );
}

/** The person as the app shows them; 401 once they are nobody's participant any more. */
export function presentPerson(
  person: Pick<AppPersonRow, "id" | "email">,
  profile: PersonProfile | undefined,
): Person {
  if (!profile) throw unauthorized();
  return { id: person.id, email: person.email, ...profile };
}
