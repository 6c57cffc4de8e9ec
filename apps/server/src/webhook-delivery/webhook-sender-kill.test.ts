import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../db/schema.js";
import { insertApiToken } from "../test/api-tokens.js";
import { createUser } from "../test/app.js";
import { insertEvent } from "../test/factories.js";
import { setUpTestDatabase } from "../test/file-database.js";
import { type ServerProcess, startServerProcess } from "../test/server-process.js";
import {
  findDelivery,
  insertDeliveries,
  insertWebhook,
  receiversClosedAfterEach,
  untilAttempted,
  verifyRequest,
} from "./test-webhooks.js";

// The server as it runs in production, killed (SIGKILL: no shutdown) after a change was
// committed and before its delivery was made: the next server started on the database sends it,
// with the webhook-id the first attempt had, however many attempts there were.

const database = setUpTestDatabase();
const receiver = receiversClosedAfterEach();
const servers: ServerProcess[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
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

describe("a server killed between a change and its delivery", () => {
  it("leaves the delivery of a change made through its API, never tried, to the next server", async () => {
    const target = await receiver(() => ({ status: 200, body: "ok" }));
    const admin = await createUser(database.db, { type: "event_admin" });
    const eventId = await insertEvent(database.db, admin.id);
    const { token } = await insertApiToken(database.db, admin.id);
    const webhook = await insertWebhook(database.db, {
      url: target.url,
      eventId,
      eventTypes: ["participant.created"],
    });
    // The webhook held as a claim holds it, so the first server cannot take the delivery before
    // the kill: the change is committed and its delivery never tried.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    let added: Response;
    try {
      await holder.query("begin");
      await holder.query("select id from webhooks where id = $1 for no key update", [webhook.id]);
      const first = await startServer();
      added = await fetch(`${first.url}/api/participants/create-single`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          event_id: eventId,
          name: "Kim Killed",
          email: "kim.killed@example.org",
          username: "kim-killed",
        }),
      });
      await first.kill();
    } finally {
      await holder.end();
    }
    expect(added.status).toBe(201);
    const { participant } = (await added.json()) as { participant: { id: string } };
    const [delivery] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhook_id, webhook.id));
    if (!delivery) throw new Error("no delivery was written with the change");
    expect(delivery).toMatchObject({ status: "pending", attempts: 0 });

    await startServer();
    const row = await untilAttempted(database.db, delivery.id, 1, 60_000);

    expect(row).toMatchObject({ status: "succeeded", attempts: 1, response_status: 200 });
    expect(target.requests).toHaveLength(1);
    const [request] = target.requests;
    if (!request) throw new Error("no request");
    expect(request.headers["webhook-id"]).toBe(delivery.message_id);
    expect(verifyRequest(request, webhook.secret)).toMatchObject({
      type: "participant.created",
      data: { id: participant.id, event_id: eventId },
    });
  }, 120_000);

  it("sends again, with the same webhook-id, a delivery it was killed in the middle of", async () => {
    // The first request is never answered: the server is killed while it waits.
    const target = await receiver((_request, index) => (index === 0 ? "never" : { status: 200 }));
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
