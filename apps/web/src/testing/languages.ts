import { type Language, textDirectionOf } from "@events/contract";
import type { Messages } from "@lingui/core";
import { i18n } from "@/i18n/i18n";

// Every catalogue of a language at once (the "all" bundle), for tests of a screen in it.
const EVERY_TEXT: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import("virtual:catalogue/all/en"),
  de: () => import("virtual:catalogue/all/de"),
  es: () => import("virtual:catalogue/all/es"),
  ar: () => import("virtual:catalogue/all/ar"),
};

/** Shows every text in this language until the test ends (setup-tests.ts goes back to English). */
export async function showTextsIn(language: Language): Promise<void> {
  const { default: messages } = await EVERY_TEXT[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  document.documentElement.dir = textDirectionOf(language);
}
