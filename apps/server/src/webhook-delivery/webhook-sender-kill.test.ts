import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../test/file-database.js";
import { type ServerProcess, startServerProcess } from "../test/server-process.js";
import {
  findDelivery,
  insertDeliveries,
  insertWebhook,
  type Receiver,
  type ReceiverAnswer,
  startReceiver,
  untilAttempted,
  verifyRequest,
} from "./test-webhooks.js";

// The server as it runs in production, killed (SIGKILL: no shutdown) after a change was
// committed and before its delivery was made: the next server started on the database sends it,
// with the webhook-id the first attempt had, however many attempts there were.

const database = setUpTestDatabase();
const servers: ServerProcess[] = [];
const receivers: Receiver[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
  for (const receiver of receivers.splice(0)) await receiver.close();
});

afterAll(async () => {
  for (const server of servers) await server.kill();
});

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
  });
  servers.push(server);
  return server;
}

async function receiver(answer: (index: number) => ReceiverAnswer): Promise<Receiver> {
  const started = await startReceiver((_request, index) => answer(index));
  receivers.push(started);
  return started;
}

describe("a server killed between a change and its delivery", () => {
  it("leaves a delivery it never tried to the next server", async () => {
    const target = await receiver(() => ({ status: 200, body: "ok" }));
    const webhook = await insertWebhook(database.db, { url: target.url });
    // The webhook held as a claim holds it, so the first server cannot take the delivery before
    // the kill: it is committed and never tried.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query("begin");
    await holder.query("select id from webhooks where id = $1 for no key update", [webhook.id]);
    const first = await startServer();
    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    if (!delivery) throw new Error("no delivery");
    await first.kill();
    await holder.query("commit");
    await holder.end();
    expect(await findDelivery(database.db, delivery.id)).toMatchObject({
      status: "pending",
      attempts: 0,
    });

    await startServer();
    const row = await untilAttempted(database.db, delivery.id, 1, 60_000);

    expect(row).toMatchObject({ status: "succeeded", attempts: 1, response_status: 200 });
    expect(target.requests).toHaveLength(1);
    const [request] = target.requests;
    if (!request) throw new Error("no request");
    expect(request.headers["webhook-id"]).toBe(delivery.messageId);
    expect(verifyRequest(request, webhook.secret)).toEqual(JSON.parse(delivery.body));
  }, 120_000);

  it("sends again, with the same webhook-id, a delivery it was killed in the middle of", async () => {
    // The first request is never answered: the server is killed while it waits.
    const target = await receiver((index) => (index === 0 ? "never" : { status: 200 }));
    const webhook = await insertWebhook(database.db, { url: target.url });
    const first = await startServer();
    const [delivery] = await insertDeliveries(database.db, webhook.id, [null]);
    if (!delivery) throw new Error("no delivery");
    await target.untilRequests(1);
    await first.kill();

    // Its claim outlives it: the next server leaves the delivery alone while it holds.
    await startServer();
    await sleep(1_000);
    expect(target.requests).toHaveLength(1);
    const leased = await findDelivery(database.db, delivery.id);
    expect(leased).toMatchObject({ status: "pending", attempts: 1 });
    expect(leased.locked_until?.getTime()).toBeGreaterThan(Date.now());

    // A minute later (moved, not waited for) the claim has lapsed.
    await database.db.execute(sql`update webhook_deliveries
      set locked_until = now() - interval '1 second' where id = ${delivery.id}`);
    const row = await untilAttempted(database.db, delivery.id, 2, 60_000);

    expect(row).toMatchObject({ status: "succeeded", attempts: 2, response_status: 200 });
    expect(target.requests).toHaveLength(2);
    for (const request of target.requests) {
      expect(request.headers["webhook-id"]).toBe(delivery.messageId);
      expect(verifyRequest(request, webhook.secret)).toEqual(JSON.parse(delivery.body));
    }
  }, 120_000);
});
