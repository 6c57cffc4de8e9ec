import type { RegistrationCounts } from "@events/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { registrations } from "../db/schema.js";

/**
 * An event's places: its participants (however they came: added, imported or registered) and
 * the registrations that hold a place without being participants yet (pending approval, offered
 * a freed place). The one rule of how full an event is: the public page, the organiser's screens
 * and the registration transaction (under the event's registration lock) all count here.
 */
export async function countPlaces(
  db: Database | Transaction,
  eventId: string,
  capacity: number | null,
): Promise<RegistrationCounts> {
  const [row] = await db
    .select({
      // participant_counts is kept by triggers and has no drizzle table.
      registered: sql<number>`(select coalesce(sum(count), 0)::int from participant_counts where event_id = ${eventId})`,
      pending: sql<number>`(count(*) filter (where ${registrations.state} = 'pending'))::int`,
      offered: sql<number>`(count(*) filter (where ${registrations.state} = 'offered'))::int`,
      waiting: sql<number>`(count(*) filter (where ${registrations.state} = 'waiting'))::int`,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.event_id, eventId),
        inArray(registrations.state, ["pending", "offered", "waiting"]),
      ),
    );
  if (!row) throw new Error("An aggregate answers one row");
  const taken = row.registered + row.pending + row.offered;
  return {
    registered: row.registered,
    pending: row.pending,
    offered: row.offered,
    waiting: row.waiting,
    capacity,
    places_left: capacity === null ? null : Math.max(0, capacity - taken),
  };
}
