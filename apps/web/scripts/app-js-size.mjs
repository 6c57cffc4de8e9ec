// `npm run size:app`: the gzipped JavaScript a first visit to the participants' app (/app, whose
// first screen is the sign-in) downloads, React included, from the last build (scripts/js-budget.mjs
// says how it is counted). Its budget: 90 KB.
import { resolve } from "node:path";
import { checkFirstVisitBudget } from "./js-budget.mjs";

checkFirstVisitBudget({
  distDir: resolve(import.meta.dirname, "../dist/app"),
  page: "participants' app",
  // The sign-in screen, lazy in src/participant-app/routes.tsx (keys are relative to the app's
  // Vite root, src/participant-app).
  routeModules: ["sign-in/sign-in-screen.tsx"],
  catalogues: ["app"],
  budgetBytes: 90 * 1024,
});
