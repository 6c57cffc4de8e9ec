import type { Language } from "@events/contract";
import { useSyncExternalStore } from "react";
import { activeLanguage, i18n, t } from "./i18n";

function subscribe(onChange: () => void): () => void {
  return i18n.on("change", onChange);
}

/**
 * The translator and the active language, for a component: it renders again when the language
 * changes. No provider is needed, so a component renders alike in the app and in its tests.
 */
export function useTexts(): { t: typeof t; language: Language } {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return { t, language };
}
