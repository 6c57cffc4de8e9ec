/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type HtmlTagDescriptor, minifySync, type Plugin } from "vite";
// From source, as the aliases below are not the config's own: the build needs no contract build.
import { CSRF_COOKIE, CSRF_HEADER } from "../../packages/contract/src/auth-constants";
import { LANGUAGES, SOURCE_LANGUAGE } from "../../packages/contract/src/languages";
import {
  type FirstFilesSettings,
  preloadFirstFiles,
  SENT_SESSION_CHECK,
} from "./src/app/first-files";
import {
  INITIAL_SESSION_CHECK_DELAY_MS,
  SESSION_CHECK_PATH,
} from "./src/features/auth/session-check-call";
import { LANGUAGE_CHOICE_KEY, readerLanguageAmong } from "./src/i18n/reader-language";
import { readCookie } from "./src/lib/cookies";
import { paths } from "./src/paths";
import { catalogues } from "./vite-catalogues";

// The config is type-checked with the browser's libraries, so it avoids node:path.
export function resolvePath(relativePath: string): string {
  return decodeURIComponent(new URL(relativePath, import.meta.url).pathname);
}

/** Shared with the participants' app's build (vite.app.config.ts). */
export const sharedAliases = [
  // Read the contract from source so dev and tests need no build step.
  {
    find: "@events/contract",
    replacement: resolvePath("../../packages/contract/src/index.ts"),
  },
  { find: "@/", replacement: resolvePath("./src/") },
  // zod as the pages load it: told first that it cannot compile parsers (src/lib/zod-jitless.ts).
  // Only the bare name: zod/v4 and zod/v4/core are zod's own modules.
  { find: /^zod$/, replacement: resolvePath("./src/lib/zod-jitless.ts") },
];

/** The app's blue (blue-700): white text on it is 6.7:1. The phone pages' browser bar takes it. */
export const THEME_COLOR = "#1d4ed8";

/** The calendar mark on blue: the tab icon of the pages that have no icon files of their own. */
const CALENDAR_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%232563eb'/%3E%3Cpath d='M9 12h14M11 8v4M21 8v4M9 10h14v14H9z' stroke='white' stroke-width='2' fill='none'/%3E%3C/svg%3E";

type PageHeadOptions = {
  /** The page reaches under a phone's notch and keeps clear of it with the safe-area insets. */
  coversNotch?: boolean;
  /** The colour of the phone's browser bar, when the page asks for one. */
  themeColor?: string;
  /** The page links icon files of its own in its index.html instead of the calendar mark. */
  hasOwnIcons?: boolean;
};

/**
 * The head the three builds' index.html share, written into each at the top of its head (in dev
 * too): the character set, the viewport, the browser bar's colour and the tab icon. Each
 * index.html keeps only what is its own: title, description, other links.
 */
export function pageHead({
  coversNotch = false,
  themeColor,
  hasOwnIcons = false,
}: PageHeadOptions = {}): Plugin {
  const atTop = (tag: string, attrs: Record<string, string>): HtmlTagDescriptor => ({
    tag,
    attrs,
    injectTo: "head-prepend",
  });
  const tags = [
    atTop("meta", { charset: "UTF-8" }),
    atTop("meta", {
      name: "viewport",
      content: `width=device-width, initial-scale=1.0${coversNotch ? ", viewport-fit=cover" : ""}`,
    }),
    ...(themeColor ? [atTop("meta", { name: "theme-color", content: themeColor })] : []),
    ...(hasOwnIcons ? [] : [atTop("link", { rel: "icon", href: CALENDAR_ICON })]),
  ];
  return { name: "events-page-head", transformIndexHtml: () => tags };
}

// `npm run dev` starts the API on PORT (3000 unless set), so the proxy follows the same variable.
const apiServer = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;
export const devServerProxy = { "/api": apiServer, "/media": apiServer };

/**
 * React Router's package names its development build for every condition, warnings and all;
 * the build takes its production one instead (0.5 KB gzipped off every page's first visit).
 * The workspace's packages are hoisted to the root's node_modules.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: resolvePath("../../node_modules/react-router/dist/production/index.mjs"),
};

/** The portals' and the door's frames, by where their pages' addresses start (src/paths.ts). */
const AREA_MODULES = [
  {
    pathStarts: [paths.systemAdmin.root, paths.eventAdmin.root],
    module: "src/app/routes/portal-area.tsx",
  },
  { pathStarts: [paths.door.root], module: "src/app/routes/door-area.tsx" },
];

/**
 * A small script at the top of the admin app's page that asks at once for its first texts and,
 * with a session, for the code of the frame its page is drawn in and for the session check
 * (src/app/first-files.ts): they were asked for only once the main script had come and run, a
 * round trip after it, and the page draws nothing before they are in. A file of its own, not
 * inline, as the content security policy allows scripts from the site only.
 */
function firstFiles(): Plugin {
  return {
    name: "events-first-files",
    apply: "build",
    // After Vite has written index.html into the bundle.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const filesOf = (bundleName: string): Record<string, string> => {
          const files: Record<string, string> = {};
          for (const chunk of chunks) {
            const match = chunk.facadeModuleId?.match(/virtual:catalogue\/([^/]+)\/([^/]+)$/);
            if (match?.[1] === bundleName && match[2]) files[match[2]] = `/${chunk.fileName}`;
          }
          return files;
        };
        // The main script's own chunks are preloaded by index.html already.
        const mainFiles = new Set<string>();
        const addWithImports = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || mainFiles.has(fileName)) return;
          into.add(fileName);
          for (const imported of bundle[fileName]?.type === "chunk"
            ? bundle[fileName].imports
            : []) {
            addWithImports(imported, into);
          }
        };
        for (const chunk of chunks) if (chunk.isEntry) addWithImports(chunk.fileName, mainFiles);
        const areaFiles = AREA_MODULES.map(({ pathStarts, module }) => {
          const area = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
          if (!area) throw new Error(`The build has no chunk of ${module}: is it still an area?`);
          const files = new Set<string>();
          addWithImports(area.fileName, files);
          return { pathStarts, files: [...files].map((file) => `/${file}`) };
        });
        const startFiles = filesOf("start");
        const adminFiles = filesOf("admin");
        // The first script knows the languages by these files, and asks for one of each.
        for (const [bundleName, files] of Object.entries({
          start: startFiles,
          admin: adminFiles,
        })) {
          const missing = LANGUAGES.filter((language) => !files[language]);
          if (missing.length > 0) {
            throw new Error(`The build has no ${bundleName} texts in ${missing.join(", ")}`);
          }
        }
        const settings: FirstFilesSettings = {
          startFiles,
          adminFiles,
          areaFiles,
          choiceKey: LANGUAGE_CHOICE_KEY,
          sourceLanguage: SOURCE_LANGUAGE,
          sessionCookie: CSRF_COOKIE,
          sessionCheck: {
            path: SESSION_CHECK_PATH,
            csrfHeader: CSRF_HEADER,
            delayMs: INITIAL_SESSION_CHECK_DELAY_MS,
            sentKey: SENT_SESSION_CHECK,
          },
        };
        const source = `(${preloadFirstFiles})(${readerLanguageAmong}, ${readCookie}, ${JSON.stringify(settings)});\n`;
        // Emitted as a file of its own, the script is not minified with the chunks; the sign-in
        // page's first visit carries it (scripts/login-js-size.mjs).
        const minified = minifySync("first-files.js", source);
        if (minified.errors.length > 0)
          throw new Error(`first-files.js: ${minified.errors[0]?.message}`);
        const referenceId = this.emitFile({
          type: "asset",
          name: "first-files.js",
          source: minified.code,
        });
        const page = bundle["index.html"];
        if (page?.type !== "asset" || !String(page.source).includes("<title>")) {
          throw new Error("The build wrote no index.html with a <title> to put the script before");
        }
        const script = `<script src="/${this.getFileName(referenceId)}" async></script>`;
        page.source = String(page.source).replace("<title>", `${script}\n    <title>`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pageHead(), catalogues(), firstFiles()],
  resolve: {
    alias: command === "build" ? [...sharedAliases, reactRouterProduction] : sharedAliases,
  },
  server: { proxy: devServerProxy },
  build: {
    outDir: "dist",
    // scripts/login-js-size.mjs follows the chunk graph it records.
    manifest: true,
    rolldownOptions: {
      // Asked for by experimentalInlineCommonChunks below: no chunk's exports are an interface
      // anything outside the build relies on.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Left to itself, the bundler gives every set of pages that shares a module a chunk of
          // its own: a page came in 35 to 60 files, most of them an icon or a helper of about
          // 1 KB, and a phone on a slow network pays a round trip for each (the event details
          // took 4 s to their largest paint). Common chunks under 16 KB are copied into the
          // chunks that use them instead, so a page is about a dozen files; the copies cost a
          // few kilobytes. This also makes modules run in their source order (rolldown's
          // strictExecutionOrder).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/testing/setup-tests.ts"],
    // The files of a worker share one jsdom and one module cache, instead of each building its
    // own: a third of the suite's time went to that. setup-tests.ts puts back what a test may
    // change (the DOM, the language) after each test.
    isolate: false,
    // A ceiling against a test that hangs, not a speed target: a loaded 2-core machine takes
    // several seconds over a form that takes half a second on a quiet one.
    testTimeout: 30_000,
  },
}));
