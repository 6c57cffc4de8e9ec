import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hashPassword, isPasswordCorrect, MAX_CONCURRENT_HASHES } from "./passwords.js";

describe("password hashing", () => {
  it("checks a password against its own hash only", async () => {
    const hash = await hashPassword("correct horse");
    expect(await isPasswordCorrect(hash, "correct horse")).toBe(true);
    expect(await isPasswordCorrect(hash, "wrong horse")).toBe(false);
    expect(await isPasswordCorrect("not a hash", "correct horse")).toBe(false);
  });

  it("leaves libuv's thread pool free for file reads during a burst of hashes", async () => {
    // With every thread of libuv's pool hashing, a file read would wait for the first hash to end.
    const burst = 8;
    expect(MAX_CONCURRENT_HASHES).toBeLessThan(availableParallelism());
    const finished: string[] = [];
    const hashes = Array.from({ length: burst }, (_, index) =>
      hashPassword(`password ${index}`).then(() => finished.push("hash")),
    );
    const read = readFile(fileURLToPath(import.meta.url)).then(() => finished.push("read"));
    await Promise.all([...hashes, read]);
    expect(finished[0]).toBe("read");
  });
});
