import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

/**
 * A screen's words as an object of texts, each read in the active language whenever it is
 * shown (a getter per key), beside `rest`: its functions and anything else it holds. Screens
 * keep reading `texts.pageTitle` while the words follow the page's language.
 */
export function readWhenShown<TKeys extends Record<string, MessageId>, TRest extends object>(
  keys: TKeys,
  rest: TRest,
): { readonly [Name in keyof TKeys]: string } & TRest {
  const texts = { ...rest };
  for (const [name, key] of Object.entries(keys)) {
    Object.defineProperty(texts, name, { get: () => t(key), enumerable: true });
  }
  return texts as { readonly [Name in keyof TKeys]: string } & TRest;
}
