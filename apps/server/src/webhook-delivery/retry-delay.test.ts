import { WEBHOOK_RETRY_HOURS } from "@events/contract";
import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-delay.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the wait before a delivery's next attempt", () => {
  it("starts at 30 s and doubles, up to 4 hours", () => {
    const middle = () => 0.5;
    const waits = [1, 2, 3, 4, 5, 9, 10, 11, 40].map((failed) => retryDelayMs(failed, middle));
    expect(waits).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      128 * MINUTE,
      4 * HOUR,
      4 * HOUR,
      4 * HOUR,
    ]);
  });

  it("strays by up to a fifth either way", () => {
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 0.999_999)).toBeCloseTo(36_000, -1);
    expect(retryDelayMs(10, () => 0)).toBe(0.8 * 4 * HOUR);
  });

  it(`tries about sixteen times over ${WEBHOOK_RETRY_HOURS} hours, the last at the end`, () => {
    const lastChance = WEBHOOK_RETRY_HOURS * HOUR;
    const attemptsAt = [0];
    for (let at = 0; at < lastChance; ) {
      at = Math.min(at + retryDelayMs(attemptsAt.length, () => 0.5), lastChance);
      attemptsAt.push(at);
    }
    expect(attemptsAt).toHaveLength(16);
    expect(attemptsAt.at(-1)).toBe(lastChance);
  });
});
