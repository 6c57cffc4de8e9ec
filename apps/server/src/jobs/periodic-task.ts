export interface PeriodicTaskOptions {
  /** Never throws: it logs its own failures. */
  run: () => Promise<void>;
  firstDelayMs: number;
  intervalMs: number;
}

export interface PeriodicTask {
  /** Stops the schedule and resolves once the run under way, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs a task after a first delay, then every interval, until stopped. Runs go one after
 * another, and stopping waits for the one under way: a run that outlived stop() could still
 * change data, or use a pool about to be closed. The timers never keep the process alive.
 */
export function schedulePeriodicTask({
  run,
  firstDelayMs,
  intervalMs,
}: PeriodicTaskOptions): PeriodicTask {
  let running: Promise<void> = Promise.resolve();
  const runNext = () => {
    running = running.then(run);
  };
  let repeating: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    runNext();
    repeating = setInterval(runNext, intervalMs);
    repeating.unref();
  }, firstDelayMs);
  first.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(repeating);
      await running;
    },
  };
}

/** Where a sweep says what it did and what failed: the server's logger. */
export interface SweepLogger {
  info(message: string): void;
  error(details: object, message: string): void;
}

/** How a daily sweep is scheduled. */
export interface SweepScheduleOptions {
  logger: SweepLogger;
  /** Tests shorten the waits; servers keep the sweep's own first delay, then a day. */
  firstSweepDelayMs?: number;
  intervalMs?: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a daily sweep removes and how the log words it: each retention says only this, and
 * scheduleDailySweep runs it.
 */
export interface DailySweep {
  /** Removes what has outlived its time, answering how many went. */
  sweep: () => Promise<number>;
  done: (count: number) => string;
  failed: string;
  /** Each sweep waits its own while after start, so two large deletes do not start together. */
  defaultFirstDelayMs: number;
}

/**
 * A sweep that removes what has outlived its time, after a first delay and then daily until
 * stopped: how many it removed is logged, as `done` words it, when any went; a failure is
 * logged as `failed` and left to the next run.
 */
export function scheduleDailySweep(
  { logger, firstSweepDelayMs, intervalMs = DAY_MS }: SweepScheduleOptions,
  { sweep, done, failed, defaultFirstDelayMs }: DailySweep,
): PeriodicTask {
  return schedulePeriodicTask({
    async run() {
      try {
        const count = await sweep();
        if (count > 0) logger.info(done(count));
      } catch (error) {
        logger.error({ err: error }, failed);
      }
    },
    firstDelayMs: firstSweepDelayMs ?? defaultFirstDelayMs,
    intervalMs,
  });
}
