import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { createGroupedWriter } from "../../jobs/grouped-writes.js";
import type { JobQueue, PgBoss } from "../../jobs/job-queue.js";
import { createQueueWorkers, forEachAtOnce, messageIdsFor } from "../../jobs/queue-workers.js";
import { type Mailer, SMTP_CONNECTIONS } from "../../mail/mailer.js";
import { renderMessage } from "../../participant-messages/message-text.js";
import { appLinkOf } from "../../people/app-link.js";
import { ticketQrInlineImage } from "../../tickets/ticket-qr.js";
import type { UnitOfWork } from "../../transactions/transaction-runner.js";
import type { Delivery, MessagesRepository } from "./messages.repository.js";

/** One job per copy; the job's id is the recipient's, so a copy is never queued twice. */
const QUEUE = "participant-mail";
/** Jobs taken at once: one query fetches them and one reads their copies. */
const MAX_BATCH = 200;
/**
 * Two workers take batches in turn: while one waits for its batch's last copies and fetches the
 * next, the other sends. Each keeps one copy on its way per SMTP connection.
 */
const WORKERS = 2;
/**
 * Copies on their way at once. It is also how many copies a killed server can leave accepted by
 * the SMTP server but not recorded as sent: those go out again, with the same Message-ID.
 */
export const SENDS_AT_ONCE = WORKERS * SMTP_CONNECTIONS;
export const DELETED_PARTICIPANT_ERROR = "The participant was removed before this copy was sent";

interface RecipientJob {
  recipientId: string;
}

/** Spaces this process's sends evenly, at most perMinute a minute. */
export function createRateLimiter(perMinute: number) {
  const gapMs = 60_000 / perMinute;
  let nextAt = 0;
  return {
    async take(): Promise<void> {
      const now = Date.now();
      const at = Math.max(now, nextAt);
      nextAt = at + gapMs;
      if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
    },
  };
}

/** SMTP 5xx answers are final (no such mailbox, refused); everything else may pass later. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

export interface MessageDeliveryDependencies {
  messagesRepository: MessagesRepository;
  mailer: Mailer;
  config: Pick<
    Config,
    "MAIL_RATE_PER_MINUTE" | "MAIL_RETRY_DELAY_SECONDS" | "PUBLIC_URL" | "DEFAULT_LANGUAGE"
  >;
  /** Signs the personal links of {app_link}. */
  secretKey: string;
  logger: Pick<FastifyBaseLogger, "warn" | "error">;
}

/**
 * Sends the copies of participant messages from the durable queue. A job is taken by one
 * server at a time; one whose server dies is put back when it expires. A copy already recorded
 * as sent is never sent again; a copy whose sending was cut off between the SMTP server's
 * acceptance and the record of it is sent again, with the same Message-ID.
 */
export function createMessageDelivery({
  messagesRepository,
  mailer,
  config,
  secretKey,
  logger,
}: MessageDeliveryDependencies) {
  const limiter = createRateLimiter(config.MAIL_RATE_PER_MINUTE);
  // Two seconds of sending a batch, so it is sent well before its jobs expire, whatever the rate.
  const batchSize = Math.max(1, Math.min(MAX_BATCH, Math.ceil(config.MAIL_RATE_PER_MINUTE / 30)));
  const expireInSeconds = 60 + Math.ceil((batchSize * 60) / config.MAIL_RATE_PER_MINUTE);
  const messageIdOf = messageIdsFor(config.PUBLIC_URL);
  // A copy's sender waits for its record before taking the next copy, so no more than
  // SENDS_AT_ONCE copies are ever accepted but not recorded; the senders share the statements.
  const sentRecords = createGroupedWriter<string>((recipientIds) =>
    messagesRepository.markSent(recipientIds),
  );

  async function send(
    { recipient, message, event }: Delivery,
    participant: NonNullable<Delivery["participant"]>,
  ): Promise<void> {
    const rendered = renderMessage(
      message,
      {
        name: recipient.name,
        appLink: appLinkOf(config.PUBLIC_URL, secretKey, participant),
        language: participant.language ?? config.DEFAULT_LANGUAGE,
      },
      event,
    );
    const inlineImages = rendered.hasTicketQr
      ? [await ticketQrInlineImage(participant.check_in_code)]
      : undefined;
    await limiter.take();
    await mailer.send({
      to: recipient.email,
      subject: rendered.subject,
      text: rendered.text,
      ...(rendered.html ? { html: rendered.html } : {}),
      ...(inlineImages ? { inlineImages } : {}),
      messageId: messageIdOf(recipient.id),
    });
  }

  /** One copy; answers whether pg-boss should try it again later. */
  async function deliver(
    job: PgBoss.JobWithMetadata<RecipientJob>,
    delivery: Delivery | undefined,
  ): Promise<"done" | "retry"> {
    const { recipientId } = job.data;
    // Gone with its event or message, or sent or failed already (a job run twice).
    if (delivery?.recipient.state !== "queued") return "done";
    if (delivery.participant === null) {
      await messagesRepository.markAttemptFailed(recipientId, DELETED_PARTICIPANT_ERROR, true);
      return "done";
    }
    try {
      await send(delivery, delivery.participant);
    } catch (error) {
      const isFinal = isPermanent(error) || job.retryCount >= job.retryLimit;
      await messagesRepository.markAttemptFailed(recipientId, describe(error), isFinal);
      logger.warn({ err: error, recipientId, isFinal }, "participant e-mail refused");
      return isFinal ? "done" : "retry";
    }
    await sentRecords.add(recipientId);
    return "done";
  }

  async function deliverBatch(
    queue: JobQueue,
    jobs: PgBoss.JobWithMetadata<RecipientJob>[],
  ): Promise<void> {
    const deliveries = await messagesRepository.findDeliveries(
      jobs.map((job) => job.data.recipientId),
    );
    await forEachAtOnce(jobs, SENDS_AT_ONCE / WORKERS, async (job) => {
      const outcome = await deliver(job, deliveries.get(job.data.recipientId)).catch(
        (error: unknown) => {
          logger.error({ err: error, jobId: job.id }, "participant e-mail not sent");
          return "retry" as const;
        },
      );
      // Completing the batch completes only the jobs still active: failed ones retry.
      if (outcome === "retry") await queue.fail(QUEUE, job.id, { error: "retry" });
    });
  }

  const workers = createQueueWorkers<RecipientJob>({
    queue: QUEUE,
    workers: WORKERS,
    batchSize,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    handleBatch: deliverBatch,
  });

  return {
    /**
     * Starts taking this server's share of the queue once it is up; the server answers
     * meanwhile (the queue's first start creates its tables).
     */
    start: workers.start,

    /** Copies were just committed to the queue: this server starts on them without waiting. */
    takeQueuedNow: workers.takeQueuedNow,

    /** Queues one copy per recipient, inside the transaction that stores them. */
    async enqueue(unit: UnitOfWork, recipientIds: readonly string[]): Promise<void> {
      await workers.insert(
        unit.transaction,
        recipientIds.map((recipientId) => ({
          id: recipientId,
          data: { recipientId },
          expireInSeconds,
        })),
      );
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
