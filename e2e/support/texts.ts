import { readFileSync } from "node:fs";

// The web's words in a language, read from its catalogues, so a story in German says what it
// looks for as the catalogue says it (apps/web/src/i18n/catalogues/<fragment>/<language>.json).

type Catalogue = Record<string, string>;

const read = (fragment: string, language: string): Catalogue =>
  JSON.parse(
    readFileSync(
      new URL(`../../apps/web/src/i18n/catalogues/${fragment}/${language}.json`, import.meta.url),
      "utf8",
    ),
  ) as Catalogue;

/** The text of a key in a language; a key the catalogue lacks fails the story at once. */
export function textsIn(language: string): (key: string) => string {
  const cache = new Map<string, Catalogue>();
  return (key) => {
    const fragment = key.slice(0, key.indexOf("."));
    let catalogue = cache.get(fragment);
    if (!catalogue) {
      catalogue = read(fragment, language);
      cache.set(fragment, catalogue);
    }
    const text = catalogue[key];
    if (text === undefined)
      throw new Error(`No ${key} in the ${language} catalogue of ${fragment}`);
    return text;
  };
}
