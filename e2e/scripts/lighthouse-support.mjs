// What the Lighthouse scripts share (lighthouse.mjs for the admin app, lighthouse-app.mjs for the
// participants' app): the production build served by the real server with the mail sink, as the
// browser tests run it; one Chromium profile that Playwright signs in with and Lighthouse's tabs
// use; a run with its retries; and the figures each report prints.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumPath, ensureChromium } from "../../scripts/chromium.mjs";
import { baseUrl, mailboxUrl } from "../support/ports.ts";

const e2eDir = resolve(import.meta.dirname, "..");
const root = resolve(e2eDir, "..");

export const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 9333);
// Scores on a small shared machine vary from run to run: each page is measured this many times
// and the run with the median performance score is reported, as Lighthouse's docs advise.
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Stops with a message when a file of the build is missing. */
export function requireBuilt(files) {
  for (const built of files) {
    if (!existsSync(join(root, built))) {
      console.error(`${built} is missing: run 'npm run build' at the repository root first.`);
      process.exit(1);
    }
  }
  ensureChromium();
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

/**
 * The mail sink, the built server and a Chromium profile with a debugging port, started as the
 * browser tests' config starts them; `stop` ends them all.
 */
export async function startAuditedServer() {
  let isStopping = false;
  const startSupportProcess = (script) => {
    const child = spawn(join(root, "node_modules/.bin/tsx"), [script], {
      cwd: e2eDir,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("exit", (code) => {
      if (code && !isStopping) console.error(`${script} stopped with exit code ${code}`);
    });
    return child;
  };
  const mailSink = startSupportProcess("support/mail-sink.ts");
  const server = startSupportProcess("support/start-server.ts");
  const profileDir = mkdtempSync(join(tmpdir(), "events-lighthouse-"));
  let browser;
  const stop = async () => {
    isStopping = true;
    await browser?.close();
    rmSync(profileDir, { recursive: true, force: true });
    server.kill("SIGTERM");
    mailSink.kill("SIGTERM");
  };
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
  } catch (error) {
    await stop();
    throw error;
  }
  const page = browser.pages()[0] ?? (await browser.newPage());
  const cdp = await browser.newCDPSession(page);
  return { browser, page, cdp, stop };
}

// The machine's one-minute load average before each run: the scores move with it, so the
// summaries say what it was.
export const loadAverages = [];

/**
 * One Lighthouse run of a path in the signed-in profile. Lighthouse's own reset would also clear
 * the session's cookies, so it is off and `prepare` empties what a first visit would not have.
 */
export async function runLighthouse(name, path, config, prepare) {
  // Lighthouse sometimes loses a trace on this busy machine (NO_NAVSTART) and asks to run again.
  for (let attempt = 1; ; attempt += 1) {
    loadAverages.push(loadavg()[0] ?? 0);
    await prepare();
    const { lhr } = await lighthouse(
      `${baseUrl}${path}`,
      { port: DEBUGGING_PORT, output: "json", logLevel: "error", disableStorageReset: true },
      config,
    );
    if (lhr.runtimeError && attempt < 3) continue;
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${baseUrl}${path}`).pathname) {
      throw new Error(`${name}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}`);
    }
    return lhr;
  }
}

// Set to a folder to keep each page's reported run (JSON, for the Lighthouse viewer).
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

/** Keeps a page's reported run in LIGHTHOUSE_REPORT_DIR, when it is set. */
export function saveReport(name, lhr) {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `${name.replaceAll(" ", "-")}.json`), JSON.stringify(lhr));
}

export const performanceOf = (lhr) => lhr.categories.performance.score ?? 0;
export const layoutShiftOf = (lhr) => lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0;

/** The run with the median performance score of several. */
export function medianRun(runs) {
  const sorted = [...runs].sort((left, right) => performanceOf(left) - performanceOf(right));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function score(lhr, categoryId) {
  const value = lhr.categories[categoryId].score;
  return value === null ? "n/a" : String(Math.round(value * 100));
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

/** A run's paint and blocking figures, what cost each category points, and the opportunities. */
export function printLostPoints(title, lhr, categories) {
  const metrics = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
  ]
    .map((id) => `${id.replaceAll("-", " ")} ${lhr.audits[id]?.displayValue ?? "?"}`)
    .join(", ");
  console.log(`\n${title}: ${metrics}`);
  for (const categoryId of categories) {
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

/** 'day, median of N runs per page, load average a to b', for a summary's first line. */
export function describeRunConditions() {
  const day = new Date().toISOString().slice(0, 10);
  const load = [Math.min(...loadAverages), Math.max(...loadAverages)].map((value) =>
    value.toFixed(1),
  );
  return `${day}, median of ${RUNS} runs per page, load average ${load[0]} to ${load[1]}`;
}

/** A Markdown table, its columns padded to their widest cell. */
export function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const printRow = (cells) =>
    console.log(`| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`);
  printRow(rows[0]);
  printRow(widths.map((width) => "-".repeat(width)));
  for (const row of rows.slice(1)) printRow(row);
}
