/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { APP_BASE_PATH } from "../paths";
import {
  isMediaPath,
  isSavedApiPath,
  SAVED_ANSWERS_CACHE,
  SAVED_AT_HEADER,
  SAVED_MEDIA_CACHE,
} from "./saved-answers";

// The participants' app's service worker: the shell (page, scripts, styles, icons) from the
// cache the build lists, so the app opens with no network; the person's events, agenda and
// ticket and the /media images from the network first, their last copy when there is none.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A venue's weak signal should not keep a ticket from showing: past this the saved copy is shown.
const NETWORK_TIMEOUT_SECONDS = 6;
const MAX_SAVED_IMAGES = 200;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page of the app is the same index.html; the app's router draws the screen.
registerRoute(new NavigationRoute(createHandlerBoundToURL(`${APP_BASE_PATH}index.html`)));

/** Keeps only complete answers, stamped with the time they were saved. */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

const isSameOriginGet = (url: URL, request: Request) =>
  request.method === "GET" && url.origin === self.location.origin;

registerRoute(
  ({ url, request }) => isSameOriginGet(url, request) && isSavedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: SAVED_ANSWERS_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [stampSavedAt],
  }),
);

registerRoute(
  ({ url, request }) => isSameOriginGet(url, request) && isMediaPath(url.pathname),
  new NetworkFirst({
    cacheName: SAVED_MEDIA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: MAX_SAVED_IMAGES, purgeOnQuotaError: true })],
  }),
);

// The update prompt's Reload (workbox-window's messageSkipWaiting).
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first visit's page is controlled at once, so what it loads is saved from then on.
clientsClaim();
