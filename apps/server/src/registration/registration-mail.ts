import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { JobQueue, PgBoss } from "../jobs/job-queue.js";
import { createQueueWorkers, forEachAtOnce, messageIdsFor } from "../jobs/queue-workers.js";
import type { Mailer, MailMessage } from "../mail/mailer.js";
import { appAddress, appLinkOf } from "../people/app-link.js";
import { ticketQrInlineImage } from "../tickets/ticket-qr.js";
import type { UnitOfWork } from "../transactions/transaction-runner.js";
import { linkToken, linkUrl } from "./link-tokens.js";
import {
  describeRegistrationMail,
  type RegistrationMailKind,
  STATE_OF_MAIL,
} from "./registration-mail-text.js";
import type { RegistrationForMail, RegistrationsRepository } from "./registrations.repository.js";

/** One e-mail about a registration, queued in the transaction of the change it tells of. */
export interface RegistrationMailJob {
  registrationId: string;
  kind: RegistrationMailKind;
}

const QUEUE = "registration-mail";
const BATCH_SIZE = 20;
/** E-mails of one batch on their way at once. */
const SENDS_AT_ONCE = 5;

export interface RegistrationMailDependencies {
  repository: Pick<RegistrationsRepository, "findForMail" | "waitingPosition">;
  mailer: Mailer;
  config: Pick<Config, "MAIL_RETRY_DELAY_SECONDS" | "PUBLIC_URL" | "DEFAULT_LANGUAGE">;
  /** Signs the personal app links of skip_otp participants' tickets. */
  secretKey: string;
  logger: Pick<FastifyBaseLogger, "warn" | "error">;
}

/**
 * Registration's e-mails. Those that tell of a change (ticket, waiting list, offer, ...) go
 * through the durable queue, inserted in the change's transaction, so none is lost or sent for a
 * change that rolled back; each is written when sent, from the registration as it is then, and
 * left unsent once the registration has moved on (an offer already expired). The confirmation
 * code and the duplicate's notice are sent at once instead: they matter only for the next
 * minutes, and a code is never stored anywhere but as its hash.
 */
export function createRegistrationMail({
  repository,
  mailer,
  config,
  secretKey,
  logger,
}: RegistrationMailDependencies) {
  const messageIdOf = messageIdsFor(config.PUBLIC_URL);

  async function render(
    kind: RegistrationMailKind,
    { registration, event, slug, participant }: RegistrationForMail,
  ): Promise<Omit<MailMessage, "to" | "messageId"> | undefined> {
    if (registration.state !== STATE_OF_MAIL[kind]) return undefined;
    if (kind === "ticket" && participant === null) return undefined;
    const rendered = describeRegistrationMail(kind, {
      registration,
      event,
      cancelUrl: linkUrl(config.PUBLIC_URL, slug, "cancel", linkToken(registration, "cancel")),
      offerUrl: linkUrl(config.PUBLIC_URL, slug, "offer", linkToken(registration, "offer")),
      position: kind === "waiting" ? await repository.waitingPosition(registration) : null,
      appLink: participant
        ? appLinkOf(config.PUBLIC_URL, secretKey, participant)
        : appAddress(config.PUBLIC_URL),
      language: registration.language ?? config.DEFAULT_LANGUAGE,
    });
    return {
      subject: rendered.subject,
      text: rendered.text,
      ...(rendered.html ? { html: rendered.html } : {}),
      ...(rendered.hasTicketQr && participant
        ? { inlineImages: [await ticketQrInlineImage(participant.check_in_code)] }
        : {}),
    };
  }

  async function deliver(
    job: PgBoss.JobWithMetadata<RegistrationMailJob>,
    found: RegistrationForMail | undefined,
  ): Promise<void> {
    if (!found) return;
    const message = await render(job.data.kind, found);
    if (!message) return;
    await mailer.send({
      to: found.registration.email,
      ...message,
      messageId: messageIdOf(job.id),
    });
  }

  async function deliverBatch(
    queue: JobQueue,
    jobs: PgBoss.JobWithMetadata<RegistrationMailJob>[],
  ): Promise<void> {
    const found = await repository.findForMail(jobs.map((job) => job.data.registrationId));
    await forEachAtOnce(jobs, SENDS_AT_ONCE, async (job) => {
      try {
        await deliver(job, found.get(job.data.registrationId));
      } catch (error) {
        logger.warn({ err: error, jobId: job.id }, "registration e-mail not sent");
        // Completing the batch completes only the jobs still active: this one retries.
        await queue.fail(QUEUE, job.id, { error: "retry" });
      }
    });
  }

  const workers = createQueueWorkers<RegistrationMailJob>({
    queue: QUEUE,
    batchSize: BATCH_SIZE,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    handleBatch: deliverBatch,
  });

  return {
    start: workers.start,

    /** Queues the e-mails inside the transaction of the change they tell of. */
    async enqueue(unit: UnitOfWork, jobs: readonly RegistrationMailJob[]): Promise<void> {
      if (jobs.length === 0) return;
      await workers.insert(
        unit.transaction,
        jobs.map((data) => ({ data })),
      );
    },

    /** E-mails were just committed to the queue: this server sends them without waiting. */
    takeQueuedNow: workers.takeQueuedNow,

    /**
     * Sends at once, after the answer: a failure is logged, and the person registers again. The
     * answer never waits for it, so its time does not tell one kind of e-mail from another.
     */
    sendNow(message: MailMessage): void {
      mailer
        .send(message)
        .catch((error: unknown) => logger.error({ err: error }, "registration e-mail not sent"));
    },
  };
}

export type RegistrationMail = ReturnType<typeof createRegistrationMail>;
