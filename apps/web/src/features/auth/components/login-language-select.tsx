import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "@events/contract";
import { useId } from "react";
import { storeLanguageChoice } from "@/i18n/choose-language";
import { activateLanguage } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";

/**
 * Under the sign-in card: the page's language, so someone can switch before signing in. A
 * native select, each language by its own name; the choice is kept in this browser.
 */
export function LoginLanguageSelect() {
  const { t, language } = useTexts();
  const selectId = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      <label htmlFor={selectId}>{t("sign-in.language.label")}</label>
      <select
        id={selectId}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          storeLanguageChoice(chosen);
          void activateLanguage(chosen);
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
