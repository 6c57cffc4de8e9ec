import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  decodeCursor,
  isCalendarDay,
  isUuid,
} from "@events/contract";
import type { PageCursor } from "@/lib/page-cursor";

/**
 * The activity log's filters as the address holds them (?event_id=...&action=...), so a link can
 * open a filtered list and the back button steps back through the filters. `from` and `to` are
 * days of the browser's own calendar, as the date fields show them.
 */
export type ActivityFilters = {
  event_id?: string | undefined;
  actor_id?: string | undefined;
  entity_type?: AuditEntityType | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const ACTIVITY_FILTER_NAMES = [
  "event_id",
  "actor_id",
  "entity_type",
  "action",
  "from",
  "to",
] as const satisfies readonly (keyof ActivityFilters)[];

const PAGE_PARAM = "page";

/** The way to a page past the first that the page before or after it gave. */
export type ActivityCursor = PageCursor;

const CURSOR_DIRECTIONS = ["after", "before"] as const;

// The same uuid rule as the API's event_id and actor_id filters (zod's uuid()).
function readId(value: string | null): string | undefined {
  return value !== null && isUuid(value) ? value : undefined;
}

function readOneOf<TValue extends string>(
  values: readonly TValue[],
  value: string | null,
): TValue | undefined {
  return values.find((known) => known === value);
}

function readDay(value: string | null): string | undefined {
  return value !== null && isCalendarDay(value) ? value : undefined;
}

/** The filters an address names; a value that is not one the filter takes is left out. */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  return {
    event_id: readId(params.get("event_id")),
    actor_id: readId(params.get("actor_id")),
    entity_type: readOneOf(AUDIT_ENTITY_TYPES, params.get("entity_type")),
    action: readOneOf(AUDIT_ACTIONS, params.get("action")),
    from: readDay(params.get("from")),
    to: readDay(params.get("to")),
  };
}

/** The page an address names: a whole number from 1, else the first. */
export function readActivityPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The cursor an address names, if it names one a page could have given; after and before at once
 * name no page, so the page is then read by its number.
 */
export function readActivityCursor(params: URLSearchParams): ActivityCursor | undefined {
  const cursors = CURSOR_DIRECTIONS.flatMap((direction) => {
    const cursor = params.get(direction);
    return cursor !== null && decodeCursor(cursor) !== undefined ? [{ direction, cursor }] : [];
  });
  return cursors.length === 1 ? cursors[0] : undefined;
}

/** The filters that are set, in a stable order, as name and value pairs. */
function setFilters(filters: ActivityFilters): [string, string][] {
  return ACTIVITY_FILTER_NAMES.flatMap((name) => {
    const value = filters[name];
    return value ? [[name, value] as [string, string]] : [];
  });
}

export function hasActivityFilters(filters: ActivityFilters): boolean {
  return setFilters(filters).length > 0;
}

/**
 * The address's query for the filters and a page, with the cursor that leads to it; the first
 * page goes unnamed and needs no cursor.
 */
export function toActivitySearchParams(
  filters: ActivityFilters,
  page = 1,
  cursor?: ActivityCursor,
): URLSearchParams {
  const params = new URLSearchParams(setFilters(filters));
  if (page > 1) {
    params.set(PAGE_PARAM, String(page));
    if (cursor) params.set(cursor.direction, cursor.cursor);
  }
  return params;
}

/** The first instant of a day of the browser's calendar, as the API's zoned ISO date-time. */
function startOfLocalDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date);
}

/**
 * The filters as the API takes them. The days become instants of the browser's zone, so the list
 * covers the days the user sees in its times: `from` its first instant, `to` its last
 * (the API counts an instant `to` as inclusive).
 */
export function toAuditLogFilters(filters: ActivityFilters): Record<string, string> {
  const request: Record<string, string> = Object.fromEntries(setFilters(filters));
  if (filters.from) request.from = startOfLocalDay(filters.from).toISOString();
  if (filters.to) {
    const nextDay = startOfLocalDay(filters.to);
    nextDay.setDate(nextDay.getDate() + 1);
    request.to = new Date(nextDay.getTime() - 1).toISOString();
  }
  return request;
}
