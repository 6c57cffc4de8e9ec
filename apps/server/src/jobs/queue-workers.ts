import type { Transaction } from "../db/client.js";
import { createQueueOnce, inTransaction, type JobQueue, type PgBoss, workOn } from "./job-queue.js";

/** Tries of a failed job before it is given up. */
const RETRY_LIMIT = 6;
/** Jobs inserted by one statement; pg-boss sends them as one JSON parameter. */
const INSERT_CHUNK = 2_000;

export interface QueueWorkersOptions<Job extends object> {
  /** The pg-boss queue's name. */
  queue: string;
  /** Workers this server runs on the queue, each with one batch at a time. */
  workers?: number;
  batchSize: number;
  /** The first wait before a failed job is tried again, doubling after. */
  retryDelaySeconds: number;
  /**
   * Works through one batch. Completing the batch completes only the jobs still active: those
   * it failed (queue.fail) are tried again.
   */
  handleBatch: (queue: JobQueue, jobs: PgBoss.JobWithMetadata<Job>[]) => Promise<void>;
}

/** A job to insert; an id of its own keeps it from ever being queued twice. */
export interface NewJob<Job extends object> {
  data: Job;
  id?: string;
  expireInSeconds?: number;
}

/**
 * This server's workers on one durable queue, and the insert of its jobs in the transaction of
 * the change they are about, so none is lost or done for a change that rolled back.
 */
export function createQueueWorkers<Job extends object>({
  queue: name,
  workers = 1,
  batchSize,
  retryDelaySeconds,
  handleBatch,
}: QueueWorkersOptions<Job>) {
  let started: Promise<JobQueue> | undefined;
  let startedQueue: JobQueue | undefined;
  const workerIds: string[] = [];

  return {
    /** Starts this server's workers once the queue is up. */
    start(jobQueue: Promise<JobQueue>): Promise<JobQueue> {
      started = jobQueue.then(async (queue) => {
        await createQueueOnce(queue, name);
        for (let worker = 0; worker < workers; worker += 1) {
          const workerId: string = await workOn<Job>(
            queue,
            name,
            { batchSize, pollingIntervalSeconds: 1 },
            async (jobs) => {
              await handleBatch(queue, jobs);
              // A full batch leaves more waiting: take them now rather than after the poll.
              if (jobs.length === batchSize) queue.notifyWorker(workerId);
            },
          );
          workerIds.push(workerId);
        }
        startedQueue = queue;
        return queue;
      });
      return started;
    },

    /** Inserts the jobs inside the transaction, retried with doubling waits when they fail. */
    async insert(transaction: Transaction, jobs: readonly NewJob<Job>[]): Promise<void> {
      if (!started) throw new Error(`The ${name} queue was never started`);
      const queue = await started;
      for (let start = 0; start < jobs.length; start += INSERT_CHUNK) {
        await queue.insert(
          jobs.slice(start, start + INSERT_CHUNK).map((job) => ({
            ...job,
            name,
            retryLimit: RETRY_LIMIT,
            retryDelay: retryDelaySeconds,
            retryBackoff: true,
          })),
          { db: inTransaction(transaction) },
        );
      }
    },

    /** Jobs were just committed to the queue: this server's workers look now, not at their poll. */
    takeQueuedNow(): void {
      for (const workerId of workerIds) startedQueue?.notifyWorker(workerId);
    },
  };
}

/**
 * Works through the jobs at most `atOnce` at a time, each lane taking the next job as soon as it
 * is done with one; resolves once all are done.
 */
export async function forEachAtOnce<Job>(
  jobs: readonly Job[],
  atOnce: number,
  work: (job: Job) => Promise<void>,
): Promise<void> {
  let next = 0;
  async function lane(): Promise<void> {
    for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) await work(job);
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, jobs.length) }, lane));
}

/** The Message-ID of a job's e-mail: the same over the job's retries, naming this server. */
export function messageIdsFor(publicUrl: string): (jobId: string) => string {
  const host = new URL(publicUrl).hostname || "localhost";
  return (jobId) => `<${jobId}@${host}>`;
}
