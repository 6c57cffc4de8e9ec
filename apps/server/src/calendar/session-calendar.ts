import { isTimeZone } from "@events/contract";
import ical, { type ICalCalendar } from "ical-generator";
import { DateTime } from "luxon";
import { tzlib_get_ical_block, tzlib_get_timezones } from "timezones-ical-library";
import { formatWallClock } from "../db/wall-clock.js";

// iCalendar files of sessions (DESIGN §10: ical-generator with the event's IANA zone), for the
// admins' agenda feeds and the participants' own. Each session's times are the wall-clock digits entered, said to be in the event's
// zone (DTSTART;TZID=...), with the zone's VTIMEZONE beside them so any calendar app can place
// them, across daylight-saving changes too.

export interface CalendarSession {
  id: string;
  name: string;
  description: string | null;
  venue: string | null;
  /** Wall-clock YYYY-MM-DDTHH:mm:ss, as the API writes it (or with a space, as PostgreSQL does). */
  start_datetime: string;
  end_datetime: string;
  updated_date: Date;
}

export interface CalendarEvent {
  event_name: string;
  time_zone: string;
}

const LIBRARY_ZONES = new Set(tzlib_get_timezones());

// Morocco sets its clocks back for Ramadan, a lunar month that no yearly rule of a VTIMEZONE can
// describe: sessions there are written in UTC, the same instants. The feed test reads every
// zone's feed back and would name any other zone whose VTIMEZONE disagrees with the runtime.
const ZONES_WITHOUT_YEARLY_RULES = new Set(["Africa/Casablanca", "Africa/El_Aaiun"]);

/**
 * The zone's VTIMEZONE from timezones-ical-library, whose rules follow the IANA database
 * (Mexico without daylight saving since 2022, Kazakhstan on one zone since 2024), or undefined
 * for a name it lacks; asked only for names it lists, as it logs every other.
 */
function vtimezoneOf(zone: string): string | undefined {
  if (!LIBRARY_ZONES.has(zone)) return undefined;
  const [block] = tzlib_get_ical_block(zone);
  return block || undefined;
}

/** The TZID of a VTIMEZONE block, which may differ from the name asked for (an old alias). */
function tzidOf(block: string): string | undefined {
  return /^TZID:(.+)$/m.exec(block)?.[1]?.trim();
}

function canonicalName(zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * The TZID to write for a zone: the name the VTIMEZONE library knows it by (Asia/Calcutta is
 * written Asia/Kolkata, an alias the runtime knows is tried by its canonical name), or null
 * when the library knows it by neither: the times are then written in UTC, the same instants.
 */
export function calendarZoneOf(zone: string): string | null {
  if (zone === "UTC" || ZONES_WITHOUT_YEARLY_RULES.has(canonicalName(zone))) return null;
  for (const name of new Set([zone, canonicalName(zone)])) {
    const block = vtimezoneOf(name);
    const tzid = block ? tzidOf(block) : undefined;
    if (tzid && isTimeZone(tzid) && vtimezoneOf(tzid)) return tzid;
  }
  return null;
}

/** A stable UID, so calendar apps update a session they hold rather than add it again. */
export function sessionUid(sessionId: string): string {
  return `${sessionId}@events-admin`;
}

function addSession(calendar: ICalCalendar, event: CalendarEvent, session: CalendarSession) {
  const zone = calendarZoneOf(event.time_zone);
  const at = (wallClock: string) => {
    const moment = DateTime.fromISO(formatWallClock(wallClock) ?? wallClock, {
      zone: event.time_zone,
    });
    return zone === null ? moment.toUTC() : moment;
  };
  calendar.createEvent({
    id: sessionUid(session.id),
    start: at(session.start_datetime),
    end: at(session.end_datetime),
    timezone: zone,
    summary: session.name,
    description: session.description,
    location: session.venue,
    stamp: session.updated_date,
    lastModified: session.updated_date,
  });
}

/** An .ics file: its name (without extension) and its text. */
export interface CalendarFile {
  name: string;
  text: string;
}

/** A calendar of the given name, to which sessions of any events and zones may be added. */
function newCalendar(name: string): ICalCalendar {
  // The zone's generator writes each VTIMEZONE the events name; the calendar itself names no
  // zone, so DTSTAMP and LAST-MODIFIED stay in UTC as RFC 5545 asks.
  const calendar = ical({
    name,
    prodId: { company: "Events Admin", product: "Agenda", language: "EN" },
  });
  calendar.timezone({ name: null, generator: (zone) => vtimezoneOf(zone) ?? null });
  return calendar;
}

/** The event's sessions as one iCalendar feed, named after the event. */
export function buildSessionsCalendar(
  event: CalendarEvent,
  sessions: readonly CalendarSession[],
): string {
  const calendar = newCalendar(event.event_name);
  for (const session of sessions) addSession(calendar, event, session);
  return calendar.toString();
}

/** Sessions of several events, each in its own event's zone, as one feed of the given name. */
export function buildMixedSessionsCalendar(
  name: string,
  entries: readonly { event: CalendarEvent; session: CalendarSession }[],
): string {
  const calendar = newCalendar(name);
  for (const { event, session } of entries) addSession(calendar, event, session);
  return calendar.toString();
}
