// `npm run size:public`: the gzipped JavaScript a first visit to an event's public page
// (/e/{slug}, its registration form) downloads, React and the proof of work's worker included,
// from the last build (scripts/js-budget.mjs says how it is counted). Its budget: 90 KB.
import { resolve } from "node:path";
import { checkFirstVisitBudget } from "./js-budget.mjs";

checkFirstVisitBudget({
  distDir: resolve(import.meta.dirname, "../dist/public"),
  page: "public registration page",
  // Every page of it is in the entry: nothing is loaded lazily.
  routeModules: [],
  catalogues: ["public"],
  budgetBytes: 90 * 1024,
});
