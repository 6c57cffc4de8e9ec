import { createHmac } from "node:crypto";

/** Sent with every delivery, naming who calls: receivers log it and may allow it through. */
export const WEBHOOK_USER_AGENT = "Events-Admin-Webhooks/1.0";

const SECRET_PREFIX = "whsec_";

export interface SignedMessage {
  /** The webhook-id header, msg_…: the same on every attempt. */
  messageId: string;
  /** The attempt's time, whole seconds since 1970. */
  timestamp: number;
  /** The body exactly as it is sent. */
  body: string;
}

/**
 * The Standard Webhooks signature: v1, and the base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"
 * keyed with the secret's bytes (the base64 after whsec_).
 */
export function signWebhook(secret: string, { messageId, timestamp, body }: SignedMessage): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
  const signature = createHmac("sha256", key)
    .update(`${messageId}.${timestamp}.${body}`)
    .digest("base64");
  return `v1,${signature}`;
}

/** The headers of one attempt. */
export function webhookHeaders(secret: string, message: SignedMessage): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": WEBHOOK_USER_AGENT,
    "webhook-id": message.messageId,
    "webhook-timestamp": String(message.timestamp),
    "webhook-signature": signWebhook(secret, message),
  };
}
