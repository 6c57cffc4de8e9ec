// `npm run lighthouse -w @events/e2e`: Lighthouse scores (performance, best practices) on a phone
// and on a desktop of the sign-in page, the system admin's dashboard, events list, an event's
// details and its participants, and the event admin's dashboard, on the production build (run
// `npm run build` first) served by the real server, as the browser tests run it. It exits non-zero
// when a page scores under MIN_MOBILE_PERFORMANCE on the phone or shifts its layout by
// MAX_LAYOUT_SHIFT or more on either. Not part of `npm test`: it takes a quarter of an hour and
// its scores (not its layout shift) vary with the load.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumPath, ensureChromium } from "../../scripts/chromium.mjs";
import { accounts } from "../support/accounts.ts";
import { baseUrl, mailboxUrl } from "../support/ports.ts";
import { addParticipants, createEvent } from "../support/seed.ts";
import { signIn } from "../support/sign-in.ts";

const e2eDir = resolve(import.meta.dirname, "..");
const root = resolve(e2eDir, "..");
const CATEGORIES = ["performance", "best-practices"];
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 9333);
// Scores on a small shared machine vary from run to run: each page is measured this many times
// and the run with the median performance score is reported, as Lighthouse's docs advise.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Set to a folder to keep each page's reported run (JSON, for the Lighthouse viewer).
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
// Set to some of the pages' names, comma-separated ("events,event details"), to audit only those
// while working on them; the seeding runs all the same.
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(",").map((name) => name.trim())
  : undefined;
// Issue 28's targets: a phone's score and a layout that stays put.
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

for (const built of ["apps/server/dist/main.js", "apps/web/dist/index.html"]) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run 'npm run build' at the repository root first.`);
    process.exit(1);
  }
}
ensureChromium();

/** The mail sink and the built server, started as the browser tests' config starts them. */
function startSupportProcess(script) {
  const child = spawn(join(root, "node_modules/.bin/tsx"), [script], {
    cwd: e2eDir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code) => {
    if (code && !isStopping) console.error(`${script} stopped with exit code ${code}`);
  });
  return child;
}

async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// The machine's one-minute load average before each run: the scores move with it, so the summary
// says what it was.
const loadAverages = [];

/**
 * One Lighthouse run in the browser Playwright signed in with. Lighthouse's own reset would also
 * clear the session's cookies, so it is off and the cache is emptied here: each page is measured
 * as a first visit.
 */
async function runLighthouse(name, path, formFactor) {
  // Lighthouse sometimes loses a trace on this busy machine (NO_NAVSTART) and asks to run again.
  for (let attempt = 1; ; attempt += 1) {
    loadAverages.push(loadavg()[0] ?? 0);
    await cdp.send("Network.clearBrowserCache");
    const { lhr } = await lighthouse(
      `${baseUrl}${path}`,
      { port: DEBUGGING_PORT, output: "json", logLevel: "error", disableStorageReset: true },
      FORM_FACTORS[formFactor],
    );
    if (lhr.runtimeError && attempt < 3) continue;
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${baseUrl}${path}`).pathname) {
      throw new Error(`${name}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}`);
    }
    return lhr;
  }
}

/** The page's median run by performance score, with every run's score beside it. */
async function auditAs(name, path, formFactor) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(name, path, formFactor));
  const performanceOf = (lhr) => lhr.categories.performance.score ?? 0;
  const sorted = [...runs].sort((left, right) => performanceOf(left) - performanceOf(right));
  const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const file = `${name.replaceAll(" ", "-")}-${formFactor}.json`;
    writeFileSync(join(REPORT_DIR, file), JSON.stringify(lhr));
  }
  const allScores = runs.map((run) => score(run, "performance")).join(" ");
  return { lhr, allScores };
}

/** The page on a phone and on a desktop, into the results unless LIGHTHOUSE_PAGES leaves it out. */
async function audit(results, name, path) {
  if (ONLY_PAGES && !ONLY_PAGES.includes(name)) return;
  results.push({
    name,
    path,
    mobile: await auditAs(name, path, "mobile"),
    desktop: await auditAs(name, path, "desktop"),
  });
}

/** The audits that cost a category points, most costly first. */
function describeLostPoints(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  return category.auditRefs
    .map((ref) => ({ ref, result: lhr.audits[ref.id] }))
    .filter(({ ref, result }) => ref.weight > 0 && result.score !== null && result.score < 1)
    .map(({ ref, result }) => ({
      id: ref.id,
      lost: ((1 - result.score) * ref.weight * 100) / totalWeight,
      value: result.displayValue ?? "",
    }))
    .sort((left, right) => right.lost - left.lost);
}

function score(lhr, categoryId) {
  const value = lhr.categories[categoryId].score;
  return value === null ? "n/a" : String(Math.round(value * 100));
}

const layoutShiftOf = (lhr) => lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0;

function printReport(results) {
  console.log(`\nLighthouse (simulated throttling), production build, median of ${RUNS} runs\n`);
  console.log(
    `${"page".padEnd(15)}${"mobile".padStart(7)}${"desktop".padStart(8)}` +
      `${"mobile CLS".padStart(11)}${"desktop CLS".padStart(12)}${"best practices".padStart(15)}` +
      `  ${"every run's mobile / desktop".padEnd(29)}  path`,
  );
  for (const { name, path, mobile, desktop } of results) {
    const bestPractices = `${score(mobile.lhr, "best-practices")}/${score(desktop.lhr, "best-practices")}`;
    console.log(
      `${name.padEnd(15)}${score(mobile.lhr, "performance").padStart(7)}` +
        `${score(desktop.lhr, "performance").padStart(8)}` +
        `${layoutShiftOf(mobile.lhr).toFixed(3).padStart(11)}` +
        `${layoutShiftOf(desktop.lhr).toFixed(3).padStart(12)}${bestPractices.padStart(15)}` +
        `  ${`${mobile.allScores} / ${desktop.allScores}`.padEnd(29)}  ${path}`,
    );
  }
  for (const { name, ...byFormFactor } of results) {
    for (const formFactor of Object.keys(FORM_FACTORS))
      printLostPoints(name, formFactor, byFormFactor[formFactor].lhr);
  }
}

function printLostPoints(name, formFactor, lhr) {
  const metrics = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
  ]
    .map((id) => `${id.replaceAll("-", " ")} ${lhr.audits[id]?.displayValue ?? "?"}`)
    .join(", ");
  console.log(`\n${name} (${formFactor}): ${metrics}`);
  for (const categoryId of CATEGORIES) {
    for (const { id, lost, value } of describeLostPoints(lhr, categoryId)) {
      console.log(`  ${categoryId}: ${id} ${value ? `(${value}) ` : ""}costs ${lost.toFixed(1)}`);
    }
  }
  // Opportunities weigh nothing themselves; they say what the metrics above are waiting for.
  for (const [id, result] of Object.entries(lhr.audits)) {
    if (result.details?.type === "opportunity" && result.score !== null && result.score < 1) {
      console.log(`  opportunity: ${id} ${result.displayValue ?? ""}`);
    }
  }
}

/**
 * The figures as the README's Performance section quotes them: the day, the load the audits ran
 * under, and each page's median score on a phone and on a desktop with its larger layout shift.
 */
function printSummary(results) {
  const day = new Date().toISOString().slice(0, 10);
  const load = [Math.min(...loadAverages), Math.max(...loadAverages)].map((value) =>
    value.toFixed(1),
  );
  console.log(
    `\nSummary: ${day}, median of ${RUNS} runs per page, load average ${load[0]} to ${load[1]}\n`,
  );
  const rows = [
    ["page", "phone", "desktop", "layout shift (both)"],
    ...results.map(({ name, mobile, desktop }) => [
      name,
      score(mobile.lhr, "performance"),
      score(desktop.lhr, "performance"),
      String(Number(Math.max(layoutShiftOf(mobile.lhr), layoutShiftOf(desktop.lhr)).toFixed(3))),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const printRow = (cells) =>
    console.log(`| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`);
  printRow(rows[0]);
  printRow(widths.map((width) => "-".repeat(width)));
  for (const row of rows.slice(1)) printRow(row);
}

/** Each page that misses a target, in words. */
function listMissedTargets(results) {
  return results.flatMap(({ name, mobile, desktop }) => {
    const missed = [];
    const mobilePerformance = Math.round((mobile.lhr.categories.performance.score ?? 0) * 100);
    if (mobilePerformance < MIN_MOBILE_PERFORMANCE) {
      missed.push(`${name}: mobile performance ${mobilePerformance} < ${MIN_MOBILE_PERFORMANCE}`);
    }
    for (const [formFactor, { lhr }] of Object.entries({ mobile, desktop })) {
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

let isStopping = false;
const mailSink = startSupportProcess("support/mail-sink.ts");
const server = startSupportProcess("support/start-server.ts");
const profileDir = mkdtempSync(join(tmpdir(), "events-lighthouse-"));
let browser;
let cdp;
try {
  await waitForUrl(mailboxUrl, 30_000);
  await waitForUrl(`${baseUrl}/api/health`, 60_000);
  // One profile, so the session Playwright signs in with is the one Lighthouse's tabs use.
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    baseURL: baseUrl,
    headless: false,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      `--remote-debugging-port=${DEBUGGING_PORT}`,
    ],
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  cdp = await browser.newCDPSession(page);
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

  await audit(results, "dashboard", "/system-admin/dashboard");
  await audit(results, "events", "/system-admin/events");
  await audit(results, "event details", `/system-admin/event-details/${eventId}`);
  await audit(results, "participants", `/system-admin/event-participants/${eventId}`);
  // The events above are Eve's, so her dashboard draws the same charts from her side. Signed
  // out first: the sign-in page sends a signed-in user on to a dashboard.
  await browser.clearCookies();
  await signIn(page, accounts.eventAdmin);
  await audit(results, "event dashboard", "/event-admin/dashboard");
  printReport(results);
  printSummary(results);
  const missedTargets = listMissedTargets(results);
  for (const missed of missedTargets) console.error(`Target missed: ${missed}`);
  if (missedTargets.length > 0) process.exitCode = 1;
} finally {
  isStopping = true;
  await browser?.close();
  rmSync(profileDir, { recursive: true, force: true });
  server.kill("SIGTERM");
  mailSink.kill("SIGTERM");
}
