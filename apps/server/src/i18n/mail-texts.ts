import { type Language, SOURCE_LANGUAGE } from "@events/contract";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import ar from "./catalogues/mail/ar.json" with { type: "json" };
import de from "./catalogues/mail/de.json" with { type: "json" };
import en from "./catalogues/mail/en.json" with { type: "json" };
import es from "./catalogues/mail/es.json" with { type: "json" };

// The words of the e-mails the server sends, in the reader's language: ICU messages, as the web's
// (scripts/check-catalogues.mjs keeps every language complete).

export type MailMessageId = keyof typeof en;
export type MailValues = Record<string, unknown>;

const CATALOGUES: Record<Language, Partial<Record<MailMessageId, string>>> = { en, de, es, ar };

export interface MailTexts {
  language: Language;
  t(id: MailMessageId, values?: MailValues): string;
}

const translators = new Map<Language, MailTexts>();

function compile(language: Language): Messages {
  // A key a language lacks reads in English rather than as its key.
  const messages: Record<string, string> = { ...en, ...CATALOGUES[language] };
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
  );
}

/** The mail texts in a language, compiled when first asked for. */
export function mailTextsIn(language: Language): MailTexts {
  let texts = translators.get(language);
  if (!texts) {
    const i18n: I18n = setupI18n({ locale: language, messages: { [language]: compile(language) } });
    texts = { language, t: (id, values) => i18n._(id, values) };
    translators.set(language, texts);
  }
  return texts;
}

/** The texts of the specification's language, for mail whose reader has no language yet. */
export const englishMailTexts = (): MailTexts => mailTextsIn(SOURCE_LANGUAGE);
