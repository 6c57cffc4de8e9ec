import type { Language, User } from "@events/contract";
import {
  browserLanguage,
  serverDefaultLanguage,
  storeLanguageChoice,
  switchLanguage,
} from "@/i18n/choose-language";
import { activateLanguage } from "@/i18n/i18n";
import { updateLanguage } from "./api/update-language";

/**
 * After sign-in or the session check: a language kept on the account wins over this browser's,
 * and is kept here too, so the next visit opens in it before anyone has signed in.
 */
export function adoptAccountLanguage(user: User): void {
  if (user.language) void switchLanguage(user.language);
}

/**
 * The signed-in user's choice in their menu: the page switches at once, the browser keeps it,
 * and the account keeps it for their other browsers and their e-mails. Null follows the browser
 * (else the server's default) again. Answers the user as the server now has them.
 */
export async function chooseAccountLanguage(language: Language | null): Promise<User> {
  storeLanguageChoice(language);
  await activateLanguage(language ?? browserLanguage() ?? serverDefaultLanguage());
  const { user } = await updateLanguage({ language });
  return user;
}
