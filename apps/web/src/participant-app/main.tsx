import { startPage } from "@/i18n/start-page";
import { App } from "./app";
import { preloadScreen } from "./routes";
import "./app.css";

// The texts, the screen's code and its data are fetched side by side.
const draw = startPage("app");
preloadScreen(window.location.pathname);
draw(<App />);
// The worker's install downloads the whole app (about 400 KB), which should not compete with the
// first screen's code and data on a slow network: it starts a while after the page has loaded,
// and workbox-window stays out of the first screen's scripts.
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD) {
  window.addEventListener(
    "load",
    () => {
      window.setTimeout(() => {
        import("./service-worker/register")
          .then(({ registerServiceWorker }) => registerServiceWorker())
          .catch(() => {
            // Not fetched (no network): the next visit registers it.
          });
      }, SERVICE_WORKER_DELAY_MS);
    },
    { once: true },
  );
}
