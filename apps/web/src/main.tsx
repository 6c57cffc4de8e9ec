import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadPage } from "./app/router";
import { chooseLanguage } from "./i18n/choose-language";
import { activateLanguage } from "./i18n/i18n";
import "./index.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element");

// The texts are fetched beside the page's code; the page is drawn once they are in. Should they
// fail to come (offline), it is drawn all the same and a reload fetches them again.
const texts = activateLanguage(chooseLanguage(), ["start"]);
void preloadPage(window.location.pathname);
void texts
  .catch(() => undefined)
  .then(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
