import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { BUNDLES } from "./src/i18n/bundles";
import { devServerProxy, pageHead, resolvePath, sharedAliases, THEME_COLOR } from "./vite.config";
import { catalogues } from "./vite-catalogues";

// The participants' app (/app): a build of its own, so a phone downloads none of the admin
// app's code. `npm run build` runs it after the admin build, into dist/app.

/** The app's address on the server and the service worker's scope. */
const APP_BASE = "/app/";
const ICON_SIZES = [192, 512];

// The i18n runtime can load every text bundle, so the build emits them all; each is named by its
// bundle and language, and the service worker precaches the app's own only (in every language).
const CATALOGUE_MODULE = /^\0?virtual:catalogue\/([\w-]+)\/([\w-]+)$/;
const APP_TEXTS: readonly string[] = ["app", "app-passkeys"];
const OTHER_TEXTS = Object.keys(BUNDLES).filter((bundle) => !APP_TEXTS.includes(bundle));

export default defineConfig({
  root: resolvePath("./src/participant-app"),
  base: APP_BASE,
  plugins: [
    react(),
    tailwindcss(),
    catalogues(),
    pageHead({ coversNotch: true, themeColor: THEME_COLOR, hasOwnIcons: true }),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "service-worker",
      filename: "sw.ts",
      scope: APP_BASE,
      base: APP_BASE,
      // main.tsx registers it itself, after the first screen is drawn (service-worker/register.ts).
      injectRegister: false,
      injectManifest: {
        // Everything the shell needs is cached at install: scripts, styles, the page, the icons.
        globPatterns: ["**/*.{js,css,html,png,svg,webmanifest}"],
        globIgnores: OTHER_TEXTS.map((bundle) => `**/texts-${bundle}-*`),
      },
      manifest: {
        name: "Events",
        short_name: "Events",
        description: "Your events, their agenda and your ticket",
        id: APP_BASE,
        start_url: APP_BASE,
        scope: APP_BASE,
        display: "standalone",
        background_color: "#ffffff",
        theme_color: THEME_COLOR,
        lang: "en",
        // Rendered from public/icon.svg by scripts/render-app-icons.mjs; the maskable ones keep
        // the mark inside the circle a launcher may crop them to.
        icons: ICON_SIZES.flatMap((size) => [
          { src: `icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
          {
            src: `icon-maskable-${size}.png`,
            sizes: `${size}x${size}`,
            type: "image/png",
            purpose: "maskable",
          },
        ]),
      },
    }),
  ],
  resolve: { alias: sharedAliases },
  server: { proxy: devServerProxy },
  build: {
    outDir: resolvePath("./dist/app"),
    emptyOutDir: true,
    // scripts/app-js-size.mjs follows the chunk graph it records.
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        chunkFileNames: ({ facadeModuleId }) => {
          const [, bundle, language] = facadeModuleId?.match(CATALOGUE_MODULE) ?? [];
          return bundle
            ? `assets/texts-${bundle}-${language}-[hash].js`
            : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
