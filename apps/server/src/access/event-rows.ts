import { type Column, eq, getTableName, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client.js";
import { type EventRow, events } from "../db/schema.js";
import { preparedPerConnection } from "../transactions/prepared-per-connection.js";

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

// Every request on an event's documents, sessions or participants asks this first.
const eventAccessStatement = preparedPerConnection((db) =>
  db
    .select(eventAccessColumns)
    .from(events)
    .where(eq(events.id, sql.placeholder("eventId")))
    .limit(1)
    .prepare("find_event_access"),
);

export async function findEventAccess(
  db: Database,
  eventId: string,
): Promise<EventAccess | undefined> {
  const [event] = await eventAccessStatement(db).execute({ eventId });
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

function prepareEventAccessOf(owned: BelongsToEvent, isInTransaction: boolean) {
  const name = `find_event_access_of_${getTableName(owned.table)}`;
  return preparedPerConnection((executor) => {
    const query = executor
      .select(eventAccessColumns)
      .from(owned.table)
      .innerJoin(events, eq(events.id, owned.eventId))
      .where(eq(owned.id, sql.placeholder("id")))
      .limit(1);
    return isInTransaction
      ? query.for("share", { of: events }).prepare(`${name}_for_share`)
      : query.prepare(name);
  });
}

// Every change to an event's documents, sessions or participants asks this in its transaction.
const eventAccessOfStatements = new Map<
  PgTable,
  Record<"alone" | "inTransaction", ReturnType<typeof prepareEventAccessOf>>
>();

/** The access columns of the event a row belongs to; FOR SHARE on the event within a transaction. */
export async function findEventAccessOf(
  executor: Database | Transaction,
  owned: BelongsToEvent,
  id: string,
  isInTransaction: boolean,
): Promise<EventAccess | undefined> {
  let statements = eventAccessOfStatements.get(owned.table);
  if (!statements) {
    statements = {
      alone: prepareEventAccessOf(owned, false),
      inTransaction: prepareEventAccessOf(owned, true),
    };
    eventAccessOfStatements.set(owned.table, statements);
  }
  const statement = isInTransaction ? statements.inTransaction : statements.alone;
  const [event] = await statement(executor).execute({ id });
  return event;
}
