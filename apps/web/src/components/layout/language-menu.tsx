import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@events/contract";
import { Check, ChevronRight, Languages } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { storedLanguageChoice } from "@/i18n/choose-language";
import { useTexts } from "@/i18n/use-texts";

/** The radio value of "Browser's language": a choice of no language. */
const BROWSER = "browser";

/** Names a language in itself, so a reader finds theirs whatever the page's language. */
function LanguageName({ language }: { language: Language }) {
  return <span lang={language}>{LANGUAGE_NAMES[language]}</span>;
}

/**
 * The user menu's Language item: a submenu of the languages by their own names and "Browser's
 * language", the current choice checked. Arrow keys open it and move through it.
 */
export function LanguageMenu({
  accountLanguage,
  itemClasses,
  onChoose,
}: {
  /** The account's choice; without one, this browser's stored choice is shown. */
  accountLanguage: Language | null | undefined;
  itemClasses: string;
  onChoose: (language: Language | null) => void;
}) {
  const { t } = useTexts();
  const chosen = accountLanguage ?? storedLanguageChoice() ?? BROWSER;
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={itemClasses}>
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        {t("layout.language.menu")}
        <ChevronRight aria-hidden="true" className="ms-auto size-4 shrink-0 rtl:-scale-x-100" />
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent
          sideOffset={4}
          className="z-40 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={chosen}
            onValueChange={(value) => onChoose(isLanguage(value) ? value : null)}
          >
            {[BROWSER, ...LANGUAGES].map((value) => (
              <DropdownMenu.RadioItem key={value} value={value} className={itemClasses}>
                <span className="flex size-4 shrink-0 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {isLanguage(value) ? (
                  <LanguageName language={value} />
                ) : (
                  t("layout.language.browser")
                )}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}
