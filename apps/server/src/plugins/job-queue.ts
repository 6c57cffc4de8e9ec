import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { type JobQueue, startJobQueue, stopJobQueue } from "../jobs/job-queue.js";

export interface JobQueueOptions {
  pool: pg.Pool;
  /**
   * Puts the workers on the queue once it has started; resolves with the queue when they are
   * in place.
   */
  startWorkers: (jobQueue: Promise<JobQueue>) => Promise<JobQueue>;
}

/**
 * The durable job queue starts once the app is ready, not while it is being built, and stops
 * with it.
 */
export function registerJobQueue(app: FastifyInstance, options: JobQueueOptions): void {
  let jobQueue: Promise<JobQueue> | undefined;
  app.addHook("onReady", async () => {
    jobQueue = options.startWorkers(
      startJobQueue(options.pool, (error) => app.log.error({ err: error }, "job queue error")),
    );
    jobQueue.catch((error: unknown) => app.log.error({ err: error }, "job queue did not start"));
  });
  app.addHook("onClose", async () => {
    // A copy being sent is finished first; what is left waits in the queue for the next start.
    const queue = await jobQueue?.catch(() => undefined);
    if (queue) await stopJobQueue(queue, { timeout: 10_000 });
  });
}
