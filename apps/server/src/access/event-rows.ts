import { type Column, eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client.js";
import { type EventRow, events } from "../db/schema.js";

/** The event columns the access rules need, and its name for what is named after it. */
export type EventAccess = Pick<EventRow, "id" | "event_admin_id" | "event_name">;

/** Selects EventAccess, also from a join. */
export const eventAccessColumns = {
  id: events.id,
  event_admin_id: events.event_admin_id,
  event_name: events.event_name,
};

/** A table whose rows belong to one event, through one of its columns. */
export interface BelongsToEvent {
  table: PgTable;
  id: Column;
  eventId: Column;
}

function prepareEventAccess(db: Database) {
  return db
    .select(eventAccessColumns)
    .from(events)
    .where(eq(events.id, sql.placeholder("eventId")))
    .limit(1)
    .prepare("find_event_access");
}

// Every request on an event's documents, sessions or participants asks this first: built once
// per database, not on every request.
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareEventAccess>>();

export async function findEventAccess(
  db: Database,
  eventId: string,
): Promise<EventAccess | undefined> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareEventAccess(db);
    preparedByDatabase.set(db, prepared);
  }
  const [event] = await prepared.execute({ eventId });
  return event;
}

/**
 * As findEventAccess, the rows kept from being deleted (or reassigned) until the transaction
 * ends, taken in id order so that two transactions locking the same events never deadlock.
 */
export function findEventAccessForShare(
  transaction: Transaction,
  eventIds: readonly string[],
): Promise<EventAccess[]> {
  return transaction
    .select(eventAccessColumns)
    .from(events)
    .where(inArray(events.id, [...eventIds]))
    .orderBy(events.id)
    .for("share");
}

/** The access columns of the event a row belongs to; FOR SHARE on the event within a transaction. */
export async function findEventAccessOf(
  executor: Database | Transaction,
  owned: BelongsToEvent,
  id: string,
  isInTransaction: boolean,
): Promise<EventAccess | undefined> {
  const query = executor
    .select(eventAccessColumns)
    .from(owned.table)
    .innerJoin(events, eq(events.id, owned.eventId))
    .where(eq(owned.id, id))
    .limit(1);
  const [event] = await (isInTransaction ? query.for("share", { of: events }) : query);
  return event;
}
