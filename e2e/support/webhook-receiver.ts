// A receiving system for stories about webhooks: an HTTP server on this machine that
// records what the product sends it, and the Standard Webhooks' own library to verify it.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebhookPayload, webhookPayloadSchema } from "@events/contract";
import { Webhook } from "standardwebhooks";
import { test as base, expect } from "./fixtures.ts";

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as it came, byte for byte: the signature is over these bytes. */
  body: string;
};

export type WebhookReceiver = {
  /** An address on the receiver, http://127.0.0.1:<port><path>. */
  urlOf: (path: string) => string;
  /** Every request so far, in the order they came. */
  received: readonly ReceivedRequest[];
  /**
   * Waits until exactly `count` requests have come and answers the last of them; one more than
   * that, a delivery sent twice, fails the wait.
   */
  waitForRequest: (count: number) => Promise<ReceivedRequest>;
};

/** A delivery whose signature the secret verified. */
export type VerifiedDelivery = { webhookId: string; payload: WebhookPayload };

/**
 * The sender is woken at once when a delivery is written, but a loaded machine may take seconds
 * to get to it.
 */
const DELIVERY_TIMEOUT_MS = 30_000;

/** Answered to every request, as a receiver that took the delivery would. */
export const RECEIVED_ANSWER = "received";

function headerOf(request: ReceivedRequest, name: string): string {
  const value = request.headers[name];
  if (typeof value !== "string") throw new Error(`The delivery has no single ${name} header`);
  return value;
}

/**
 * Verifies a request as any receiver would, with the standardwebhooks package (an implementation
 * independent of the server's): the signature, and a timestamp within its five minutes. Throws
 * when either is wrong; answers the webhook-id and the payload, checked against the contract.
 */
export function verifyDelivery(secret: string, request: ReceivedRequest): VerifiedDelivery {
  const webhookId = headerOf(request, "webhook-id");
  const payload = new Webhook(secret).verify(request.body, {
    "webhook-id": webhookId,
    "webhook-timestamp": headerOf(request, "webhook-timestamp"),
    "webhook-signature": headerOf(request, "webhook-signature"),
  });
  return { webhookId, payload: webhookPayloadSchema.parse(payload) };
}

export const test = base.extend<{ webhookReceiver: WebhookReceiver }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; the receiver needs none.
  webhookReceiver: async ({}, use) => {
    const received: ReceivedRequest[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          method: request.method ?? "",
          path: request.url ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        response.writeHead(200, { "content-type": "text/plain" }).end(RECEIVED_ANSWER);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await use({
      urlOf: (path) => `http://127.0.0.1:${port}${path}`,
      received,
      waitForRequest: async (count) => {
        await expect.poll(() => received.length, { timeout: DELIVERY_TIMEOUT_MS }).toBe(count);
        const last = received[count - 1];
        if (!last) throw new Error(`Request ${count} has not come`);
        return last;
      },
    });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
});
