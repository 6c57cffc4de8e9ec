import { t } from "@/i18n/i18n";

// The first of these the browser names is the device a new passkey most likely lives on: a
// name the person recognises in the list, and may change before adding it.
const DEVICES: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/CrOS/, "Chromebook"],
  [/Macintosh/, "Mac"],
  [/Windows/, "Windows"],
  [/Linux/, "Linux"],
];

/** A name for a new passkey: the device the browser runs on, else 'Passkey'. */
export function guessPasskeyName(userAgent: string = navigator.userAgent): string {
  return DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? t("app-passkeys.defaultName");
}
