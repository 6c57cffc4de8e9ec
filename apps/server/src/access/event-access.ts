import { EVENT_MESSAGES } from "@events/contract";
import type { EventAccess } from "../db/event-access.js";
import type { UserRow } from "../db/schema.js";
import { type HttpError, notFound } from "../errors.js";

/** Who is asking. */
export interface Caller {
  user: Pick<UserRow, "id" | "type">;
}

/** DESIGN §5: system admins reach every event and what belongs to it, event admins only theirs. */
export function canManageEvent(
  caller: Caller,
  event: EventAccess | undefined,
): event is EventAccess {
  return (
    event !== undefined &&
    (caller.user.type === "system_admin" || event.event_admin_id === caller.user.id)
  );
}

/** The answer to an event that does not exist or that the caller may not manage. */
export const eventNotFound = () => notFound(EVENT_MESSAGES.eventNotFound);

/**
 * Throws unless the event exists and the caller may manage it: 404 "Event not found" unless the
 * caller names what it is looking for, so an event of another admin is not revealed.
 */
export function assertCanManageEvent(
  caller: Caller,
  event: EventAccess | undefined,
  whenRefused: () => HttpError = eventNotFound,
): asserts event is EventAccess {
  if (!canManageEvent(caller, event)) throw whenRefused();
}

/** What belongs to events, listed whole or for the events of one event admin. */
export interface ListedByEventAdmin<Row> {
  listAll(): Promise<Row[]>;
  listByEventAdmin(eventAdminId: string): Promise<Row[]>;
}

/** The rows the caller may see: all for system admins, their own events' for event admins. */
export function listVisibleTo<Row>(caller: Caller, rows: ListedByEventAdmin<Row>): Promise<Row[]> {
  return caller.user.type === "system_admin"
    ? rows.listAll()
    : rows.listByEventAdmin(caller.user.id);
}
