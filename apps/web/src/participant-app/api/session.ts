import { APP_CSRF_COOKIE } from "@events/contract";
import { readBrowserCookie } from "@/lib/cookies";
import { SAVED_ANSWERS_CACHE } from "../service-worker/saved-answers";
import { requestJson } from "./app-api";
import { clearResources } from "./resource-cache";

// The session itself is an HttpOnly cookie the page cannot read; its CSRF cookie, set and
// cleared with it, tells the page whether it has one without asking the server, which also
// works offline.

/** Whether this browser holds a participant's session (as far as the page can tell). */
export function hasSession(): boolean {
  return readBrowserCookie(APP_CSRF_COOKIE) !== undefined;
}

/**
 * Forgets what was shown to whoever signed in last on this device: the answers kept in memory
 * and those the service worker saved for offline use.
 */
export async function forgetSavedData() {
  clearResources();
  if ("caches" in window) await caches.delete(SAVED_ANSWERS_CACHE);
}

/** Forgets the session on this device: its CSRF cookie (the server clears its own), and the data. */
export async function forgetSession() {
  // biome-ignore lint/suspicious/noDocumentCookie: phones' Safari and Firefox lack the Cookie Store API.
  document.cookie = `${APP_CSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  await forgetSavedData();
}

/** Ends the session on the server, then on this device. */
export async function signOut() {
  await requestJson("/api/me/sign-out", { method: "POST" });
  await forgetSession();
}
