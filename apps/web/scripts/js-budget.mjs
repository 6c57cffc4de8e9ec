// The gzipped JavaScript a first visit to a page downloads, from the last build, against a
// budget. It follows what the browser follows: the entry script of the build's index.html, its
// static imports, and the chunks the router lazy-loads for the page with their static imports.
// Exits 1 above the budget, so a change that bloats the first screen is noticed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// packages/contract/src/languages.ts; this script runs without a build of the contract.
const LANGUAGES = ["en", "de", "es", "ar"];

/**
 * @param {{ distDir: string, page: string, routeModules: string[], catalogues: string[],
 *   budgetBytes: number }} budget
 *   distDir: the build (its .vite/manifest.json); routeModules: the manifest keys of the
 *   modules the router loads while the page renders; catalogues: the text bundles it loads
 *   before it is drawn (src/i18n/bundles.ts), counted in the language whose are largest.
 */
export function checkFirstVisitBudget({ distDir, page, routeModules, catalogues, budgetBytes }) {
  const manifestPath = join(distDir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: run 'npm run build' first (the Vite config writes it).`);
    process.exit(2);
  }

  /** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], assets?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  for (const key of routeModules) {
    if (!manifest[key]) {
      console.error(`${key} is not in the build's manifest: is it still the ${page}'s route?`);
      process.exit(2);
    }
  }

  /**
   * Every chunk a key pulls in before it runs: the chunk itself and its static imports, and the
   * scripts among its assets, which are workers it starts (the public page's proof of work).
   */
  function collectChunks(key, files) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const asset of chunk.assets ?? []) if (asset.endsWith(".js")) files.add(asset);
    for (const imported of chunk.imports ?? []) collectChunks(imported, files);
  }

  const gzipSizeOf = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const largestCatalogues = LANGUAGES.map((language) => {
    const files = new Set();
    for (const bundle of catalogues) {
      // A build rooted in a page's folder names the module relative to it (../../virtual:...).
      const name = `virtual:catalogue/${bundle}/${language}`;
      const key = Object.keys(manifest).find((candidate) => candidate.endsWith(name));
      if (!key) {
        console.error(`${name} is not in the build's manifest: does the ${page} still load it?`);
        process.exit(2);
      }
      collectChunks(key, files);
    }
    return {
      language,
      files: [...files],
      gzipBytes: [...files].reduce((sum, file) => sum + gzipSizeOf(file), 0),
    };
  }).sort((left, right) => right.gzipBytes - left.gzipBytes)[0];

  const files = new Set(largestCatalogues?.files);
  for (const key of [...entryKeys, ...routeModules]) collectChunks(key, files);
  // Scripts the build writes into index.html beside Vite's (vite.config.ts's firstTexts) are in
  // no manifest, but every visit downloads them too.
  const pageFile = join(distDir, "index.html");
  const html = existsSync(pageFile) ? readFileSync(pageFile, "utf8") : "";
  for (const [, file] of html.matchAll(/<script src="\/(assets\/[^"]+\.js)"/g)) files.add(file);

  const rows = [...files]
    .map((file) => {
      const content = readFileSync(join(distDir, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((left, right) => right.gzipBytes - left.gzipBytes);

  for (const { file, bytes, gzipBytes } of rows) {
    console.log(
      `${kilobytes(gzipBytes).padStart(9)} gzip ${kilobytes(bytes).padStart(9)}  ${file}`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
  const isWithinBudget = total <= budgetBytes;
  console.log(
    `${page} JavaScript: ${kilobytes(total)} gzipped in ${rows.length} files, its texts in ` +
      `${largestCatalogues?.language}, the largest ` +
      `(budget ${kilobytes(budgetBytes)}${isWithinBudget ? "" : ", OVER"})`,
  );
  process.exit(isWithinBudget ? 0 : 1);
}
