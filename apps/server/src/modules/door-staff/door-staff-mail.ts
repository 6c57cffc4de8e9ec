import { STAFF_INVITATION_DAYS } from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import {
  createQueueOnce,
  inTransaction,
  type JobQueue,
  type PgBoss,
} from "../../jobs/job-queue.js";
import type { Mailer, MailMessage } from "../../mail/mailer.js";
import type { UnitOfWork } from "../../transactions/transaction-runner.js";
import { choosePasswordUrl, invitationToken } from "./door-links.js";
import type { DoorStaffRepository, InvitationForMail } from "./door-staff.repository.js";

/** The invitation of new door staff, queued in the transaction that added them. */
export interface StaffInvitationJob {
  invitationId: string;
  eventId: string;
}

const QUEUE = "staff-mail";
const RETRY_LIMIT = 6;
const BATCH_SIZE = 10;

/** The e-mail that lets new door staff choose their password. */
export function describeInvitationMail(
  { name, event_name }: Pick<InvitationForMail, "name" | "event_name">,
  link: string,
): Pick<MailMessage, "subject" | "text"> {
  return {
    subject: `Choose your password to check people in at ${event_name}`,
    text: [
      `Hello ${name},`,
      "",
      `You were added as door staff of ${event_name}: you may check its participants in at the door.`,
      "",
      `Choose your password here: ${link}`,
      "",
      `The link works once, for ${STAFF_INVITATION_DAYS} days. Then sign in with your e-mail address and that password.`,
      "",
      "If you did not expect this e-mail, you can ignore it.",
    ].join("\n"),
  };
}

export interface DoorStaffMailDependencies {
  repository: Pick<DoorStaffRepository, "findInvitationForMail">;
  mailer: Mailer;
  config: Pick<Config, "MAIL_RETRY_DELAY_SECONDS" | "PUBLIC_URL">;
  /** Derives each invitation's secret from its id (door-links.ts). */
  secretKey: string;
  logger: Pick<FastifyBaseLogger, "warn">;
}

/**
 * The door staff's invitations, through the durable queue: inserted in the transaction that
 * added the person, so none is lost or sent for an addition that rolled back; written when sent,
 * and left unsent once it has no purpose (used, expired, or the person no longer staff).
 */
export function createDoorStaffMail({
  repository,
  mailer,
  config,
  secretKey,
  logger,
}: DoorStaffMailDependencies) {
  const host = new URL(config.PUBLIC_URL).hostname || "localhost";
  let started: Promise<JobQueue> | undefined;
  let startedQueue: JobQueue | undefined;
  let workerId: string | undefined;

  async function deliver(
    queue: JobQueue,
    job: PgBoss.JobWithMetadata<StaffInvitationJob>,
  ): Promise<void> {
    try {
      const found = await repository.findInvitationForMail(job.data.invitationId, job.data.eventId);
      if (!found) return;
      const link = choosePasswordUrl(
        config.PUBLIC_URL,
        invitationToken(secretKey, job.data.invitationId),
      );
      await mailer.send({
        to: found.email,
        ...describeInvitationMail(found, link),
        messageId: `<${job.id}@${host}>`,
      });
    } catch (error) {
      logger.warn({ err: error, jobId: job.id }, "door staff invitation not sent");
      // Completing the batch completes only the jobs still active: this one retries.
      await queue.fail(QUEUE, job.id, { error: "retry" });
    }
  }

  return {
    /** Starts this server's worker once the queue is up. */
    start(jobQueue: Promise<JobQueue>): Promise<JobQueue> {
      started = jobQueue.then(async (queue) => {
        await createQueueOnce(queue, QUEUE);
        workerId = await queue.work<StaffInvitationJob>(
          QUEUE,
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

    /** Queues the invitation inside the transaction that added the person. */
    async enqueue(unit: UnitOfWork, job: StaffInvitationJob): Promise<void> {
      if (!started) throw new Error("The door staff mail queue was never started");
      const queue = await started;
      await queue.insert(
        [
          {
            name: QUEUE,
            data: job,
            retryLimit: RETRY_LIMIT,
            retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
            retryBackoff: true,
          },
        ],
        { db: inTransaction(unit.transaction) },
      );
    },

    /** An invitation was just committed to the queue: this server sends it without waiting. */
    takeQueuedNow(): void {
      if (workerId) startedQueue?.notifyWorker(workerId);
    },
  };
}

export type DoorStaffMail = ReturnType<typeof createDoorStaffMail>;
