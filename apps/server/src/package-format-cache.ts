import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Node 24 works out whether each imported .js file is an ES module from the nearest
// package.json's "type", and on every file it reads that package.json's whole "exports" map
// again (getPackageScopeConfig spreads a fresh copy, whose lazy "exports" is then parsed). For
// drizzle-orm, whose package.json is 179 KB and whose ES build is a few hundred files importing
// each other, that took 0.9-1.1 s of a start on this project's machine; Node 20 took 0.1 s.
// This hook answers the relative .js imports between an ES module package's own files from a
// cache of each folder's package type, read once, as Node's rule does (the nearest package.json
// decides, and one without "type" means CommonJS); every other import goes to Node's own
// resolution.

const typeOfFolder = new Map<string, "module" | "commonjs">();

function typeOfPackageJson(folder: string): "module" | "commonjs" | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(folder, "package.json"), "utf8");
  } catch {
    return undefined;
  }
  const { type } = JSON.parse(text) as { type?: unknown };
  return type === "module" ? "module" : "commonjs";
}

/** The package type of files in `folder`: that of the nearest package.json above them. */
function packageTypeOf(folder: string): "module" | "commonjs" {
  const passed: string[] = [];
  let type: "module" | "commonjs" | undefined;
  for (let current = folder; ; current = path.dirname(current)) {
    type = typeOfFolder.get(current) ?? typeOfPackageJson(current);
    passed.push(current);
    if (type !== undefined || path.dirname(current) === current) break;
  }
  const found = type ?? "commonjs";
  for (const each of passed) typeOfFolder.set(each, found);
  return found;
}

/**
 * Registered when main.ts starts, deregistered once the server listens: while any hook is
 * registered, every require() goes through Node's hook chain, and the first workbook's exceljs
 * (CommonJS, loaded later) took twice the memory that way.
 */
export const startupResolution = registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    const isRelativeJsImport =
      (specifier.startsWith("./") || specifier.startsWith("../")) &&
      specifier.endsWith(".js") &&
      context.conditions.includes("import");
    if (!isRelativeJsImport || !parent?.startsWith("file:") || !parent.includes("/node_modules/")) {
      return nextResolve(specifier, context);
    }
    const url = new URL(specifier, parent);
    if (packageTypeOf(path.dirname(fileURLToPath(url))) !== "module") {
      return nextResolve(specifier, context);
    }
    return { url: url.href, format: "module", shortCircuit: true };
  },
});
