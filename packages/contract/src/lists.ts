import { z } from "zod";
import { oneOfSchema } from "./common.js";

// Lists that can grow are paged and searched on the server (DESIGN §10). A list call keeps its
// specification answer when it is asked without any of these parameters.

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEBOUNCE_MS = 300;

const pageSchema = z.coerce
  .number({ error: "page must be a whole number from 1" })
  .int("page must be a whole number from 1")
  .min(1, "page must be a whole number from 1");

const pageSizeSchema = z.coerce
  .number({ error: `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .int(`page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .min(1, `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .max(MAX_PAGE_SIZE, `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}`);

// Control characters never belong in a search; refusing them also keeps the separator the
// server puts between searched columns out of every search.
const searchSchema = z
  .string({ error: "q must be text" })
  .max(SEARCH_MAX_LENGTH, `q is at most ${SEARCH_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, "q must not contain control characters")
  .transform((value) => value.trim());

/** The paging and search parameters every paged list takes. */
export const pageQueryFields = {
  page: pageSchema.optional().describe("From 1; default 1"),
  page_size: pageSizeSchema
    .optional()
    .describe(`1 to ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}`),
  q: searchSchema.optional().describe("Case-insensitive; matches anywhere in the searched fields"),
};

/** A sort parameter: the field name, or the field name after '-' for descending. */
export function sortSchema<const T extends readonly [string, ...string[]]>(fields: T) {
  const values = fields.flatMap((field) => [field, `-${field}`]) as [
    `${T[number]}` | `-${T[number]}`,
    ...(`${T[number]}` | `-${T[number]}`)[],
  ];
  return oneOfSchema(values, "sort");
}

/** Whether any list parameter was given, which asks for the paged answer. */
export function isPagedQuery(query: Record<string, unknown>): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/** The page, the size and the search a paged list settles on, with the defaults filled in. */
export interface PageRequest {
  page: number;
  page_size: number;
  q: string;
}

export function toPageRequest(query: {
  page?: number | undefined;
  page_size?: number | undefined;
  q?: string | undefined;
}): PageRequest {
  return {
    page: query.page ?? 1,
    page_size: query.page_size ?? DEFAULT_PAGE_SIZE,
    q: query.q ?? "",
  };
}

// A list read in order can also be stepped through by cursor: the page after (or before) the
// one that gave it, found through the list's index however deep it is, where a page number
// makes the database count past every row before it.

/** More than this many matching rows are counted by the planner's estimate, not one by one. */
export const EXACT_TOTAL_LIMIT = 10_000;

export const LIST_MESSAGES = {
  afterAndBefore: "after and before cannot be given together",
  cursor: (field: "after" | "before") => `${field} must be a cursor a page of this list gave`,
} as const;

/** PostgreSQL's text of a timestamp, with or without its zone. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where a row stands in a list read in order: its time as PostgreSQL writes it, and its id. */
export interface RowPlace {
  time: string;
  id: string;
}

/** A row's place as a cursor: opaque to the caller, base64url of the time and the id. */
export function encodeCursor(place: RowPlace): string {
  return btoa(`${place.time}|${place.id}`)
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The place a cursor names; undefined for a string no page gave. */
export function decodeCursor(cursor: string): RowPlace | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return undefined;
  }
  const [time = "", id = "", ...rest] = text.split("|");
  return rest.length === 0 && CURSOR_TIME.test(time) && CURSOR_ID.test(id)
    ? { time, id }
    : undefined;
}

const cursorSchema = (field: "after" | "before") =>
  z
    .string({ error: LIST_MESSAGES.cursor(field) })
    .refine((value) => decodeCursor(value) !== undefined, LIST_MESSAGES.cursor(field));

/** The cursor parameters of a list read in order; `page` then only names the page. */
export const cursorQueryFields = {
  after: cursorSchema("after").optional().describe("A page's next_cursor: the page after it"),
  before: cursorSchema("before")
    .optional()
    .describe("A page's previous_cursor: the page before it"),
};

/** after and before are each a way to the page; both at once name none. */
export function hasOneCursorAtMost(query: { after?: unknown; before?: unknown }): boolean {
  return query.after === undefined || query.before === undefined;
}

export const cursorPageInfoSchema = z.object({
  total_is_estimate: z
    .boolean()
    .describe(`true when more than ${EXACT_TOTAL_LIMIT} match: total is then an estimate`),
  next_cursor: z
    .string()
    .nullable()
    .describe("The page after this one, as `after`; null at the end"),
  previous_cursor: z
    .string()
    .nullable()
    .describe("The page before this one, as `before`; null on the first page"),
});
export type CursorPageInfo = z.infer<typeof cursorPageInfoSchema>;

export const pageInfoSchema = z.object({
  total: z.number().int().min(0).describe("How many match the filters, over every page"),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
