// Runs after `vite build`: writes a brotli (`<name>.br`) and a gzip (`<name>.gz`) twin beside
// every compressible file of dist, so the server sends them as they are (@fastify/static's
// preCompressed) instead of compressing on every request. Compressing once allows the slowest,
// smallest settings.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".webmanifest",
  ".ico",
  ".map",
]);
// Below about a kilobyte the saving is smaller than a response's headers.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const distDir = resolve(import.meta.dirname, "../dist");

async function listFiles(directory) {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      // .vite/ folders (the admin build's and the participants' app's) hold build records.
      .filter(
        (file) =>
          !relative(distDir, file)
            .split(sep)
            .some((part) => part.startsWith(".")),
      )
  );
}

async function compressFile(file) {
  const content = await readFile(file);
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A twin that is not smaller would only cost the browser time to decompress.
  const twins = [
    [".br", brotliBytes],
    [".gz", gzipBytes],
  ].filter(([, bytes]) => bytes.length < content.length);
  await Promise.all(twins.map(([suffix, bytes]) => writeFile(`${file}${suffix}`, bytes)));
  return { file, bytes: content.length, twins };
}

const candidates = [];
for (const file of await listFiles(distDir)) {
  if (!COMPRESSIBLE_EXTENSIONS.has(extname(file))) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  candidates.push(file);
}
const results = await Promise.all(candidates.map(compressFile));

const before = results.reduce((sum, result) => sum + result.bytes, 0);
const brotliTotal = results.reduce(
  (sum, { bytes, twins }) =>
    sum + (twins.find(([suffix]) => suffix === ".br")?.[1].length ?? bytes),
  0,
);
console.log(
  `precompressed ${results.length} files in dist: ${(before / 1024).toFixed(0)} KB, ` +
    `${(brotliTotal / 1024).toFixed(0)} KB as brotli`,
);
