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
