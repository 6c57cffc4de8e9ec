// `npm test`: every check the project has, in the order that fails fastest, then one closing line
// with the totals of all test runners.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureChromium } from "./chromium.mjs";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();

const root = resolve(import.meta.dirname, "..");
const reports = mkdtempSync(join(tmpdir(), "events-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(isGreen) {
  rmSync(reports, { recursive: true, force: true });
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(isGreen && totals.failed === 0 ? 0 : 1);
}

ensureChromium();

const steps = [
  ["Type check", "npm", ["run", "typecheck"]],
  ["Lint", "npm", ["run", "lint"]],
  ["Build", "npm", ["run", "build"]],
  ["Login page JavaScript budget", "npm", ["run", "size:login", "-w", "@events/web"]],
  ["Participants' app JavaScript budget", "npm", ["run", "size:app", "-w", "@events/web"]],
  [
    "Public registration page JavaScript budget",
    "npm",
    ["run", "size:public", "-w", "@events/web"],
  ],
];
for (const [title, command, args] of steps) {
  if (!run(title, command, args)) finish(false);
}

const vitestSuites = [
  ["Server integration tests", "@events/server", "server.json"],
  ["Web component tests", "@events/web", "web.json"],
];
let isGreen = true;
for (const [title, workspace, report] of vitestSuites) {
  const outputFile = join(reports, report);
  const ok = run(title, "npm", [
    "test",
    "-w",
    workspace,
    "--",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${outputFile}`,
  ]);
  try {
    countVitest(outputFile);
  } catch {
    totals.failed += 1;
  }
  isGreen &&= ok;
}

const e2eReport = join(reports, "e2e.json");
const e2eOk = run(
  "Browser tests",
  "npm",
  ["test", "-w", "@events/e2e", "--", "--reporter=list,json"],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  },
);
try {
  countPlaywright(e2eReport);
} catch {
  totals.failed += 1;
}
finish(isGreen && e2eOk);
