import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_TIMEOUT_SECONDS } from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
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
): Pick<MailMessage, "subject" | "text"> {
  const whose = webhook.event_name ? `of ${webhook.event_name}` : "of every event";
  return {
    subject: `Webhook disabled: ${webhook.url}`,
    text: [
      `Hello ${webhook.recipient.name},`,
      "",
      `The webhook ${whose} that sends changes to`,
      "",
      `  ${webhook.url}`,
      "",
      `was disabled: every delivery to it failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days. Nothing is sent to it now; what changes meanwhile waits for it.`,
      "",
      `See why its deliveries failed and turn it on again here: ${pageUrl}`,
      "",
      `Check first that the address is right and answers with a 2xx status within ${WEBHOOK_TIMEOUT_SECONDS} seconds. Once it is on again, the deliveries waiting for it are sent.`,
    ].join("\n"),
  };
}

export interface WebhookDisabledMailDependencies {
  repository: Pick<WebhookDeliveryRepository, "findDisabledWebhookForMail">;
  mailer: Mailer;
  config: Pick<Config, "MAIL_RETRY_DELAY_SECONDS" | "PUBLIC_URL">;
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
        ),
        messageId,
      });
    },
  });
}

export type WebhookDisabledMail = ReturnType<typeof createWebhookDisabledMail>;
