import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { hashPassword, isPasswordCorrect, MAX_CONCURRENT_HASHES } from "./passwords.js";

// libuv reads UV_THREADPOOL_SIZE once, when its pool starts; 4 is its default.
const LIBUV_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE ?? 4);

/**
 * Starts one read per thread of libuv's pool, each on a named pipe nobody writes to, so every
 * thread of that pool stays blocked in open() until release() opens the pipes' other ends.
 */
function holdLibuvPool() {
  const folder = mkdtempSync(join(tmpdir(), "libuv-pool-"));
  const pipes = Array.from({ length: LIBUV_POOL_SIZE }, (_, index) =>
    join(folder, `pipe-${index}`),
  );
  execFileSync("mkfifo", pipes);
  const reads = pipes.map((pipe) => readFile(pipe));
  let isReleased = false;
  return {
    reads,
    release() {
      if (isReleased) return;
      isReleased = true;
      // Opening the writing end blocks this thread until the pool thread has opened the reading
      // end, which it does whatever else the event loop is waiting for; closing it ends the read.
      for (const pipe of pipes) closeSync(openSync(pipe, "w"));
      rmSync(folder, { recursive: true });
    },
  };
}

// The hash workers run at a lower priority: with other processes keeping every core busy, a hash
// takes far longer than the 50 ms it takes on an idle machine (3 to 5 s when they ran at nice 19).
describe("password hashing", { timeout: 120_000 }, () => {
  it("checks a password against its own hash only", async () => {
    const hash = await hashPassword("correct horse");
    expect(await isPasswordCorrect(hash, "correct horse")).toBe(true);
    expect(await isPasswordCorrect(hash, "wrong horse")).toBe(false);
    expect(await isPasswordCorrect("not a hash", "correct horse")).toBe(false);
  });

  it("hashes a burst of passwords while every thread of libuv's pool is busy", async () => {
    // Were hashing on libuv's pool, these hashes would queue behind the held reads and never
    // finish (the test would time out); on the hash workers they finish whatever the load.
    const pool = holdLibuvPool();
    onTestFinished(() => pool.release());
    // One more than the workers, so one hash also waits its turn for a worker.
    const burst = MAX_CONCURRENT_HASHES + 1;
    const hashes = await Promise.all(
      Array.from({ length: burst }, (_, index) => hashPassword(`password ${index}`)),
    );
    expect(hashes.every((hash) => hash.startsWith("$argon2id$"))).toBe(true);
    pool.release();
    expect(await Promise.all(pool.reads)).toHaveLength(LIBUV_POOL_SIZE);
  });
});
