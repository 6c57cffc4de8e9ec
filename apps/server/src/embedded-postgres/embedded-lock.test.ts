import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from "./embedded-lock.js";

function newDataDir(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "events-lock-test-")), "db");
}

describe("lockEmbeddedDatabase", () => {
  it("refuses a folder another running process holds", () => {
    const dataDir = newDataDir();
    // The test runner's parent process is alive for as long as this test runs.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockEmbeddedDatabase(dataDir)).toThrow(EmbeddedDatabaseInUseError);
    expect(readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock left by a process that has ended, and gives it back", () => {
    const dataDir = newDataDir();
    const ended = spawnSync(process.execPath, ["-e", "0"]);
    writeFileSync(`${dataDir}.lock`, String(ended.pid));

    const release = lockEmbeddedDatabase(dataDir);
    expect(readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
