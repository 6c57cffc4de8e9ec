import type { Language, Person } from "@events/contract";
import { storeLanguageChoice } from "@/i18n/choose-language";
import { activateLanguage, activeLanguage } from "@/i18n/i18n";

// The person's language is theirs in every event and on every device: chosen on the profile it
// is kept on the server (their e-mails follow it) and in this browser (the next visit opens in
// it before anyone signs in).

/** Keeps the choice in this browser and shows the app in it once its texts are in. */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguageChoice(language);
  if (language !== activeLanguage()) await activateLanguage(language);
}

/** Once signed in: the person's own language, when they have chosen one, becomes the app's. */
export async function followPersonLanguage(person: Pick<Person, "language">): Promise<void> {
  if (!person.language) return;
  try {
    await switchLanguage(person.language);
  } catch {
    // Its texts could not be fetched (the network went): the app stays in its language.
  }
}
