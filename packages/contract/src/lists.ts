import { z } from "zod";
import { FIELD_MESSAGES, NO_CONTROL_CHARACTERS, oneOfSchema } from "./common.js";
import { CURSOR_PATTERN, type CursorOrder, decodeCursor, isCursorOf } from "./cursor-rules.js";
import {
  DEFAULT_PAGE_SIZE,
  LIST_MESSAGES,
  MAX_PAGE_SIZE,
  PAGE_QUERY_MESSAGES,
  SEARCH_MAX_LENGTH,
} from "./lists-constants.js";

export * from "./cursor-rules.js";
export * from "./lists-constants.js";

const pageSchema = z.coerce
  .number({ error: PAGE_QUERY_MESSAGES.page })
  .int(PAGE_QUERY_MESSAGES.page)
  .min(1, PAGE_QUERY_MESSAGES.page);

const pageSizeMessage = PAGE_QUERY_MESSAGES.pageSize(MAX_PAGE_SIZE);
const pageSizeSchema = z.coerce
  .number({ error: pageSizeMessage })
  .int(pageSizeMessage)
  .min(1, pageSizeMessage)
  .max(MAX_PAGE_SIZE, pageSizeMessage);

// Control characters never belong in a search; refusing them also keeps the separator the
// server puts between searched columns out of every search.
const searchSchema = z
  .string({ error: FIELD_MESSAGES.text("q") })
  .max(SEARCH_MAX_LENGTH, PAGE_QUERY_MESSAGES.searchTooLong(SEARCH_MAX_LENGTH))
  .regex(NO_CONTROL_CHARACTERS, PAGE_QUERY_MESSAGES.searchControlCharacters)
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

const cursorSchema = (field: "after" | "before") =>
  z
    .string({ error: LIST_MESSAGES.cursor(field) })
    .regex(CURSOR_PATTERN, { message: LIST_MESSAGES.cursor(field), abort: true })
    .refine((value) => decodeCursor(value) !== undefined, LIST_MESSAGES.cursor(field));

/** The cursor parameters of a list read in order; `page` then only names the page. */
export const cursorQueryFields = {
  after: cursorSchema("after").optional().describe("A page's next_cursor: the page after it"),
  before: cursorSchema("before")
    .optional()
    .describe("A page's previous_cursor: the page before it"),
};

type CursorQuery = { after?: string | undefined; before?: string | undefined };

/**
 * The query of a list with cursors, refused (400) when it gives both after and before, which
 * name no one page, or a cursor that a page of this list in the order the query asks for
 * (`orderOf`) did not give: a place in another order would lead to an arbitrary page.
 */
export function withCursorRules<Schema extends z.ZodType<CursorQuery>>(
  schema: Schema,
  orderOf: (query: z.output<Schema>) => CursorOrder,
): Schema {
  return schema.superRefine((query: z.output<Schema>, context) => {
    if (query.after !== undefined && query.before !== undefined) {
      context.addIssue({ code: "custom", message: LIST_MESSAGES.afterAndBefore, path: ["before"] });
      return;
    }
    for (const field of ["after", "before"] as const) {
      const cursor = query[field];
      // One that does not decode at all is refused by its own field's schema.
      if (cursor === undefined || decodeCursor(cursor) === undefined) continue;
      if (!isCursorOf(cursor, orderOf(query))) {
        context.addIssue({ code: "custom", message: LIST_MESSAGES.cursor(field), path: [field] });
      }
    }
  });
}

/** The way a page's cursors lead to the pages beside it; null where there is none. */
export const cursorPageInfoSchema = z.object({
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

/** Whether a total is the planner's estimate, for lists whose totals are past counting. */
export const estimatedTotalInfoSchema = z.object({
  total_is_estimate: z
    .boolean()
    .describe(`true when more than ${EXACT_TOTAL_LIMIT} match: total is then an estimate`),
});

export const pageInfoSchema = z.object({
  total: z.number().int().min(0).describe("How many match the filters, over every page"),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
