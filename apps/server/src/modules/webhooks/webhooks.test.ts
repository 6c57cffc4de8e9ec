import {
  EVENT_MESSAGES,
  MAX_WEBHOOKS_PER_EVENT,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT_TYPE,
  type Webhook,
  type WebhookDelivery,
} from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type WebhookRow, webhookDeliveries, webhooks } from "../../db/schema.js";
import { signInAuditedAdmins } from "../../test/audit-entries.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { deliveriesOf, insertWebhook, MESSAGE_ID_PATTERN, payloadOf } from "./webhook-test-rows.js";
import { createWebhooksRepository } from "./webhooks.repository.js";

const moduleTest = setUpModuleTest("webhooks");
const admins = signInAuditedAdmins(moduleTest, { entity_type: "webhook" });
const { systemAdmin, eventAdmin, otherEventAdmin } = admins;

const newEvent = (owner: { id: string } = eventAdmin) => insertEvent(moduleTest.db, owner.id);

const RECEIVER = "https://receiver.example.org/hooks";

const create = (actor: TestAdmin | undefined, body: object) =>
  moduleTest.call(actor, "POST", "/api/webhooks", { json: body });

async function createFor(eventId: string | null, actor: TestAdmin = eventAdmin) {
  const response = await create(actor, {
    url: RECEIVER,
    event_types: ["participant.checked_in"],
    ...(eventId === null ? {} : { event_id: eventId }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; secret: string; webhook: Webhook; message: string };
}

const webhookUrl = (id: string, rest = "") => `/api/webhooks/${id}${rest}`;

async function storedWebhook(id: string): Promise<WebhookRow | undefined> {
  const [row] = await moduleTest.db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

/** A delivery of the webhook stored as a sender leaves one that gave up. */
async function insertFailedDelivery(webhookId: string, eventType = "participant.checked_in") {
  const [row] = await moduleTest.db
    .insert(webhookDeliveries)
    .values({
      webhook_id: webhookId,
      message_id: `msg_${crypto.randomUUID().replaceAll("-", "")}`,
      event_type: eventType,
      body: "{}",
      status: "failed",
      attempts: 9,
      next_attempt_at: null,
      last_attempt_at: new Date(),
      response_status: 500,
      duration_ms: 12,
      response_body: "down",
    })
    .returning();
  if (!row) throw new Error("insertFailedDelivery: nothing inserted");
  return row;
}

describe("adding a webhook", () => {
  it("answers its Standard Webhooks secret once, and the webhook as the list shows it", async () => {
    const eventId = await newEvent();
    const response = await create(eventAdmin, {
      url: `  ${RECEIVER}  `,
      event_types: ["participant.checked_in", "participant.created", "participant.checked_in"],
      event_id: eventId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.message).toBe(WEBHOOK_MESSAGES.created);
    // whsec_ and the base64 of 32 random bytes.
    expect(answer.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(answer.secret.slice(6), "base64")).toHaveLength(32);
    expect(answer.id).toBe(answer.webhook.id);
    expect(answer.webhook).toEqual({
      id: answer.id,
      url: RECEIVER,
      event_types: ["participant.checked_in", "participant.created"],
      event_id: eventId,
      event_name: expect.any(String),
      enabled: true,
      disabled_reason: null,
      created_at: expect.any(String),
      created_by: { id: eventAdmin.id, name: "Eve Event" },
      last_delivery: null,
    });
    expect((await storedWebhook(answer.id))?.secret).toBe(answer.secret);

    const read = await moduleTest.call(eventAdmin, "GET", webhookUrl(answer.id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ webhook: answer.webhook });
    expect(read.body).not.toContain(answer.secret);

    await admins.expectEntry({ action: "create", entity_id: answer.id }, eventAdmin, {
      action: "create",
      entity_id: answer.id,
      event_id: eventId,
      changes: {
        url: [null, RECEIVER],
        event_types: [null, ["participant.checked_in", "participant.created"]],
        enabled: [null, true],
      },
    });
  });

  it("asks an event admin which event: every event is for system admins", async () => {
    const response = await create(eventAdmin, {
      url: RECEIVER,
      event_types: ["participant.created"],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "event_id",
        message: WEBHOOK_MESSAGES.eventRequired,
        code: "webhooks.eventRequired",
      },
    ]);

    const everyEvent = await createFor(null, systemAdmin);
    expect(everyEvent.webhook).toMatchObject({ event_id: null, event_name: null });
  });

  it("answers 404 for an event the admin does not manage", async () => {
    const response = await create(otherEventAdmin, {
      url: RECEIVER,
      event_types: ["participant.created"],
      event_id: await newEvent(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(EVENT_MESSAGES.eventNotFound);
  });

  it.each([
    [{ url: "" }, "url", WEBHOOK_MESSAGES.urlRequired],
    [{ url: "ftp://receiver.example.org/" }, "url", WEBHOOK_MESSAGES.urlInvalid],
    [{ url: "receiver.example.org/hooks" }, "url", WEBHOOK_MESSAGES.urlInvalid],
    [{ url: "https://user:secret@receiver.example.org/" }, "url", WEBHOOK_MESSAGES.urlCredentials],
    [{ event_types: [] }, "event_types", WEBHOOK_MESSAGES.eventTypesRequired],
    [{ event_types: "participant.created" }, "event_types", WEBHOOK_MESSAGES.eventTypesRequired],
    [{ event_id: "nope" }, "event_id", "event_id must be an event id"],
  ])("refuses %j naming the field", async (fields, field, message) => {
    const response = await create(eventAdmin, {
      url: RECEIVER,
      event_types: ["participant.created"],
      event_id: await newEvent(),
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it("refuses an event type that does not exist, naming the field", async () => {
    const response = await create(eventAdmin, {
      url: RECEIVER,
      event_types: ["participant.created", "participant.teleported"],
      event_id: await newEvent(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({
        field: "event_types.1",
        message: expect.stringContaining("Each event type must be one of"),
      }),
    ]);
  });

  it(`allows ${MAX_WEBHOOKS_PER_EVENT} per event, counted under a lock when two come at once`, async () => {
    const eventId = await newEvent();
    for (let index = 0; index < MAX_WEBHOOKS_PER_EVENT - 1; index += 1) {
      await insertWebhook(moduleTest.db, eventId, ["participant.created"]);
    }
    const body = { url: RECEIVER, event_types: ["session.created"], event_id: eventId };
    const answers = await Promise.all([create(eventAdmin, body), create(systemAdmin, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      error: WEBHOOK_MESSAGES.tooMany,
      code: "webhooks.tooMany",
    });
    // Another event, and every event, count apart.
    await createFor(await newEvent());
  });
});

describe("who may manage a webhook", () => {
  it("lists an event admin's webhooks of their events, a system admin's every one", async () => {
    const eventId = await newEvent();
    const own = await createFor(eventId);
    const othersEvent = await createFor(await newEvent(otherEventAdmin), otherEventAdmin);
    const everyEvent = await createFor(null, systemAdmin);

    const idsOf = async (actor: TestAdmin, query = "") => {
      const response = await moduleTest.call(actor, "GET", `/api/webhooks${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().webhooks as Webhook[]).map((webhook) => webhook.id);
    };
    const eventAdmins = await idsOf(eventAdmin);
    expect(eventAdmins).toContain(own.id);
    expect(eventAdmins).not.toContain(othersEvent.id);
    expect(eventAdmins).not.toContain(everyEvent.id);
    expect(await idsOf(systemAdmin)).toEqual(
      expect.arrayContaining([own.id, othersEvent.id, everyEvent.id]),
    );
    // One event's: its own only, not those of every event.
    expect(await idsOf(eventAdmin, `?event_id=${eventId}`)).toEqual([own.id]);
    expect(await idsOf(systemAdmin, `?event_id=${eventId}`)).toEqual([own.id]);
    const refused = await moduleTest.call(
      otherEventAdmin,
      "GET",
      `/api/webhooks?event_id=${eventId}`,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(EVENT_MESSAGES.eventNotFound);
  });

  it("answers 404 Webhook not found for another admin's webhook, and every event's to an event admin", async () => {
    const own = await createFor(await newEvent());
    const everyEvent = await createFor(null, systemAdmin);
    const delivery = await insertFailedDelivery(own.id);
    const calls = (id: string, deliveryId: string) =>
      [
        ["GET", webhookUrl(id)],
        ["PUT", webhookUrl(id)],
        ["DELETE", webhookUrl(id)],
        ["GET", webhookUrl(id, "/deliveries")],
        ["POST", webhookUrl(id, `/deliveries/${deliveryId}/redeliver`)],
        ["POST", webhookUrl(id, "/test")],
      ] as const;
    const body = { url: RECEIVER, event_types: ["session.created"], enabled: true };
    for (const [actor, id] of [
      [otherEventAdmin, own.id],
      [eventAdmin, everyEvent.id],
      [eventAdmin, crypto.randomUUID()],
    ] as const) {
      for (const [method, url] of calls(id, delivery.id)) {
        const response = await moduleTest.call(actor, method, url, {
          ...(method === "PUT" ? { json: body } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error).toBe(WEBHOOK_MESSAGES.notFound);
      }
    }
    // Nothing of them changed.
    expect(await storedWebhook(own.id)).toMatchObject({ event_types: ["participant.checked_in"] });
    expect(await deliveriesOf(moduleTest.db, own.id)).toEqual([delivery]);
    expect(await storedWebhook(everyEvent.id)).toBeDefined();
  });

  it("lets a system admin manage every event's webhooks and every event's", async () => {
    const own = await createFor(await newEvent());
    const everyEvent = await createFor(null, systemAdmin);
    for (const id of [own.id, everyEvent.id]) {
      expect((await moduleTest.call(systemAdmin, "GET", webhookUrl(id))).statusCode).toBe(200);
    }
  });
});

describe("changing a webhook", () => {
  it("changes its address and types, disables it, and logs what changed", async () => {
    const eventId = await newEvent();
    const { id } = await createFor(eventId);
    const response = await moduleTest.call(eventAdmin, "PUT", webhookUrl(id), {
      json: {
        url: "https://other.example.org/in",
        event_types: ["session.created"],
        enabled: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: WEBHOOK_MESSAGES.updated,
      webhook: expect.objectContaining({
        id,
        url: "https://other.example.org/in",
        event_types: ["session.created"],
        enabled: false,
        disabled_reason: null,
      }),
    });
    await admins.expectEntry({ action: "update", entity_id: id }, eventAdmin, {
      action: "update",
      entity_id: id,
      event_id: eventId,
      changes: {
        url: [RECEIVER, "https://other.example.org/in"],
        event_types: [["participant.checked_in"], ["session.created"]],
        enabled: [true, false],
      },
    });
  });

  it("enabling one the server disabled forgets why and since when it failed", async () => {
    const { id } = await createFor(await newEvent());
    const failingSince = new Date(Date.now() - 4 * 86_400_000);
    await moduleTest.db
      .update(webhooks)
      .set({
        enabled: false,
        disabled_reason: WEBHOOK_MESSAGES.disabledFailing,
        failing_since: failingSince,
      })
      .where(eq(webhooks.id, id));
    const put = (enabled: boolean) =>
      moduleTest.call(eventAdmin, "PUT", webhookUrl(id), {
        json: { url: RECEIVER, event_types: ["participant.checked_in"], enabled },
      });

    // Saved while still disabled: the server's reason stays.
    const stillDisabled = await put(false);
    expect(stillDisabled.json().webhook.disabled_reason).toBe(WEBHOOK_MESSAGES.disabledFailing);

    const enabled = await put(true);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().webhook).toMatchObject({ enabled: true, disabled_reason: null });
    expect(await storedWebhook(id)).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });
  });

  it("keeps the failing clock of a webhook that stays enabled", async () => {
    const { id } = await createFor(await newEvent());
    const failingSince = new Date(Date.now() - 3_600_000);
    await moduleTest.db
      .update(webhooks)
      .set({ failing_since: failingSince })
      .where(eq(webhooks.id, id));
    await moduleTest.call(eventAdmin, "PUT", webhookUrl(id), {
      json: { url: RECEIVER, event_types: ["participant.created"], enabled: true },
    });
    expect((await storedWebhook(id))?.failing_since).toEqual(failingSince);
  });

  it("validates as adding does", async () => {
    const { id } = await createFor(await newEvent());
    const response = await moduleTest.call(eventAdmin, "PUT", webhookUrl(id), {
      json: { url: "mailto:someone@example.org", event_types: [], enabled: "yes" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: "url", message: WEBHOOK_MESSAGES.urlInvalid, code: "webhooks.urlInvalid" },
        {
          field: "event_types",
          message: WEBHOOK_MESSAGES.eventTypesRequired,
          code: "webhooks.eventTypesRequired",
        },
        {
          field: "enabled",
          message: "enabled must be true or false",
          code: "field.trueOrFalse",
          params: { field: "enabled" },
        },
      ]),
    );
  });
});

describe("deleting a webhook", () => {
  it("deletes it with its deliveries and logs it", async () => {
    const eventId = await newEvent();
    const { id } = await createFor(eventId);
    await insertFailedDelivery(id);
    const response = await moduleTest.call(eventAdmin, "DELETE", webhookUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: WEBHOOK_MESSAGES.deleted });
    expect(await storedWebhook(id)).toBeUndefined();
    expect(await deliveriesOf(moduleTest.db, id)).toEqual([]);
    await admins.expectEntry({ action: "delete", entity_id: id }, eventAdmin, {
      action: "delete",
      entity_id: id,
      event_id: eventId,
      changes: {
        url: [RECEIVER, null],
        event_types: [["participant.checked_in"], null],
        enabled: [true, null],
      },
    });
    expect((await moduleTest.call(eventAdmin, "GET", webhookUrl(id))).statusCode).toBe(404);
  });
});

describe("a webhook's deliveries", () => {
  it(`pages them newest first, ${WEBHOOK_DELIVERIES_PAGE_SIZE} a page, and the list shows the last`, async () => {
    const { id } = await createFor(await newEvent());
    const count = WEBHOOK_DELIVERIES_PAGE_SIZE + 5;
    for (let index = 0; index < count; index += 1) await insertFailedDelivery(id, `n${index}`);
    const page = async (number?: number) => {
      const response = await moduleTest.call(
        eventAdmin,
        "GET",
        webhookUrl(id, number === undefined ? "/deliveries" : `/deliveries?page=${number}`),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const first = await page();
    expect(first).toMatchObject({ total: count, page: 1, page_size: WEBHOOK_DELIVERIES_PAGE_SIZE });
    expect(first.deliveries.map((delivery: WebhookDelivery) => delivery.event_type)).toEqual(
      Array.from({ length: WEBHOOK_DELIVERIES_PAGE_SIZE }, (_, index) => `n${count - 1 - index}`),
    );
    const second = await page(2);
    expect(second.deliveries.map((delivery: WebhookDelivery) => delivery.event_type)).toEqual([
      "n4",
      "n3",
      "n2",
      "n1",
      "n0",
    ]);
    expect(first.deliveries[0]).toEqual({
      id: expect.any(String),
      webhook_id: expect.stringMatching(/^msg_/),
      event_type: `n${count - 1}`,
      status: "failed",
      created_at: expect.any(String),
      attempts: 9,
      last_attempt_at: expect.any(String),
      next_attempt_at: null,
      response_status: 500,
      duration_ms: 12,
      response_body: "down",
      error: null,
    });
    const listed = await moduleTest.call(eventAdmin, "GET", webhookUrl(id));
    expect(listed.json().webhook.last_delivery).toEqual({
      status: "failed",
      created_at: first.deliveries[0].created_at,
    });
    const refused = await moduleTest.call(eventAdmin, "GET", webhookUrl(id, "/deliveries?page=0"));
    expect(refused.statusCode).toBe(400);
  });

  it("sends one again under the same webhook-id, its attempts counting on", async () => {
    const { id } = await createFor(await newEvent());
    const delivery = await insertFailedDelivery(id);
    const response = await moduleTest.call(
      eventAdmin,
      "POST",
      webhookUrl(id, `/deliveries/${delivery.id}/redeliver`),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: WEBHOOK_MESSAGES.redelivering,
      delivery: expect.objectContaining({
        id: delivery.id,
        webhook_id: delivery.message_id,
        status: "pending",
        attempts: 9,
        next_attempt_at: expect.any(String),
      }),
    });
    const answered = new Date(response.json().delivery.next_attempt_at).getTime();
    expect(Math.abs(answered - Date.now())).toBeLessThan(60_000);
    const [stored] = await deliveriesOf(moduleTest.db, id);
    expect(stored).toMatchObject({ message_id: delivery.message_id, body: delivery.body });
  });

  it("answers 404 for a delivery of another webhook", async () => {
    const { id } = await createFor(await newEvent());
    const other = await createFor(await newEvent());
    const delivery = await insertFailedDelivery(other.id);
    const response = await moduleTest.call(
      eventAdmin,
      "POST",
      webhookUrl(id, `/deliveries/${delivery.id}/redeliver`),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(WEBHOOK_MESSAGES.deliveryNotFound);
    expect((await deliveriesOf(moduleTest.db, other.id))[0]?.status).toBe("failed");
  });

  it("refuses to redeliver or test while the webhook is disabled", async () => {
    const { id } = await createFor(await newEvent());
    const delivery = await insertFailedDelivery(id);
    await moduleTest.db.update(webhooks).set({ enabled: false }).where(eq(webhooks.id, id));
    for (const url of [
      webhookUrl(id, `/deliveries/${delivery.id}/redeliver`),
      webhookUrl(id, "/test"),
    ]) {
      const response = await moduleTest.call(eventAdmin, "POST", url);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toEqual({
        error: WEBHOOK_MESSAGES.enableFirst,
        code: "webhooks.enableFirst",
      });
    }
    expect(await deliveriesOf(moduleTest.db, id)).toEqual([delivery]);
  });
});

describe("a test delivery", () => {
  it("queues webhook.test, whatever the webhook subscribes to, naming the caller", async () => {
    const eventId = await newEvent();
    const { id } = await createFor(eventId);
    const before = Date.now();
    const response = await moduleTest.call(eventAdmin, "POST", webhookUrl(id, "/test"));
    expect(response.statusCode, response.body).toBe(202);
    const answer = response.json();
    expect(answer).toEqual({
      message: WEBHOOK_MESSAGES.testQueued,
      delivery: expect.objectContaining({
        webhook_id: expect.stringMatching(MESSAGE_ID_PATTERN),
        event_type: WEBHOOK_TEST_EVENT_TYPE,
        attempts: 0,
      }),
    });
    const [stored] = await deliveriesOf(moduleTest.db, id);
    expect(stored).toMatchObject({
      id: answer.delivery.id,
      event_type: WEBHOOK_TEST_EVENT_TYPE,
      ordering_key: null,
    });
    const payload = payloadOf(stored ?? { body: "" });
    expect(payload).toEqual({
      type: WEBHOOK_TEST_EVENT_TYPE,
      timestamp: expect.any(String),
      data: {
        id: null,
        event_id: eventId,
        changes: {},
        actor: { id: eventAdmin.id, name: "Eve Event", role: "event_admin", via_token: null },
      },
    });
    expect(new Date(payload.timestamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("names no event for a webhook of every event", async () => {
    const { id } = await createFor(null, systemAdmin);
    const response = await moduleTest.call(systemAdmin, "POST", webhookUrl(id, "/test"));
    expect(response.statusCode).toBe(202);
    const [stored] = await deliveriesOf(moduleTest.db, id);
    expect(payloadOf(stored ?? { body: "" }).data).toMatchObject({
      event_id: null,
      actor: { id: systemAdmin.id, role: "system_admin" },
    });
  });
});

describe("the deliveries' retention", () => {
  it(`deletes those older than ${WEBHOOK_DELIVERY_RETENTION_DAYS} days, whatever became of them`, async () => {
    const { id } = await createFor(await newEvent());
    const old = await insertFailedDelivery(id);
    const kept = await insertFailedDelivery(id);
    const now = new Date();
    const past = new Date(now.getTime() - (WEBHOOK_DELIVERY_RETENTION_DAYS * 24 + 1) * 3_600_000);
    await moduleTest.db
      .update(webhookDeliveries)
      .set({ created_at: past, status: "pending" })
      .where(eq(webhookDeliveries.id, old.id));
    expect(await createWebhooksRepository(moduleTest.db).deleteOldDeliveries(now)).toBe(1);
    expect((await deliveriesOf(moduleTest.db, id)).map((delivery) => delivery.id)).toEqual([
      kept.id,
    ]);
  });
});

describe("the OpenAPI document", () => {
  it("describes the POST of every event type, its signed headers and its body", async () => {
    const response = await moduleTest.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.webhooks).sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE].sort(),
    );
    const checkedIn = document.webhooks["participant.checked_in"].post;
    expect(checkedIn.parameters).toEqual(
      ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) =>
        expect.objectContaining({ name, in: "header", required: true }),
      ),
    );
    const body = checkedIn.requestBody.content["application/json"].schema;
    expect(body.properties.type).toMatchObject({ const: "participant.checked_in" });
    expect(body.required).toEqual(["type", "timestamp", "data"]);
    expect(Object.keys(body.properties.data.properties)).toEqual([
      "id",
      "event_id",
      "changes",
      "actor",
    ]);
  });
});
