import { and, type Column, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { eventStaff, events } from "../db/schema.js";
import type { Caller } from "./caller.js";
import type { EventAccess } from "./event-rows.js";
import { eventIdIn, eventScopeOf, isInScope, tokenEventsOf } from "./event-scope.js";
import { CHECK_IN_REACH } from "./roles.js";

/**
 * The events a caller may check people in at, as a condition on an event id column: every
 * event, an event admin's own, or those a door staff member was added to; a paired device's
 * session narrows it to its one event, an API token limited to some events to those.
 */
export function checkInEventsOf(caller: Caller, eventIdColumn: Column | SQL): SQL | undefined {
  const device = caller.session?.device_event_id;
  const tokenEvents = tokenEventsOf(caller);
  const narrowed = and(
    device ? sql`${eventIdColumn} = ${device}` : undefined,
    tokenEvents ? eventIdIn(eventIdColumn, tokenEvents) : undefined,
  );
  switch (CHECK_IN_REACH[caller.user.type]) {
    case "every event":
      return narrowed;
    case "assigned events":
      return and(
        sql`${eventIdColumn} in (select ${events.id} from ${events} where ${events.event_admin_id} = ${caller.user.id})`,
        narrowed,
      );
    case "staffed events":
      return and(
        sql`${eventIdColumn} in (select ${eventStaff.event_id} from ${eventStaff} where ${eventStaff.user_id} = ${caller.user.id})`,
        narrowed,
      );
  }
}

/** Whether the caller may check people in at the event (found with findEventAccess*). */
export async function mayCheckInAt(
  executor: Database | Transaction,
  caller: Caller,
  event: EventAccess,
): Promise<boolean> {
  const device = caller.session?.device_event_id;
  if (device && device !== event.id) return false;
  if (tokenEventsOf(caller)?.includes(event.id) === false) return false;
  switch (CHECK_IN_REACH[caller.user.type]) {
    case "every event":
    case "assigned events":
      return isInScope(eventScopeOf(caller), event);
    case "staffed events": {
      const [staffed] = await executor
        .select({ event_id: eventStaff.event_id })
        .from(eventStaff)
        .where(and(eq(eventStaff.event_id, event.id), eq(eventStaff.user_id, caller.user.id)))
        .limit(1);
      return staffed !== undefined;
    }
  }
}
