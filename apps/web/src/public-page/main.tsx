import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { chooseLanguage } from "@/i18n/choose-language";
import { activateLanguage } from "@/i18n/i18n";
import { loadPublicEvent } from "./api/public-api";
import { App } from "./app";
import { readRoute } from "./paths";
import { prepareProofOfWork } from "./pow/proof-of-work";
import "./public-page.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element");

const route = readRoute(window.location.pathname);
// The texts, the event and the anti-robot check are all asked for at once: the event while
// React starts, not after; the check solved while the person reads and types, so sending the
// form does not wait for it.
const texts = activateLanguage(chooseLanguage(), ["public"]);
if (route.page === "event") {
  void loadPublicEvent(route.slug).catch(() => {});
  prepareProofOfWork();
}
// Drawn once its texts are in; should they fail to come (offline), drawn all the same, and a
// reload fetches them again.
void texts
  .catch(() => undefined)
  .then(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App route={route} />
      </StrictMode>,
    );
  });
