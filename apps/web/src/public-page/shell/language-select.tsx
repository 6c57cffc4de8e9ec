import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "@events/contract";
import { useId } from "react";
import { storeLanguageChoice } from "@/i18n/choose-language";
import { activateLanguage } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";

/**
 * The page's language, which a visitor may change: each language by its own name, so a reader
 * finds theirs whatever the page is in. The choice is kept in this browser for their next visit.
 */
export function LanguageSelect() {
  const { t, language } = useTexts();
  const id = useId();
  return (
    <div className="flex items-center justify-end gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        {t("public.page.language")}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          storeLanguageChoice(chosen);
          // Offline, the texts cannot come: the page stays in its language.
          activateLanguage(chosen).catch(() => undefined);
        }}
        className="rounded-md border border-slate-400 bg-white px-2 py-1 text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700/40"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
