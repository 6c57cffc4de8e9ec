import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@events/contract";
import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuditRecord, recordAudit } from "../../audit/audit-entry.js";
import {
  WEBHOOK_DELIVERIES_CHANNEL,
  WEBHOOK_EVENT_SOURCES,
} from "../../audit/webhook-deliveries.js";
import { poolOf } from "../../db/client.js";
import { auditLog, participants, webhookDeliveries, webhooks } from "../../db/schema.js";
import { signInAuditedAdmins } from "../../test/audit-entries.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import {
  openRegistrationEvent,
  registerAndConfirm,
  registrationAtTestSpeed,
} from "../../test/registrations.js";
import { sessionFields } from "../../test/requests.js";
import { filePart } from "../../test/uploads.js";
import { deliveriesOf, insertWebhook, MESSAGE_ID_PATTERN, payloadOf } from "./webhook-test-rows.js";

// The deliveries written with each change's log entries, in the change's own statement.

const moduleTest = setUpModuleTest("webhook-enqueue", { prepare: registrationAtTestSpeed });
const { systemAdmin, eventAdmin, ...audited } = signInAuditedAdmins(moduleTest);

const newEvent = () => insertEvent(moduleTest.db, eventAdmin.id);

let participantCounter = 0;
async function newParticipant(eventId: string): Promise<{ id: string; email: string }> {
  participantCounter += 1;
  const tag = `${participantCounter}-${randomUUID().slice(0, 8)}`;
  const email = `guest-${tag}@example.org`;
  const response = await moduleTest.call(eventAdmin, "POST", "/api/participants/create-single", {
    json: { event_id: eventId, name: `Guest ${tag}`, email, username: `guest-${tag}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().participant.id, email };
}

const checkIn = (participantId: string) =>
  moduleTest.call(eventAdmin, "POST", `/api/participants/check-in/${participantId}`);

const typesOf = async (webhookId: string) =>
  (await deliveriesOf(moduleTest.db, webhookId)).map((delivery) => delivery.event_type);

/** The notifications of the senders' channel, heard on a connection of the test's own. */
let listener: pg.PoolClient;
const heard: string[] = [];
beforeAll(async () => {
  listener = await poolOf(moduleTest.db).connect();
  listener.on("notification", (notification) => heard.push(notification.channel));
  await listener.query(`LISTEN ${WEBHOOK_DELIVERIES_CHANNEL}`);
});
afterAll(() => listener.release());

/** Waits until `count` notifications were heard in all, or fails. */
async function heardTimes(count: number): Promise<void> {
  await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
}

describe("a check-in", () => {
  it("writes one participant.checked_in delivery for each webhook that subscribes to it", async () => {
    const eventId = await newEvent();
    const otherEventId = await newEvent();
    const own = await insertWebhook(moduleTest.db, eventId, [
      "participant.created",
      "participant.checked_in",
    ]);
    const everyEvent = await insertWebhook(moduleTest.db, null, ["participant.checked_in"]);
    const otherEvent = await insertWebhook(moduleTest.db, otherEventId, ["participant.checked_in"]);
    const otherType = await insertWebhook(moduleTest.db, eventId, ["participant.updated"]);
    const disabled = await insertWebhook(moduleTest.db, eventId, ["participant.checked_in"], {
      enabled: false,
    });
    const participant = await newParticipant(eventId);
    const heardBefore = heard.length;

    const response = await checkIn(participant.id);
    expect(response.statusCode, response.body).toBe(200);

    const entry = await audited.expectOneEntry({ action: "check_in", entity_id: participant.id });
    for (const webhook of [own, everyEvent]) {
      const checkIns = (await deliveriesOf(moduleTest.db, webhook.id)).filter(
        (delivery) => delivery.event_type === "participant.checked_in",
      );
      expect(checkIns, webhook.id).toHaveLength(1);
      const [delivery] = checkIns;
      expect(delivery).toMatchObject({
        message_id: expect.stringMatching(MESSAGE_ID_PATTERN),
        ordering_key: participant.id,
      });
      // Exactly the log's entry: its time, record, changes and actor.
      expect(payloadOf(delivery ?? { body: "" })).toEqual({
        type: "participant.checked_in",
        timestamp: entry.created_at.toISOString(),
        data: {
          id: participant.id,
          event_id: eventId,
          changes: entry.changes,
          actor: { id: eventAdmin.id, name: "Eve Event", role: "event_admin", via_token: null },
        },
      });
    }
    // The create went to the event's webhook subscribed to it, not to every event's.
    expect(await typesOf(own.id)).toEqual(["participant.created", "participant.checked_in"]);
    expect(await typesOf(everyEvent.id)).toEqual(["participant.checked_in"]);
    for (const webhook of [otherEvent, otherType, disabled]) {
      expect(await typesOf(webhook.id), webhook.id).toEqual([]);
    }
    await heardTimes(heardBefore + 1);
    const [first, second] = await deliveriesOf(moduleTest.db, own.id);
    expect(first?.message_id).not.toBe(second?.message_id);
    // Every event's webhook would hear the other tests' check-ins too.
    await moduleTest.db.delete(webhooks).where(eq(webhooks.id, everyEvent.id));
  });

  it("writes nothing and wakes nobody when no webhook wants it", async () => {
    const eventId = await newEvent();
    await insertWebhook(moduleTest.db, eventId, ["session.deleted"]);
    const participant = await newParticipant(eventId);
    const heardBefore = heard.length;
    const deliveriesBefore = await moduleTest.db.$count(webhookDeliveries);
    expect((await checkIn(participant.id)).statusCode).toBe(200);
    expect(await moduleTest.db.$count(webhookDeliveries)).toBe(deliveriesBefore);

    // A change that writes a delivery is heard, and only it: notifications come in commit order.
    const heard1 = await insertWebhook(moduleTest.db, eventId, ["participant.check_in_undone"]);
    const response = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/participants/check-in/${participant.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    await heardTimes(heardBefore + 1);
    expect(heard.length).toBe(heardBefore + 1);
    expect(await typesOf(heard1.id)).toEqual(["participant.check_in_undone"]);
  });

  it("writes one delivery per check-in of a door's sync, in the order of the log's entries", async () => {
    const eventId = await newEvent();
    const webhook = await insertWebhook(moduleTest.db, eventId, ["participant.checked_in"]);
    const people = [
      await newParticipant(eventId),
      await newParticipant(eventId),
      await newParticipant(eventId),
    ];
    const response = await moduleTest.call(eventAdmin, "POST", "/api/participants/check-in/sync", {
      json: {
        event_id: eventId,
        door: "North entrance",
        device_id: randomUUID(),
        scans: people.map((person, index) => ({
          nonce: randomUUID(),
          scanned_at: new Date(Date.now() - (10 - index) * 1000).toISOString(),
          participant_id: person.id,
        })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const deliveries = await deliveriesOf(moduleTest.db, webhook.id);
    const entries = await audited.entriesWhere({ action: "check_in", event_id: eventId });
    expect(entries).toHaveLength(people.length);
    expect(deliveries.map((delivery) => delivery.ordering_key)).toEqual(
      entries.map((entry) => entry.entity_id),
    );
    expect(deliveries.map((delivery) => payloadOf(delivery).timestamp)).toEqual(
      entries.map((entry) => entry.created_at.toISOString()),
    );
    expect(deliveries.map((delivery) => payloadOf(delivery).data.changes)).toEqual(
      people.map(() => ({
        checked_in_at: [null, expect.any(String)],
        checked_in_door: [null, "North entrance"],
      })),
    );
  });
});

describe("the change's transaction", () => {
  it("writes no delivery when the change rolls back", async () => {
    const eventId = await newEvent();
    const webhook = await insertWebhook(moduleTest.db, eventId, ["session.created"]);
    const sessionId = randomUUID();
    const record = {
      action: "create",
      entity_type: "session",
      entity_id: sessionId,
      event_id: eventId,
    } as const;
    await expect(
      moduleTest.db.transaction(async (transaction) => {
        await recordAudit(transaction, "system", record);
        expect(await deliveriesOf(transaction, webhook.id)).toHaveLength(1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await deliveriesOf(moduleTest.db, webhook.id)).toEqual([]);
    expect(
      await moduleTest.db.select().from(auditLog).where(eq(auditLog.entity_id, sessionId)),
    ).toEqual([]);

    // The same record committed: one delivery, told by the server itself.
    await recordAudit(moduleTest.db, "system", record);
    const [delivery] = await deliveriesOf(moduleTest.db, webhook.id);
    expect(delivery?.ordering_key).toBeNull();
    expect(payloadOf(delivery ?? { body: "" }).data).toMatchObject({
      id: sessionId,
      actor: { id: null, name: null, role: "system", via_token: null },
    });
  });
});

describe("each kind of change", () => {
  it("is told as its event type, each change of a record in order of that record", async () => {
    const eventId = await newEvent();
    const sources = Object.entries(WEBHOOK_EVENT_SOURCES);
    const webhook = await insertWebhook(
      moduleTest.db,
      eventId,
      sources.map(([type]) => type as WebhookEventType),
    );
    const recordId = randomUUID();
    // Entries the log writes that no webhook hears of, between them.
    const records: AuditRecord[] = sources.flatMap(([, source]) => [
      { ...source, entity_id: recordId, event_id: eventId, changes: { n: [null, 1] } },
      {
        action: "renew_ticket",
        entity_type: "participant",
        entity_id: recordId,
        event_id: eventId,
      },
    ]);
    await recordAudit(moduleTest.db, "system", records);
    const deliveries = await deliveriesOf(moduleTest.db, webhook.id);
    expect(deliveries.map((delivery) => delivery.event_type)).toEqual(
      sources.map(([type]) => type),
    );
    for (const delivery of deliveries) {
      const isOrdered = /^(participant|registration)\./.test(delivery.event_type);
      expect(delivery.ordering_key, delivery.event_type).toBe(isOrdered ? recordId : null);
      expect(payloadOf(delivery)).toMatchObject({
        type: delivery.event_type,
        data: { id: recordId, event_id: eventId, changes: { n: [null, 1] } },
      });
    }
  });

  it("tells sessions and messages as the API makes them", async () => {
    const eventId = await newEvent();
    const types: WebhookEventType[] = [
      "session.created",
      "session.updated",
      "session.deleted",
      "event.updated",
      "message.sent",
    ];
    const webhook = await insertWebhook(moduleTest.db, eventId, types);
    const created = await moduleTest.call(eventAdmin, "POST", "/api/sessions/create-session", {
      json: sessionFields(eventId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const sessionId = created.json().session.id;
    const deleted = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/sessions/delete-session/${sessionId}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    await newParticipant(eventId);
    const sent = await moduleTest.call(eventAdmin, "POST", `/api/events/${eventId}/messages`, {
      json: { subject: "Doors open at nine", body: "See you there" },
    });
    expect(sent.statusCode, sent.body).toBe(202);

    const deliveries = await deliveriesOf(moduleTest.db, webhook.id);
    expect(deliveries.map((delivery) => delivery.event_type)).toEqual([
      "session.created",
      "session.deleted",
      "message.sent",
    ]);
    expect(deliveries.map((delivery) => delivery.ordering_key)).toEqual([null, null, null]);
    expect(payloadOf(deliveries[2] ?? { body: "" }).data).toMatchObject({
      event_id: eventId,
      changes: { subject: [null, "Doors open at nine"], recipients: [null, 1] },
    });
  });

  it("tells each participant of an import, which the log counts in one entry", async () => {
    const eventId = await newEvent();
    const webhook = await insertWebhook(moduleTest.db, eventId, ["participant.created"]);
    const response = await moduleTest.call(
      eventAdmin,
      "POST",
      `/api/participants/import/${eventId}`,
      {
        form: {
          fields: {},
          files: [
            filePart(
              "people.csv",
              Buffer.from(
                "Name,Email,Username\r\nAda,ada@example.org,ada\r\nAlan,alan@example.org,alan\r\n",
              ),
            ),
          ],
        },
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    await audited.expectOneEntry({ action: "import", event_id: eventId });
    const stored = await moduleTest.db
      .select({ id: participants.id, email: participants.email })
      .from(participants)
      .where(eq(participants.event_id, eventId));
    const deliveries = await deliveriesOf(moduleTest.db, webhook.id);
    expect(deliveries.map((delivery) => delivery.ordering_key).sort()).toEqual(
      stored.map((row) => row.id).sort(),
    );
    const emailOf = new Map(stored.map((row) => [row.id, row.email]));
    for (const delivery of deliveries) {
      const { data } = payloadOf(delivery);
      expect(data.id).toBe(delivery.ordering_key);
      expect(data.changes.email).toEqual([null, emailOf.get(data.id ?? "")]);
      expect(data.actor.id).toBe(eventAdmin.id);
    }
  });

  it("tells a registration's confirmation and the participant it made, from the public form", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, {}, eventAdmin.id);
    const webhook = await insertWebhook(moduleTest.db, eventId, [
      "registration.confirmed",
      "participant.created",
    ]);
    const { confirm, registrationId } = await registerAndConfirm(moduleTest, slug);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const deliveries = await deliveriesOf(moduleTest.db, webhook.id);
    expect(deliveries.map((delivery) => delivery.event_type).sort()).toEqual([
      "participant.created",
      "registration.confirmed",
    ]);
    const confirmed = deliveries.find(
      (delivery) => delivery.event_type === "registration.confirmed",
    );
    expect(confirmed?.ordering_key).toBe(registrationId);
    expect(payloadOf(confirmed ?? { body: "" }).data.actor).toEqual({
      id: null,
      name: null,
      role: "anonymous",
      via_token: null,
    });
  });
});

describe("an erasure", () => {
  it("deletes the person's deliveries and tells only that the participant is gone", async () => {
    const eventId = await newEvent();
    const webhook = await insertWebhook(moduleTest.db, eventId, [
      "participant.created",
      "participant.checked_in",
      "participant.deleted",
    ]);
    const erased = await newParticipant(eventId);
    const kept = await newParticipant(eventId);
    expect((await checkIn(erased.id)).statusCode).toBe(200);
    expect(await typesOf(webhook.id)).toHaveLength(3);

    const response = await moduleTest.call(systemAdmin, "POST", "/api/privacy/erasures", {
      json: { email: erased.email, reason: "Asked by mail" },
    });
    expect(response.statusCode, response.body).toBe(200);

    const deliveries = await deliveriesOf(moduleTest.db, webhook.id);
    expect(deliveries.map((delivery) => [delivery.event_type, delivery.ordering_key])).toEqual([
      ["participant.created", kept.id],
      ["participant.deleted", erased.id],
    ]);
    const gone = deliveries[1];
    expect(gone?.body).not.toContain(erased.email);
    expect(payloadOf(gone ?? { body: "" }).data).toEqual({
      id: erased.id,
      event_id: eventId,
      changes: {},
      actor: { id: systemAdmin.id, name: "Sam System", role: "system_admin", via_token: null },
    });
  });
});
