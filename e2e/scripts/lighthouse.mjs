// `npm run lighthouse -w @events/e2e`: Lighthouse scores (performance, best practices) on a phone
// and on a desktop of every screen of the admins' and the door's web app (the sign-in page, each
// portal's pages, an event's pages, the account's pages and the door's), on the production build
// (run `npm run build` first) served by the real server, as the browser tests run it. It exits
// non-zero when a page scores under MIN_MOBILE_PERFORMANCE on the phone or shifts its layout by
// MAX_LAYOUT_SHIFT or more on either. Not part of `npm test`: it takes about forty minutes and
// its scores (not its layout shift) vary with the load.
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { accounts } from "../support/accounts.ts";
import { addParticipants, createEvent, createSession } from "../support/seed.ts";
import { signIn } from "../support/sign-in.ts";
import {
  describeRunConditions,
  layoutShiftOf,
  medianRun,
  performanceOf,
  printLostPoints,
  printTable,
  RUNS,
  requireBuilt,
  runLighthouse,
  saveReport,
  score,
  startAuditedServer,
} from "./lighthouse-support.mjs";

const CATEGORIES = ["performance", "best-practices"];
// Set to some of the pages' names, comma-separated ("events,event details"), to audit only those
// while working on them; the seeding runs all the same.
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(",").map((name) => name.trim())
  : undefined;
// Set to "mobile" or "desktop" to audit only that form factor: the phone is the one that misses
// its target, and leaving the desktop out halves a run.
const ONLY_FORM_FACTOR = process.env.LIGHTHOUSE_FORM_FACTOR;
// The targets: a phone's score and a layout that stays put.
const MIN_MOBILE_PERFORMANCE = 90;
const MAX_LAYOUT_SHIFT = 0.1;
const PARTICIPANT_COUNT = 120;
// Lighthouse's default config is a mid-range phone on a slow 4G network (simulated throttling).
const FORM_FACTORS = {
  mobile: { extends: "lighthouse:default", settings: { onlyCategories: CATEGORIES } },
  desktop: {
    ...desktopConfig,
    settings: { ...desktopConfig.settings, onlyCategories: CATEGORIES },
  },
};

requireBuilt(["apps/server/dist/main.js", "apps/web/dist/index.html"]);

/** The page's median run by performance score, with every run's score beside it. */
async function auditAs(name, path, formFactor) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Each page is measured as a first visit: the browser's cache is emptied before each run.
    runs.push(
      await runLighthouse(name, path, FORM_FACTORS[formFactor], () =>
        cdp.send("Network.clearBrowserCache"),
      ),
    );
  }
  const lhr = medianRun(runs);
  saveReport(`${name}-${formFactor}`, lhr);
  const allScores = runs.map((run) => score(run, "performance")).join(" ");
  return { lhr, allScores };
}

/** The page on a phone and on a desktop, into the results unless LIGHTHOUSE_PAGES leaves it out. */
async function audit(results, name, path) {
  if (ONLY_PAGES && !ONLY_PAGES.includes(name)) return;
  const auditUnlessLeftOut = (formFactor) =>
    ONLY_FORM_FACTOR && ONLY_FORM_FACTOR !== formFactor
      ? undefined
      : auditAs(name, path, formFactor);
  results.push({
    name,
    path,
    mobile: await auditUnlessLeftOut("mobile"),
    desktop: await auditUnlessLeftOut("desktop"),
  });
}

/** A form factor's score of a page, or a dash when LIGHTHOUSE_FORM_FACTOR left it out. */
const scoreOf = (audited, categoryId) => (audited ? score(audited.lhr, categoryId) : "-");
const shiftOf = (audited) => (audited ? layoutShiftOf(audited.lhr).toFixed(3) : "-");

function printReport(results) {
  console.log(`\nLighthouse (simulated throttling), production build, median of ${RUNS} runs\n`);
  console.log(
    `${"page".padEnd(18)}${"mobile".padStart(7)}${"desktop".padStart(8)}` +
      `${"mobile CLS".padStart(11)}${"desktop CLS".padStart(12)}${"best practices".padStart(15)}` +
      `  ${"every run's mobile / desktop".padEnd(29)}  path`,
  );
  for (const { name, path, mobile, desktop } of results) {
    const bestPractices = `${scoreOf(mobile, "best-practices")}/${scoreOf(desktop, "best-practices")}`;
    console.log(
      `${name.padEnd(18)}${scoreOf(mobile, "performance").padStart(7)}` +
        `${scoreOf(desktop, "performance").padStart(8)}` +
        `${shiftOf(mobile).padStart(11)}${shiftOf(desktop).padStart(12)}${bestPractices.padStart(15)}` +
        `  ${`${mobile?.allScores ?? "-"} / ${desktop?.allScores ?? "-"}`.padEnd(29)}  ${path}`,
    );
  }
  for (const { name, ...byFormFactor } of results) {
    for (const formFactor of Object.keys(FORM_FACTORS)) {
      const audited = byFormFactor[formFactor];
      if (audited) printLostPoints(`${name} (${formFactor})`, audited.lhr, CATEGORIES);
    }
  }
}

/**
 * The figures as the README's Performance section quotes them: the day, the load the audits ran
 * under, and each page's median score on a phone and on a desktop with its larger layout shift.
 */
function printSummary(results) {
  console.log(`\nSummary: ${describeRunConditions()}\n`);
  printTable([
    ["page", "phone", "desktop", "layout shift (both)"],
    ...results.map(({ name, mobile, desktop }) => [
      name,
      scoreOf(mobile, "performance"),
      scoreOf(desktop, "performance"),
      String(
        Number(
          Math.max(
            ...[mobile, desktop].filter(Boolean).map(({ lhr }) => layoutShiftOf(lhr)),
          ).toFixed(3),
        ),
      ),
    ]),
  ]);
}

/** Each page that misses a target, in words. */
function listMissedTargets(results) {
  return results.flatMap(({ name, mobile, desktop }) => {
    const missed = [];
    const mobilePerformance = mobile && Math.round(performanceOf(mobile.lhr) * 100);
    if (mobilePerformance !== undefined && mobilePerformance < MIN_MOBILE_PERFORMANCE) {
      missed.push(`${name}: mobile performance ${mobilePerformance} < ${MIN_MOBILE_PERFORMANCE}`);
    }
    for (const [formFactor, audited] of Object.entries({ mobile, desktop })) {
      if (!audited) continue;
      const { lhr } = audited;
      const shift = layoutShiftOf(lhr);
      if (shift >= MAX_LAYOUT_SHIFT) {
        missed.push(
          `${name}: ${formFactor} layout shift ${shift.toFixed(3)} >= ${MAX_LAYOUT_SHIFT}`,
        );
      }
    }
    return missed;
  });
}

const { browser, page, cdp, stop } = await startAuditedServer();
try {
  const results = [];
  await audit(results, "login", "/login");

  await signIn(page, accounts.systemAdmin);
  let eventId = "";
  for (const number of [1, 2, 3, 4, 5, 6]) {
    const event = await createEvent(page, {
      event_name: `Annual Conference ${2026 + number}`,
      event_type: "Lectures",
      event_datetime: `${2026 + number}-05-04T09:00:00`,
      end_datetime: `${2026 + number}-05-06T17:00:00`,
      venue: "Main Hall, Manchester",
      description: "Three days of talks, workshops and a closing dinner.",
      invitee_number: 250,
      contact_person_name: "Eve Organiser",
      contact_person_email: accounts.eventAdmin.email,
    });
    eventId ||= event.id;
  }

  // More than a page of participants, so the screen shows a full table and its pager.
  await addParticipants(
    page,
    eventId,
    Array.from({ length: PARTICIPANT_COUNT }, (_, index) => ({
      name: `Participant ${index + 1}`,
      email: `participant${index + 1}@events.test`,
      username: `participant${index + 1}`,
    })),
  );

  // An agenda of a day, so the sessions screen and the feeds have something to show.
  for (const [index, name] of ["Opening keynote", "Workshops", "Closing panel"].entries()) {
    await createSession(page, eventId, {
      name,
      venue: "Main Hall",
      start_datetime: `2027-05-04T${String(9 + index * 2).padStart(2, "0")}:00:00`,
      end_datetime: `2027-05-04T${String(10 + index * 2).padStart(2, "0")}:00:00`,
    });
  }

  await audit(results, "dashboard", "/system-admin/dashboard");
  await audit(results, "events", "/system-admin/events");
  await audit(results, "event details", `/system-admin/event-details/${eventId}`);
  await audit(results, "participants", `/system-admin/event-participants/${eventId}`);
  await audit(results, "sessions", `/system-admin/event-sessions/${eventId}`);
  await audit(results, "check-in", `/system-admin/check-in/${eventId}`);
  await audit(results, "badges", `/system-admin/badges/${eventId}`);
  await audit(results, "registration", `/system-admin/event-registration/${eventId}`);
  await audit(results, "registrations", `/system-admin/event-registrations/${eventId}`);
  await audit(results, "door staff", `/system-admin/event-staff/${eventId}`);
  await audit(results, "activity", "/system-admin/activity");
  await audit(results, "system admins", "/system-admin/system-admins");
  await audit(results, "event admins", "/system-admin/event-admins");
  await audit(results, "privacy", "/system-admin/privacy");
  await audit(results, "webhooks", "/system-admin/webhooks");
  await audit(results, "api tokens", "/system-admin/api-tokens");
  await audit(results, "passkeys", "/system-admin/passkeys");
  // The events above are Eve's, so her dashboard draws the same charts from her side. Signed
  // out first: the sign-in page sends a signed-in user on to a dashboard.
  await browser.clearCookies();
  await signIn(page, accounts.eventAdmin);
  await audit(results, "event dashboard", "/event-admin/dashboard");
  await audit(results, "all sessions", "/event-admin/sessions");
  await audit(results, "all participants", "/event-admin/participants");
  await audit(results, "door", "/door");
  printReport(results);
  printSummary(results);
  const missedTargets = listMissedTargets(results);
  for (const missed of missedTargets) console.error(`Target missed: ${missed}`);
  if (missedTargets.length > 0) process.exitCode = 1;
} finally {
  await stop();
}
