// `npm run check:first-draw -w @events/web`: the admin and door pages that draw without zod still
// do, in the last build. Building zod and a contract's schemas was a fifth of a second of a
// phone's script before any of these pages could draw; one import of a plain constant from a
// schema module, or of a form's schema with the page, brings it all back. Follows each page's
// chunk and its static imports in the build's manifest, as the browser does before it runs the
// page, and exits 1 naming each page that reaches zod's chunk.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const distDir = resolve(import.meta.dirname, "../dist");

// The router's lazy pages (src/app/router.tsx) that must draw without zod. Not here: the sign-in
// pages, the door-link pages and the webhooks' two pages, which still load it (their server
// messages are read through errorCodeOf, which imports every contract module's messages).
const PAGES = [
  "src/app/routes/portal-area.tsx",
  "src/app/routes/door-area.tsx",
  "src/app/routes/event-details-page.tsx",
  "src/features/activity/routes/activity-route.tsx",
  "src/features/api-tokens/routes/api-tokens-route.tsx",
  "src/features/check-in/routes/badges-route.tsx",
  "src/features/check-in/routes/check-in-route.tsx",
  "src/features/check-in/routes/door-check-in-page.tsx",
  "src/features/dashboard/routes/system-admin-dashboard.tsx",
  "src/features/door-staff/routes/door-events-route.tsx",
  "src/features/door-staff/routes/staff-route.tsx",
  "src/features/event-admin-dashboard/routes/event-admin-dashboard.tsx",
  "src/features/events/routes/events-route.tsx",
  "src/features/participants/routes/event-admin-participants.tsx",
  "src/features/participants/routes/event-participants-route.tsx",
  "src/features/passkeys/routes/passkeys-route.tsx",
  "src/features/privacy/routes/privacy-route.tsx",
  "src/features/registration/routes/registration-settings-route.tsx",
  "src/features/registration/routes/registrations-route.tsx",
  "src/features/sessions/routes/event-admin-sessions.tsx",
  "src/features/sessions/routes/event-sessions-route.tsx",
  "src/features/users/routes/event-admins.tsx",
  "src/features/users/routes/system-admins.tsx",
];

const manifestPath = join(distDir, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run 'npm run build' first (the Vite config writes it).`);
  process.exit(2);
}
/** @type {Record<string, {file: string, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

// zod's classic API names its schema classes by string; the chunk that defines ZodObject is zod's.
const isZodChunk = (file) => /[`"']ZodObject[`"']/.test(readFileSync(join(distDir, file), "utf8"));

/** The chain of chunks from a key to zod's chunk through static imports, or none. */
function pathToZod(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return undefined;
  seen.add(key);
  if (isZodChunk(chunk.file)) return [chunk.file];
  for (const imported of chunk.imports ?? []) {
    const rest = pathToZod(imported, seen);
    if (rest) return [chunk.file, ...rest];
  }
  return undefined;
}

let failures = 0;
for (const page of PAGES) {
  if (!manifest[page]) {
    console.error(`${page} is not in the build's manifest: is it still a page of the router?`);
    process.exit(2);
  }
  const path = pathToZod(page);
  if (path) {
    failures += 1;
    console.error(`${page} loads zod before it draws: ${path.join(" -> ")}`);
  }
}
console.log(
  `${PAGES.length - failures} of ${PAGES.length} admin and door pages draw without zod` +
    (failures ? "" : "."),
);
process.exit(failures ? 1 : 0);
