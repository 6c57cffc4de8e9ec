import { type PeriodicTask, schedulePeriodicTask } from "../jobs/periodic-task.js";
import type { PrivacyEngine } from "./privacy-engine.js";

const DAY_MS = 24 * 60 * 60 * 1000;
// After the activity log's first sweep (a minute after start), so a starting server does not
// begin with both at once.
const FIRST_SWEEP_DELAY_MS = 2 * 60_000;

export interface ParticipantRetentionOptions {
  privacyEngine: Pick<PrivacyEngine, "eraseExpiredEvents">;
  logger: { info(message: string): void; error(details: object, message: string): void };
  /** Tests shorten the waits; servers keep two minutes, then a day. */
  firstSweepDelayMs?: number;
  intervalMs?: number;
}

/**
 * Erases the participants of events past their retention_days, two minutes after start and then
 * daily, until stopped. Every server sweeps; each event is erased by one of them (see
 * eraseExpiredEvents), and a sweep that finds nothing costs one query.
 */
export function scheduleParticipantRetention({
  privacyEngine,
  logger,
  firstSweepDelayMs = FIRST_SWEEP_DELAY_MS,
  intervalMs = DAY_MS,
}: ParticipantRetentionOptions): PeriodicTask {
  return schedulePeriodicTask({
    async run() {
      try {
        const count = await privacyEngine.eraseExpiredEvents(new Date());
        if (count > 0) {
          logger.info(`Erased the participants of ${count} events past their retention`);
        }
      } catch (error) {
        logger.error({ err: error }, "the participant retention sweep failed");
      }
    },
    firstDelayMs: firstSweepDelayMs,
    intervalMs,
  });
}
