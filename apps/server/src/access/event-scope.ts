import { type Column, eq, type SQL, sql } from "drizzle-orm";
import { events } from "../db/schema.js";
import type { Caller } from "./caller.js";
import type { EventAccess } from "./event-rows.js";
import { EVENT_REACH } from "./roles.js";

/** The events a caller may see: every event, or those assigned to one event admin. */
export type EventScope = { kind: "every event" } | { kind: "assigned"; eventAdminId: string };

export function eventScopeOf(caller: Caller): EventScope {
  // "no event" is the caller's own assignments too: only event admins are assigned events, so
  // for door staff it holds none (and the authentication hook keeps them from these routes).
  return EVENT_REACH[caller.user.type] === "every event"
    ? { kind: "every event" }
    : { kind: "assigned", eventAdminId: caller.user.id };
}

/** Whether the event is within the scope. */
export function isInScope(scope: EventScope, event: EventAccess): boolean {
  return scope.kind === "every event" || event.event_admin_id === scope.eventAdminId;
}

/** The condition on the events table that keeps the scope's events; none for every event. */
export function eventsInScope(scope: EventScope): SQL | undefined {
  return scope.kind === "every event" ? undefined : eq(events.event_admin_id, scope.eventAdminId);
}

/**
 * The condition that keeps rows whose event id column names an event of the scope, for tables
 * that belong to an event; none for every event.
 */
export function eventIdInScope(eventIdColumn: Column | SQL, scope: EventScope): SQL | undefined {
  return scope.kind === "every event"
    ? undefined
    : sql`${eventIdColumn} in (select ${events.id} from ${events} where ${events.event_admin_id} = ${scope.eventAdminId})`;
}

/**
 * The events of one event admin as the caller may see them: all of them for a caller who sees
 * every event, the caller's own when they are that admin, none (undefined) otherwise.
 */
export function scopeOfEventAdmin(scope: EventScope, eventAdminId: string): EventScope | undefined {
  if (scope.kind === "every event" || scope.eventAdminId === eventAdminId) {
    return { kind: "assigned", eventAdminId };
  }
  return undefined;
}
