import { afterEach, beforeEach, vi } from "vitest";

/**
 * Fakes the timers afresh for each test of the calling describe block (or file) and puts the
 * real ones back after it.
 */
export function fakeTimersInEachTest(options?: Parameters<typeof vi.useFakeTimers>[0]) {
  beforeEach(() => {
    vi.useFakeTimers(options);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}
