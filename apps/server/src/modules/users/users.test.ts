import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PROFILE_IMAGE_FILE_RULE, USER_MESSAGES, userSchema } from "@events/contract";
import { desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { users } from "../../db/schema.js";
import { createDiskFileStore } from "../../files/disk-file-store.js";
import { createUploadStore } from "../../files/upload-store.js";
import {
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  type SignedIn,
  signIn,
  uniqueEmail,
  uniqueIp,
} from "../../test/app.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { doorStaffRequests } from "../../test/door-staff.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { listFiles, type MultipartFilePart, pngOfSize, TEST_IMAGES } from "../../test/uploads.js";
import { createUsersRepository } from "./users.repository.js";
import { createUsersService } from "./users.service.js";

const USER_FIELDS = Object.keys(userSchema.shape).sort();
const SUMMARY_FIELDS = ["email", "id", "name", "profile_image", "type"];
/** The detail of a path's id that is no id, with its code and the field and record it names. */
const MALFORMED_USER_ID = {
  field: "id",
  message: "id must be a user id",
  code: "field.recordId",
  params: { field: "id", record: "user" },
};

const moduleTest = setUpModuleTest("users");

const profileImagesDir = () => path.join(moduleTest.dataDir, "uploads", "profile-images");

const call = moduleTest.call;

function validateToken(session: SignedIn) {
  return moduleTest.app.inject({
    method: "POST",
    url: "/api/auth/validate-token",
    headers: { authorization: `Bearer ${session.token}` },
  });
}

function login(email: string, password: string) {
  return moduleTest.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: uniqueIp(),
    payload: { email, password },
  });
}

function newEventAdmin(overrides: Record<string, string | boolean | undefined> = {}) {
  return {
    name: "Eve Admin",
    email: uniqueEmail("eve"),
    password: "secret1",
    phone: "+41 79 555 00 00",
    type: "event_admin",
    isVerified: false,
    ...overrides,
  };
}

function asFormFields(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

const pngPart = (content: Buffer = TEST_IMAGES.png): MultipartFilePart => ({
  field: "profile_image",
  filename: "me.png",
  contentType: "image/png",
  content,
});

/** create-user as the web form sends it, with a profile image. */
function createWithImage(actor: TestAdmin, input: Record<string, unknown>, image = pngPart()) {
  return call(actor, "POST", "/api/users/create-user", {
    form: { fields: asFormFields(input), files: [image] },
  });
}

/** get-all-users as this actor, which must answer 200, and the list it answers. */
async function listUsersAs(actor: TestAdmin) {
  const response = await call(actor, "GET", "/api/users/get-all-users");
  expect(response.statusCode).toBe(200);
  return { response, list: response.json() };
}

async function countUsersWithEmail(email: string): Promise<number> {
  const rows = await moduleTest.db.select().from(users).where(eq(users.email, email));
  return rows.length;
}

describe("GET /api/users/get-all-users", () => {
  it("gives a system admin every user, newest first, without passwords", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const older = await createUser(moduleTest.db, { type: "event_admin" });
    const newer = await createUser(moduleTest.db, { type: "system_admin" });

    const { response, list } = await listUsersAs(admin);
    expect(Array.isArray(list)).toBe(true);
    const expectedOrder = await moduleTest.db
      .select({ id: users.id })
      .from(users)
      .orderBy(desc(users.created_date), desc(users.id));
    expect(list.map((user: { id: string }) => user.id)).toEqual(expectedOrder.map((row) => row.id));
    const ids = list.map((user: { id: string }) => user.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(admin.id));
    for (const user of list) expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
    expect(response.body.toLowerCase()).not.toContain("password");
    expect(response.body).not.toContain("$argon2");
  });

  it("gives an event admin only event admins, with only the summary fields", async () => {
    const eventAdmin = await moduleTest.signInAs("event_admin");
    const otherEventAdmin = await createUser(moduleTest.db, { type: "event_admin" });
    const systemAdmin = await createUser(moduleTest.db, { type: "system_admin" });

    const { list } = await listUsersAs(eventAdmin);
    const ids = list.map((user: { id: string }) => user.id);
    expect(ids).toContain(otherEventAdmin.id);
    expect(ids).toContain(eventAdmin.id);
    expect(ids).not.toContain(systemAdmin.id);
    expect(ids.indexOf(otherEventAdmin.id)).toBeLessThan(ids.indexOf(eventAdmin.id));
    for (const user of list) {
      expect(user.type).toBe("event_admin");
      expect(Object.keys(user).sort()).toEqual(SUMMARY_FIELDS);
    }
  });

  it("answers 401 without a session", async () => {
    const response = await call(undefined, "GET", "/api/users/get-all-users");
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/users/create-user", () => {
  it("creates a system admin from JSON, unverified whatever isVerified says, who can sign in", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const email = uniqueEmail("Root");
    const response = await call(admin, "POST", "/api/users/create-user", {
      json: {
        name: " Rita Root ",
        email,
        password: "secret1",
        type: "system_admin",
        isVerified: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(Object.keys(created).sort()).toEqual(USER_FIELDS);
    expect(created).toMatchObject({
      name: "Rita Root",
      email,
      phone: null,
      type: "system_admin",
      isVerified: false,
      profile_image: null,
    });
    expect(response.body).not.toContain("secret1");
    const session = await signIn(moduleTest.app, moduleTest.sink, { email, password: "secret1" });
    expect(session.verifyResponse.json().user.id).toBe(created.id);
  });

  it("creates an event admin from multipart with a profile image served under /media", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const input = newEventAdmin({ isVerified: "true" });
    const response = await createWithImage(admin, input);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: input.name,
      email: input.email,
      phone: input.phone,
      type: "event_admin",
      isVerified: false,
    });
    expect(created.profile_image).toMatch(/^\/media\/profile-images\/[0-9a-f-]{36}\.png$/);

    const image = await moduleTest.app.inject({ method: "GET", url: created.profile_image });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload).toEqual(TEST_IMAGES.png);
  });

  it.each([
    ["name", { name: undefined }, "Name is required"],
    ["email", { email: undefined }, "Email is required"],
    ["password", { password: undefined }, USER_MESSAGES.passwordRequiredForNewAdmins],
    ["phone", { phone: undefined }, USER_MESSAGES.phoneRequiredForEventAdmins],
  ])("answers 400 naming %s when it is missing", async (field, change, message) => {
    const admin = await moduleTest.signInAs("system_admin");
    const response = await call(admin, "POST", "/api/users/create-user", {
      json: newEventAdmin(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Invalid input",
      code: "http.invalidInput",
      details: [expect.objectContaining({ field, message })],
    });
  });

  it("answers multipart with the same 400 as JSON, and keeps no image", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const input = newEventAdmin({ phone: "" });
    const asJson = await call(admin, "POST", "/api/users/create-user", { json: input });
    const before = await listFiles(profileImagesDir());
    const asForm = await createWithImage(admin, input);
    expect(asForm.statusCode).toBe(400);
    expect(asForm.json()).toEqual(asJson.json());
    expect(asForm.json().details).toEqual([
      {
        field: "phone",
        message: USER_MESSAGES.phoneRequiredForEventAdmins,
        code: "users.phoneRequiredForEventAdmins",
      },
    ]);
    expect(await listFiles(profileImagesDir())).toEqual(before);
  });

  it.each([
    ["a bad e-mail", { email: "not-an-email" }, "email", "Enter a valid email address"],
    ["a bad type", { type: "super_admin" }, "type", undefined],
    [
      "a 5-character password",
      { password: "12345" },
      "password",
      "Password must be at least 6 characters",
    ],
  ])("answers 400 for %s", async (_case, change, field, message) => {
    const admin = await moduleTest.signInAs("system_admin");
    const input = newEventAdmin(change);
    const response = await call(admin, "POST", "/api/users/create-user", { json: input });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe("Invalid input");
    expect(body.details).toHaveLength(1);
    expect(body.details[0].field).toBe(field);
    if (message) expect(body.details[0].message).toBe(message);
    expect(await countUsersWithEmail(input.email as string)).toBe(0);
  });

  it("answers 409 for an e-mail taken in another case, and keeps no image", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const existing = await createUser(moduleTest.db, { email: uniqueEmail("taken") });
    const json = await call(admin, "POST", "/api/users/create-user", {
      json: newEventAdmin({ email: existing.email.toUpperCase() }),
    });
    expect(json.statusCode).toBe(409);
    expect(json.json()).toEqual({
      error: USER_MESSAGES.duplicateEmail,
      code: "users.duplicateEmail",
    });

    const before = await listFiles(profileImagesDir());
    const form = await createWithImage(
      admin,
      newEventAdmin({ email: existing.email.toUpperCase() }),
    );
    expect(form.statusCode).toBe(409);
    expect(await listFiles(profileImagesDir())).toEqual(before);
  });

  it("answers 415 for a text file named .png, creating nobody and keeping nothing", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const input = newEventAdmin();
    const before = await listFiles(profileImagesDir());
    const response = await createWithImage(
      admin,
      input,
      pngPart(Buffer.from("I am text, not a picture.\n")),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: PROFILE_IMAGE_FILE_RULE.typeMessage,
      code: "uploads.profileImageType",
    });
    expect(await listFiles(profileImagesDir())).toEqual(before);
    expect(await countUsersWithEmail(input.email)).toBe(0);
  });

  it("answers 413 for an image of 10 MB and 1 byte, creating nobody and keeping nothing", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const input = newEventAdmin();
    const before = await listFiles(profileImagesDir());
    const response = await createWithImage(admin, input, pngPart(pngOfSize(10 * 1024 * 1024 + 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: PROFILE_IMAGE_FILE_RULE.sizeMessage,
      code: "uploads.profileImageSize",
    });
    expect(await listFiles(profileImagesDir())).toEqual(before);
    expect(await countUsersWithEmail(input.email)).toBe(0);
  });
});

describe("access to user management", () => {
  it("answers 403 to an event admin on create, update and delete, storing nothing", async () => {
    const eventAdmin = await moduleTest.signInAs("event_admin");
    const target = await createUser(moduleTest.db);
    const before = await listFiles(profileImagesDir());
    const input = newEventAdmin();
    const answers = [
      await call(eventAdmin, "POST", "/api/users/create-user", { json: input }),
      await createWithImage(eventAdmin, input),
      await call(eventAdmin, "PUT", `/api/users/update-user/${target.id}`, {
        json: newEventAdmin({ email: target.email }),
      }),
      await call(eventAdmin, "DELETE", `/api/users/delete-user/${target.id}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: "Forbidden", code: "http.forbidden" });
    }
    expect(await listFiles(profileImagesDir())).toEqual(before);
    expect(await countUsersWithEmail(input.email)).toBe(0);
    expect(await createUsersRepository(moduleTest.db).findById(target.id)).toBeDefined();
  });

  it("answers 401 without a session", async () => {
    const target = await createUser(moduleTest.db);
    const response = await call(undefined, "DELETE", `/api/users/delete-user/${target.id}`);
    expect(response.statusCode).toBe(401);
  });
});

describe("PUT /api/users/update-user/{id}", () => {
  it("keeps the password when it is sent blank and changes the other fields", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const target = await moduleTest.signInAs("event_admin");
    const before = await createUsersRepository(moduleTest.db).findById(target.id);
    const newEmail = uniqueEmail("renamed");
    const response = await call(admin, "PUT", `/api/users/update-user/${target.id}`, {
      form: {
        fields: asFormFields(
          newEventAdmin({ name: "Renamed", email: newEmail, password: "", phone: "+1 555 0100" }),
        ),
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: target.id,
      name: "Renamed",
      email: newEmail,
      phone: "+1 555 0100",
      type: "event_admin",
    });
    expect(new Date(updated.updated_date).getTime()).toBeGreaterThan(
      before?.updated_date.getTime() ?? Number.POSITIVE_INFINITY,
    );
    // The session survives and the old password still signs in.
    expect((await validateToken(target.session)).statusCode).toBe(200);
    expect((await login(newEmail, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it("changes the password and ends that user's sessions", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const target = await moduleTest.signInAs("event_admin");
    const response = await call(admin, "PUT", `/api/users/update-user/${target.id}`, {
      json: newEventAdmin({ email: target.email, password: "brand new secret" }),
    });
    expect(response.statusCode).toBe(200);
    expect((await validateToken(target.session)).statusCode).toBe(401);
    expect((await login(target.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(target.email, "brand new secret")).statusCode).toBe(200);
    // The admin who made the change is still signed in.
    expect((await validateToken(admin.session)).statusCode).toBe(200);
  });

  it("keeps the caller's own session when they change their own password, ending the others", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const otherSession = await signIn(moduleTest.app, moduleTest.sink, { email: admin.email });
    const response = await call(admin, "PUT", `/api/users/update-user/${admin.id}`, {
      json: { name: "Me", email: admin.email, password: "my new secret" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toBe("system_admin");
    expect((await validateToken(admin.session)).statusCode).toBe(200);
    expect((await validateToken(otherSession)).statusCode).toBe(401);
  });

  it("replaces the profile image and removes the old file after the change", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const input = newEventAdmin();
    const created = (await createWithImage(admin, input)).json();
    const oldFile = moduleTest.storedPathOf(created.profile_image);
    expect(await readFile(oldFile)).toEqual(TEST_IMAGES.png);

    const response = await call(admin, "PUT", `/api/users/update-user/${created.id}`, {
      form: {
        fields: asFormFields({ ...input, password: "" }),
        files: [{ field: "profile_image", filename: "me.gif", content: TEST_IMAGES.gif }],
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.profile_image).toMatch(/^\/media\/profile-images\/[0-9a-f-]{36}\.gif$/);
    expect(await readFile(moduleTest.storedPathOf(updated.profile_image))).toEqual(TEST_IMAGES.gif);
    expect(await listFiles(profileImagesDir())).not.toContain(path.basename(oldFile));
    expect(
      (await moduleTest.app.inject({ method: "GET", url: created.profile_image })).statusCode,
    ).toBe(404);

    // Without a new file the image stays.
    const unchanged = await call(admin, "PUT", `/api/users/update-user/${created.id}`, {
      json: { ...input, password: "" },
    });
    expect(unchanged.json().profile_image).toBe(updated.profile_image);
  });

  it("keeps the old image and removes the new one when the update fails", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const taken = await createUser(moduleTest.db);
    const input = newEventAdmin();
    const created = (await createWithImage(admin, input)).json();
    const before = await listFiles(profileImagesDir());
    const response = await call(admin, "PUT", `/api/users/update-user/${created.id}`, {
      form: {
        fields: asFormFields({ ...input, email: taken.email.toUpperCase() }),
        files: [pngPart(TEST_IMAGES.webp)],
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: USER_MESSAGES.duplicateEmail,
      code: "users.duplicateEmail",
    });
    expect(await listFiles(profileImagesDir())).toEqual(before);
    expect(await readFile(moduleTest.storedPathOf(created.profile_image))).toEqual(TEST_IMAGES.png);
  });

  it("answers 400 on phone when an event admin would be left without one", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const target = await createUser(moduleTest.db, { type: "event_admin" });
    const response = await call(admin, "PUT", `/api/users/update-user/${target.id}`, {
      json: { name: "No Phone", email: target.email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Invalid input",
      code: "http.invalidInput",
      details: [
        {
          field: "phone",
          message: USER_MESSAGES.phoneRequiredForEventAdmins,
          code: "users.phoneRequiredForEventAdmins",
        },
      ],
    });
  });

  it("lets a system admin become an event admin and back while others remain", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const target = await createUser(moduleTest.db, { type: "system_admin" });
    const demoted = await call(admin, "PUT", `/api/users/update-user/${target.id}`, {
      json: { name: "T", email: target.email, phone: "123456", type: "event_admin" },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().type).toBe("event_admin");
    const promoted = await call(admin, "PUT", `/api/users/update-user/${target.id}`, {
      json: { name: "T", email: target.email, type: "system_admin" },
    });
    expect(promoted.json()).toMatchObject({ type: "system_admin", phone: null });
  });

  it("answers 409 when a system admin changes their own type", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const response = await call(admin, "PUT", `/api/users/update-user/${admin.id}`, {
      json: { name: "Me", email: admin.email, phone: "123456", type: "event_admin" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: USER_MESSAGES.cannotChangeOwnType,
      code: "users.cannotChangeOwnType",
    });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const unknown = await call(admin, "PUT", `/api/users/update-user/${randomUUID()}`, {
      json: newEventAdmin(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: USER_MESSAGES.userNotFound,
      code: "users.userNotFound",
    });
    const malformed = await call(admin, "PUT", "/api/users/update-user/not-a-uuid", {
      json: newEventAdmin(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([MALFORMED_USER_ID]);
  });
});

describe("DELETE /api/users/delete-user/{id}", () => {
  it("deletes a user, ends their sessions and removes their image", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const input = newEventAdmin();
    const created = (await createWithImage(admin, input)).json();
    const session = await signIn(moduleTest.app, moduleTest.sink, {
      email: input.email,
      password: input.password,
    });
    expect((await validateToken(session)).statusCode).toBe(200);

    const response = await call(admin, "DELETE", `/api/users/delete-user/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "User deleted successfully" });
    expect((await validateToken(session)).statusCode).toBe(401);
    expect(await listFiles(profileImagesDir())).not.toContain(path.basename(created.profile_image));
    const again = await call(admin, "DELETE", `/api/users/delete-user/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: USER_MESSAGES.userNotFound, code: "users.userNotFound" });
  });

  it("answers 409 when an admin deletes their own account", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const response = await call(admin, "DELETE", `/api/users/delete-user/${admin.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: USER_MESSAGES.cannotDeleteSelf,
      code: "users.cannotDeleteSelf",
    });
    expect((await validateToken(admin.session)).statusCode).toBe(200);
  });

  it("answers 400 for a malformed id", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const response = await call(admin, "DELETE", "/api/users/delete-user/123");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Invalid input",
      code: "http.invalidInput",
      details: [MALFORMED_USER_ID],
    });
  });
});

describe("door staff accounts", () => {
  it("are neither listed, changed nor deleted by user management", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const eventAdmin = await moduleTest.signInAs("event_admin");
    const door = doorStaffRequests(moduleTest);
    const staff = await door.addNewStaff(
      eventAdmin,
      await insertEvent(moduleTest.db, eventAdmin.id),
    );

    for (const viewer of [admin, eventAdmin]) {
      const listed = (await call(viewer, "GET", "/api/users/get-all-users")).json();
      expect(listed.map((user: { id: string }) => user.id)).not.toContain(staff.user_id);
      expect(listed.map((user: { type: string }) => user.type)).not.toContain("door_staff");
    }
    const update = await call(admin, "PUT", `/api/users/update-user/${staff.user_id}`, {
      json: newEventAdmin({ email: staff.email }),
    });
    const remove = await call(admin, "DELETE", `/api/users/delete-user/${staff.user_id}`);
    for (const response of [update, remove]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: USER_MESSAGES.userNotFound,
        code: "users.userNotFound",
      });
    }
    const [stored] = await moduleTest.db.select().from(users).where(eq(users.id, staff.user_id));
    expect(stored).toMatchObject({ type: "door_staff", name: staff.name, email: staff.email });
  });

  it("keep their address: an admin cannot be made with it", async () => {
    const admin = await moduleTest.signInAs("system_admin");
    const eventAdmin = await moduleTest.signInAs("event_admin");
    const staff = await doorStaffRequests(moduleTest).addNewStaff(
      eventAdmin,
      await insertEvent(moduleTest.db, eventAdmin.id),
    );
    const response = await call(admin, "POST", "/api/users/create-user", {
      json: newEventAdmin({ email: staff.email }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: USER_MESSAGES.duplicateEmail,
      code: "users.duplicateEmail",
    });
  });
});

describe("API documentation", () => {
  it("documents the users routes with their schemas and both body types", async () => {
    const document = (await moduleTest.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const create = document.paths["/api/users/create-user"].post;
    expect(Object.keys(create.requestBody.content).sort()).toEqual([
      "application/json",
      "multipart/form-data",
    ]);
    expect(create.responses["201"]).toBeDefined();
    expect(document.paths["/api/users/update-user/{id}"].put.parameters[0].name).toBe("id");
    expect(document.paths["/api/users/delete-user/{id}"].delete).toBeDefined();
    expect(document.paths["/api/users/get-all-users"].get.responses["200"]).toBeDefined();
  });
});

describe("the last system admin", () => {
  // Its own database: the rule counts every system admin there is.
  let lonely: TestDatabase;
  let lonelyApp: App;

  beforeAll(async () => {
    lonely = await createTestDatabase();
    lonelyApp = await buildTestApp({
      db: lonely.db,
      sink: moduleTest.sink,
      env: { DATA_DIR: moduleTest.dataDir },
    });
  });

  afterAll(async () => {
    await lonelyApp?.close();
    await lonely?.destroy();
  });

  async function systemAdmins() {
    return lonely.db.select().from(users).where(eq(users.type, "system_admin"));
  }

  async function countSystemAdmins(): Promise<number> {
    return (await systemAdmins()).length;
  }

  async function signInLonely(user: { id: string; email: string }): Promise<TestAdmin> {
    return {
      id: user.id,
      email: user.email,
      session: await signIn(lonelyApp, moduleTest.sink, user),
    };
  }

  const lonelyAdmin = async () =>
    signInLonely(await createUser(lonely.db, { type: "system_admin" }));

  /** The one system admin left by an earlier test, or a new one in the fresh database. */
  async function survivorOrNewAdmin(): Promise<TestAdmin> {
    const [survivor] = await systemAdmins();
    return survivor ? signInLonely(survivor) : lonelyAdmin();
  }

  function lonelyCall(
    actor: TestAdmin,
    method: InjectOptions["method"],
    url: string,
    json?: object,
  ) {
    return lonelyApp.inject({
      method,
      url,
      headers: { authorization: `Bearer ${actor.session.token}` },
      ...(json ? { payload: json } : {}),
    });
  }

  const deleteEachOther = (actor: TestAdmin, target: TestAdmin) =>
    lonelyCall(actor, "DELETE", `/api/users/delete-user/${target.id}`);
  const demoteEachOther = (actor: TestAdmin, target: TestAdmin) =>
    lonelyCall(actor, "PUT", `/api/users/update-user/${target.id}`, {
      name: "Demoted",
      email: target.email,
      phone: "123456",
      type: "event_admin",
    });

  it.each([
    // The loser either lost the race inside the transaction (409) or was already gone (401).
    ["deleting each other", deleteEachOther, [401, 409]],
    ["making each other event admins", demoteEachOther, [403, 409]],
  ] as const)("survives two admins %s at once", async (_race, act, loserStatuses) => {
    const first = await survivorOrNewAdmin();
    const second = await lonelyAdmin();
    const answers = await Promise.all([act(first, second), act(second, first)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(loserStatuses).toContain(statuses[1]);
    expect(await countSystemAdmins()).toBe(1);
  });

  it("answers 409 cannotRemoveLastSystemAdmin to delete and to type change", async () => {
    // Only reachable through races over HTTP (a caller is an admin too), so the service is asked
    // directly, by a caller whose own admin row is already gone.
    const [last] = await systemAdmins();
    if (!last) throw new Error("no system admin left");
    expect(await countSystemAdmins()).toBe(1);
    const service = createUsersService({
      usersRepository: createUsersRepository(lonely.db),
      uploadStore: createUploadStore(createDiskFileStore(path.join(moduleTest.dataDir, "uploads"))),
      logger: { error: () => {} },
    });
    const caller = {
      user: { id: randomUUID(), type: "system_admin" as const, name: "Gone Admin" },
      session: { id: randomUUID() },
      ip: "127.0.0.1",
      headers: {},
    };
    await expect(service.deleteUser(caller, last.id)).rejects.toMatchObject({
      statusCode: 409,
      message: USER_MESSAGES.cannotRemoveLastSystemAdmin,
    });
    await expect(
      service.updateUser(caller, last.id, {
        name: last.name,
        email: last.email,
        phone: "123456",
        type: "event_admin",
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: USER_MESSAGES.cannotRemoveLastSystemAdmin,
    });
    expect(await countSystemAdmins()).toBe(1);
  });
});
