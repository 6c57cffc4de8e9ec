import { type Language, STAFF_INVITATION_DAYS } from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { mailTextsIn } from "../../i18n/mail-texts.js";
import { createQueuedMail } from "../../jobs/queued-mail.js";
import type { Mailer, MailMessage } from "../../mail/mailer.js";
import type { UnitOfWork } from "../../transactions/transaction-runner.js";
import { choosePasswordUrl, invitationToken } from "./door-links.js";
import type { DoorStaffRepository, InvitationForMail } from "./door-staff.repository.js";

/** The invitation of new door staff, queued in the transaction that added them. */
export interface StaffInvitationJob {
  invitationId: string;
  eventId: string;
}

/** The e-mail that lets new door staff choose their password. */
export function describeInvitationMail(
  { name, event_name }: Pick<InvitationForMail, "name" | "event_name">,
  link: string,
  language: Language,
): Pick<MailMessage, "subject" | "text"> {
  const { t } = mailTextsIn(language);
  return {
    subject: t("mail.doorInvitation.subject", { eventName: event_name }),
    text: t("mail.doorInvitation.body", {
      name,
      eventName: event_name,
      link,
      validFor: t("mail.days", { days: STAFF_INVITATION_DAYS }),
    }),
  };
}

export interface DoorStaffMailDependencies {
  repository: Pick<DoorStaffRepository, "findInvitationForMail">;
  mailer: Mailer;
  config: Pick<Config, "MAIL_RETRY_DELAY_SECONDS" | "PUBLIC_URL" | "DEFAULT_LANGUAGE">;
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
  const queued = createQueuedMail<StaffInvitationJob>({
    queue: "staff-mail",
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    publicUrl: config.PUBLIC_URL,
    logger,
    failureMessage: "door staff invitation not sent",
    async send({ invitationId, eventId }, messageId) {
      const found = await repository.findInvitationForMail(invitationId, eventId);
      if (!found) return;
      const link = choosePasswordUrl(config.PUBLIC_URL, invitationToken(secretKey, invitationId));
      const language = found.language ?? config.DEFAULT_LANGUAGE;
      await mailer.send({
        to: found.email,
        ...describeInvitationMail(found, link, language),
        messageId,
      });
    },
  });

  return {
    start: queued.start,
    /** Queues the invitation inside the transaction that added the person. */
    enqueue: (unit: UnitOfWork, job: StaffInvitationJob) => queued.enqueue(unit.transaction, job),
    takeQueuedNow: queued.takeQueuedNow,
  };
}

export type DoorStaffMail = ReturnType<typeof createDoorStaffMail>;
