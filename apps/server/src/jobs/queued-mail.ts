import type { FastifyBaseLogger } from "fastify";
import type { Transaction } from "../db/client.js";
import { createQueueOnce, inTransaction, type JobQueue, type PgBoss } from "./job-queue.js";

const RETRY_LIMIT = 6;
const BATCH_SIZE = 10;

export interface QueuedMailOptions<Job extends object> {
  /** The pg-boss queue's name. */
  queue: string;
  /** The first wait before a failed send is tried again, doubling after. */
  retryDelaySeconds: number;
  /** Names this server in each e-mail's Message-ID. */
  publicUrl: string;
  /**
   * Sends one job's e-mail with that Message-ID, stable over retries, or nothing when it has no
   * purpose any more; throws for the job to be tried again.
   */
  send: (job: Job, messageId: string) => Promise<void>;
  logger: Pick<FastifyBaseLogger, "warn">;
  /** Logged when a send fails. */
  failureMessage: string;
}

/**
 * E-mails through the durable job queue, one job each: inserted in the transaction of the change
 * they tell of, so none is lost or sent for a change that rolled back; retried with growing waits
 * when sending fails. A copy sent again (a server dying between the SMTP server's acceptance and
 * the job's completion) has the same Message-ID, so mail systems see one e-mail.
 */
export function createQueuedMail<Job extends object>({
  queue: name,
  retryDelaySeconds,
  publicUrl,
  send,
  logger,
  failureMessage,
}: QueuedMailOptions<Job>) {
  const host = new URL(publicUrl).hostname || "localhost";
  let started: Promise<JobQueue> | undefined;
  let startedQueue: JobQueue | undefined;
  let workerId: string | undefined;

  async function deliver(queue: JobQueue, job: PgBoss.JobWithMetadata<Job>): Promise<void> {
    try {
      await send(job.data, `<${job.id}@${host}>`);
    } catch (error) {
      logger.warn({ err: error, jobId: job.id }, failureMessage);
      // Completing the batch completes only the jobs still active: this one retries.
      await queue.fail(name, job.id, { error: "retry" });
    }
  }

  return {
    /** Starts this server's worker once the queue is up. */
    start(jobQueue: Promise<JobQueue>): Promise<JobQueue> {
      started = jobQueue.then(async (queue) => {
        await createQueueOnce(queue, name);
        workerId = await queue.work<Job>(
          name,
          { batchSize: BATCH_SIZE, includeMetadata: true, pollingIntervalSeconds: 1 },
          async (jobs) => {
            for (const job of jobs) await deliver(queue, job);
          },
        );
        startedQueue = queue;
        return queue;
      });
      return started;
    },

    /** Queues the e-mail inside the transaction of the change it tells of. */
    async enqueue(transaction: Transaction, job: Job): Promise<void> {
      if (!started) throw new Error(`The ${name} queue was never started`);
      const queue = await started;
      await queue.insert(
        [
          {
            name,
            data: job,
            retryLimit: RETRY_LIMIT,
            retryDelay: retryDelaySeconds,
            retryBackoff: true,
          },
        ],
        { db: inTransaction(transaction) },
      );
    },

    /** An e-mail was just committed to the queue: this server sends it without waiting. */
    takeQueuedNow(): void {
      if (workerId) startedQueue?.notifyWorker(workerId);
    },
  };
}

export type QueuedMail<Job extends object> = ReturnType<typeof createQueuedMail<Job>>;
