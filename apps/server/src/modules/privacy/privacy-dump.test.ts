import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { DEFAULT_REGISTRATION_SETTINGS, PRIVACY_POLICY_VERSION } from "@events/contract";
import { and, eq, ne } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  appPeople,
  auditLog,
  messageRecipients,
  registrations,
  sessionBookmarks,
} from "../../db/schema.js";
import { createDiskFileStore } from "../../files/disk-file-store.js";
import type { FileStore } from "../../files/file-store.js";
import { createS3FileStore } from "../../files/s3-file-store.js";
import { storageKeyOf } from "../../files/upload-store.js";
import { generateToken, hashToken } from "../../security/tokens.js";
import { extractCode, uniqueIp } from "../../test/app.js";
import { callAsParticipant, signInParticipant } from "../../test/app-participants.js";
import { createTestDatabase } from "../../test/database.js";
import { insertEvent, insertSession } from "../../test/factories.js";
import { FILE_STORE_DRIVERS } from "../../test/file-stores.js";
import { messageRequests } from "../../test/messages.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { privacyRequests, uniquePerson } from "../../test/people.js";
import { startS3Server, type TestS3Server } from "../../test/s3-server.js";
import { TEST_IMAGES } from "../../test/uploads.js";

const run = promisify(execFile);

/**
 * The whole database as text: pg_dump's (.ci/run installs it), or, where the machine has none or
 * one older than the server (the embedded PostgreSQL of a run without TEST_DATABASE_URL), every
 * row of every table read as text, which holds all of a dump's data.
 */
async function dumpDatabase(url: string): Promise<string> {
  try {
    const { stdout } = await run("pg_dump", ["--no-owner", url], { maxBuffer: 512 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as { code?: unknown; stderr?: unknown };
    const isUnusable =
      failure.code === "ENOENT" || /server version mismatch/.test(String(failure.stderr));
    if (!isUnusable) throw error;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    const parts: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await client.query<{ row: string }>(`select t::text as row from ${name} t`);
      parts.push(name, ...rows.rows.map((row) => row.row));
    }
    return parts.join("\n");
  } finally {
    await client.end();
  }
}

describe.each(FILE_STORE_DRIVERS)("an erased person, with files on the %s store", (driver) => {
  let databaseUrl = "";
  let s3: TestS3Server | undefined;
  let bucket = "";
  const moduleTest = setUpModuleTest(`privacy-dump-${driver}`, {
    async openDatabase() {
      const database = await createTestDatabase();
      databaseUrl = database.url;
      return database;
    },
    async prepare() {
      if (driver === "disk") return {};
      s3 = await startS3Server();
      bucket = await s3.createBucket();
      return s3.envFor(bucket);
    },
  });
  afterAll(async () => {
    await s3?.stop();
  });
  const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();
  const requests = privacyRequests(moduleTest);
  const { sendMessage } = messageRequests(moduleTest);

  /** The store the app writes to, opened beside it to list what it holds. */
  function openStore(): FileStore {
    if (driver === "disk") return createDiskFileStore(`${moduleTest.dataDir}/uploads`);
    return createS3FileStore({
      endpoint: s3?.endpoint ?? "",
      region: "us-east-1",
      bucket,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    });
  }

  async function storedKeys(): Promise<string[]> {
    const store = openStore();
    try {
      const keys: string[] = [];
      for await (const file of store.list()) keys.push(file.key);
      return keys;
    } finally {
      store.close();
    }
  }

  it("leaves no trace of their e-mail, name, phone or app account in a dump of the database or in the store", async () => {
    const person = uniquePerson();
    const newPhone = `${person.phone}9`;
    const ownEventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const otherEventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
    const own = await requests.addPerson(eventAdmin, ownEventId, person);
    const other = await requests.addPerson(otherEventAdmin, otherEventId, person);
    // In their app: signed in (before the e-mail to them arrives, to read the code's first),
    // a session bookmarked, a calendar feed of the bookmarks.
    const signedIn = await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
    expect(
      (await requests.editParticipant(eventAdmin, own.id, { phone: newPhone })).statusCode,
    ).toBe(200);
    expect((await requests.checkIn(otherEventAdmin, other.id)).statusCode).toBe(200);
    const sent = await sendMessage(eventAdmin, ownEventId, {
      subject: "Your ticket, {name}",
      body: "Dear {name}, see you at {event_name}. {ticket_qr}",
      segment: {},
    });
    expect(sent.statusCode).toBe(202);
    await vi.waitFor(
      async () => {
        const [copy] = await moduleTest.db
          .select({ state: messageRecipients.state })
          .from(messageRecipients)
          .where(eq(messageRecipients.participant_id, own.id));
        expect(copy?.state).toBe("sent");
      },
      { timeout: 20_000, interval: 100 },
    );
    const failedSignIn = await moduleTest.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: uniqueIp(),
      payload: { email: person.email, password: "not a password" },
    });
    expect(failedSignIn.statusCode).toBe(401);
    const sessionId = await insertSession(moduleTest.db, ownEventId);
    await moduleTest.db
      .insert(sessionBookmarks)
      .values({ participant_id: own.id, session_id: sessionId });
    const calendarToken = generateToken();
    await moduleTest.db
      .update(appPeople)
      .set({ calendar_token: calendarToken })
      .where(eq(appPeople.id, signedIn.personId));
    // Their answers to the registration form, on a participant and on a registration.
    const company = { id: randomUUID(), type: "short_text", label: "Company", help_text: null };
    const saved = await moduleTest.call(
      eventAdmin,
      "PUT",
      `/api/events/${ownEventId}/registration`,
      {
        json: {
          ...DEFAULT_REGISTRATION_SETTINGS,
          slug: `dump-${randomUUID()}`,
          questions: [company],
        },
      },
    );
    expect(saved.statusCode).toBe(200);
    const answer = `Quist Holdings ${randomUUID()}`;
    const registeredAnswer = `Quist Ventures ${randomUUID()}`;
    expect(
      (await requests.editParticipant(eventAdmin, own.id, { answers: { [company.id]: answer } }))
        .statusCode,
    ).toBe(200);
    await moduleTest.db.insert(registrations).values({
      event_id: otherEventId,
      state: "cancelled",
      name: person.name,
      email: person.email,
      phone: person.phone,
      answers: { [company.id]: registeredAnswer },
      consent: {
        policy_version: PRIVACY_POLICY_VERSION,
        given_at: new Date().toISOString(),
        method: "given_by_person",
      },
    });
    const imageKeys = [own.profile_image, other.profile_image].map((image) =>
      storageKeyOf(image ?? ""),
    );
    expect(await storedKeys()).toEqual(expect.arrayContaining(imageKeys));
    const secrets = [
      person.email,
      person.name,
      person.phone,
      newPhone,
      person.username,
      calendarToken,
      hashToken(signedIn.token),
      answer,
      registeredAnswer,
    ];
    const before = (await dumpDatabase(databaseUrl)).toLowerCase();
    for (const secret of [...secrets, signedIn.personId]) {
      expect(before).toContain(secret.toLowerCase());
    }

    const erased = await requests.erase(systemAdmin, person.email, "Right to erasure, ticket 42");
    const me = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me");

    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ participants: 2, files: 2 });
    const dump = (await dumpDatabase(databaseUrl)).toLowerCase();
    for (const secret of secrets) expect(dump).not.toContain(secret.toLowerCase());
    // The deleted account's id stays in one row alone: the activity log's entry of its sign-in,
    // which names it by that id and holds nothing else of theirs (checked above).
    const [signInEntry] = await moduleTest.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, "sign_in"), eq(auditLog.entity_id, signedIn.personId)));
    const rowsNamingAccount = dump.split("\n").filter((row) => row.includes(signedIn.personId));
    expect(rowsNamingAccount).toEqual([expect.stringContaining(signInEntry?.id ?? "no entry")]);
    const keys = await storedKeys();
    for (const key of imageKeys) expect(keys).not.toContain(key);
    const [copy] = await moduleTest.db
      .select()
      .from(messageRecipients)
      .where(ne(messageRecipients.state, "queued"));
    expect(copy).toMatchObject({ state: "sent", name: "[erased]", email: "[erased]" });
    expect(me.statusCode).toBe(401);
    expect(await moduleTest.db.select().from(sessionBookmarks)).toEqual([]);
  });

  it("leaves no trace of a person who deleted their account in the app, after changing it there", async () => {
    const person = uniquePerson();
    const newName = `${person.name} Renamed`;
    const ownEventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const otherEventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
    const own = await requests.addPerson(eventAdmin, ownEventId, person, false);
    await requests.addPerson(otherEventAdmin, otherEventId, person, false);
    const signedIn = await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
    const renamed = await callAsParticipant(moduleTest.app, signedIn, "PATCH", "/api/me/profile", {
      json: { name: newName },
    });
    expect(renamed.statusCode).toBe(200);
    const photo = await callAsParticipant(
      moduleTest.app,
      signedIn,
      "PUT",
      "/api/me/profile/photo",
      {
        form: {
          fields: {},
          files: [{ field: "file", filename: "me.png", content: TEST_IMAGES.png }],
        },
      },
    );
    const photoKey = storageKeyOf(photo.json().person.profile_image ?? "");
    expect(await storedKeys()).toContain(photoKey);
    await moduleTest.db.insert(sessionBookmarks).values({
      participant_id: own.id,
      session_id: await insertSession(moduleTest.db, ownEventId),
    });
    const calendarToken = generateToken();
    await moduleTest.db
      .update(appPeople)
      .set({ calendar_token: calendarToken })
      .where(eq(appPeople.id, signedIn.personId));
    const secrets = [
      person.email,
      person.name,
      newName,
      person.phone,
      person.username,
      calendarToken,
      hashToken(signedIn.token),
    ];
    const before = (await dumpDatabase(databaseUrl)).toLowerCase();
    for (const secret of secrets) expect(before).toContain(secret.toLowerCase());

    const asked = await callAsParticipant(
      moduleTest.app,
      signedIn,
      "POST",
      "/api/me/account-deletion",
    );
    const code = extractCode((await moduleTest.sink.nextMailTo(person.email)).text);
    const deleted = await callAsParticipant(
      moduleTest.app,
      signedIn,
      "POST",
      "/api/me/account-deletion/confirm",
      { json: { confirmation_token: asked.json().confirmation_token, code } },
    );

    expect(deleted.statusCode).toBe(200);
    const dump = (await dumpDatabase(databaseUrl)).toLowerCase();
    for (const secret of secrets) expect(dump).not.toContain(secret.toLowerCase());
    expect(await storedKeys()).not.toContain(photoKey);
  });
});
