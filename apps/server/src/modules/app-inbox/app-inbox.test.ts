import {
  MESSAGE_TEXTS,
  type MessageDetailsResponse,
  MY_MESSAGE_TICKET_TEXT,
  type MyMessage,
  type MyMessagesResponse,
} from "@events/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageRecipients, participants } from "../../db/schema.js";
import { callAsParticipant, signInParticipant } from "../../test/app-participants.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { mailAtTestSpeed, messageRequests } from "../../test/messages.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { privacyRequests, uniquePerson } from "../../test/people.js";

const PUBLIC_URL = "http://events.example.test:8080";

const moduleTest = setUpModuleTest("app-inbox", {
  prepare: async () => ({ ...(await mailAtTestSpeed()), PUBLIC_URL }),
});
const { systemAdmin, eventAdmin } = moduleTest.signInAdminsBeforeAll();
const { sendMessage, readMessage } = messageRequests(moduleTest);

/** An event of eventAdmin named `name` on 1 June 2026, 09:00 in Berlin, in the Main Hall. */
async function newEvent(name: string): Promise<string> {
  return insertEvent(moduleTest.db, eventAdmin.id, {
    event_name: name,
    event_datetime: "2026-06-01 09:00:00",
    time_zone: "Europe/Berlin",
    venue: "Main Hall",
  });
}

/** A new person in each of the events under one e-mail (its case differing by event), signed in. */
async function signedInPersonOf(eventIds: readonly string[]) {
  const person = uniquePerson();
  for (const [index, eventId] of eventIds.entries()) {
    const email = index % 2 === 0 ? person.email : person.email.toUpperCase();
    await insertParticipants(moduleTest.db, eventId, [{ name: person.name, email }]);
  }
  const signedIn = await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
  return { ...person, signedIn };
}

/** Sends the message as the event's admin; answers its id. */
async function send(eventId: string, draft: object): Promise<string> {
  const response = await sendMessage(eventAdmin, eventId, { segment: {}, ...draft });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().message_id;
}

async function inboxOf(signedIn: Awaited<ReturnType<typeof signedInPersonOf>>["signedIn"]) {
  const response = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me/messages");
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MyMessagesResponse;
}

const readCopy = (
  signedIn: Awaited<ReturnType<typeof signedInPersonOf>>["signedIn"],
  copyId: string,
) => callAsParticipant(moduleTest.app, signedIn, "POST", `/api/me/messages/${copyId}/read`);

/** The copy of a message to the participant of that e-mail (any case). */
async function copyIdOf(messageId: string, email: string): Promise<string> {
  const [copy] = await moduleTest.db
    .select({ id: messageRecipients.id })
    .from(messageRecipients)
    .where(
      and(
        eq(messageRecipients.message_id, messageId),
        sql`lower(${messageRecipients.email}) = ${email.toLowerCase()}`,
      ),
    );
  if (!copy) throw new Error(`no copy of ${messageId} to ${email}`);
  return copy.id;
}

describe("a participant's inbox", () => {
  it("holds their own copies across their events, newest first, filled in for them", async () => {
    const [summit, forum] = [await newEvent("Summit"), await newEvent("Forum")];
    if (!summit || !forum) throw new Error("no events");
    const { signedIn, name, email } = await signedInPersonOf([summit, forum]);
    await insertParticipants(moduleTest.db, summit, [
      { name: "Other", email: uniquePerson().email },
    ]);

    const first = await send(summit, {
      subject: "Welcome to {event_name}, {name}",
      body: "See you on {event_date} at {venue}.",
    });
    const second = await send(forum, {
      subject: "Your ticket for {event_name}",
      body: "{ticket_qr}\nThe app: {app_link}",
    });

    const inbox = await inboxOf(signedIn);
    expect(inbox.unread).toBe(2);
    expect(inbox.messages).toEqual<MyMessage[]>([
      {
        id: await copyIdOf(second, email),
        event_id: forum,
        event_name: "Forum",
        subject: "Your ticket for Forum",
        body: `${MY_MESSAGE_TICKET_TEXT}\nThe app: ${PUBLIC_URL}/app`,
        sent_at: expect.any(String),
        is_read: false,
      },
      {
        id: await copyIdOf(first, email),
        event_id: summit,
        event_name: "Summit",
        subject: `Welcome to Summit, ${name}`,
        body: "See you on Monday 1 June 2026, 09:00 (Europe/Berlin) at Main Hall.",
        sent_at: expect.any(String),
        is_read: false,
      },
    ]);
    const [newer, older] = inbox.messages.map((message) => Date.parse(message.sent_at));
    expect(newer).toBeGreaterThan(older ?? Number.POSITIVE_INFINITY);
  });

  it("marks a copy read once, and counts the rest unread", async () => {
    const eventId = await newEvent("Summit");
    const { signedIn, email } = await signedInPersonOf([eventId]);
    const kept = await send(eventId, { subject: "One", body: "First" });
    const read = await send(eventId, { subject: "Two", body: "Second" });
    const copyId = await copyIdOf(read, email);

    const response = await readCopy(signedIn, copyId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatchObject({ id: copyId, subject: "Two", is_read: true });
    const [firstRead] = await moduleTest.db
      .select({ read_at: messageRecipients.read_at })
      .from(messageRecipients)
      .where(eq(messageRecipients.id, copyId));

    expect((await readCopy(signedIn, copyId)).json().message.is_read).toBe(true);
    const [secondRead] = await moduleTest.db
      .select({ read_at: messageRecipients.read_at })
      .from(messageRecipients)
      .where(eq(messageRecipients.id, copyId));
    expect(secondRead?.read_at).toEqual(firstRead?.read_at);

    const inbox = await inboxOf(signedIn);
    expect(inbox.unread).toBe(1);
    expect(inbox.messages.map((message) => [message.subject, message.is_read])).toEqual([
      ["Two", true],
      ["One", false],
    ]);
    expect(inbox.messages[1]?.id).toBe(await copyIdOf(kept, email));
  });

  it("answers 404 for another person's copy and leaves it unread", async () => {
    const eventId = await newEvent("Summit");
    const { signedIn } = await signedInPersonOf([eventId]);
    const other = uniquePerson();
    await insertParticipants(moduleTest.db, eventId, [{ name: other.name, email: other.email }]);
    const messageId = await send(eventId, { subject: "Hello", body: "Hello {name}" });
    const othersCopy = await copyIdOf(messageId, other.email);

    for (const copyId of [othersCopy, "00000000-0000-4000-8000-000000000000"]) {
      const response = await readCopy(signedIn, copyId);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { error: MESSAGE_TEXTS.notFound, code: "messages.notFound" },
      ]);
    }
    const [copy] = await moduleTest.db
      .select({ read_at: messageRecipients.read_at })
      .from(messageRecipients)
      .where(eq(messageRecipients.id, othersCopy));
    expect(copy?.read_at).toBeNull();
    expect((await inboxOf(signedIn)).messages.map((message) => message.id)).not.toContain(
      othersCopy,
    );
  });

  it("loses an event's messages when the participant is removed from it", async () => {
    const [summit, forum] = [await newEvent("Summit"), await newEvent("Forum")];
    if (!summit || !forum) throw new Error("no events");
    const { signedIn, email } = await signedInPersonOf([summit, forum]);
    const gone = await send(summit, { subject: "From the summit", body: "Hello" });
    await send(forum, { subject: "From the forum", body: "Hello" });
    const goneCopy = await copyIdOf(gone, email);

    const [row] = await moduleTest.db
      .select({ id: participants.id })
      .from(participants)
      .where(and(eq(participants.event_id, summit), eq(participants.email, email)));
    if (!row) throw new Error("no participant");
    const removed = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/participants/delete-participant/${row.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    const inbox = await inboxOf(signedIn);
    expect(inbox.messages.map((message) => message.subject)).toEqual(["From the forum"]);
    expect(inbox.unread).toBe(1);
    expect((await readCopy(signedIn, goneCopy)).statusCode).toBe(404);
  });

  it("loses a copy whose person was erased", async () => {
    const eventId = await newEvent("Summit");
    const { signedIn, email } = await signedInPersonOf([eventId]);
    await send(eventId, { subject: "Hello", body: "Hello {name}" });
    expect((await inboxOf(signedIn)).messages).toHaveLength(1);

    const erased = await privacyRequests(moduleTest).erase(systemAdmin, email);
    expect(erased.statusCode, erased.body).toBe(200);
    // The erasure may end the person's sessions too; either way no copy is shown.
    const after = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me/messages");
    expect(after.statusCode === 401 ? [] : after.json().messages).toEqual([]);
  });
});

describe("a message to the app's inbox only", () => {
  it("is in the inbox, and no e-mail is queued or sent for it", async () => {
    const eventId = await newEvent("Summit");
    const { signedIn, email } = await signedInPersonOf([eventId]);
    const appOnly = await send(eventId, {
      subject: "Only in the app",
      body: "Hello {name}",
      delivery: "app_only",
    });

    const inbox = await inboxOf(signedIn);
    expect(inbox.messages).toMatchObject([{ subject: "Only in the app", is_read: false }]);

    const details: MessageDetailsResponse = (
      await readMessage(eventAdmin, eventId, appOnly)
    ).json();
    expect(details.message).toMatchObject({
      delivery: "app_only",
      recipients: 1,
      queued: 0,
      sent: 0,
      failed: 0,
    });
    expect(details.recipients.map((recipient) => recipient.state)).toEqual(["app_only"]);
    const copies = await moduleTest.db
      .select({ id: messageRecipients.id })
      .from(messageRecipients)
      .where(eq(messageRecipients.message_id, appOnly));
    const jobs = await moduleTest.db.execute(
      sql`select id from pgboss.job where id = any(${sql.param(copies.map((copy) => copy.id))}::uuid[])`,
    );
    expect((jobs as unknown as { rows: unknown[] }).rows).toEqual([]);

    // An e-mailed message sent after it arrives, and is the only e-mail the person gets.
    await send(eventId, { subject: "By e-mail", body: "Hello" });
    expect((await moduleTest.sink.nextMailTo(email)).subject).toBe("By e-mail");
    expect(moduleTest.sink.countUnread(email)).toBe(0);
  });
});
