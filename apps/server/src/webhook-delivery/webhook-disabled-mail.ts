import {
  type Language,
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_TIMEOUT_SECONDS,
} from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { mailTextsIn } from "../i18n/mail-texts.js";
import { createQueuedMail } from "../jobs/queued-mail.js";
import type { Mailer, MailMessage } from "../mail/mailer.js";
import type {
  DisabledWebhookForMail,
  WebhookDeliveryRepository,
} from "./webhook-delivery.repository.js";

/** The e-mail about a webhook the sender disabled, queued in the transaction that disabled it. */
export interface WebhookDisabledJob {
  webhookId: string;
}

/** Where the webhook's deliveries are listed and it is turned on again, in the reader's portal. */
function webhookPageUrl(publicUrl: string, webhookId: string, recipientType: string): string {
  const portal = recipientType === "system_admin" ? "system-admin" : "event-admin";
  return new URL(`/${portal}/webhooks/${encodeURIComponent(webhookId)}`, publicUrl).toString();
}

/** The e-mail telling a webhook's owner that it was disabled, and how to turn it on again. */
export function describeWebhookDisabledMail(
  webhook: DisabledWebhookForMail & { recipient: { name: string } },
  pageUrl: string,
  language: Language,
): Pick<MailMessage, "subject" | "text"> {
  const { t } = mailTextsIn(language);
  return {
    subject: t("mail.webhookDisabled.subject", { url: webhook.url }),
    text: t("mail.webhookDisabled.body", {
      name: webhook.recipient.name,
      scope: webhook.event_name ? "event" : "every",
      eventName: webhook.event_name ?? "",
      url: webhook.url,
      failedFor: t("mail.days", { days: WEBHOOK_DISABLE_AFTER_DAYS }),
      pageUrl,
      seconds: WEBHOOK_TIMEOUT_SECONDS,
    }),
  };
}

export interface WebhookDisabledMailDependencies {
  repository: Pick<WebhookDeliveryRepository, "findDisabledWebhookForMail">;
  mailer: Mailer;
  config: Pick<Config, "MAIL_RETRY_DELAY_SECONDS" | "PUBLIC_URL" | "DEFAULT_LANGUAGE">;
  logger: Pick<FastifyBaseLogger, "warn">;
}

/**
 * The e-mails about disabled webhooks, through the durable queue: inserted in the transaction
 * that disabled the webhook, so exactly one is queued for each disabling. Written when sent; not
 * sent when the webhook is gone or nobody is left to tell.
 */
export function createWebhookDisabledMail({
  repository,
  mailer,
  config,
  logger,
}: WebhookDisabledMailDependencies) {
  return createQueuedMail<WebhookDisabledJob>({
    queue: "webhook-mail",
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    publicUrl: config.PUBLIC_URL,
    logger,
    failureMessage: "webhook disabled e-mail not sent",
    async send({ webhookId }, messageId) {
      const webhook = await repository.findDisabledWebhookForMail(webhookId);
      const recipient = webhook?.recipient;
      if (!webhook || !recipient) return;
      await mailer.send({
        to: recipient.email,
        ...describeWebhookDisabledMail(
          { ...webhook, recipient },
          webhookPageUrl(config.PUBLIC_URL, webhookId, recipient.type),
          recipient.language ?? config.DEFAULT_LANGUAGE,
        ),
        messageId,
      });
    },
  });
}

export type WebhookDisabledMail = ReturnType<typeof createWebhookDisabledMail>;
