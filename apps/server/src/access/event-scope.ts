import { and, type Column, eq, type SQL, sql } from "drizzle-orm";
import { events } from "../db/schema.js";
import type { Caller } from "./caller.js";
import type { EventAccess } from "./event-rows.js";
import { EVENT_REACH } from "./roles.js";

/**
 * The events a caller may see: every event, or those assigned to one event admin; an API token
 * limited to some events narrows either to those (onlyEvents), whatever else its owner manages.
 */
export type EventScope = ({ kind: "every event" } | { kind: "assigned"; eventAdminId: string }) & {
  onlyEvents?: readonly string[] | undefined;
};

/** The events an API token is limited to, if the caller came with one that is. */
export function tokenEventsOf(caller: Caller): readonly string[] | undefined {
  return caller.apiToken?.event_ids ?? undefined;
}

/** The condition that the event id column names one of the events (none of an empty list). */
export function eventIdIn(eventIdColumn: Column | SQL, eventIds: readonly string[]): SQL {
  return eventIds.length === 0 ? sql`false` : sql`${eventIdColumn} in ${[...eventIds]}`;
}

export function eventScopeOf(caller: Caller): EventScope {
  const onlyEvents = tokenEventsOf(caller);
  // "no event" is the caller's own assignments too: only event admins are assigned events, so
  // for door staff it holds none (and the authentication hook keeps them from these routes).
  const reach: EventScope =
    EVENT_REACH[caller.user.type] === "every event"
      ? { kind: "every event" }
      : { kind: "assigned", eventAdminId: caller.user.id };
  return onlyEvents ? { ...reach, onlyEvents } : reach;
}

/** Whether the scope takes every event, with no condition at all. */
export function isEveryEvent(scope: EventScope): boolean {
  return scope.kind === "every event" && !scope.onlyEvents;
}

/** Whether the event is within the scope. */
export function isInScope(scope: EventScope, event: EventAccess): boolean {
  return (
    (scope.kind === "every event" || event.event_admin_id === scope.eventAdminId) &&
    (!scope.onlyEvents || scope.onlyEvents.includes(event.id))
  );
}

/** The condition on the events table that keeps the scope's events; none for every event. */
export function eventsInScope(scope: EventScope): SQL | undefined {
  return and(
    scope.kind === "every event" ? undefined : eq(events.event_admin_id, scope.eventAdminId),
    scope.onlyEvents ? eventIdIn(events.id, scope.onlyEvents) : undefined,
  );
}

/**
 * The condition that keeps rows whose event id column names an event of the scope, for tables
 * that belong to an event; none for every event.
 */
export function eventIdInScope(eventIdColumn: Column | SQL, scope: EventScope): SQL | undefined {
  return and(
    scope.kind === "every event"
      ? undefined
      : sql`${eventIdColumn} in (select ${events.id} from ${events} where ${events.event_admin_id} = ${scope.eventAdminId})`,
    scope.onlyEvents ? eventIdIn(eventIdColumn, scope.onlyEvents) : undefined,
  );
}

/**
 * The events of one event admin as the caller may see them: all of them for a caller who sees
 * every event, the caller's own when they are that admin, none (undefined) otherwise; a token's
 * limit stays.
 */
export function scopeOfEventAdmin(scope: EventScope, eventAdminId: string): EventScope | undefined {
  if (scope.kind === "every event" || scope.eventAdminId === eventAdminId) {
    return { kind: "assigned", eventAdminId, onlyEvents: scope.onlyEvents };
  }
  return undefined;
}
