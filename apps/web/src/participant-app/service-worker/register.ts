import { Workbox } from "workbox-window";
import { reloadAllResources } from "../api/resource-cache";
import { APP_BASE_PATH } from "../paths";
import { announceWaitingUpdate } from "./waiting-update";

/**
 * Registers the service worker (sw.ts, built to /app/sw.js). A new version found later waits
 * until the person chooses to reload (the update prompt), so a screen never changes under them.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const workbox = new Workbox(`${APP_BASE_PATH}sw.js`, { scope: APP_BASE_PATH });
  // The first visit's worker takes over the open page (clientsClaim in sw.ts): what the page
  // loaded before that went around it, so it is asked for again, now through the worker.
  workbox.addEventListener("controlling", (event) => {
    if (!event.isUpdate) reloadAllResources();
  });
  workbox.addEventListener("waiting", () => {
    announceWaitingUpdate(() => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
}
