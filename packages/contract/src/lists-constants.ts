// The lists' plain values, apart from their schemas (lists.ts): the participants' lists, the door
// and the badges page search and page with them on their first load, and a page that reads a
// server's message by its code (error-codes.ts) needs the messages; zod should not have to come
// with them.

// Lists that can grow are paged and searched on the server (DESIGN §10). A list call keeps its
// specification answer when it is asked without any of these parameters.

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEBOUNCE_MS = 300;

/** The rules of a page's query: which page, how long, the search. */
export const PAGE_QUERY_MESSAGES = {
  page: "page must be a whole number from 1",
  pageSize: (max: number) => `page_size must be a whole number from 1 to ${max}`,
  searchTooLong: (max: number) => `q is at most ${max} characters`,
  searchControlCharacters: "q must not contain control characters",
} as const;

export const LIST_MESSAGES = {
  afterAndBefore: "after and before cannot be given together",
  cursor: (field: "after" | "before") => `${field} must be a cursor a page of this list gave`,
} as const;
