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

export const pageInfoSchema = z.object({
  total: z.number().int().min(0).describe("How many match the filters, over every page"),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
