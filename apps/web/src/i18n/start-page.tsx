import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { BundleName } from "./bundles";
import { chooseLanguage } from "./choose-language";
import { activateLanguage } from "./i18n";

/**
 * The start of each page (the admin app, the participants' app, the public page): its texts are
 * asked for at once, in the reader's language, so the caller can ask for its code and data beside
 * them; the function answered draws the page once they are in. Should they fail to come
 * (offline, not saved yet), the page is drawn all the same and a reload fetches them again.
 */
export function startPage(bundle: BundleName): (page: ReactNode) => void {
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("The page has no #root element");
  const texts = activateLanguage(chooseLanguage(), [bundle]);
  return (page) => {
    void texts
      .catch(() => undefined)
      .then(() => {
        createRoot(rootElement).render(<StrictMode>{page}</StrictMode>);
      });
  };
}
