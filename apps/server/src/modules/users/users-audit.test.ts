import type { User } from "@events/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema.js";
import { DEFAULT_PASSWORD, uniqueEmail, uniqueIp } from "../../test/app.js";
import {
  type AuditEntryFilter,
  auditEntriesWhere,
  expectOneAuditEntry,
  expectTheAuditEntry,
  renameUser,
} from "../../test/audit-entries.js";
import { type Form, setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { storedRow } from "../../test/stored-row.js";
import { buildMultipart, type MultipartFilePart, TEST_IMAGES } from "../../test/uploads.js";

// The activity log's entries of users: create, update, password change and delete
// each write exactly one, in the change's transaction, naming the admin as they were then; a
// refused change writes none, and no entry ever holds a password or its hash.

const moduleTest = setUpModuleTest("users-audit");

const { systemAdmin } = moduleTest.signInAdminsBeforeAll();
const SYSTEM_ADMIN_NAME = "Sam System";
beforeAll(() => renameUser(moduleTest.db, systemAdmin.id, SYSTEM_ADMIN_NAME));

const USER_AGENT = "users-audit-test/1.0";

/** Every password this file sends, to prove at the end that no entry holds one. */
const passwordsSent: string[] = [DEFAULT_PASSWORD];

interface Origin {
  ip: string;
  user_agent: string;
}

/** A request as the web app sends it, from a fresh address the entry must name. */
async function send(
  admin: TestAdmin,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  body: { json?: Record<string, unknown>; form?: Form } = {},
) {
  const origin: Origin = { ip: uniqueIp(), user_agent: USER_AGENT };
  const multipart = body.form ? buildMultipart(body.form.fields, body.form.files) : undefined;
  const password = body.json?.password ?? body.form?.fields.password;
  if (typeof password === "string" && password) passwordsSent.push(password);
  const response = await moduleTest.app.inject({
    method,
    url,
    remoteAddress: origin.ip,
    cookies: admin.session.cookies,
    headers: { ...admin.session.headers, "user-agent": USER_AGENT, ...multipart?.headers },
    ...(multipart ? { payload: multipart.payload } : {}),
    ...(body.json ? { payload: body.json } : {}),
  });
  return { response, origin };
}

/**
 * Asserts that the filter matches exactly one entry, the whole row the admin's action from that
 * origin writes (only the id and the time are the table's own); answers it.
 */
function expectEntry(
  filter: AuditEntryFilter,
  admin: { id: string; name: string; role: "system_admin" | "event_admin" },
  origin: Origin,
  record: { action: string; entity_id: string; changes: object },
) {
  return expectTheAuditEntry(moduleTest.db, filter, {
    id: expect.any(String),
    created_at: expect.any(Date),
    actor_id: admin.id,
    actor_name: admin.name,
    actor_role: admin.role,
    entity_type: "user",
    event_id: null,
    ...record,
    ...origin,
    via_token: null,
  });
}

/**
 * Asserts that the filter matches one entry only, the admin's password_change of the user
 * (that the password changed, with no value), and that no update entry of the user was written;
 * answers the entry.
 */
async function expectPasswordChange(
  filter: AuditEntryFilter,
  admin: Parameters<typeof expectEntry>[1],
  origin: Origin,
  userId: string,
) {
  const entry = await expectEntry(filter, admin, origin, {
    action: "password_change",
    entity_id: userId,
    changes: { password: [null, null] },
  });
  expect(await auditEntriesWhere(moduleTest.db, { action: "update", entity_id: userId })).toEqual(
    [],
  );
  return entry;
}

const bySystemAdmin = () =>
  ({ id: systemAdmin.id, name: SYSTEM_ADMIN_NAME, role: "system_admin" }) as const;

const imagePart = (content: Buffer = TEST_IMAGES.png): MultipartFilePart => ({
  field: "profile_image",
  filename: "me.png",
  contentType: "image/png",
  content,
});

const MEDIA_PATH = /^\/media\/profile-images\/[0-9a-f-]{36}\.(png|gif)$/;

/** An event admin with a phone, created by systemAdmin through the API. */
async function createEventAdmin(name = "Nina New"): Promise<User> {
  const { response } = await send(systemAdmin, "POST", "/api/users/create-user", {
    json: {
      name,
      email: uniqueEmail("nina"),
      password: "nina-first-secret",
      phone: "+41 79 111 22 33",
      type: "event_admin",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

type UserFields = Pick<User, "id" | "name" | "email" | "phone" | "type">;

/** update-user with the user's own fields but for the overrides. */
function updateUser(admin: TestAdmin, user: UserFields, overrides: Record<string, unknown>) {
  const { id: _id, ...fields } = user;
  return send(admin, "PUT", `/api/users/update-user/${user.id}`, {
    json: { ...fields, ...overrides },
  });
}

describe("a user's activity log entries", () => {
  it("logs a create with the new user's fields and image, as null before, and no password", async () => {
    const email = uniqueEmail("rita");
    const { response, origin } = await send(systemAdmin, "POST", "/api/users/create-user", {
      form: {
        fields: {
          name: "Rita Root",
          email,
          password: "rita-first-secret",
          phone: "+41 79 000 00 01",
          type: "event_admin",
        },
        files: [imagePart()],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created: User = response.json();
    expect(created.profile_image).toMatch(MEDIA_PATH);

    await expectEntry({ entity_id: created.id }, bySystemAdmin(), origin, {
      action: "create",
      entity_id: created.id,
      changes: {
        name: [null, "Rita Root"],
        email: [null, email],
        phone: [null, "+41 79 000 00 01"],
        type: [null, "event_admin"],
        is_verified: [null, false],
        profile_image: [null, created.profile_image],
      },
    });
  });

  it("logs an update with the before and after of only the fields that changed", async () => {
    const user = await createEventAdmin();
    const newEmail = uniqueEmail("nora");
    const { response, origin } = await send(
      systemAdmin,
      "PUT",
      `/api/users/update-user/${user.id}`,
      {
        form: {
          fields: {
            name: "Nora Renamed",
            email: newEmail,
            phone: user.phone ?? "",
            type: "system_admin",
            password: "",
          },
          files: [imagePart(TEST_IMAGES.gif)],
        },
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated: User = response.json();
    expect(updated.profile_image).toMatch(MEDIA_PATH);

    await expectEntry({ action: "update", entity_id: user.id }, bySystemAdmin(), origin, {
      action: "update",
      entity_id: user.id,
      changes: {
        name: ["Nina New", "Nora Renamed"],
        email: [user.email, newEmail],
        type: ["event_admin", "system_admin"],
        profile_image: [null, updated.profile_image],
      },
    });
    expect(await auditEntriesWhere(moduleTest.db, { entity_id: user.id })).toHaveLength(2);
  });

  it("logs a new password beside other changes as an update, the password as [null, null]", async () => {
    const user = await createEventAdmin();
    const { response, origin } = await updateUser(systemAdmin, user, {
      phone: "+41 79 999 99 99",
      password: "nina-second-secret",
    });
    expect(response.statusCode, response.body).toBe(200);

    await expectEntry({ action: "update", entity_id: user.id }, bySystemAdmin(), origin, {
      action: "update",
      entity_id: user.id,
      changes: { phone: [user.phone, "+41 79 999 99 99"], password: [null, null] },
    });
    expect(
      await auditEntriesWhere(moduleTest.db, { action: "password_change", entity_id: user.id }),
    ).toEqual([]);
  });

  it("logs a change of the password alone as password_change, recording no value", async () => {
    const user = await createEventAdmin();
    const { response, origin } = await updateUser(systemAdmin, user, {
      password: "nina-third-secret",
    });
    expect(response.statusCode, response.body).toBe(200);

    const entry = await expectPasswordChange(
      { action: "password_change", entity_id: user.id },
      bySystemAdmin(),
      origin,
      user.id,
    );
    expect(JSON.stringify(entry)).not.toContain("nina-third-secret");
  });

  it("logs an admin changing their own password as a password_change by themselves", async () => {
    const self = await moduleTest.signInAs("system_admin");
    await renameUser(moduleTest.db, self.id, "Sven Self");
    const row = await storedRow(moduleTest.db, users, eq(users.id, self.id), "the admin is gone");
    const { response, origin } = await send(self, "PUT", `/api/users/update-user/${self.id}`, {
      json: { name: row.name, email: row.email, phone: row.phone, password: "sven-new-secret" },
    });
    expect(response.statusCode, response.body).toBe(200);

    await expectPasswordChange(
      { entity_type: "user", actor_id: self.id, entity_id: self.id, action: "password_change" },
      { id: self.id, name: "Sven Self", role: "system_admin" },
      origin,
      self.id,
    );
  });

  it("logs an update that changes nothing once, with no changes", async () => {
    const user = await createEventAdmin();
    const { response, origin } = await updateUser(systemAdmin, user, {});
    expect(response.statusCode, response.body).toBe(200);

    await expectEntry({ action: "update", entity_id: user.id }, bySystemAdmin(), origin, {
      action: "update",
      entity_id: user.id,
      changes: {},
    });
  });

  it("logs a delete with the deleted user's fields, as null after", async () => {
    const user = await createEventAdmin("Dora Deleted");
    const { response, origin } = await send(
      systemAdmin,
      "DELETE",
      `/api/users/delete-user/${user.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);

    await expectEntry({ action: "delete", entity_id: user.id }, bySystemAdmin(), origin, {
      action: "delete",
      entity_id: user.id,
      changes: {
        name: ["Dora Deleted", null],
        email: [user.email, null],
        phone: [user.phone, null],
        type: ["event_admin", null],
        is_verified: [false, null],
      },
    });
    // The user's entries outlive the user: the create and the delete.
    const entries = await auditEntriesWhere(moduleTest.db, { entity_id: user.id });
    expect(entries.map((each) => each.action)).toEqual(["create", "delete"]);
  });

  it("keeps the name and role an admin had when the entry was written", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    await renameUser(moduleTest.db, admin.id, "Rosa Before");
    const { response, origin } = await send(admin, "POST", "/api/users/create-user", {
      json: {
        name: "Made By Rosa",
        email: uniqueEmail("made"),
        password: "made-secret",
        type: "system_admin",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const made: User = response.json();
    const [adminRow] = await moduleTest.db.select().from(users).where(eq(users.id, admin.id));
    if (!adminRow) throw new Error("the admin is gone");

    const renamed = await updateUser(systemAdmin, adminRow, {
      name: "Rosa After",
      type: "event_admin",
      phone: "+41 79 222 33 44",
    });
    expect(renamed.response.statusCode, renamed.response.body).toBe(200);

    await expectEntry(
      { entity_id: made.id },
      { id: admin.id, name: "Rosa Before", role: "system_admin" },
      origin,
      {
        action: "create",
        entity_id: made.id,
        changes: {
          name: [null, "Made By Rosa"],
          email: [null, made.email],
          type: [null, "system_admin"],
          is_verified: [null, false],
        },
      },
    );
    const rename = await expectOneAuditEntry(moduleTest.db, {
      action: "update",
      entity_id: admin.id,
    });
    expect(rename.changes).toEqual({
      name: ["Rosa Before", "Rosa After"],
      type: ["system_admin", "event_admin"],
      phone: [null, "+41 79 222 33 44"],
    });
  });

  it("writes no entry for a refused create, update or delete", async () => {
    const user = await createEventAdmin();
    const before = await auditEntriesWhere(moduleTest.db, { entity_type: "user" });

    const taken = await send(systemAdmin, "POST", "/api/users/create-user", {
      json: {
        name: "Copy",
        email: user.email.toUpperCase(),
        password: "copy-secret",
        type: "system_admin",
      },
    });
    expect(taken.response.statusCode).toBe(409);
    const [ownRow] = await moduleTest.db.select().from(users).where(eq(users.id, systemAdmin.id));
    if (!ownRow) throw new Error("the admin is gone");
    const ownType = await updateUser(systemAdmin, ownRow, {
      type: "event_admin",
      phone: "+41 79 000 00 00",
    });
    expect(ownType.response.statusCode).toBe(409);
    const unknownUser = { ...user, id: "00000000-0000-4000-8000-000000000000" };
    const missing = await updateUser(systemAdmin, unknownUser, { password: "never-stored" });
    expect(missing.response.statusCode).toBe(404);
    const self = await send(systemAdmin, "DELETE", `/api/users/delete-user/${systemAdmin.id}`);
    expect(self.response.statusCode).toBe(409);
    const unknown = await send(
      systemAdmin,
      "DELETE",
      "/api/users/delete-user/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.response.statusCode).toBe(404);

    expect(await auditEntriesWhere(moduleTest.db, { entity_type: "user" })).toEqual(before);
  });

  it("never stores a password, a password hash or a sign-in code in any entry", async () => {
    const entries = await moduleTest.db.select().from(auditLog);
    const stored = await moduleTest.db.select({ hash: users.password_hash }).from(users);
    const secrets = [
      ...passwordsSent,
      ...stored.map((row) => row.hash),
      systemAdmin.session.pending.code,
      systemAdmin.session.token,
    ];
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      const text = JSON.stringify(entry);
      expect(text).not.toContain("$argon2");
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
