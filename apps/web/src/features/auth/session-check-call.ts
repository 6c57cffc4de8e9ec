// Imports nothing: the build hands these to the page's first script too (vite.config.ts,
// firstFiles), which sends the first session check before the app's code has come.

/** The session check's call. */
export const SESSION_CHECK_PATH = "/api/auth/validate-token";

/** The specification runs the first session check about 50 ms after start. */
export const INITIAL_SESSION_CHECK_DELAY_MS = 50;
