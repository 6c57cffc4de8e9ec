import type { UserType } from "@events/contract";

/** How far a kind of caller reaches among the events. */
export type EventReach = "every event" | "assigned events";

/**
 * DESIGN §5 as data: what each kind of caller may manage. A new kind of caller (door staff, a
 * participant, a token's scopes) is a row here and a case in the kernel, not a rule in a module.
 */
export const EVENT_REACH: Readonly<Record<UserType, EventReach>> = {
  system_admin: "every event",
  event_admin: "assigned events",
};

/** What a kind of caller may read of the other users. */
export type UserDirectoryReach = "every user" | "event admins' summaries";

/**
 * DESIGN §5: user management is for system admins; an event admin may list the event admins
 * (id, name, e-mail, profile image) to choose an event's admin.
 */
export const USER_DIRECTORY_REACH: Readonly<Record<UserType, UserDirectoryReach>> = {
  system_admin: "every user",
  event_admin: "event admins' summaries",
};
