import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_MESSAGES } from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../app.js";
import { webhooks } from "../db/schema.js";
import { selectDriverRows } from "../db/table-rows.js";
import { buildTestApp, createUser } from "../test/app.js";
import { insertEvent } from "../test/factories.js";
import { setUpForFile, setUpTestDatabase } from "../test/file-database.js";
import { startSmtpSink } from "../test/smtp-sink.js";
import { storedRow } from "../test/stored-row.js";
import {
  createGate,
  findDelivery,
  insertDeliveries,
  insertWebhook,
  receiversClosedAfterEach,
  untilAttempted,
  verifyRequest,
} from "./test-webhooks.js";
import type { WebhookDeliveryTuning } from "./webhook-sender.js";
import { WEBHOOK_USER_AGENT } from "./webhook-signature.js";

const database = setUpTestDatabase();
const sink = setUpForFile("sink", startSmtpSink, (started) => started.close());

const receiver = receiversClosedAfterEach();
const apps: App[] = [];

// Every app of a test is closed after it, and its webhooks turned off, so no later test's
// sender picks up what one left pending.
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await database.db.update(webhooks).set({ enabled: false });
});

/** A server's app on the test's database; its receivers are local, so private networks are allowed. */
async function startServer(
  tuning: Partial<WebhookDeliveryTuning> = {},
  env: Record<string, string> = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" },
): Promise<App> {
  const app = await buildTestApp({ db: database.db, sink: sink(), env, webhookDelivery: tuning });
  apps.push(app);
  return app;
}

/** Wakes every server and waits until none is claiming or sending. */
async function settle(...servers: App[]): Promise<void> {
  await Promise.all(servers.map((server) => server.webhookSender.wake()));
  await Promise.all(servers.map((server) => server.webhookSender.whenIdle()));
}

async function countLeased(webhookId: string): Promise<number> {
  const [row] = await selectDriverRows<{ leased: number }>(
    database.db,
    sql`select count(*)::int as leased
    from webhook_deliveries where webhook_id = ${webhookId} and locked_until > now()`,
  );
  return row?.leased ?? 0;
}

function findWebhook(id: string) {
  return storedRow(database.db, webhooks, eq(webhooks.id, id), `No webhook ${id}`);
}

/** Moves a delivery's next attempt to now, as the time of its retry come, and wakes the sender. */
async function makeDueNow(server: App, deliveryId: string): Promise<void> {
  await database.db.execute(
    sql`update webhook_deliveries set next_attempt_at = now() where id = ${deliveryId}`,
  );
  await server.webhookSender.wake();
}

const messageIdOf = (request: { headers: Record<string, unknown> }) =>
  request.headers["webhook-id"];

describe("sending a delivery", () => {
  it("retries a receiver that failed twice, signing every attempt, and keeps the answer that accepted it", async () => {
    const accepting = createGate();
    const target = await receiver(async (_request, index) => {
      if (index < 2) return { status: 500, body: "down for maintenance" };
      await accepting.opened;
      return { status: 200, body: "accepted" };
    });
    const webhook = await insertWebhook(database.db, { url: target.url });
    await startServer({ retryDelayMs: () => 0 });

    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    if (!delivery) throw new Error("no delivery");
    await target.untilRequests(3);
    // Failing since its first failure, while the third attempt waits for its answer.
    expect((await findWebhook(webhook.id)).failing_since).not.toBeNull();
    accepting.open();
    const row = await untilAttempted(database.db, delivery.id, 3);

    expect(target.requests).toHaveLength(3);
    for (const request of target.requests) {
      expect(verifyRequest(request, webhook.secret)).toEqual(JSON.parse(delivery.body));
      expect(request.body).toBe(delivery.body);
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["user-agent"]).toBe(WEBHOOK_USER_AGENT);
      expect(Number(request.headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -2);
    }
    expect(new Set(target.requests.map(messageIdOf))).toEqual(new Set([delivery.messageId]));
    expect(row).toMatchObject({
      status: "succeeded",
      attempts: 3,
      next_attempt_at: null,
      response_status: 200,
      response_body: "accepted",
      error: null,
    });
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
    expect((await findWebhook(webhook.id)).failing_since).toBeNull();
  });

  it("waits about 30 s, then twice that, and gives up once 26 hours have passed", async () => {
    const target = await receiver(() => ({ status: 503, body: "busy" }));
    const webhook = await insertWebhook(database.db, { url: target.url });
    const server = await startServer();
    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    if (!delivery) throw new Error("no delivery");
    const waitOf = (row: { next_attempt_at: Date | null; last_attempt_at: Date | null }) =>
      (row.next_attempt_at?.getTime() ?? 0) - (row.last_attempt_at?.getTime() ?? 0);

    const first = await untilAttempted(database.db, delivery.id, 1);
    expect(first).toMatchObject({ status: "pending", response_status: 503, response_body: "busy" });
    expect(waitOf(first)).toBeGreaterThanOrEqual(24_000);
    expect(waitOf(first)).toBeLessThanOrEqual(36_000);

    await makeDueNow(server, delivery.id);
    const second = await untilAttempted(database.db, delivery.id, 2);
    expect(waitOf(second)).toBeGreaterThanOrEqual(48_000);
    expect(waitOf(second)).toBeLessThanOrEqual(72_000);

    // Ten seconds before its last chance: the next attempt is then, not two minutes later.
    await database.db.execute(sql`update webhook_deliveries
      set created_at = now() - interval '26 hours' + interval '10 seconds' where id = ${delivery.id}`);
    await makeDueNow(server, delivery.id);
    const third = await untilAttempted(database.db, delivery.id, 3);
    expect(third.status).toBe("pending");
    expect(third.next_attempt_at?.getTime()).toBe(third.created_at.getTime() + 26 * 60 * 60 * 1000);

    await database.db.execute(sql`update webhook_deliveries
      set created_at = created_at - interval '1 minute' where id = ${delivery.id}`);
    await makeDueNow(server, delivery.id);
    const last = await untilAttempted(database.db, delivery.id, 4);
    expect(last).toMatchObject({ status: "failed", next_attempt_at: null, attempts: 4 });
    await settle(server);
    expect(target.requests).toHaveLength(4);
  });

  it("does not follow a redirect", async () => {
    const elsewhere = await receiver();
    const target = await receiver(() => ({
      status: 302,
      headers: { location: elsewhere.url },
      body: "moved",
    }));
    const webhook = await insertWebhook(database.db, { url: target.url });
    await startServer();

    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    const row = await untilAttempted(database.db, delivery?.id ?? "", 1);

    expect(row).toMatchObject({
      status: "pending",
      response_status: 302,
      error: WEBHOOK_MESSAGES.redirected,
    });
    expect(target.requests).toHaveLength(1);
    expect(elsewhere.requests).toEqual([]);
  });

  it("gives up an attempt that has no answer within the time-out", async () => {
    const target = await receiver(() => "never");
    const webhook = await insertWebhook(database.db, { url: target.url });
    await startServer({ timeoutMs: 500 });

    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    const row = await untilAttempted(database.db, delivery?.id ?? "", 1);

    expect(row).toMatchObject({
      status: "pending",
      response_status: null,
      response_body: null,
      error: WEBHOOK_MESSAGES.timedOut,
    });
    expect(row.duration_ms).toBeGreaterThanOrEqual(490);
    expect(target.requests).toHaveLength(1);
  });

  it("reads at most 64 KB of a long answer and keeps its first 1 KB", async () => {
    const answerBytes = 64 * 1024 * 1024;
    let written = 0;
    let wasCutOff = false;
    const line = `${"0123456789abcdef".repeat(63)}0123456789abcde\n`;
    const target = await receiver(() => ({
      stream(response) {
        response.writeHead(200, { "content-type": "text/plain" });
        response.on("close", () => {
          wasCutOff = !response.writableFinished;
        });
        const writeMore = () => {
          while (written < answerBytes && !response.destroyed) {
            written += line.length;
            if (!response.write(line)) return;
          }
          if (written >= answerBytes) response.end();
        };
        response.on("drain", writeMore);
        writeMore();
      },
    }));
    const webhook = await insertWebhook(database.db, { url: target.url });
    await startServer();

    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    const row = await untilAttempted(database.db, delivery?.id ?? "", 1);

    expect(row).toMatchObject({ status: "succeeded", response_status: 200 });
    expect(row.response_body).toBe(line.repeat(2).slice(0, 1024));
    expect(wasCutOff).toBe(true);
    expect(written).toBeLessThan(answerBytes);
  });
});

describe("addresses of private networks", () => {
  it("refuses loopback addresses without WEBHOOK_ALLOW_PRIVATE_NETWORKS: no request reaches the receiver", async () => {
    const target = await receiver();
    const port = new URL(target.url).port;
    const byAddress = await insertWebhook(database.db, { url: target.url });
    const byName = await insertWebhook(database.db, { url: `http://localhost:${port}/hook` });
    await startServer({}, {});

    const deliveries = [
      ...(await insertDeliveries(database.db, byAddress.id, [null])),
      ...(await insertDeliveries(database.db, byName.id, [null])),
    ];
    for (const delivery of deliveries) {
      // Refused like any failure: retried, as the address may change (or the setting).
      expect(await untilAttempted(database.db, delivery.id, 1)).toMatchObject({
        status: "pending",
        response_status: null,
        error: WEBHOOK_MESSAGES.privateAddress,
      });
    }
    expect(target.requests).toEqual([]);
  });
});

describe("order and concurrency", () => {
  it("has at most 4 deliveries of a webhook on their way at once, from two servers together", async () => {
    const answering = createGate();
    const target = await receiver(async () => {
      await answering.opened;
      return { status: 204 };
    });
    const webhook = await insertWebhook(database.db, { url: target.url });
    const servers = [await startServer(), await startServer()];

    const deliveries = await insertDeliveries(database.db, webhook.id, Array(12).fill(null));
    await target.untilRequests(4);
    // Both look again while four are on their way: neither claims a fifth.
    await Promise.all(servers.map((server) => server.webhookSender.wake()));
    expect(await countLeased(webhook.id)).toBe(4);
    expect(target.requests).toHaveLength(4);

    answering.open();
    for (const delivery of deliveries) await untilAttempted(database.db, delivery.id, 1);
    expect(target.mostOpen).toBe(4);
    expect(target.requests.map(messageIdOf).sort()).toEqual(
      deliveries.map((delivery) => delivery.messageId).sort(),
    );
  });

  it("sends one ordering key's deliveries in order, a later one waiting while an earlier waits for its retry", async () => {
    let hasFailedFirst = false;
    const labels = new Map<string, string>();
    const target = await receiver((request) => {
      const label = labels.get(JSON.parse(request.body).data.id);
      if (label === "a1" && !hasFailedFirst) {
        hasFailedFirst = true;
        return { status: 500 };
      }
      return { status: 200 };
    });
    const webhook = await insertWebhook(database.db, { url: target.url });
    const keys = ["a", "b", "a", null, "b", "a", null];
    const names = ["a1", "b1", "a2", "n1", "b2", "a3", "n2"];
    const server = await startServer();

    const deliveries = await insertDeliveries(database.db, webhook.id, keys);
    deliveries.forEach((delivery, index) => {
      labels.set(JSON.parse(delivery.body).data.id, names[index] ?? "");
    });
    const order = () =>
      target.requests.map((request) => labels.get(JSON.parse(request.body).data.id));
    await target.untilRequests(5);
    await settle(server);

    const beforeRetry = order();
    expect([...beforeRetry].sort()).toEqual(["a1", "b1", "b2", "n1", "n2"]);
    expect(beforeRetry.indexOf("b1")).toBeLessThan(beforeRetry.indexOf("b2"));
    const [a1] = deliveries;
    if (!a1) throw new Error("no a1");
    expect(await findDelivery(database.db, a1.id)).toMatchObject({
      status: "pending",
      attempts: 1,
    });

    await makeDueNow(server, a1.id);
    await target.untilRequests(8);
    await settle(server);
    expect(order().slice(5)).toEqual(["a1", "a2", "a3"]);
  });

  it("never has two servers send one attempt of a delivery", async () => {
    const target = await receiver(async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      return { status: 200 };
    });
    const others = [await receiver(), await receiver()];
    const hooks = await Promise.all(
      [target, ...others].map((each) => insertWebhook(database.db, { url: each.url })),
    );
    const servers = [await startServer(), await startServer()];
    const keys = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0 ? null : `p${index % 5}`,
    );

    const deliveries = (
      await Promise.all(hooks.map((hook) => insertDeliveries(database.db, hook.id, keys)))
    ).flat();
    for (const delivery of deliveries) {
      expect(await untilAttempted(database.db, delivery.id, 1)).toMatchObject({
        status: "succeeded",
        attempts: 1,
      });
    }
    await settle(...servers);

    const received = [target, ...others].flatMap((each) => each.requests.map(messageIdOf));
    expect(received.sort()).toEqual(deliveries.map((delivery) => delivery.messageId).sort());
  });
});

describe("disabled webhooks", () => {
  it("keeps a disabled webhook's deliveries waiting until it is enabled again", async () => {
    const target = await receiver();
    const webhook = await insertWebhook(database.db, { url: target.url, enabled: false });
    const server = await startServer();

    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    if (!delivery) throw new Error("no delivery");
    await settle(server);
    expect(target.requests).toEqual([]);
    expect(await findDelivery(database.db, delivery.id)).toMatchObject({
      status: "pending",
      attempts: 0,
    });

    await database.db.update(webhooks).set({ enabled: true }).where(eq(webhooks.id, webhook.id));
    await server.webhookSender.wake();
    expect(await untilAttempted(database.db, delivery.id, 1)).toMatchObject({
      status: "succeeded",
    });
  });

  async function failingFor(
    days: number,
    owner: { createdBy: string | null; eventId: string | null },
  ) {
    const target = await receiver(() => ({ status: 500 }));
    const webhook = await insertWebhook(database.db, { url: target.url, ...owner });
    await database.db.execute(sql`update webhooks
      set failing_since = now() - ${days} * interval '1 day' where id = ${webhook.id}`);
    return webhook;
  }

  async function queuedMails(webhookId: string) {
    return selectDriverRows<{ state: string }>(
      database.db,
      sql`select state from pgboss.job
      where name = 'webhook-mail' and data->>'webhookId' = ${webhookId}`,
    );
  }

  it(`disables a webhook failing for ${WEBHOOK_DISABLE_AFTER_DAYS} days and e-mails its creator once`, async () => {
    const creator = await createUser(database.db, { name: "Grace Creator" });
    const eventAdmin = await createUser(database.db);
    const eventId = await insertEvent(database.db, eventAdmin.id);
    const webhook = await failingFor(WEBHOOK_DISABLE_AFTER_DAYS + 0.01, {
      createdBy: creator.id,
      eventId,
    });
    const server = await startServer({ retryDelayMs: () => 0 });

    // Three failing at once: each failure is recorded, one disables.
    const deliveries = await insertDeliveries(database.db, webhook.id, [null, null, null]);
    for (const delivery of deliveries) await untilAttempted(database.db, delivery.id, 1);
    await settle(server);

    expect(await findWebhook(webhook.id)).toMatchObject({
      enabled: false,
      disabled_reason: WEBHOOK_MESSAGES.disabledFailing,
    });
    const mail = await sink().nextMailTo(creator.email);
    const [event] = await selectDriverRows<{ event_name: string }>(
      database.db,
      sql`select event_name from events where id = ${eventId}`,
    );
    expect(mail.subject).toBe(`Webhook disabled: ${webhook.url}`);
    expect(mail.text).toContain("Hello Grace Creator,");
    expect(mail.text).toContain(`The webhook of ${event?.event_name} that sends changes to`);
    expect(mail.text).toContain(webhook.url);
    expect(mail.text).toContain(`failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days`);
    expect(mail.text).toContain(`http://localhost:3000/event-admin/webhooks/${webhook.id}`);
    expect(await queuedMails(webhook.id)).toHaveLength(1);
    expect(sink().countUnread(creator.email)).toBe(0);
    expect(sink().countUnread(eventAdmin.email)).toBe(0);
    // Disabled: no further attempt, however due.
    for (const delivery of deliveries) await makeDueNow(server, delivery.id);
    await settle(server);
    for (const delivery of deliveries) {
      expect(await findDelivery(database.db, delivery.id)).toMatchObject({ attempts: 1 });
    }
  });

  it("leaves a webhook failing for less enabled", async () => {
    const webhook = await failingFor(WEBHOOK_DISABLE_AFTER_DAYS - 0.01, {
      createdBy: null,
      eventId: null,
    });
    const server = await startServer();

    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    await untilAttempted(database.db, delivery?.id ?? "", 1);
    await settle(server);

    expect(await findWebhook(webhook.id)).toMatchObject({ enabled: true, disabled_reason: null });
    expect(await queuedMails(webhook.id)).toEqual([]);
  });

  it("e-mails the event's admin when the webhook's creator is gone, and nobody when neither is", async () => {
    const eventAdmin = await createUser(database.db, { name: "Ed Admin" });
    const ofEvent = await failingFor(WEBHOOK_DISABLE_AFTER_DAYS + 1, {
      createdBy: null,
      eventId: await insertEvent(database.db, eventAdmin.id),
    });
    const ofNobody = await failingFor(WEBHOOK_DISABLE_AFTER_DAYS + 1, {
      createdBy: null,
      eventId: null,
    });
    await startServer();

    await insertDeliveries(database.db, ofEvent.id, [null]);
    await insertDeliveries(database.db, ofNobody.id, [null]);

    const mail = await sink().nextMailTo(eventAdmin.email);
    expect(mail.text).toContain("Hello Ed Admin,");
    expect(mail.subject).toBe(`Webhook disabled: ${ofEvent.url}`);
    expect((await findWebhook(ofNobody.id)).enabled).toBe(false);
    await untilQueueDone(() => queuedMails(ofNobody.id));
    expect(sink().unread()).toEqual([]);
  });

  async function untilQueueDone(read: () => Promise<{ state: string }[]>) {
    for (let tries = 0; tries < 500; tries += 1) {
      const jobs = await read();
      if (jobs.length === 1 && jobs[0]?.state === "completed") return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the e-mail job did not complete");
  }
});

describe("waking up", () => {
  it("listens again when its connection is lost, and sends what was written meanwhile", async () => {
    const target = await receiver();
    const webhook = await insertWebhook(database.db, { url: target.url });
    // No sweep within the test: only the notifications and the listening's start wake it.
    await startServer({ sweepIntervalMs: 10 * 60_000 });
    const [first] = await insertDeliveries(database.db, webhook.id, [null]);
    await untilAttempted(database.db, first?.id ?? "", 1);

    const ended = await database.db.execute(sql`select pg_terminate_backend(pid) as ended
      from pg_stat_activity
      where datname = current_database() and query = 'listen "webhook_deliveries"'`);
    expect((ended as unknown as { rows: unknown[] }).rows).toEqual([{ ended: true }]);
    const [second] = await insertDeliveries(database.db, webhook.id, [null]);
    await untilAttempted(database.db, second?.id ?? "", 1);
    const [third] = await insertDeliveries(database.db, webhook.id, [null]);
    await untilAttempted(database.db, third?.id ?? "", 1);

    expect(target.requests.map(messageIdOf)).toEqual(
      [first, second, third].map((delivery) => delivery?.messageId),
    );
  });
});

describe("stopping", () => {
  it("records the attempt under way before the app has closed", async () => {
    const answering = createGate();
    const target = await receiver(async () => {
      await answering.opened;
      return { status: 202, body: "later" };
    });
    const webhook = await insertWebhook(database.db, { url: target.url });
    const server = await startServer();
    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    await target.untilRequests(1);

    apps.splice(apps.indexOf(server), 1);
    const closed = server.close();
    setTimeout(answering.open, 100);
    await closed;

    expect(await findDelivery(database.db, delivery?.id ?? "")).toMatchObject({
      status: "succeeded",
      response_status: 202,
      response_body: "later",
      locked_until: null,
    });
  });
});
