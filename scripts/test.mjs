// `npm test`: every check the project has, in the order that fails fastest, then one closing line
// with the totals of all test runners.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureChromium } from "./chromium.mjs";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();

const root = resolve(import.meta.dirname, "..");
const reports = mkdtempSync(join(tmpdir(), "events-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** The steps that ended badly, with what they printed about errors, for the closing lines. */
const failedSteps = [];
// A runner can fail with every test passed: vitest on an error no test caught (an unhandled
// rejection after a test ended). Its report of that is long gone from the screen by the end, so
// the lines from its errors section on are kept and printed again last; so are Biome's and
// TypeScript's first finding and what follows it.
const ERRORS_SECTION =
  /Unhandled (Errors|Rejection)|⎯ Errors ⎯|Error: | FAIL |✘|^\S+(:\d+:\d+)? (lint|assist)\/|^\S+ format |error TS\d+/;
// Colours the runners write between a word and its colon would hide it from the pattern.
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const errorLines = [];
    const keep = (stream, output) => {
      let rest = "";
      stream.on("data", (chunk) => {
        output.write(chunk);
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop() ?? "";
        for (const coloured of lines) {
          const line = coloured.replace(COLOURS, "");
          if (errorLines.length > 0 || ERRORS_SECTION.test(line)) errorLines.push(line);
          if (errorLines.length > 200) errorLines.splice(100, errorLines.length - 200);
        }
      });
    };
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on("close", (code, signal) => {
      const ok = code === 0;
      if (!ok)
        failedSteps.push({ title, code: code ?? signal, errorLines: errorLines.slice(0, 120) });
      resolvePromise(ok);
    });
  });
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
  for (const { title, code, errorLines } of failedSteps) {
    console.log(`\n=== ${title} ended with ${code}; what it said of errors:`);
    console.log(errorLines.length > 0 ? errorLines.join("\n") : "(nothing)");
  }
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
  ["Message catalogues", "node", ["scripts/check-catalogues.mjs"]],
  ["Login page JavaScript budget", "npm", ["run", "size:login", "-w", "@events/web"]],
  ["Participants' app JavaScript budget", "npm", ["run", "size:app", "-w", "@events/web"]],
  [
    "Public registration page JavaScript budget",
    "npm",
    ["run", "size:public", "-w", "@events/web"],
  ],
  ["Pages drawn without zod", "npm", ["run", "check:first-draw", "-w", "@events/web"]],
];
for (const [title, command, args] of steps) {
  if (!(await run(title, command, args))) finish(false);
}

const vitestSuites = [
  ["Server integration tests", "@events/server", "server.json"],
  ["Web component tests", "@events/web", "web.json"],
];
let isGreen = true;
for (const [title, workspace, report] of vitestSuites) {
  const outputFile = join(reports, report);
  const ok = await run(title, "npm", [
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
const e2eOk = await run(
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
