import { type Session, venueKey } from "@events/contract";
import { t } from "@/i18n/i18n";
import { ordinal } from "@/lib/format-date";
import { parseWallClock, type WallClockParts } from "@/lib/wall-clock";
import { formatInActiveLanguage } from "./session-dates";

// The agenda's day-by-day layout, worked out on the wall-clock parts of the sessions' times
// only (DESIGN §6), so no browser time zone ever moves a session to another hour or day.

/** A calendar day of the agenda, 'YYYY-MM-DD' as the sessions' times write it. */
export type AgendaDay = string;

export const MINUTES_PER_DAY = 24 * 60;

/**
 * What one session takes of one day. A session running past midnight is on every day it covers,
 * cut to each day: it starts at 0 on the days after its first and ends at 1440 before its last.
 */
export type AgendaItem = {
  session: Session;
  /** Minutes after the day's midnight. */
  startMinute: number;
  endMinute: number;
  /** It began on an earlier day. */
  continuesBefore: boolean;
  /** It goes on into a later day. */
  continuesAfter: boolean;
};

/** One venue's column of a day: the sessions in one room, each in a lane beside its clashes. */
export type AgendaVenueGroup = {
  /** The room as venueKey reads it; null for the sessions without a venue. */
  key: string | null;
  /** The venue as first written among them ('No venue', in words, for those without one). */
  label: string;
  items: (AgendaItem & { lane: number })[];
  /** How many sessions of the room overlap at most: the lanes side by side. */
  laneCount: number;
};

/**
 * The shortest block the timeline draws, in minutes: a ten-minute session still needs room for
 * its name, and sessions are laid out in lanes by what they take on screen, not only by time.
 */
export const MIN_BLOCK_MINUTES = 45;

const MS_PER_DAY = 86_400_000;

function dayOf(parts: WallClockParts): AgendaDay {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${String(parts.year).padStart(4, "0")}-${pad(parts.month)}-${pad(parts.day)}`;
}

function dayToUtcMs(day: AgendaDay): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function utcMsToDay(ms: number): AgendaDay {
  return new Date(ms).toISOString().slice(0, 10);
}

function minuteOfDay(parts: WallClockParts): number {
  return parts.hour * 60 + parts.minute;
}

/** The session's first and last day; undefined when its times cannot be read. */
function getSessionDays(session: Session): { first: AgendaDay; last: AgendaDay } | undefined {
  const start = parseWallClock(session.start_datetime);
  const end = parseWallClock(session.end_datetime);
  if (!start) return undefined;
  const first = dayOf(start);
  if (!end || session.end_datetime <= session.start_datetime) return { first, last: first };
  // Ending at midnight, a session does not reach into the day that midnight begins.
  const endMs = dayToUtcMs(dayOf(end)) - (minuteOfDay(end) === 0 ? MS_PER_DAY : 0);
  const last = utcMsToDay(Math.max(endMs, dayToUtcMs(first)));
  return { first, last };
}

/** The days that have sessions, earliest first: every day a session covers. */
export function getAgendaDays(sessions: readonly Session[]): AgendaDay[] {
  const days = new Set<AgendaDay>();
  for (const session of sessions) {
    const span = getSessionDays(session);
    if (!span) continue;
    for (let ms = dayToUtcMs(span.first); ms <= dayToUtcMs(span.last); ms += MS_PER_DAY) {
      days.add(utcMsToDay(ms));
    }
  }
  return [...days].sort();
}

/** The sessions on a day, cut to it, by start then end then name. */
export function getDayItems(sessions: readonly Session[], day: AgendaDay): AgendaItem[] {
  const items: AgendaItem[] = [];
  for (const session of sessions) {
    const span = getSessionDays(session);
    if (!span || day < span.first || day > span.last) continue;
    const start = parseWallClock(session.start_datetime) as WallClockParts;
    const end = parseWallClock(session.end_datetime);
    const startMinute = span.first === day ? minuteOfDay(start) : 0;
    const hasNoLength = !end || session.end_datetime <= session.start_datetime;
    // The day it goes on past, or whose following midnight it ends at, is taken to the end.
    const endMinute = hasNoLength
      ? startMinute
      : dayOf(end) === day
        ? minuteOfDay(end)
        : MINUTES_PER_DAY;
    items.push({
      session,
      startMinute,
      endMinute,
      continuesBefore: span.first < day,
      continuesAfter: span.last > day,
    });
  }
  return items.sort(
    (a, b) =>
      a.startMinute - b.startMinute ||
      a.endMinute - b.endMinute ||
      a.session.name.localeCompare(b.session.name),
  );
}

function getVisualEnd(item: AgendaItem): number {
  return Math.min(Math.max(item.endMinute, item.startMinute + MIN_BLOCK_MINUTES), MINUTES_PER_DAY);
}

/** Each item in the first lane free when it starts, so overlapping sessions sit side by side. */
function assignLanes(items: readonly AgendaItem[]): AgendaVenueGroup["items"] {
  const laneEnds: number[] = [];
  return items.map((item) => {
    const free = laneEnds.findIndex((laneEnd) => laneEnd <= item.startMinute);
    const lane = free === -1 ? laneEnds.length : free;
    laneEnds[lane] = getVisualEnd(item);
    return { ...item, lane };
  });
}

/**
 * A day's sessions by room: venues compared as the clash rule compares them (trimmed, any
 * case), alphabetically, with the sessions without a venue last.
 */
export function groupItemsByVenue(items: readonly AgendaItem[]): AgendaVenueGroup[] {
  const groups = new Map<string | null, { label: string; items: AgendaItem[] }>();
  for (const item of items) {
    const key = venueKey(item.session.venue);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else {
      const label =
        key === null ? t("sessions.agenda.noVenue") : (item.session.venue?.trim() ?? "");
      groups.set(key, { label, items: [item] });
    }
  }
  return [...groups.entries()]
    .map(([key, group]) => {
      const laidOut = assignLanes(group.items);
      const laneCount = Math.max(1, ...laidOut.map(({ lane }) => lane + 1));
      return { key, label: group.label, items: laidOut, laneCount };
    })
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === null ? 1 : -1;
      return a.label.localeCompare(b.label);
    });
}

/** The whole hours the timeline shows: from the first start to the last (drawn) end. */
export function getHourRange(items: readonly AgendaItem[]): { first: number; last: number } {
  if (items.length === 0) return { first: 9, last: 17 };
  const first = Math.floor(Math.min(...items.map(({ startMinute }) => startMinute)) / 60);
  const last = Math.ceil(Math.max(...items.map(getVisualEnd)) / 60);
  return { first, last: Math.max(last, first + 1) };
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'Wednesday, 5th of Mar 2025'; the short form 'Wed 5th Mar' for the day buttons. */
export function formatAgendaDay(day: AgendaDay, form: "long" | "short" = "long"): string {
  const date = new Date(dayToUtcMs(day));
  const inLanguage = formatInActiveLanguage(
    date,
    form === "short" ? "agendaDayShort" : "agendaDay",
  );
  if (inLanguage) return inLanguage;
  const weekday = WEEKDAYS[date.getUTCDay()] ?? "";
  const month = MONTHS[date.getUTCMonth()] ?? "";
  const dayOfMonth = ordinal(date.getUTCDate());
  if (form === "short") return `${weekday.slice(0, 3)} ${dayOfMonth} ${month}`;
  return `${weekday}, ${dayOfMonth} of ${month} ${date.getUTCFullYear()}`;
}

/** 'YYYY-MM-DD' of a wall-clock string, or undefined when it is not one. */
export function getDayOfWallClock(value: string): AgendaDay | undefined {
  const parts = parseWallClock(value);
  return parts ? dayOf(parts) : undefined;
}

/** '9 AM' for the timeline's axis. */
export function formatHour(hour: number): string {
  const inLanguage = formatInActiveLanguage(new Date(Date.UTC(2000, 0, 1, hour)), "hour");
  if (inLanguage) return inLanguage;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12} ${hour % 24 < 12 ? "AM" : "PM"}`;
}
