// `npm test` step: the message catalogues are whole and nothing in them is dead. For the web's
// (apps/web/src/i18n/catalogues) and the server's (apps/server/src/i18n/catalogues), each a
// folder per fragment with a JSON file per language:
// - every language has exactly the English keys, each starting with its fragment's name;
// - every message is valid ICU, and uses the same placeholders and tags as the English one;
// - every key is written out somewhere in its app's code, except the error fragments' keys,
//   which are `<fragment>.<code>` for the contract's ERROR_CODES and are looked up by code;
// - the web's errors fragment has every error code, and each error fragment's English is the
//   code's text exactly (ERROR_TEXTS), so a reader in English reads what the API says.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";

const root = resolve(import.meta.dirname, "..");
const LANGUAGES = ["en", "de", "es", "ar"];
const ERROR_FRAGMENTS = new Set([
  "errors",
  "sign-in-errors",
  "door-links-errors",
  "app-errors",
  "app-passkeys-errors",
  "public-errors",
]);
const { ERROR_CODES = [], ERROR_TEXTS = {} } = await import(
  join(root, "packages/contract/dist/index.js")
);
const errorCodes = new Set(ERROR_CODES);

const apps = [
  { name: "web", sources: join(root, "apps/web/src"), catalogues: "apps/web/src/i18n/catalogues" },
  {
    name: "server",
    sources: join(root, "apps/server/src"),
    catalogues: "apps/server/src/i18n/catalogues",
  },
];

const problems = [];

function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== "catalogues" && entry !== "node_modules") files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(path);
  }
  return files;
}

/** Every quoted text in the app's code that could be a key: "fragment.name.more". */
function writtenKeys(folder) {
  const keys = new Set();
  for (const file of sourceFiles(folder)) {
    for (const match of readFileSync(file, "utf8").matchAll(
      /["'`]([a-z][\w-]*(?:\.[\w-]+)+)["'`]/g,
    )) {
      keys.add(match[1]);
    }
  }
  return keys;
}

/** The names a compiled message fills in and the tags it wraps, sorted. */
function placeholdersOf(message) {
  const names = new Set();
  // A compiled message is a text or a list of parts; a part is a text or a placeholder
  // [name, format?, options?], whose options (plural or select cases) are messages again.
  const visitMessage = (compiled) => {
    for (const part of typeof compiled === "string" ? [compiled] : compiled) {
      if (typeof part === "string") {
        for (const tag of part.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag[1]}>`);
        continue;
      }
      const [name, , options] = part;
      if (name !== "#") names.add(name);
      if (options && typeof options === "object") {
        for (const option of Object.values(options)) {
          // Beside its cases a plural may hold an offset, a number.
          if (typeof option === "string" || Array.isArray(option)) visitMessage(option);
        }
      }
    }
  };
  visitMessage(compileMessage(message));
  return [...names].sort().join(",");
}

for (const app of apps) {
  const folder = join(root, app.catalogues);
  let fragments;
  try {
    fragments = readdirSync(folder).filter((entry) => statSync(join(folder, entry)).isDirectory());
  } catch {
    problems.push(`${app.catalogues}: no catalogues`);
    continue;
  }
  const written = writtenKeys(app.sources);
  for (const fragment of fragments) {
    const read = (language) => {
      const file = join(folder, fragment, `${language}.json`);
      try {
        return JSON.parse(readFileSync(file, "utf8"));
      } catch (error) {
        problems.push(`${relative(root, file)}: ${error.message}`);
        return {};
      }
    };
    const english = read("en");
    if (app.name === "web" && fragment === "errors") {
      for (const code of errorCodes) {
        if (!(`errors.${code}` in english)) {
          problems.push(`${app.catalogues}/errors/en.json: missing errors.${code}`);
        }
      }
    }
    for (const [key, message] of Object.entries(english)) {
      const where = `${app.catalogues}/${fragment}/en.json: ${key}`;
      if (!key.startsWith(`${fragment}.`))
        problems.push(`${where} does not start with "${fragment}."`);
      if (ERROR_FRAGMENTS.has(fragment)) {
        const code = key.slice(fragment.length + 1);
        if (!errorCodes.has(code)) {
          problems.push(`${where} names no error code of the contract (ERROR_CODES)`);
        } else if (message !== ERROR_TEXTS[code]) {
          problems.push(`${where} is not the code's English text: ${ERROR_TEXTS[code]}`);
        }
      } else if (!written.has(key)) {
        problems.push(`${where} is used nowhere in ${relative(root, app.sources)}`);
      }
      if (typeof message !== "string" || message.trim() === "") {
        problems.push(`${where} is empty`);
      }
    }
    for (const language of LANGUAGES.filter((language) => language !== "en")) {
      const translated = read(language);
      const file = `${app.catalogues}/${fragment}/${language}.json`;
      for (const key of Object.keys(english)) {
        if (!(key in translated)) problems.push(`${file}: missing ${key}`);
      }
      for (const [key, message] of Object.entries(translated)) {
        if (!(key in english)) {
          problems.push(`${file}: ${key} is not in the English catalogue`);
          continue;
        }
        try {
          if (placeholdersOf(message) !== placeholdersOf(english[key])) {
            problems.push(
              `${file}: ${key} fills in {${placeholdersOf(message)}}, English {${placeholdersOf(english[key])}}`,
            );
          }
        } catch (error) {
          problems.push(`${file}: ${key} is not a valid ICU message: ${error.message}`);
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `- ${problem}`).join("\n"));
  console.error(`\n${problems.length} problems in the message catalogues`);
  process.exit(1);
}
console.log("The message catalogues are complete, valid and all used.");
