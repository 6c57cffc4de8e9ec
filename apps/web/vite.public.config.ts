import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { devServerProxy, pageHead, resolvePath, sharedAliases, THEME_COLOR } from "./vite.config";
import { catalogues } from "./vite-catalogues";

// The public registration page of an event (/e/{slug}): a build of its own, like the
// participants' app, so a visitor's phone downloads none of the admin app's code.
// `npm run build` runs it after the two others, into dist/public; the server answers /e/ from it.

export default defineConfig({
  root: resolvePath("./src/public-page"),
  base: "/e/",
  plugins: [react(), tailwindcss(), pageHead({ themeColor: THEME_COLOR }), catalogues()],
  resolve: { alias: sharedAliases },
  server: { proxy: devServerProxy },
  build: {
    outDir: resolvePath("./dist/public"),
    emptyOutDir: true,
    // scripts/public-js-size.mjs follows the chunk graph it records.
    manifest: true,
    rolldownOptions: { preserveEntrySignatures: false },
  },
});
