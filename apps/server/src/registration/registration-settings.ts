import type { ClosedReason, EventStatus, RegistrationCounts } from "@events/contract";
import { wallClockIn } from "@events/contract";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { eventRegistration } from "../db/schema.js";
import { formatWallClock } from "../db/wall-clock.js";

export type RegistrationSettingsRow = typeof eventRegistration.$inferSelect;

/** An event's registration settings and form as saved; undefined until the organiser first saves. */
export async function findRegistrationSettings(
  db: Database | Transaction,
  eventId: string,
): Promise<RegistrationSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistration)
    .where(eq(eventRegistration.event_id, eventId));
  return row;
}

/** What decides whether an event takes registrations, besides its places. */
export interface RegistrationWindow {
  settings: Pick<RegistrationSettingsRow, "published" | "is_open" | "opens_at" | "closes_at">;
  event: { event_status: EventStatus; time_zone: string };
}

/**
 * Why the form takes no registration at `now`, places apart; null when it does. opens_at and
 * closes_at are wall-clock times of the event's zone, compared with that zone's clock.
 */
export function closedReasonAt(
  { settings, event }: RegistrationWindow,
  now: Date,
): ClosedReason | null {
  if (event.event_status === "CANCELLED") return "event_cancelled";
  if (!settings.published || !settings.is_open) return "closed";
  const clock = wallClockIn(event.time_zone, now);
  const opensAt = formatWallClock(settings.opens_at);
  const closesAt = formatWallClock(settings.closes_at);
  if (opensAt !== null && clock < opensAt) return "not_open_yet";
  if (closesAt !== null && clock >= closesAt) return "closed";
  return null;
}

/** Whether a place is free: unlimited capacity, or some left. */
export function hasPlaceLeft(places: Pick<RegistrationCounts, "places_left">): boolean {
  return places.places_left === null || places.places_left > 0;
}

/**
 * Why a new registration would get nothing at `now`: closed, or full with no waiting list to
 * take names; null when it would get a place or a place on the list.
 */
export function refusalReasonAt(
  window: RegistrationWindow & { settings: Pick<RegistrationSettingsRow, "waiting_list"> },
  places: Pick<RegistrationCounts, "places_left">,
  now: Date,
): ClosedReason | null {
  const reason = closedReasonAt(window, now);
  if (reason) return reason;
  return hasPlaceLeft(places) || window.settings.waiting_list ? null : "full";
}
