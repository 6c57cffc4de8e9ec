import type { ConflictSession, SessionConflictsResponse } from "@events/contract";
import { activeLanguage, t } from "@/i18n/i18n";
import { formatSessionClockRange } from "./session-display";

/** For each session in a clash, the sessions it clashes with, earliest first. */
export function getClashesBySession(
  conflicts: SessionConflictsResponse["conflicts"],
): Map<string, ConflictSession[]> {
  const clashes = new Map<string, ConflictSession[]>();
  const add = (session: ConflictSession, other: ConflictSession) =>
    clashes.set(session.id, [...(clashes.get(session.id) ?? []), other]);
  for (const { first, second } of conflicts) {
    add(first, second);
    add(second, first);
  }
  for (const others of clashes.values()) {
    others.sort((a, b) => (a.start_datetime < b.start_datetime ? -1 : 1));
  }
  return clashes;
}

/** 'with Keynote and Workshop': the other sessions' names, for the Overlaps mark. */
export function describeOverlaps(others: readonly Pick<ConflictSession, "name">[]): string {
  const names = new Intl.ListFormat(activeLanguage(), { style: "long", type: "conjunction" });
  return t("sessions.overlaps.with", { names: names.format(others.map(({ name }) => name)) });
}

/**
 * The form's warning for one clash, seen from the day the session being saved starts on:
 * 'This overlaps Keynote in Hall A, 9:00 AM - 10:00 AM'.
 */
export function describeClash(
  other: Pick<ConflictSession, "name" | "venue" | "start_datetime" | "end_datetime">,
  day: string,
): string {
  return t("sessions.clash.item", {
    sessionName: other.name,
    venue: other.venue?.trim() ?? "",
    times: formatSessionClockRange(other, day),
  });
}
