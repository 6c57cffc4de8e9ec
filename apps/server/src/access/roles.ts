import type { AccountType } from "@events/contract";

/** How far a kind of caller reaches among the events, to manage them. */
export type EventReach = "every event" | "assigned events" | "no event";

/**
 * DESIGN §5 as data: what each kind of caller may manage. A new kind of caller (a participant,
 * a token's scopes) is a row here and a case in the kernel, not a rule in a module.
 */
export const EVENT_REACH: Readonly<Record<AccountType, EventReach>> = {
  system_admin: "every event",
  event_admin: "assigned events",
  door_staff: "no event",
};

/** At which events a kind of caller may check people in (the door's screen and calls). */
export type CheckInReach = "every event" | "assigned events" | "staffed events";

export const CHECK_IN_REACH: Readonly<Record<AccountType, CheckInReach>> = {
  system_admin: "every event",
  event_admin: "assigned events",
  door_staff: "staffed events",
};

/**
 * Which of their check-ins a kind of caller may undo: any, or their own for a few minutes
 * (STAFF_UNDO_MINUTES).
 */
export type UndoReach = "any check-in" | "own recent check-ins";

export const UNDO_REACH: Readonly<Record<AccountType, UndoReach>> = {
  system_admin: "any check-in",
  event_admin: "any check-in",
  door_staff: "own recent check-ins",
};

/**
 * Which routes a kind of caller may call at all: every route its session may reach, or only
 * those marked for the door (config.door); any other answers 404, as if it did not exist.
 */
export type RouteReach = "every route" | "door routes";

export const ROUTE_REACH: Readonly<Record<AccountType, RouteReach>> = {
  system_admin: "every route",
  event_admin: "every route",
  door_staff: "door routes",
};

/** What a kind of caller may read of the other users. */
export type UserDirectoryReach = "every user" | "event admins' summaries" | "nobody";

/**
 * DESIGN §5: user management is for system admins; an event admin may list the event admins
 * (id, name, e-mail, profile image) to choose an event's admin.
 */
export const USER_DIRECTORY_REACH: Readonly<Record<AccountType, UserDirectoryReach>> = {
  system_admin: "every user",
  event_admin: "event admins' summaries",
  door_staff: "nobody",
};
