import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { appPeople, type ParticipantRow, participants, personEmail } from "../db/schema.js";
import { selectDriverRows } from "../db/table-rows.js";

// Whether a participant has signed in to the participants' app, and when last, for the admins'
// answers. One person is one e-mail (personEmail), so a participant row's sign-in is that of the
// app person of its e-mail, whichever event they signed in for.

/** A participant row with its person's last sign-in to the app. */
export type WithAppSignIn<Row> = Row & { app_last_signed_in_at: string | null };
export type ParticipantWithAppSignIn = WithAppSignIn<ParticipantRow>;

/** The join condition of a participant row and its app person (LEFT JOIN: most have none). */
export const appPersonOfParticipant = eq(appPeople.email, personEmail(participants.email));

/**
 * The joined app person's last sign-in as the answers write times (UTC ISO 8601 to the
 * millisecond), so the lists' raw rows pass it through as it is.
 */
export const appLastSignedInAt = sql<
  string | null
>`to_char(${appPeople.last_signed_in_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * appLastSignedInAt as a subquery of a statement on participants alone, such as an UPDATE's
 * RETURNING: the answer of a write needs no statement of its own.
 */
export const appLastSignedInAtOfParticipant = sql<
  string | null
>`(select ${appLastSignedInAt} from ${appPeople} where ${appPersonOfParticipant})`;

/** The rows with their people's last sign-in, read in one query. */
export async function withAppSignIns<Row extends Pick<ParticipantRow, "email">>(
  executor: Database | Transaction,
  rows: readonly Row[],
): Promise<WithAppSignIn<Row>[]> {
  if (rows.length === 0) return [];
  const emails = [...new Set(rows.map((row) => row.email))];
  const found = await selectDriverRows<{ email: string; app_last_signed_in_at: string | null }>(
    executor,
    sql`select given.email, ${appLastSignedInAt} as app_last_signed_in_at
      from unnest(${sql.param(emails)}::text[]) as given(email)
      join ${appPeople} on ${appPeople.email} = ${personEmail(sql`given.email`)}`,
  );
  const signIns = new Map(found.map((row) => [row.email, row.app_last_signed_in_at]));
  return rows.map((row) => ({ ...row, app_last_signed_in_at: signIns.get(row.email) ?? null }));
}
