import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "./client.js";
import { type EventRow, events } from "./schema.js";

/** The event columns the access rules need. */
export type EventAccess = Pick<EventRow, "id" | "event_admin_id">;

/** Selects EventAccess, also from a join. */
export const eventAccessColumns = { id: events.id, event_admin_id: events.event_admin_id };

function selectEventAccess(db: Database | Transaction, eventId: string) {
  return db.select(eventAccessColumns).from(events).where(eq(events.id, eventId)).limit(1);
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

/** The event's access columns, for repositories of what belongs to an event. */
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

/** As findEventAccess, the row kept from being deleted (or reassigned) until the transaction ends. */
export async function findEventAccessForShare(
  transaction: Transaction,
  eventId: string,
): Promise<EventAccess | undefined> {
  const [event] = await selectEventAccess(transaction, eventId).for("share");
  return event;
}

/** The event's name, for what is named after it (export file names). */
export async function findEventName(db: Database, eventId: string): Promise<string | undefined> {
  const [event] = await db
    .select({ name: events.event_name })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event?.name;
}
