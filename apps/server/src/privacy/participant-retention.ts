import type { DailySweep } from "../jobs/periodic-task.js";
import type { PrivacyEngine } from "./privacy-engine.js";

// After the activity log's first sweep (a minute after start) and the webhook deliveries' (two
// minutes), so a starting server does not begin two large deletes at once.
const FIRST_SWEEP_DELAY_MS = 3 * 60_000;

/**
 * Erases the participants of events past their retention_days, three minutes after start and then
 * daily. Every server sweeps; each event is erased by one of them (see eraseExpiredEvents), and a
 * sweep that finds nothing costs one query.
 */
export function participantRetentionSweep(
  privacyEngine: Pick<PrivacyEngine, "eraseExpiredEvents">,
): DailySweep {
  return {
    sweep: () => privacyEngine.eraseExpiredEvents(new Date()),
    done: (count) => `Erased the participants of ${count} events past their retention`,
    failed: "the participant retention sweep failed",
    defaultFirstDelayMs: FIRST_SWEEP_DELAY_MS,
  };
}
