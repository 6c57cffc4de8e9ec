import { type MessageDetailsResponse, TICKET_MESSAGE_TEMPLATE } from "@events/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { auditEntriesWhere, expectOneAuditEntry, renameUser } from "../../test/audit-entries.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import {
  mailAtTestSpeed,
  messageRequests,
  speakersAndAttendee,
  untilSettled,
} from "../../test/messages.js";
import { setUpModuleTest } from "../../test/module-test.js";

// The activity log's entry of a message: sending writes one, in the transaction that
// stores and queues it; previewing and the queue's deliveries write none.

const moduleTest = setUpModuleTest("messages-audit", {
  prepare: mailAtTestSpeed,
});

const { eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

const EVENT_ADMIN_NAME = "Eve Event";
beforeAll(() => renameUser(moduleTest.db, eventAdmin.id, EVENT_ADMIN_NAME));

/** An event of eventAdmin with two speakers and an attendee. */
async function eventWithSpeakers(): Promise<string> {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  await insertParticipants(moduleTest.db, eventId, speakersAndAttendee(eventId));
  return eventId;
}

const draft = (overrides: object = {}) => ({
  subject: "Your ticket for {event_name}",
  body: TICKET_MESSAGE_TEMPLATE.body,
  segment: { role: "speaker" },
  ...overrides,
});

const { sendMessage: send, previewMessage, readMessage } = messageRequests(moduleTest);

const entriesOfEvent = (eventId: string) => auditEntriesWhere(moduleTest.db, { event_id: eventId });

/** The message once no copy waits in the queue. */
const settled = (eventId: string, messageId: string) =>
  untilSettled(
    async (): Promise<MessageDetailsResponse> =>
      (await readMessage(eventAdmin, eventId, messageId)).json(),
  );

describe("sending a message", () => {
  it("logs one send with the subject and the number of recipients, and nothing for deliveries", async () => {
    const eventId = await eventWithSpeakers();
    const response = await send(eventAdmin, eventId, draft());
    expect(response.statusCode, response.body).toBe(202);
    const { message_id: messageId, recipients } = response.json();
    expect(recipients).toBe(2);

    const entry = await expectOneAuditEntry(moduleTest.db, { event_id: eventId });
    expect(entry).toMatchObject({
      actor_id: eventAdmin.id,
      actor_name: EVENT_ADMIN_NAME,
      actor_role: "event_admin",
      action: "send",
      entity_type: "message",
      entity_id: messageId,
      event_id: eventId,
      ip: expect.any(String),
      user_agent: expect.any(String),
    });
    expect(entry.changes).toEqual({
      subject: [null, "Your ticket for {event_name}"],
      recipients: [null, 2],
      delivery: [null, "email_and_app"],
    });

    // The queue sends both copies, each with its ticket; the log gains nothing.
    const details = await settled(eventId, messageId);
    expect(details.message).toMatchObject({ sent: 2, queued: 0 });
    const entries = await entriesOfEvent(eventId);
    expect(entries.map((row) => row.id)).toEqual([entry.id]);
    const codes = await moduleTest.db
      .select({ code: participants.check_in_code })
      .from(participants)
      .where(eq(participants.event_id, eventId));
    const text = JSON.stringify(entries);
    for (const { code } of codes) expect(text).not.toContain(code);
  });

  it("logs nothing for a preview", async () => {
    const eventId = await eventWithSpeakers();
    const response = await previewMessage(eventAdmin, eventId, draft());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recipients).toBe(2);
    expect(await entriesOfEvent(eventId)).toEqual([]);
  });

  it("logs nothing for a refused message", async () => {
    const eventId = await eventWithSpeakers();
    const refused = [
      // 400: reaches nobody; an unknown placeholder.
      await send(eventAdmin, eventId, draft({ segment: { role: "host" } })),
      await send(eventAdmin, eventId, draft({ subject: "Hello {nobody}" })),
      // 404: another admin's event.
      await send(otherEventAdmin, eventId, draft()),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 404]);
    expect(await entriesOfEvent(eventId)).toEqual([]);
  });
});
