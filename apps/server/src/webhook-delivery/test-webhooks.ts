import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { WebhookEventType, WebhookPayload } from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach } from "vitest";
import { WEBHOOK_DELIVERIES_CHANNEL } from "../audit/webhook-deliveries.js";
import type { Database } from "../db/client.js";
import { type WebhookDeliveryRow, webhookDeliveries, webhooks } from "../db/schema.js";
import { storedRow } from "../test/stored-row.js";

// Real receivers on local ports and deliveries written straight into the table, as the change's
// transaction writes them, for the sender's tests.

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How a receiver answers one request; it may take its time (a promise) or never answer. */
export type ReceiverAnswer =
  | { status: number; body?: string; headers?: Record<string, string> }
  | { stream: (response: http.ServerResponse) => void }
  | "never";

export interface Receiver {
  url: string;
  readonly requests: readonly ReceivedRequest[];
  /** Requests come in and not yet answered. */
  readonly open: number;
  /** The most requests that were open at once. */
  readonly mostOpen: number;
  /** Resolves with the requests once `count` have come. */
  untilRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/** A local HTTP server that keeps every request and answers each as `answer` says (200 'ok'). */
export async function startReceiver(
  answer: (
    request: ReceivedRequest,
    index: number,
  ) => ReceiverAnswer | Promise<ReceiverAnswer> = () => ({
    status: 200,
    body: "ok",
  }),
): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(received);
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      response.on("close", () => {
        open -= 1;
      });
      const planned = await answer(received, requests.length - 1);
      if (planned === "never") return;
      if ("stream" in planned) {
        planned.stream(response);
        return;
      }
      response.writeHead(planned.status, planned.headers);
      response.end(planned.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    get open() {
      return open;
    },
    get mostOpen() {
      return mostOpen;
    },
    async untilRequests(count, timeoutMs = 20_000) {
      await until(`${count} requests at the receiver`, () => requests.length >= count, timeoutMs);
      return requests.slice(0, count);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * startReceiver for the tests of one file, each receiver closed after its test. Called before the
 * file's own afterEach, as hooks after a test run the last registered first: the servers that
 * send to the receivers stop before these close.
 */
export function receiversClosedAfterEach(): typeof startReceiver {
  const started: Receiver[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((receiver) => receiver.close()));
  });
  return async (answer) => {
    const receiver = await startReceiver(answer);
    started.push(receiver);
    return receiver;
  };
}

/** A promise that a test opens when it chooses: a receiver's answer held back till then. */
export function createGate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export interface TestWebhook {
  id: string;
  url: string;
  secret: string;
}

/** A webhook straight into its table, with a fresh whsec_ secret. */
export async function insertWebhook(
  db: Database,
  values: {
    url: string;
    eventId?: string | null;
    createdBy?: string | null;
    enabled?: boolean;
    eventTypes?: WebhookEventType[];
  },
): Promise<TestWebhook> {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const [webhook] = await db
    .insert(webhooks)
    .values({
      url: values.url,
      event_id: values.eventId ?? null,
      created_by: values.createdBy ?? null,
      enabled: values.enabled ?? true,
      event_types: values.eventTypes ?? ["participant.updated"],
      secret,
    })
    .returning({ id: webhooks.id });
  if (!webhook) throw new Error("insertWebhook: no webhook");
  return { id: webhook.id, url: values.url, secret };
}

export interface TestDelivery {
  id: string;
  messageId: string;
  body: string;
}

/**
 * Deliveries of a webhook as a change's transaction writes them (a participant's update, its
 * participant's id as the ordering key unless given), then the notification it sends at commit.
 */
export async function insertDeliveries(
  db: Database,
  webhookId: string,
  orderingKeys: readonly (string | null)[],
): Promise<TestDelivery[]> {
  const rows = orderingKeys.map((orderingKey, index) => {
    const payload: WebhookPayload = {
      type: "participant.updated",
      timestamp: new Date().toISOString(),
      data: {
        id: randomUUID(),
        event_id: null,
        changes: { name: [`Before ${index}`, `After ${index}`] },
        actor: { id: null, name: "Test", role: "system_admin", via_token: null },
      },
    };
    return {
      webhook_id: webhookId,
      message_id: `msg_${randomBytes(16).toString("base64url")}`,
      event_type: payload.type,
      body: JSON.stringify(payload),
      ordering_key: orderingKey,
    };
  });
  const inserted = await db.transaction(async (transaction) => {
    const written = await transaction.insert(webhookDeliveries).values(rows).returning({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.message_id,
      body: webhookDeliveries.body,
    });
    await transaction.execute(sql`select pg_notify(${WEBHOOK_DELIVERIES_CHANNEL}, '')`);
    return written;
  });
  return inserted;
}

export async function findDelivery(db: Database, id: string): Promise<WebhookDeliveryRow> {
  return storedRow(db, webhookDeliveries, eq(webhookDeliveries.id, id), `No delivery ${id}`);
}

/** Waits until the delivery's `attempts`-th attempt (or a later one) has been recorded. */
export async function untilAttempted(
  db: Database,
  id: string,
  attempts: number,
  timeoutMs = 20_000,
): Promise<WebhookDeliveryRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await findDelivery(db, id);
    if (row.attempts >= attempts && row.locked_until === null) return row;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for attempt ${attempts} of ${id}`);
    await sleep(20);
  }
}

/**
 * Verifies the request with the Standard Webhooks library (an implementation other than the
 * server's), answering the payload it signed.
 */
export function verifyRequest(request: ReceivedRequest, secret: string): unknown {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
}
