import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@events/contract";
import { type ComponentPropsWithoutRef, useId } from "react";
import { switchLanguage } from "./choose-language";
import { useTexts } from "./use-texts";

// The language select of the sign-in page, the public registration page and the participants'
// app: in src/i18n, which all three builds load already, so it brings in nothing they lack.

type LanguageSelectProps = Omit<
  ComponentPropsWithoutRef<"select">,
  "value" | "defaultValue" | "onChange" | "children"
> & {
  value: Language;
  onChoose: (language: Language) => void;
};

/**
 * A native select of the product's languages, each by its own name and marked as written in it,
 * so a reader finds theirs whatever the page's language.
 */
export function LanguageSelect({ value, onChoose, ...selectProps }: LanguageSelectProps) {
  return (
    <select
      {...selectProps}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isLanguage(chosen)) onChoose(chosen);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}

function switchPageLanguage(language: Language): void {
  // Offline, the texts cannot come: the page stays in its language.
  switchLanguage(language).catch(() => undefined);
}

/**
 * The page's language where nobody is signed in (the sign-in page, the public registration
 * page), so a visitor can switch before anything else; the choice is kept in this browser. At
 * the end of the line where it has one to itself.
 */
export function PageLanguageSelect() {
  const { t, language } = useTexts();
  const selectId = useId();
  return (
    <div className="flex items-center justify-end gap-2 text-sm text-slate-700">
      <label htmlFor={selectId}>{t("common.language")}</label>
      <LanguageSelect
        id={selectId}
        value={language}
        onChoose={switchPageLanguage}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40"
      />
    </div>
  );
}
