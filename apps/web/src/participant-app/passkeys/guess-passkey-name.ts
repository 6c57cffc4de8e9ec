import { t } from "@/i18n/i18n";
import { guessDeviceName } from "@/lib/guess-device-name";

/** A name for a new passkey: the system the browser runs on, else 'Passkey'. */
export function guessPasskeyName(userAgent: string = navigator.userAgent): string {
  return guessDeviceName(userAgent) ?? t("app-passkeys.defaultName");
}
