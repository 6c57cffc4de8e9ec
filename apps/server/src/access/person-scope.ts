import { and, type Column, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { firstRow } from "../db/find-row.js";
import { isRowOfPerson } from "../db/participant-conditions.js";
import { type AppPersonRow, participants } from "../db/schema.js";
import { preparedPerConnection } from "../transactions/prepared-per-connection.js";
import type { BelongsToEvent } from "./event-rows.js";

/** A participant signed in to their app: a person, by e-mail, across every event they are in. */
export interface PersonCaller {
  person: Pick<AppPersonRow, "id" | "email">;
}

/** The person's participant row of one event: what their bookmarks and ticket hang on. */
export interface PersonInEvent {
  eventId: string;
  participantId: string;
}

/**
 * The condition that keeps rows whose event id column names an event the person is a
 * participant of (DESIGN §10: a participant reaches their own events and nothing else).
 */
export function eventIdOfPerson(eventIdColumn: Column | SQL, caller: PersonCaller): SQL {
  return sql`${eventIdColumn} in (select ${participants.event_id} from ${participants} where ${isRowOfPerson(caller.person.email)})`;
}

/**
 * The condition that keeps rows whose participant id column names one of the person's own
 * participant rows (their copies of messages: not another participant's of the same event).
 */
export function participantIdOfPerson(
  participantIdColumn: Column | SQL,
  caller: PersonCaller,
): SQL {
  return sql`${participantIdColumn} in (select ${participants.id} from ${participants} where ${isRowOfPerson(caller.person.email)})`;
}

// Every request of the participants' app about one of its events asks this first: built and
// planned once per connection, not on every request.
const personInEventStatement = preparedPerConnection((executor) =>
  executor
    .select({ eventId: participants.event_id, participantId: participants.id })
    .from(participants)
    .where(
      and(
        eq(participants.event_id, sql.placeholder("eventId")),
        isRowOfPerson(sql.placeholder("email")),
      ),
    )
    .limit(1)
    .prepare("person_in_event"),
);

/** The person's participant row in the event, if they are one of its participants. */
export async function findPersonInEvent(
  executor: Database | Transaction,
  caller: PersonCaller,
  eventId: string,
): Promise<PersonInEvent | undefined> {
  const [found] = await personInEventStatement(executor).execute({
    eventId,
    email: caller.person.email,
  });
  return found;
}

/** The person's participant row in the event a row belongs to, if they are in that event. */
export function findPersonInEventOf(
  executor: Database | Transaction,
  caller: PersonCaller,
  owned: BelongsToEvent,
  id: string,
): Promise<PersonInEvent | undefined> {
  return firstRow(
    executor
      .select({ eventId: participants.event_id, participantId: participants.id })
      .from(owned.table)
      .innerJoin(participants, eq(participants.event_id, owned.eventId))
      .where(and(eq(owned.id, id), isRowOfPerson(caller.person.email))),
  );
}
