// The lists' plain values, apart from their schemas (lists.ts): the participants' lists, the door
// and the badges page search and page with them on their first load, and zod should not have to
// come with them.

// Lists that can grow are paged and searched on the server (DESIGN §10). A list call keeps its
// specification answer when it is asked without any of these parameters.

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEBOUNCE_MS = 300;
