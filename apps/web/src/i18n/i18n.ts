import { type Language, SOURCE_LANGUAGE, textDirectionOf } from "@events/contract";
import { setupI18n } from "@lingui/core";
import type { BundleName } from "./bundles";
import { CATALOGUE_LOADERS } from "./catalogue-loaders";
import type { MessageId } from "./message-id";

// The page's one translator. A page is one language at a time: every text comes from the
// bundles it has loaded (bundles.ts) in the active language, and switching language loads
// those bundles in the new one before anything is shown in it.

export const i18n = setupI18n();

export type MessageValues = Record<string, unknown>;

/** The text of a message in the active language, its placeholders filled in. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

export function activeLanguage(): Language {
  return (i18n.locale || SOURCE_LANGUAGE) as Language;
}

const loadedBundles = new Set<BundleName>();
const loading = new Map<string, Promise<void>>();

function loadBundleIn(bundle: BundleName, language: Language): Promise<void> {
  const key = `${bundle}/${language}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = CATALOGUE_LOADERS[bundle][language]().then(({ default: messages }) => {
      i18n.load(language, messages);
    });
    // A failed download (offline) may be asked for again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads a bundle in the active language; later language switches load it too. */
export function loadBundle(bundle: BundleName): Promise<void> {
  loadedBundles.add(bundle);
  return loadBundleIn(bundle, activeLanguage());
}

function showLanguageOnPage(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = textDirectionOf(language);
}

/**
 * Switches the page to a language once every bundle it uses is loaded in it; until then the
 * page stays in the language it was in.
 */
export async function activateLanguage(
  language: Language,
  bundles: readonly BundleName[] = [],
): Promise<void> {
  for (const bundle of bundles) loadedBundles.add(bundle);
  await Promise.all([...loadedBundles].map((bundle) => loadBundleIn(bundle, language)));
  i18n.activate(language);
  showLanguageOnPage(language);
}
