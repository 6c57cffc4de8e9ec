// What the service worker keeps for use without a network, shared by the worker and the pages:
// the person's events, an event, its agenda, the ticket, the inbox and the profile (GET only),
// and /media images. Every other /api answer, the sign-in calls above all, goes to the network
// and is never stored.

/** The cache of the person's saved answers; signing out deletes it. */
export const SAVED_ANSWERS_CACHE = "me-api";
export const SAVED_MEDIA_CACHE = "media";

/** Set by the service worker on an answer it stored: when it stored it (ISO 8601). */
export const SAVED_AT_HEADER = "X-Saved-At";

const SAVED_API_PATHS = [
  /^\/api\/me\/events$/,
  /^\/api\/me\/events\/[^/]+$/,
  /^\/api\/me\/events\/[^/]+\/sessions$/,
  /^\/api\/me\/events\/[^/]+\/ticket$/,
  /^\/api\/me\/messages$/,
  /^\/api\/me$/,
];

/** Whether a GET of this path is answered from the network first and saved for offline use. */
export function isSavedApiPath(pathname: string): boolean {
  return SAVED_API_PATHS.some((pattern) => pattern.test(pathname));
}

export function isMediaPath(pathname: string): boolean {
  return pathname.startsWith("/media/");
}

/** Deletes the saved copy of an answer the server no longer gives (404). */
export async function deleteSavedAnswer(path: string): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(SAVED_ANSWERS_CACHE);
  await cache.delete(path);
}
