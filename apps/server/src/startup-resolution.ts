import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Node 24 resolves every import of every module afresh, and a start imports about a thousand:
// for each relative .js import it reads the nearest package.json again to learn the file's
// module type, and for each bare import ("drizzle-orm", "zod") it parses the package's whole
// "exports" map again (drizzle-orm's package.json is 179 KB). That took 0.4-1.1 s of a start on
// this project's machine. This hook answers both from caches while the server starts:
// - a relative .js import from a .js file is that file, of its package's type (the nearest
//   package.json decides; one without "type" means CommonJS);
// - a bare import is resolved by Node once per importing package and reused for that package's
//   other files, which would find the same node_modules folders walking up from where they are.
// Anything else goes to Node's own resolution, as does every import once the server listens.

type PackageType = "module" | "commonjs";

interface PackageScope {
  /** The folder of the nearest package.json. */
  root: string;
  type: PackageType;
}

const scopeOfFolder = new Map<string, PackageScope | null>();
const resolvedInPackage = new Map<string, { url: string; format?: string | null }>();

function readScope(folder: string): PackageScope | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(folder, "package.json"), "utf8");
  } catch {
    return undefined;
  }
  const { type } = JSON.parse(text) as { type?: unknown };
  return { root: folder, type: type === "module" ? "module" : "commonjs" };
}

/** The package a file in `folder` belongs to: that of the nearest package.json above it. */
function scopeOf(folder: string): PackageScope | null {
  const passed: string[] = [];
  let scope: PackageScope | null | undefined;
  for (let current = folder; ; current = path.dirname(current)) {
    scope = scopeOfFolder.has(current) ? scopeOfFolder.get(current) : readScope(current);
    passed.push(current);
    if (scope !== undefined || path.dirname(current) === current) break;
  }
  const found = scope ?? null;
  for (const each of passed) scopeOfFolder.set(each, found);
  return found;
}

function isRelative(specifier: string): boolean {
  return specifier.startsWith("./") || specifier.startsWith("../");
}

/** A package name, with or without a subpath: not a URL, a path, a "#" import or a builtin. */
function isBare(specifier: string): boolean {
  return /^(@[\w.-]+\/)?[\w][\w.-]*(\/|$)/.test(specifier) && !specifier.startsWith("node:");
}

/**
 * Registered when main.ts starts, deregistered once the server listens: while any hook is
 * registered, every require() goes through Node's hook chain, and the first workbook's exceljs
 * (CommonJS, loaded later) took twice the memory that way.
 */
export const startupResolution = registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (!parent?.startsWith("file:") || !context.conditions.includes("import")) {
      return nextResolve(specifier, context);
    }
    // From built files only: under a TypeScript loader a source file's "./x.js" means x.ts.
    if (isRelative(specifier) && specifier.endsWith(".js") && parent.endsWith(".js")) {
      const url = new URL(specifier, parent);
      if (scopeOf(path.dirname(fileURLToPath(url)))?.type !== "module") {
        return nextResolve(specifier, context);
      }
      return { url: url.href, format: "module", shortCircuit: true };
    }
    if (!isBare(specifier)) return nextResolve(specifier, context);
    const scope = scopeOf(path.dirname(fileURLToPath(parent)));
    if (!scope) return nextResolve(specifier, context);
    const key = `${scope.root}\0${specifier}\0${context.conditions.join(",")}`;
    const cached = resolvedInPackage.get(key);
    if (cached) return { ...cached, shortCircuit: true };
    const resolved = nextResolve(specifier, context);
    resolvedInPackage.set(key, { url: resolved.url, format: resolved.format });
    return resolved;
  },
});
