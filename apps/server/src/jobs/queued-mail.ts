import type { FastifyBaseLogger } from "fastify";
import type { Transaction } from "../db/client.js";
import type { JobQueue, PgBoss } from "./job-queue.js";
import { createQueueWorkers, messageIdsFor } from "./queue-workers.js";

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
  queue,
  retryDelaySeconds,
  publicUrl,
  send,
  logger,
  failureMessage,
}: QueuedMailOptions<Job>) {
  const messageIdOf = messageIdsFor(publicUrl);

  async function deliver(jobQueue: JobQueue, job: PgBoss.JobWithMetadata<Job>): Promise<void> {
    try {
      await send(job.data, messageIdOf(job.id));
    } catch (error) {
      logger.warn({ err: error, jobId: job.id }, failureMessage);
      await jobQueue.fail(queue, job.id, { error: "retry" });
    }
  }

  const workers = createQueueWorkers<Job>({
    queue,
    batchSize: BATCH_SIZE,
    retryDelaySeconds,
    async handleBatch(jobQueue, jobs) {
      for (const job of jobs) await deliver(jobQueue, job);
    },
  });

  return {
    start: workers.start,

    /** Queues the e-mail inside the transaction of the change it tells of. */
    async enqueue(transaction: Transaction, job: Job): Promise<void> {
      await workers.insert(transaction, [{ data: job }]);
    },

    /** An e-mail was just committed to the queue: this server sends it without waiting. */
    takeQueuedNow: workers.takeQueuedNow,
  };
}

export type QueuedMail<Job extends object> = ReturnType<typeof createQueuedMail<Job>>;
