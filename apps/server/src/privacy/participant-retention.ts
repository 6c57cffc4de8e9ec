import {
  type PeriodicTask,
  type SweepScheduleOptions,
  scheduleDailySweep,
} from "../jobs/periodic-task.js";
import type { PrivacyEngine } from "./privacy-engine.js";

// After the activity log's first sweep (a minute after start), so a starting server does not
// begin with both at once.
const FIRST_SWEEP_DELAY_MS = 2 * 60_000;

export interface ParticipantRetentionOptions extends SweepScheduleOptions {
  privacyEngine: Pick<PrivacyEngine, "eraseExpiredEvents">;
}

/**
 * Erases the participants of events past their retention_days, two minutes after start and then
 * daily, until stopped. Every server sweeps; each event is erased by one of them (see
 * eraseExpiredEvents), and a sweep that finds nothing costs one query.
 */
export function scheduleParticipantRetention({
  privacyEngine,
  ...schedule
}: ParticipantRetentionOptions): PeriodicTask {
  return scheduleDailySweep(schedule, {
    sweep: () => privacyEngine.eraseExpiredEvents(new Date()),
    done: (count) => `Erased the participants of ${count} events past their retention`,
    failed: "the participant retention sweep failed",
    defaultFirstDelayMs: FIRST_SWEEP_DELAY_MS,
  });
}
