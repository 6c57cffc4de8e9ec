import {
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TEXTS,
  type MessageDetailsResponse,
  type MessageSummary,
  MY_MESSAGE_TICKET_TEXT,
  TICKET_MESSAGE_TEMPLATE,
} from "@events/contract";
import { describe, expect, it } from "vitest";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import {
  mailAtTestSpeed,
  messageRequests,
  speakersAndAttendee,
  untilSettled,
} from "../../test/messages.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("messages", {
  prepare: mailAtTestSpeed,
});

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

/** An event on 1 June 2026 at 09:00 Berlin time in the Main Hall, with two speakers and an attendee. */
async function eventWithSpeakers(owner: TestAdmin = eventAdmin): Promise<string> {
  const eventId = await insertEvent(moduleTest.db, owner.id, {
    event_name: "Summit",
    event_datetime: "2026-06-01 09:00:00",
    time_zone: "Europe/Berlin",
    venue: "Main Hall",
  });
  await insertParticipants(moduleTest.db, eventId, speakersAndAttendee(eventId));
  return eventId;
}

const draft = (overrides: object = {}) => ({
  subject: "Welcome to {event_name}",
  body: "Hello {name},\nsee you on {event_date} at {venue}.",
  segment: { role: "speaker" },
  ...overrides,
});

const { sendMessage: send, previewMessage, readMessage } = messageRequests(moduleTest);

async function detailsOf(eventId: string, messageId: string): Promise<MessageDetailsResponse> {
  const response = await readMessage(eventAdmin, eventId, messageId);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The message once no copy waits in the queue. */
const settled = (eventId: string, messageId: string) =>
  untilSettled(() => detailsOf(eventId, messageId));

describe("sending a message", () => {
  it("queues one copy per chosen participant and sends each with its placeholders filled", async () => {
    const eventId = await eventWithSpeakers();
    const response = await send(eventAdmin, eventId, draft());
    expect(response.statusCode).toBe(202);
    const { message_id, recipients } = response.json();
    expect(recipients).toBe(2);

    const mail = await moduleTest.sink.nextMailTo(`ada.${eventId}@example.org`);
    expect(mail.subject).toBe("Welcome to Summit");
    expect(mail.text.trim()).toBe(
      "Hello Ada,\nsee you on Monday 1 June 2026, 09:00 (Europe/Berlin) at Main Hall.",
    );
    expect(mail.html).toBeUndefined();
    expect((await moduleTest.sink.nextMailTo(`alan.${eventId}@example.org`)).text).toContain(
      "Hello Alan,",
    );

    const details = await settled(eventId, message_id);
    expect(details.message).toMatchObject({ recipients: 2, queued: 0, sent: 2, failed: 0 });
    expect(details.recipients.map((recipient) => [recipient.name, recipient.state])).toEqual([
      ["Ada", "sent"],
      ["Alan", "sent"],
    ]);
    expect(moduleTest.sink.countUnread(`bea.${eventId}@example.org`)).toBe(0);

    const list = await moduleTest.call(systemAdmin, "GET", `/api/events/${eventId}/messages`);
    const messages: MessageSummary[] = list.json().messages;
    expect(messages).toMatchObject([
      { id: message_id, subject: "Welcome to {event_name}", segment: { role: "speaker" }, sent: 2 },
    ]);
  });

  it("sends tickets with the QR code as an inline image", async () => {
    const eventId = await eventWithSpeakers();
    const response = await send(eventAdmin, eventId, {
      ...TICKET_MESSAGE_TEMPLATE,
      segment: { role: "attendee" },
    });
    expect(response.json().recipients).toBe(1);
    const mail = await moduleTest.sink.nextMailTo(`bea.${eventId}@example.org`);
    expect(mail.subject).toBe("Your ticket for Summit");
    expect(mail.text).toContain("[Your ticket's QR code is shown as an image in this e-mail]");
    expect(mail.html).toContain('<img src="cid:ticket-qr"');
    expect(mail.inlineImages).toEqual([
      { cid: "ticket-qr", contentType: "image/png", size: expect.any(Number) },
    ]);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
  });

  it("retries a copy the SMTP server refuses for the moment, and sends it once", async () => {
    const eventId = await eventWithSpeakers();
    moduleTest.sink.refuseNext(2);
    const response = await send(eventAdmin, eventId, draft({ segment: { role: "attendee" } }));
    const mail = await moduleTest.sink.nextMailTo(`bea.${eventId}@example.org`, 20_000);
    expect(mail.subject).toBe("Welcome to Summit");
    const details = await settled(eventId, response.json().message_id);
    expect(details.recipients).toMatchObject([
      { name: "Bea", state: "sent", attempts: 3, last_error: null },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(moduleTest.sink.countUnread(`bea.${eventId}@example.org`)).toBe(0);
  });
});

describe("previewing", () => {
  it("answers the number of recipients and one copy", async () => {
    const eventId = await eventWithSpeakers();
    const response = await previewMessage(eventAdmin, eventId, draft({ segment: {} }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      recipients: 3,
      preview: {
        participant_id: expect.any(String),
        to: `ada.${eventId}@example.org`,
        subject: "Welcome to Summit",
        text: "Hello Ada,\nsee you on Monday 1 June 2026, 09:00 (Europe/Berlin) at Main Hall.",
        has_ticket_qr: false,
      },
    });
  });

  it("shows the inbox's copy of a message to the app only, the ticket named, not an image", async () => {
    const eventId = await eventWithSpeakers();
    const response = await previewMessage(
      eventAdmin,
      eventId,
      draft({ body: "Hello {name}\n{ticket_qr}", delivery: "app_only" }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().preview).toMatchObject({
      text: `Hello Ada\n${MY_MESSAGE_TICKET_TEXT}`,
      has_ticket_qr: true,
    });
  });
});

describe("refusing a message", () => {
  it.each([
    [
      "an unknown placeholder",
      { body: "Hi {first_name}" },
      "body",
      /Unknown placeholder \{first_name\}/,
    ],
    [
      "the QR code in the subject",
      { subject: "{ticket_qr}" },
      "subject",
      /can only be used in the message/,
    ],
    ["a blank subject", { subject: "  " }, "subject", /Subject is required/],
    [
      "a long subject",
      { subject: "x".repeat(MESSAGE_SUBJECT_MAX_LENGTH + 1) },
      "subject",
      /at most/,
    ],
    ["an unknown role", { segment: { role: "chef" } }, "segment.role", /role must be one of/],
    ["an unknown delivery", { delivery: "fax" }, "delivery", /delivery must be one of/],
  ])("refuses %s with details, storing nothing", async (_case, overrides, field, message) => {
    const eventId = await eventWithSpeakers();
    const response = await send(eventAdmin, eventId, draft(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ field, message: expect.stringMatching(message) }),
    ]);
    const list = await moduleTest.call(eventAdmin, "GET", `/api/events/${eventId}/messages`);
    expect(list.json()).toEqual({ messages: [] });
  });

  it("refuses a message that reaches nobody", async () => {
    const eventId = await eventWithSpeakers();
    const response = await send(eventAdmin, eventId, draft({ segment: { role: "host" } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: MESSAGE_TEXTS.noRecipients,
      code: "messages.noRecipients",
    });
    const list = await moduleTest.call(eventAdmin, "GET", `/api/events/${eventId}/messages`);
    expect(list.json()).toEqual({ messages: [] });
  });

  it("keeps another admin's event out of reach", async () => {
    const eventId = await eventWithSpeakers();
    const sent = await send(eventAdmin, eventId, draft({ segment: { role: "attendee" } }));
    const messageId = sent.json().message_id;
    for (const [method, url, json] of [
      ["POST", `/api/events/${eventId}/messages`, draft()],
      ["POST", `/api/events/${eventId}/messages/preview`, draft()],
      ["GET", `/api/events/${eventId}/messages`, undefined],
      ["GET", `/api/events/${eventId}/messages/${messageId}`, undefined],
    ] as const) {
      const response = await moduleTest.call(otherEventAdmin, method, url, json ? { json } : {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Event not found", code: "events.eventNotFound" });
    }
    const unknown = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/events/${eventId}/messages/00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGE_TEXTS.notFound, code: "messages.notFound" });
  });
});
