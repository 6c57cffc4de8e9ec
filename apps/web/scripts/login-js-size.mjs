// `npm run size:login`: the gzipped JavaScript a visit to /login downloads, from the last build.
// It follows what the browser follows: the entry script of dist/index.html, its static imports,
// and the chunk the router lazy-loads for the login route with that chunk's static imports.
// Exits 1 above the budget, so a change that bloats the first screen is noticed.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 100 * 1024;
// The modules the router loads while /login renders (src/app/router.tsx names them as lazy routes).
const LOGIN_ROUTE_MODULES = ["src/features/auth/routes/login.tsx"];

const distDir = resolve(import.meta.dirname, "../dist");
const manifestPath = join(distDir, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run 'npm run build' first (vite.config.ts writes it).`);
  process.exit(2);
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
for (const key of LOGIN_ROUTE_MODULES) {
  if (!manifest[key]) {
    console.error(`${key} is not in the build's manifest: is it still the login route?`);
    process.exit(2);
  }
}

/** Every chunk a key pulls in before it runs: the chunk itself and its static imports. */
function collectChunks(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunks(imported, files);
}

const files = new Set();
for (const key of [...entryKeys, ...LOGIN_ROUTE_MODULES]) collectChunks(key, files);

const rows = [...files]
  .map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  })
  .sort((left, right) => right.gzipBytes - left.gzipBytes);

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { file, bytes, gzipBytes } of rows) {
  console.log(`${kilobytes(gzipBytes).padStart(9)} gzip ${kilobytes(bytes).padStart(9)}  ${file}`);
}
const total = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
const isWithinBudget = total <= BUDGET_BYTES;
console.log(
  `login page JavaScript: ${kilobytes(total)} gzipped in ${rows.length} files ` +
    `(budget ${kilobytes(BUDGET_BYTES)}${isWithinBudget ? "" : ", OVER"})`,
);
process.exit(isWithinBudget ? 0 : 1);
