const FIRST_RETRY_DELAY_MS = 30_000;
const LONGEST_RETRY_DELAY_MS = 4 * 60 * 60_000;
/** How far a wait may stray either way, as a share of it. */
const JITTER = 0.2;

/**
 * The wait after a delivery's n-th failed attempt: 30 s, 1 min, 2 min, 4 min, … doubling up to
 * 4 hours, each moved by up to a fifth at random, so that the deliveries a receiver's outage
 * failed together do not all come back at the same moment. Over WEBHOOK_RETRY_HOURS (26) that
 * is about fifteen attempts, the last at the 26th hour.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const doublings = Math.max(0, failedAttempts - 1);
  const base = Math.min(FIRST_RETRY_DELAY_MS * 2 ** doublings, LONGEST_RETRY_DELAY_MS);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
