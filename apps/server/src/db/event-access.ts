// Transitional: the modules move to access/ one by one; removed once none imports this.
import { eq } from "drizzle-orm";
import {
  type EventAccess,
  findEventAccessForShare as findManyForShare,
} from "../access/event-rows.js";
import type { Database, Transaction } from "./client.js";
import { events } from "./schema.js";

export { type EventAccess, eventAccessColumns, findEventAccess } from "../access/event-rows.js";

export async function findEventAccessForShare(
  transaction: Transaction,
  eventId: string,
): Promise<EventAccess | undefined> {
  const [event] = await findManyForShare(transaction, [eventId]);
  return event;
}

export async function findEventName(db: Database, eventId: string): Promise<string | undefined> {
  const [event] = await db
    .select({ name: events.event_name })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event?.name;
}
