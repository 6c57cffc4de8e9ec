// `npm run check:first-draw -w @events/web`: the admin, door and participants' app pages that
// draw without zod still do, in the last build. Building zod and a contract's schemas was a fifth
// of a second of a phone's script before any of these pages could draw; one import of a plain
// constant from a schema module, or of a form's schema with the page, brings it all back. Follows
// each page's chunk and its static imports in its build's manifest, as the browser does before
// it runs the page, and exits 1 naming each page that reaches zod's chunk.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

// The admin build's start, its router's lazy pages (src/app/router.tsx), every one, and the cards
// the event's page loads below its own (src/app/routes/event-details-page.tsx). A form's
// rules come with zod when the form is first checked or its dialog opened, and errorCodeOf reads
// the contract's messages from its zod-free modules (the *-constants.ts and *-rules.ts ones).
const ADMIN_PAGES = [
  "index.html",
  "src/app/routes/portal-area.tsx",
  "src/app/routes/door-area.tsx",
  "src/app/routes/event-details-page.tsx",
  "src/features/activity/routes/activity-route.tsx",
  "src/features/api-tokens/routes/api-tokens-route.tsx",
  "src/features/auth/routes/login.tsx",
  "src/features/auth/routes/verify-otp.tsx",
  "src/features/check-in/routes/badges-route.tsx",
  "src/features/check-in/routes/check-in-route.tsx",
  "src/features/check-in/routes/door-check-in-page.tsx",
  "src/features/dashboard/routes/system-admin-dashboard.tsx",
  "src/features/door-staff/routes/choose-password-route.tsx",
  "src/features/door-staff/routes/door-events-route.tsx",
  "src/features/door-staff/routes/pair-device-route.tsx",
  "src/features/door-staff/routes/staff-route.tsx",
  "src/features/event-admin-dashboard/routes/event-admin-dashboard.tsx",
  "src/features/events/routes/events-route.tsx",
  "src/features/participants/routes/event-admin-participants.tsx",
  "src/features/participants/routes/event-participants-route.tsx",
  "src/features/passkeys/routes/passkeys-route.tsx",
  "src/features/privacy/routes/privacy-policy.tsx",
  "src/features/privacy/routes/privacy-route.tsx",
  "src/features/registration/routes/registration-settings-route.tsx",
  "src/features/registration/routes/registrations-route.tsx",
  "src/features/sessions/routes/event-admin-sessions.tsx",
  "src/features/sessions/routes/event-sessions-route.tsx",
  "src/features/users/routes/event-admins.tsx",
  "src/features/users/routes/system-admins.tsx",
  "src/features/webhooks/routes/system-webhooks-route.tsx",
  "src/features/webhooks/routes/webhook-deliveries-route.tsx",
  "src/features/messages/components/event-messages-card.tsx",
  "src/features/activity/components/event-activity-card.tsx",
  "src/features/webhooks/components/event-webhooks-card.tsx",
];

// The participants' app (a build of its own, vite.app.config.ts): its start and its lazy screens.
// Not here: the profile screen, which checks its fields with the contract's schemas as it draws.
// The sign-in screen loads its rules when the person starts typing (load-sign-in-rules.ts).
const APP_PAGES = [
  "index.html",
  "agenda/agenda-screen.tsx",
  "events/event-screen.tsx",
  "events/my-events-screen.tsx",
  "inbox/inbox-screen.tsx",
  "inbox/message-screen.tsx",
  "privacy/account-deleted-screen.tsx",
  "privacy/privacy-screen.tsx",
  "sign-in/link-sign-in-screen.tsx",
  "sign-in/sign-in-screen.tsx",
  "ticket/ticket-screen.tsx",
];

const BUILDS = [
  { distDir: resolve(import.meta.dirname, "../dist"), pages: ADMIN_PAGES },
  { distDir: resolve(import.meta.dirname, "../dist/app"), pages: APP_PAGES },
];

// zod's classic API names its schema classes by string; the chunk that defines ZodObject is zod's.
const ZOD_CLASS_NAME = /[`"']ZodObject[`"']/;

let pageCount = 0;
let failures = 0;
for (const { distDir, pages } of BUILDS) {
  const manifestPath = join(distDir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: run 'npm run build' first (the Vite config writes it).`);
    process.exit(2);
  }
  /** @type {Record<string, {file: string, imports?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const isZodChunk = (file) => ZOD_CLASS_NAME.test(readFileSync(join(distDir, file), "utf8"));

  /** The chain of chunks from a key to zod's chunk through static imports, or none. */
  const pathToZod = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return undefined;
    seen.add(key);
    if (isZodChunk(chunk.file)) return [chunk.file];
    for (const imported of chunk.imports ?? []) {
      const rest = pathToZod(imported, seen);
      if (rest) return [chunk.file, ...rest];
    }
    return undefined;
  };

  for (const page of pages) {
    if (!manifest[page]) {
      console.error(`${page} is not in ${manifestPath}: is it still a page of its router?`);
      process.exit(2);
    }
    pageCount += 1;
    const path = pathToZod(page);
    if (path) {
      failures += 1;
      console.error(`${page} loads zod before it draws: ${path.join(" -> ")}`);
    }
  }
}
console.log(
  `${pageCount - failures} of ${pageCount} admin, door and participants' app pages draw without zod` +
    (failures ? "" : "."),
);
process.exit(failures ? 1 : 0);
