import type { Person } from "@events/contract";
import { switchLanguage } from "@/i18n/choose-language";

// The person's language is theirs in every event and on every device: chosen on the profile it
// is kept on the server (their e-mails follow it) and in this browser (the next visit opens in
// it before anyone signs in).

/** Once signed in: the person's own language, when they have chosen one, becomes the app's. */
export async function followPersonLanguage(person: Pick<Person, "language">): Promise<void> {
  if (!person.language) return;
  try {
    await switchLanguage(person.language);
  } catch {
    // Its texts could not be fetched (the network went): the app stays in its language.
  }
}
