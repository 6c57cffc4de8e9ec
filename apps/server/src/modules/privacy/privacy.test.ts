import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  DELIVERY_STATE_LABELS,
  ERASED_VALUE,
  type ErasuresPage,
  type PersonData,
  PRIVACY_POLICY_VERSION,
} from "@events/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  auditLog,
  eventMessages,
  messageRecipients,
  participants,
  passkeys,
  sessionBookmarks,
  webauthnChallenges,
} from "../../db/schema.js";
import { callAsParticipant, signInParticipant } from "../../test/app-participants.js";
import { fileExists, insertEvent, insertSession } from "../../test/factories.js";
import { mailAtTestSpeed, messageRequests } from "../../test/messages.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { addAppPasskey, insertAppPasskeys } from "../../test/passkeys.js";
import { privacyRequests, uniquePerson } from "../../test/people.js";
import { unzip } from "../../test/spreadsheets.js";
import { filePart, TEST_IMAGES } from "../../test/uploads.js";

const moduleTest = setUpModuleTest("privacy", {
  prepare: mailAtTestSpeed,
});
const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();
const requests = privacyRequests(moduleTest);
const { sendMessage } = messageRequests(moduleTest);

/** A person in an event of eventAdmin's and one of otherEventAdmin's, each with an image. */
async function personInTwoEvents() {
  const person = uniquePerson();
  const ownEventId = await insertEvent(moduleTest.db, eventAdmin.id);
  const otherEventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
  const own = await requests.addPerson(eventAdmin, ownEventId, person);
  const other = await requests.addPerson(otherEventAdmin, otherEventId, person);
  return { person, ownEventId, otherEventId, own, other };
}

describe("the words of privacy", () => {
  it("labels the erasure, its entity and a cancelled copy", () => {
    expect(AUDIT_ACTION_LABELS.erase).toBe("Erased");
    expect(AUDIT_ENTITY_LABELS.person).toBe("Person");
    expect(DELIVERY_STATE_LABELS.cancelled).toBe("Cancelled");
  });
});

describe("GET /api/privacy/person", () => {
  it("answers a system admin everything held on the person, in any case of the address", async () => {
    const { person, own, other } = await personInTwoEvents();
    await requests.checkIn(eventAdmin, own.id);

    const data = await requests.personData(systemAdmin, `  ${person.email.toUpperCase()} `);

    expect(data.email).toBe(person.email);
    expect(data.participants.map((row) => row.id).sort()).toEqual([own.id, other.id].sort());
    const ownRow = data.participants.find((row) => row.id === own.id);
    expect(ownRow).toMatchObject({
      name: person.name,
      phone: person.phone,
      check_in_code: expect.stringMatching(/^[0-9a-f]{64}$/),
      checked_in_at: expect.any(String),
      consent: { policy_version: PRIVACY_POLICY_VERSION, method: "added_by_admin" },
      messages: [],
    });
    expect(data.files).toEqual(
      expect.arrayContaining([
        { participant_id: own.id, kind: "profile_image", url: own.profile_image },
        { participant_id: other.id, kind: "profile_image", url: other.profile_image },
      ]),
    );
    const actions = data.audit_entries.map((entry) => `${entry.action} ${entry.entity_id}`);
    expect(actions).toEqual(
      expect.arrayContaining([`create ${own.id}`, `create ${other.id}`, `check_in ${own.id}`]),
    );
  });

  it("answers an event admin only what their events hold, and nothing of another admin's", async () => {
    const { person, own, other, otherEventId } = await personInTwoEvents();

    const data = await requests.personData(eventAdmin, person.email);
    expect(data.participants.map((row) => row.id)).toEqual([own.id]);
    expect(data.files.map((file) => file.participant_id)).toEqual([own.id]);
    expect(data.audit_entries.every((entry) => entry.entity_id !== other.id)).toBe(true);
    expect(JSON.stringify(data)).not.toContain(otherEventId);

    const onlyElsewhere = uniquePerson();
    await requests.addPerson(otherEventAdmin, otherEventId, onlyElsewhere, false);
    const nothing = await requests.personData(eventAdmin, onlyElsewhere.email);
    expect(nothing).toMatchObject({ participants: [], audit_entries: [], files: [] });
  });

  it("shows the person's app account, and their bookmarks of the caller's events", async () => {
    const { person, own, other, ownEventId, otherEventId } = await personInTwoEvents();
    const signedIn = await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
    await moduleTest.db.insert(sessionBookmarks).values([
      { participant_id: own.id, session_id: await insertSession(moduleTest.db, ownEventId) },
      { participant_id: other.id, session_id: await insertSession(moduleTest.db, otherEventId) },
    ]);

    const everything = await requests.personData(systemAdmin, person.email);
    expect(everything.app?.account).toEqual({
      id: signedIn.personId,
      created_at: expect.any(String),
      first_signed_in_at: expect.any(String),
      last_signed_in_at: expect.any(String),
      has_calendar_feed: false,
      passkey_only: false,
    });
    expect(everything.app?.bookmarks.map((bookmark) => bookmark.participant_id).sort()).toEqual(
      [own.id, other.id].sort(),
    );
    const ownEvents = await requests.personData(eventAdmin, person.email);
    expect(ownEvents.app?.account?.id).toBe(signedIn.personId);
    expect(ownEvents.app?.bookmarks).toEqual([
      expect.objectContaining({ participant_id: own.id, session_name: "Opening keynote" }),
    ]);

    // An event admin who sees none of a person's events learns nothing of their account.
    const elsewhere = uniquePerson();
    await requests.addPerson(otherEventAdmin, otherEventId, elsewhere, false);
    await signInParticipant(moduleTest.app, moduleTest.sink, elsewhere.email);
    const nothing = await requests.personData(eventAdmin, elsewhere.email);
    expect(nothing.app).toEqual({ account: null, bookmarks: [], passkeys: [] });
  });

  it("lists the person's passkeys and their choice of passkey only, never a key", async () => {
    const { person } = await personInTwoEvents();
    const signedIn = await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
    const [laptop, phone] = await insertAppPasskeys(
      moduleTest.db,
      signedIn.personId,
      [
        { name: "Laptop", created_at: new Date("2026-10-01T08:00:00Z") },
        {
          name: "Phone",
          backed_up: true,
          created_at: new Date("2026-10-02T08:00:00Z"),
          last_used_at: new Date("2026-10-03T09:30:00Z"),
        },
      ],
      { passkeyOnly: true },
    );

    const data = await requests.personData(eventAdmin, person.email);
    expect(data.app?.account?.passkey_only).toBe(true);
    expect(data.app?.passkeys).toEqual([
      {
        id: phone?.id,
        name: "Phone",
        created_at: "2026-10-02T08:00:00.000Z",
        last_used_at: "2026-10-03T09:30:00.000Z",
        backed_up: true,
        device_type: "multiDevice",
      },
      {
        id: laptop?.id,
        name: "Laptop",
        created_at: "2026-10-01T08:00:00.000Z",
        last_used_at: null,
        backed_up: false,
        device_type: "singleDevice",
      },
    ]);
    const text = JSON.stringify(data);
    for (const row of [laptop, phone]) {
      expect(text).not.toContain(row?.credential_id);
      expect(text).not.toContain(row?.public_key);
    }
  });

  it("gives the same data with the person's files in a zip", async () => {
    const { person, own } = await personInTwoEvents();

    const response = await requests.findPerson(eventAdmin, person.email, "zip");

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const files = await unzip(response.rawPayload);
    const data = JSON.parse(String(files.get("person.json"))) as PersonData;
    expect(data.participants.map((row) => row.id)).toEqual([own.id]);
    const imageName = `files/${own.id}-${own.profile_image?.split("/").at(-1)}`;
    expect([...files.keys()]).toEqual(["person.json", imageName]);
    expect(files.get(imageName)).toEqual(TEST_IMAGES.png);
  });

  it("refuses an address that is not one, and a format it does not know", async () => {
    expect((await requests.findPerson(systemAdmin, "nobody")).statusCode).toBe(400);
    const badFormat = await moduleTest.call(
      systemAdmin,
      "GET",
      "/api/privacy/person?email=a@example.org&format=pdf",
    );
    expect(badFormat.statusCode).toBe(400);
  });
});

describe("POST /api/privacy/erasures", () => {
  it("refuses an event admin (403) and erases nothing", async () => {
    const { person, own } = await personInTwoEvents();

    const response = await requests.erase(eventAdmin, person.email);

    expect(response.statusCode).toBe(403);
    const [row] = await moduleTest.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.id, own.id));
    expect(row).toBeDefined();
  });

  it("refuses an erasure without a reason", async () => {
    const response = await moduleTest.send(systemAdmin, "POST", "/api/privacy/erasures", {
      json: { email: "a@example.org", reason: "  " },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: "reason" })]);
  });

  it("erases the person everywhere and records the erasure, never the erased data", async () => {
    const { person, own, other } = await personInTwoEvents();
    await requests.editParticipant(eventAdmin, own.id, { phone: "+44 1632 960000" });
    await requests.checkIn(otherEventAdmin, other.id);

    const response = await requests.erase(systemAdmin, person.email.toUpperCase(), "Asked by mail");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      participants: 2,
      files: 2,
      // Two creates, the edit and the check-in.
      audit_entries_redacted: 3,
      messages_cancelled: 0,
    });
    expect(await requests.personData(systemAdmin, person.email)).toMatchObject({
      participants: [],
      files: [],
    });
    for (const image of [own.profile_image, other.profile_image]) {
      expect(await fileExists(moduleTest.storedPathOf(image ?? ""))).toBe(false);
    }
    const entries = await moduleTest.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity_id} in (${own.id}, ${other.id})`);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "check_in",
      "create",
      "create",
      "update",
    ]);
    const created = entries.find(
      (entry) => entry.entity_id === own.id && entry.action === "create",
    );
    expect(created?.changes).toMatchObject({
      name: [null, ERASED_VALUE],
      email: [null, ERASED_VALUE],
      phone: [null, ERASED_VALUE],
      username: [null, ERASED_VALUE],
      profile_image: [null, ERASED_VALUE],
      participant_role: [null, "attendee"],
    });
    const edited = entries.find((entry) => entry.action === "update");
    expect(edited?.changes).toEqual({ phone: [ERASED_VALUE, ERASED_VALUE] });
    const text = JSON.stringify(entries);
    for (const value of Object.values(person)) expect(text).not.toContain(value);

    const page = (await moduleTest.call(systemAdmin, "GET", "/api/privacy/erasures")).json();
    expect((page as ErasuresPage).erasures[0]).toMatchObject({
      kind: "person",
      actor_id: systemAdmin.id,
      event_id: null,
      reason: "Asked by mail",
      participants: 2,
      files: 2,
      audit_entries_redacted: 3,
      messages_cancelled: 0,
    });
    const [logged] = await moduleTest.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "erase"), eq(auditLog.actor_id, systemAdmin.id)))
      .orderBy(sql`${auditLog.created_at} desc`)
      .limit(1);
    expect(logged).toMatchObject({
      entity_type: "person",
      entity_id: (page as ErasuresPage).erasures[0]?.id,
      changes: {
        reason: [null, "Asked by mail"],
        participants: [null, 2],
        files: [null, 2],
        audit_entries_redacted: [null, 3],
        messages_cancelled: [null, 0],
      },
    });
    expect(JSON.stringify(logged)).not.toContain(person.email);
  });

  it("deletes the person's passkeys and WebAuthn challenges with their app account", async () => {
    const { person } = await personInTwoEvents();
    const signedIn = await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
    const stored = await insertAppPasskeys(moduleTest.db, signedIn.personId, [
      { name: "Laptop" },
      { name: "Phone", backed_up: true },
    ]);
    await moduleTest.db.insert(webauthnChallenges).values({
      purpose: "registration",
      audience: "app",
      browser_token_hash: `privacy-${signedIn.personId}`,
      challenge: "challenge",
      person_id: signedIn.personId,
      expires_at: new Date(Date.now() + 60_000),
    });

    expect((await requests.erase(systemAdmin, person.email)).statusCode).toBe(200);

    const credentialIds = stored.map((row) => row.credential_id);
    expect(
      await moduleTest.db
        .select()
        .from(passkeys)
        .where(inArray(passkeys.credential_id, credentialIds)),
    ).toEqual([]);
    expect(
      await moduleTest.db
        .select()
        .from(webauthnChallenges)
        .where(eq(webauthnChallenges.browser_token_hash, `privacy-${signedIn.personId}`)),
    ).toEqual([]);
    expect((await requests.personData(systemAdmin, person.email)).app).toEqual({
      account: null,
      bookmarks: [],
      passkeys: [],
    });
  });

  it("lists the entries of the person's app account, and erases the names they gave passkeys", async () => {
    const { person } = await personInTwoEvents();
    const signedIn = await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
    const name = `${person.name}'s phone`;
    const added = await addAppPasskey(moduleTest.app, signedIn, name);
    expect(added.statusCode, added.body).toBe(201);
    const ofAccount = { entity_type: "person", entity_id: signedIn.personId };
    const data = await requests.personData(systemAdmin, person.email);
    expect(data.audit_entries).toContainEqual(
      expect.objectContaining({
        ...ofAccount,
        action: "add_passkey",
        changes: { name: [null, name] },
      }),
    );
    // Their sign-in by the e-mailed code, as the app's data and their own copy list it too.
    const signInEntry = expect.objectContaining({ ...ofAccount, action: "sign_in", changes: {} });
    expect(data.audit_entries).toContainEqual(signInEntry);
    const own = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me/data");
    expect(own.json().audit_entries).toContainEqual(signInEntry);
    // An event admin sees no sign-in: the entry belongs to no event.
    const { audit_entries: seenByEventAdmin } = await requests.personData(eventAdmin, person.email);
    expect(seenByEventAdmin).not.toContainEqual(signInEntry);

    expect((await requests.erase(systemAdmin, person.email)).statusCode).toBe(200);

    const [entry] = await moduleTest.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "add_passkey"), eq(auditLog.entity_id, signedIn.personId)));
    expect(entry?.changes).toEqual({ name: [null, ERASED_VALUE] });
    // The sign-in's entry held nothing of theirs but the id of the account now deleted.
    const [signIn] = await moduleTest.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "sign_in"), eq(auditLog.entity_id, signedIn.personId)));
    expect(signIn).toMatchObject({ actor_id: signedIn.personId, actor_name: null, changes: {} });
  });

  it("lists the erasures newest first to system admins only", async () => {
    const first = uniquePerson();
    const second = uniquePerson();
    await requests.erase(systemAdmin, first.email, "first");
    await requests.erase(systemAdmin, second.email, "second");

    const page = await moduleTest.call(systemAdmin, "GET", "/api/privacy/erasures?page_size=2");
    expect(page.statusCode).toBe(200);
    expect((page.json() as ErasuresPage).erasures.map((row) => row.reason)).toEqual([
      "second",
      "first",
    ]);
    expect((page.json() as ErasuresPage).total).toBeGreaterThanOrEqual(2);
    const refused = await moduleTest.call(eventAdmin, "GET", "/api/privacy/erasures");
    expect(refused.statusCode).toBe(403);
  });

  it("cancels the person's queued e-mail, which is then never sent, and erases every copy", async () => {
    const person = uniquePerson();
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const participant = await requests.addPerson(eventAdmin, eventId, person, false);
    // The sink refuses for the moment, so the copy stays queued between retries.
    moduleTest.sink.refuseNext(1_000);
    const sent = await sendMessage(eventAdmin, eventId, {
      subject: "Welcome {name}",
      body: "See you at {event_name}",
      segment: {},
    });
    expect(sent.statusCode).toBe(202);
    const [copy] = await moduleTest.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.participant_id, participant.id));
    if (!copy) throw new Error("no copy queued");
    await vi.waitFor(
      async () => {
        const [tried] = await moduleTest.db
          .select({ attempts: messageRecipients.attempts })
          .from(messageRecipients)
          .where(eq(messageRecipients.id, copy.id));
        expect(tried?.attempts).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 100 },
    );

    const response = await requests.erase(systemAdmin, person.email);
    moduleTest.sink.refuseNext(0);

    expect(response.json()).toMatchObject({ participants: 1, messages_cancelled: 1 });
    // The copy's job runs its next try and ends without sending.
    await vi.waitFor(
      async () => {
        const jobs = await moduleTest.db.execute(
          sql`select state from pgboss.job where id = ${copy.id}`,
        );
        expect((jobs as unknown as { rows: { state: string }[] }).rows[0]?.state).toBe("completed");
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(moduleTest.sink.countUnread(person.email)).toBe(0);
    const [after] = await moduleTest.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.id, copy.id));
    expect(after).toMatchObject({
      state: "cancelled",
      name: ERASED_VALUE,
      email: ERASED_VALUE,
      participant_id: null,
    });
    expect(JSON.stringify(after)).not.toContain(person.email);
  });

  it("wins a race with an edit of the same participant: the row is gone and nothing of it is left", async () => {
    for (let round = 0; round < 5; round += 1) {
      const person = uniquePerson();
      const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
      const participant = await requests.addPerson(eventAdmin, eventId, person, false);

      const [edit, erasure] = await Promise.all([
        requests.editParticipant(eventAdmin, participant.id, { phone: `+1 555 01${round}9` }),
        requests.erase(systemAdmin, person.email),
      ]);

      expect([200, 404]).toContain(edit.statusCode);
      expect(erasure.statusCode).toBe(200);
      const [row] = await moduleTest.db
        .select()
        .from(participants)
        .where(eq(participants.id, participant.id));
      expect(row).toBeUndefined();
      const entries = await moduleTest.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity_id, participant.id));
      const text = JSON.stringify(entries);
      for (const value of [person.email, person.name, person.phone, `+1 555 01${round}9`]) {
        expect(text).not.toContain(value);
      }
    }
  });
});

describe("an erasure racing an e-mail to the person's event", () => {
  it("ends with the person erased, the e-mail sent or refused, and no copy holding them", async () => {
    moduleTest.sink.refuseNext(1_000);
    for (let round = 0; round < 5; round += 1) {
      const person = uniquePerson();
      const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
      await requests.addPerson(eventAdmin, eventId, person, false);

      const [sent, erasure] = await Promise.all([
        sendMessage(eventAdmin, eventId, { subject: "Hello {name}", body: "Soon", segment: {} }),
        requests.erase(systemAdmin, person.email),
      ]);

      expect(sent.statusCode).toBeLessThan(500);
      expect(erasure.statusCode).toBe(200);
      const copies = await moduleTest.db
        .select()
        .from(messageRecipients)
        .innerJoin(eventMessages, eq(eventMessages.id, messageRecipients.message_id))
        .where(eq(eventMessages.event_id, eventId));
      const text = JSON.stringify(copies);
      for (const value of [person.email, person.name]) expect(text).not.toContain(value);
    }
    moduleTest.sink.refuseNext(0);
  });
});

/** The trigger's refusal, as drizzle's error carries PostgreSQL's. */
const REFUSED = {
  cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }),
};

describe("the activity log after erasures", () => {
  it("still refuses every other UPDATE, DELETE and TRUNCATE", async () => {
    const person = uniquePerson();
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const participant = await requests.addPerson(eventAdmin, eventId, person, false);
    const attempts = [
      sql`update ${auditLog} set changes = '{}' where entity_id = ${participant.id}`,
      sql`update ${auditLog} set actor_name = 'someone' where entity_id = ${participant.id}`,
      sql`delete from ${auditLog} where entity_id = ${participant.id}`,
      sql`truncate ${auditLog}`,
    ];
    // With the redaction's setting named by hand: only the redaction itself passes.
    const withSetting = [
      sql`update ${auditLog} set action = 'delete' where entity_id = ${participant.id}`,
      sql`update ${auditLog} set ip = '10.0.0.1' where entity_id = ${participant.id}`,
      sql`update ${auditLog} set changes = '{}' where entity_id = ${participant.id}`,
    ];
    for (const attempt of attempts) {
      await expect(moduleTest.db.execute(attempt)).rejects.toMatchObject(REFUSED);
    }
    for (const attempt of withSetting) {
      await expect(
        moduleTest.db.transaction(async (transaction) => {
          await transaction.execute(
            sql`select set_config('audit_log.redacting', ${`{"${person.email}"}`}, true)`,
          );
          await transaction.execute(attempt);
        }),
      ).rejects.toMatchObject(REFUSED);
    }
    const [entry] = await moduleTest.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, participant.id));
    expect(entry?.changes).toMatchObject({ email: [null, person.email] });
  });

  it("keeps the consent of imported participants on record as imported", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const person = uniquePerson();
    const file = `Name,Email,Username\r\n${person.name},${person.email},${person.username}\r\n`;
    const imported = await moduleTest.call(
      eventAdmin,
      "POST",
      `/api/participants/import/${eventId}`,
      { form: { fields: {}, files: [filePart("people.csv", Buffer.from(file))] } },
    );
    expect(imported.statusCode).toBe(201);
    const [row] = await moduleTest.db
      .select({ consent: participants.consent })
      .from(participants)
      .where(eq(participants.event_id, eventId));
    expect(row?.consent).toMatchObject({
      policy_version: PRIVACY_POLICY_VERSION,
      method: "imported",
    });
  });

  it("keeps the consent of admins' participants on record", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const participant = await requests.addPerson(eventAdmin, eventId, uniquePerson(), false);
    const [row] = await moduleTest.db
      .select({ consent: participants.consent })
      .from(participants)
      .where(eq(participants.id, participant.id));
    expect(row?.consent).toEqual({
      policy_version: PRIVACY_POLICY_VERSION,
      given_at: expect.stringMatching(/Z$/),
      method: "added_by_admin",
    });
  });
});
