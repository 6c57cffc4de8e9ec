import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { BUNDLES, type BundleName, FRAGMENTS, type FragmentName } from "./src/i18n/bundles";

// Serves `virtual:catalogue/<bundle>/<language>`: the bundle's fragments merged and their ICU
// messages compiled, so the pages carry Lingui's small runtime and not its message parser. The
// bundle "all" (every fragment) is for the tests. A key a language lacks falls back to its
// English text; scripts/check-catalogues.mjs keeps every catalogue complete.

const PREFIX = "virtual:catalogue/";
const RESOLVED_PREFIX = `\0${PREFIX}`;

function catalogueFile(fragment: FragmentName, language: string): string {
  return decodeURIComponent(
    new URL(`./src/i18n/catalogues/${fragment}/${language}.json`, import.meta.url).pathname,
  );
}

function readCatalogue(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

function fragmentsOf(bundle: string): readonly FragmentName[] {
  if (bundle === "all") return FRAGMENTS;
  const fragments = BUNDLES[bundle as BundleName];
  if (!fragments) throw new Error(`No catalogue bundle named ${bundle} (src/i18n/bundles.ts)`);
  return fragments;
}

export function catalogues(): Plugin {
  return {
    name: "events-catalogues",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const [bundle = "", language = ""] = id.slice(RESOLVED_PREFIX.length).split("/");
      const compiled: Record<string, unknown> = {};
      for (const fragment of fragmentsOf(bundle)) {
        const englishFile = catalogueFile(fragment, "en");
        const ownFile = catalogueFile(fragment, language);
        this.addWatchFile(englishFile);
        this.addWatchFile(ownFile);
        const messages = { ...readCatalogue(englishFile), ...readCatalogue(ownFile) };
        for (const [key, message] of Object.entries(messages)) {
          compiled[key] = compileMessage(message);
        }
      }
      // JSON.parse of a string is faster to start than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
