import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadPublicEvent } from "./api/public-api";
import { App } from "./app";
import { readRoute } from "./paths";
import { prepareProofOfWork } from "./pow/proof-of-work";
import "./public-page.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element");

const route = readRoute(window.location.pathname);
if (route.page === "event") {
  // The event is asked for while React starts, not after; and the anti-robot check is solved
  // while the person reads and types, so sending the form does not wait for it.
  void loadPublicEvent(route.slug).catch(() => {});
  prepareProofOfWork();
}
createRoot(rootElement).render(
  <StrictMode>
    <App route={route} />
  </StrictMode>,
);
