import { isNotNull, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { participants, personEmail, searchText } from "./schema.js";

// Conditions on participants that the lists, the check-in count and the messages' segments all
// ask, written once.

/** Whether a participant is active: migration 0005's function, which also keys the counters. */
export const participantIsActive = sql<boolean>`participant_is_active(${participants.status})`;

/** Those checked in (true) or not yet (false); undefined asks nothing. */
export function checkedInCondition(checkedIn: boolean | undefined): SQL | undefined {
  if (checkedIn === undefined) return undefined;
  return checkedIn ? isNotNull(participants.checked_in_at) : isNull(participants.checked_in_at);
}

/**
 * Those whose name, e-mail, phone, username or role holds the LIKE pattern (containsPattern):
 * the expression of the lists' trigram index (schema.ts), so the planner can use it.
 */
export function participantSearchMatches(pattern: string): SQL {
  return sql`${searchText(
    participants.name,
    participants.email,
    participants.phone,
    participants.username,
    participants.participant_role,
  )} like ${pattern}`;
}

/**
 * A person's participant rows, one per event they are in: those of their e-mail address as the
 * person's key (personEmail), the address given or a column holding one.
 */
export function isRowOfPerson(email: string | SQLWrapper): SQL {
  return sql`${personEmail(participants.email)} = ${email}`;
}
