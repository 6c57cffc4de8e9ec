// `npm run size:login`: the gzipped JavaScript a visit to /login downloads, from the last build
// (scripts/js-budget.mjs says how it is counted).
import { resolve } from "node:path";
import { checkFirstVisitBudget } from "./js-budget.mjs";

checkFirstVisitBudget({
  distDir: resolve(import.meta.dirname, "../dist"),
  page: "login page",
  // The modules the router loads while /login renders (src/app/router.tsx names them as lazy routes).
  routeModules: ["src/features/auth/routes/login.tsx"],
  catalogues: ["start"],
  budgetBytes: 100 * 1024,
});
