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
