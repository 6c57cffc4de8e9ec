import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { chooseLanguage } from "@/i18n/choose-language";
import { activateLanguage } from "@/i18n/i18n";
import { App } from "./app";
import { preloadScreen } from "./routes";
import "./app.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element");

// The texts, the screen's code and its data are fetched side by side; the app is drawn once
// the texts are in. Should they fail to come (offline, not saved yet), it is drawn all the same
// and a reload fetches them again.
const texts = activateLanguage(chooseLanguage(), ["app"]);
preloadScreen(window.location.pathname);
void texts
  .catch(() => undefined)
  .then(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
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
