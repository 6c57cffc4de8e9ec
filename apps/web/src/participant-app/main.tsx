import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { preloadScreen } from "./routes";
import "./app.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element");

// The screen's code is fetched while React starts, not after.
preloadScreen(window.location.pathname);
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// After the first screen, and with workbox-window out of the first screen's scripts: the
// worker's install downloads the whole app, which should not compete with what was asked for.
if (import.meta.env.PROD) {
  window.addEventListener(
    "load",
    () => {
      import("./service-worker/register")
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => {
          // Not fetched (no network): the next visit registers it.
        });
    },
    { once: true },
  );
}
