import { randomBytes, randomUUID } from "node:crypto";
import {
  CSRF_COOKIE,
  DEVICE_SESSION_IDLE_SECONDS,
  DEVICE_SESSION_MAX_AGE_SECONDS,
  DOOR_STAFF_MESSAGES,
  PAIRING_CODE_MINUTES,
  SESSION_COOKIE,
  SESSION_IDLE_SECONDS,
  STAFF_INVITATION_DAYS,
  type StaffMember,
} from "@events/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  checkInDevices,
  devicePairings,
  eventStaff,
  sessions,
  staffInvitations,
  users,
} from "../../db/schema.js";
import { hashToken } from "../../security/tokens.js";
import { signIn, uniqueEmail, uniqueIp } from "../../test/app.js";
import { expectOneAuditEntry } from "../../test/audit-entries.js";
import {
  DOOR_STAFF_PASSWORD,
  doorStaffRequests,
  secretOfLink,
  type TestDevice,
  type TestDoorStaff,
} from "../../test/door-staff.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestCaller } from "../../test/module-test.js";
import { DOOR_RATE_LIMITS } from "./door-staff.routes.js";

const PUBLIC_URL = "https://door.example.org";
const moduleTest = setUpModuleTest("door-staff", {
  prepare: async () => ({ PUBLIC_URL }),
});
const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();
const door = doorStaffRequests(moduleTest);

/** A new event of A's, or of the admin given. */
const newEvent = (owner: { id: string } = eventAdmin) => insertEvent(moduleTest.db, owner.id);

const listStaff = (actor: TestCaller | undefined, eventId: string) =>
  moduleTest.call(actor, "GET", `/api/events/${eventId}/staff`);

async function staffOf(eventId: string): Promise<StaffMember[]> {
  const response = await listStaff(eventAdmin, eventId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().staff;
}

const doorEvents = (actor: TestCaller | undefined) =>
  moduleTest.call(actor, "GET", "/api/door/events");

const removeStaff = (actor: TestCaller | undefined, eventId: string, userId: string) =>
  moduleTest.call(actor, "DELETE", `/api/events/${eventId}/staff/${userId}`);

const revokeDevice = (actor: TestCaller | undefined, device: TestDevice) =>
  moduleTest.call(
    actor,
    "DELETE",
    `/api/events/${device.eventId}/staff/${device.userId}/devices/${device.id}`,
  );

const pairingOf = (actor: TestCaller | undefined, eventId: string, userId: string) =>
  moduleTest.call(actor, "POST", `/api/events/${eventId}/staff/${userId}/pairing`);

/** Expires a stored secret by the database's clock, as its time running out would. */
async function expire(table: typeof staffInvitations | typeof devicePairings, hash: string) {
  const column =
    table === staffInvitations ? staffInvitations.token_hash : devicePairings.code_hash;
  await moduleTest.db
    .update(table)
    .set({ expires_at: sql`now() - interval '1 second'` })
    .where(eq(column, hash));
}

const aSecretNobodyHas = () => randomBytes(32).toString("base64url");

describe("POST /api/events/{id}/staff", () => {
  it("makes a door staff account for a new address and e-mails the link to choose a password", async () => {
    const eventId = await newEvent();
    const email = uniqueEmail("door");
    const response = await door.addStaff(eventAdmin, eventId, { email, name: "Dana Door" });
    expect(response.statusCode, response.body).toBe(201);
    const { message, staff_member } = response.json();
    expect(message).toBe(DOOR_STAFF_MESSAGES.added);
    expect(staff_member).toEqual({
      user_id: expect.any(String),
      name: "Dana Door",
      email,
      password_chosen: false,
      added_at: expect.any(String),
      devices: [],
    });

    const [account] = await moduleTest.db
      .select()
      .from(users)
      .where(eq(users.id, staff_member.user_id));
    expect(account).toMatchObject({ type: "door_staff", is_verified: false, email });

    const { mail, token } = await door.invitationTo(email);
    expect(mail.subject).toContain("Choose your password");
    expect(mail.text).toContain(`${PUBLIC_URL}/door/choose-password#token=${token}`);
    expect(mail.text).toContain("Hello Dana Door,");
    expect(mail.text).toContain(`for ${STAFF_INVITATION_DAYS} days`);
    // Only the link's hash is kept, valid for the days the e-mail says by the database's clock.
    const [invitation] = await moduleTest.db
      .select({
        token_hash: staffInvitations.token_hash,
        days: sql<number>`extract(epoch from ${staffInvitations.expires_at} - ${staffInvitations.created_at})::float8 / 86400`,
      })
      .from(staffInvitations)
      .where(eq(staffInvitations.user_id, staff_member.user_id));
    expect(invitation).toEqual({ token_hash: hashToken(token), days: STAFF_INVITATION_DAYS });

    await expectOneAuditEntry(moduleTest.db, {
      action: "add_staff",
      entity_type: "door_staff",
      entity_id: staff_member.user_id,
      event_id: eventId,
      actor_id: eventAdmin.id,
    });
  });

  it("adds existing door staff of another event without a new account; a new link only to those without a password", async () => {
    const [first, second, third] = [await newEvent(), await newEvent(), await newEvent()];
    const email = uniqueEmail("door");
    const added = await door.addStaff(eventAdmin, first, { email, name: "Sam Steward" });
    const userId = added.json().staff_member.user_id;
    const invitationsOfSam = () =>
      moduleTest.db.select().from(staffInvitations).where(eq(staffInvitations.user_id, userId));

    // Sam has not chosen a password yet (the first link may have expired): a fresh link.
    const again = await door.addStaff(systemAdmin, second, {
      email: email.toUpperCase(),
      name: "Another Name",
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      message: DOOR_STAFF_MESSAGES.added,
      staff_member: { user_id: userId, name: "Sam Steward", email },
    });
    expect(await invitationsOfSam()).toHaveLength(2);

    // Once a password is chosen with one link, the other stops working, and no more are sent.
    const { token } = await door.invitationTo(email);
    expect((await door.choosePassword(token, "a first password")).statusCode).toBe(200);
    const live = (await invitationsOfSam()).filter(
      (invitation) => invitation.used_at === null && invitation.expires_at > new Date(),
    );
    expect(live).toEqual([]);
    const afterChoosing = await door.addStaff(eventAdmin, third, { email, name: "Sam Steward" });
    expect(afterChoosing.json().message).toBe(DOOR_STAFF_MESSAGES.addedExisting);
    expect(await invitationsOfSam()).toHaveLength(2);
  });

  it("answers 409 for an administrator's address, making nobody staff", async () => {
    const eventId = await newEvent();
    for (const admin of [systemAdmin, otherEventAdmin]) {
      const response = await door.addStaff(eventAdmin, eventId, {
        email: admin.email,
        name: "Not Door Staff",
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: DOOR_STAFF_MESSAGES.administratorEmail,
        code: "doorStaff.administratorEmail",
      });
    }
    expect(await staffOf(eventId)).toEqual([]);
  });

  it("answers 409 when the person is already staff of the event", async () => {
    const eventId = await newEvent();
    const email = uniqueEmail("door");
    await door.addStaff(eventAdmin, eventId, { email, name: "Twice" });
    const response = await door.addStaff(eventAdmin, eventId, { email, name: "Twice" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: DOOR_STAFF_MESSAGES.alreadyStaff,
      code: "doorStaff.alreadyStaff",
    });
    expect(await staffOf(eventId)).toHaveLength(1);
  });

  it("answers 404 to another event's admin and 401 signed out, adding nobody", async () => {
    const eventId = await newEvent();
    const body = { email: uniqueEmail("door"), name: "Not Added" };
    expect((await door.addStaff(otherEventAdmin, eventId, body)).statusCode).toBe(404);
    expect((await door.addStaff(undefined, eventId, body)).statusCode).toBe(401);
    expect(await staffOf(eventId)).toEqual([]);
  });

  it("answers 400 naming the fields of a bad body", async () => {
    const response = await door.addStaff(eventAdmin, await newEvent(), { email: "nope", name: "" });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(["email", "name"]);
  });

  it("answers 400 for a name with a control character, which the database would refuse", async () => {
    const response = await door.addStaff(eventAdmin, await newEvent(), {
      email: uniqueEmail("nul"),
      name: "Nul\u0000Name",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "name",
        message: "Name must not contain control characters",
        code: "users.nameControlCharacters",
      },
    ]);
  });
});

describe("GET /api/events/{id}/staff", () => {
  it("lists the staff by name with whether they chose a password and their live devices", async () => {
    const eventId = await newEvent();
    const zoe = await door.signInNewStaff(eventAdmin, [eventId], "Zoe Zimmer");
    const adam = await door.addNewStaff(eventAdmin, eventId, "adam Able");
    const tablet = await door.pairDevice(eventAdmin, eventId, zoe.id, "North tablet");
    const phone = await door.pairDevice(eventAdmin, eventId, zoe.id, "Spare phone");
    const adamsPhone = await door.pairDevice(eventAdmin, eventId, adam.user_id, "Side phone");
    // Each device reported its door with its own session (the door module's table); Zoe's two
    // devices stand at two doors, and Adam's reported last.
    const report = (device: { id: string }, userId: string, door: string) => ({
      device_id: randomUUID(),
      event_id: eventId,
      user_id: userId,
      session_id: device.id,
      door,
      unsent: 0,
    });
    await moduleTest.db.insert(checkInDevices).values([
      report(tablet, zoe.id, "North entrance"),
      report(phone, zoe.id, "Gate 3"),
      {
        ...report(adamsPhone, adam.user_id, "South entrance"),
        last_seen_at: sql`now() + interval '1 second'`,
      },
    ]);
    // A device whose session ended (past its maximum age) is not shown.
    const gone = await door.pairDevice(eventAdmin, eventId, zoe.id, "Lost phone");
    await moduleTest.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, gone.id));

    const staff = await staffOf(eventId);
    expect(staff.map((member) => [member.name, member.password_chosen])).toEqual([
      ["adam Able", false],
      ["Zoe Zimmer", true],
    ]);
    expect(staff[0]?.user_id).toBe(adam.user_id);
    expect(staff[0]?.devices).toEqual([
      {
        id: adamsPhone.id,
        name: "Side phone",
        door: "South entrance",
        paired_at: expect.any(String),
        last_used_at: expect.any(String),
      },
    ]);
    expect(staff[1]?.devices).toEqual([
      {
        id: phone.id,
        name: "Spare phone",
        door: "Gate 3",
        paired_at: expect.any(String),
        last_used_at: expect.any(String),
      },
      {
        id: tablet.id,
        name: "North tablet",
        door: "North entrance",
        paired_at: expect.any(String),
        last_used_at: expect.any(String),
      },
    ]);
  });

  it("answers 404 to another event's admin and to door staff, 401 signed out", async () => {
    const eventId = await newEvent();
    const staff = await door.signInNewStaff(eventAdmin, [eventId]);
    expect((await listStaff(otherEventAdmin, eventId)).statusCode).toBe(404);
    expect((await listStaff(staff, eventId)).statusCode).toBe(404);
    expect((await listStaff(undefined, eventId)).statusCode).toBe(401);
    expect((await listStaff(systemAdmin, eventId)).statusCode).toBe(200);
  });
});

describe("DELETE /api/events/{id}/staff/{userId}", () => {
  it("removes them, signs their devices for the event out at once and voids their codes", async () => {
    const [eventId, otherEventId] = [await newEvent(), await newEvent()];
    const staff = await door.signInNewStaff(eventAdmin, [eventId, otherEventId]);
    const device = await door.pairDevice(eventAdmin, eventId, staff.id);
    const otherDevice = await door.pairDevice(eventAdmin, otherEventId, staff.id);
    const unusedCode = await door.createPairing(eventAdmin, eventId, staff.id);
    expect((await doorEvents(device)).statusCode).toBe(200);

    const response = await removeStaff(eventAdmin, eventId, staff.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: DOOR_STAFF_MESSAGES.removed });

    expect((await doorEvents(device)).statusCode).toBe(401);
    expect((await door.pair(moduleTest.app, unusedCode)).statusCode).toBe(400);
    // Their own sign-in and their other event's device stay, without this event.
    const signedIn = await doorEvents(staff);
    expect(signedIn.json().events.map((event: { id: string }) => event.id)).toEqual([otherEventId]);
    expect((await doorEvents(otherDevice)).statusCode).toBe(200);
    expect(await staffOf(eventId)).toEqual([]);
    await expectOneAuditEntry(moduleTest.db, {
      action: "remove_staff",
      entity_id: staff.id,
      event_id: eventId,
    });

    const again = await removeStaff(eventAdmin, eventId, staff.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: DOOR_STAFF_MESSAGES.staffNotFound,
      code: "doorStaff.staffNotFound",
    });
  });

  it("answers 404 to another event's admin and to door staff, removing nobody", async () => {
    const eventId = await newEvent();
    const staff = await door.signInNewStaff(eventAdmin, [eventId]);
    expect((await removeStaff(otherEventAdmin, eventId, staff.id)).statusCode).toBe(404);
    expect((await removeStaff(staff, eventId, staff.id)).statusCode).toBe(404);
    expect(await staffOf(eventId)).toHaveLength(1);
  });
});

describe("POST /api/door/choose-password", () => {
  it("sets the password once; then door staff sign in with it and the e-mailed code", async () => {
    const eventId = await newEvent();
    const email = uniqueEmail("door");
    await door.addStaff(eventAdmin, eventId, { email, name: "Pia Password" });
    const { token } = await door.invitationTo(email);

    const chosen = await door.choosePassword(token);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ message: DOOR_STAFF_MESSAGES.passwordChosen });
    const again = await door.choosePassword(token, "another password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: DOOR_STAFF_MESSAGES.invitationInvalid,
      code: "doorStaff.invitationInvalid",
    });

    const signedIn = await signIn(moduleTest.app, moduleTest.sink, {
      email,
      password: DOOR_STAFF_PASSWORD,
    });
    expect(signedIn.verifyResponse.json().user).toMatchObject({ email, type: "door_staff" });
    const validated = await moduleTest.call(
      { session: signedIn },
      "POST",
      "/api/auth/validate-token",
    );
    expect(validated.statusCode).toBe(200);
    expect(validated.json().user).toMatchObject({ email, type: "door_staff", isVerified: true });
    expect((await staffOf(eventId))[0]?.password_chosen).toBe(true);
    await expectOneAuditEntry(moduleTest.db, {
      action: "password_change",
      entity_id: signedIn.verifyResponse.json().user.id,
    });
  });

  it("answers the same 400 for an expired link and an unknown one", async () => {
    const email = uniqueEmail("door");
    await door.addStaff(eventAdmin, await newEvent(), { email, name: "Late Larry" });
    const { token } = await door.invitationTo(email);
    await expire(staffInvitations, hashToken(token));
    for (const secret of [token, aSecretNobodyHas()]) {
      const response = await door.choosePassword(secret);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: DOOR_STAFF_MESSAGES.invitationInvalid,
        code: "doorStaff.invitationInvalid",
      });
    }
    const login = await moduleTest.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: DOOR_STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("answers 400 naming the field for a malformed token and a short password", async () => {
    const malformed = await door.choosePassword("not-a-token");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([
      {
        field: "token",
        message: DOOR_STAFF_MESSAGES.invitationInvalid,
        code: "doorStaff.invitationInvalid",
      },
    ]);
    const short = await door.choosePassword(aSecretNobodyHas(), "123");
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe("password");
  });
});

describe("POST /api/events/{id}/staff/{userId}/pairing and POST /api/door/pair", () => {
  it("shows a one-use link and QR code valid for ten minutes, keeping only the code's hash", async () => {
    const eventId = await newEvent();
    const staff = await door.addNewStaff(eventAdmin, eventId);
    const response = await pairingOf(eventAdmin, eventId, staff.user_id);
    expect(response.statusCode, response.body).toBe(201);
    const { url, qr_svg, expires_at } = response.json();
    const code = secretOfLink(url, "code");
    expect(url).toBe(`${PUBLIC_URL}/door/pair#code=${code}`);
    expect(qr_svg).toMatch(/^<svg[^>]*>/);
    const [stored] = await moduleTest.db
      .select({
        code_hash: devicePairings.code_hash,
        expires_at: devicePairings.expires_at,
        minutes: sql<number>`extract(epoch from ${devicePairings.expires_at} - ${devicePairings.created_at})::float8 / 60`,
      })
      .from(devicePairings)
      .where(eq(devicePairings.user_id, staff.user_id));
    expect(stored).toEqual({
      code_hash: hashToken(code),
      expires_at: new Date(expires_at),
      minutes: PAIRING_CODE_MINUTES,
    });
    await expectOneAuditEntry(moduleTest.db, {
      action: "pair_device",
      entity_id: staff.user_id,
      event_id: eventId,
    });
  });

  it("pairs a device: the verify-otp cookies, a door staff session narrowed to the event", async () => {
    const [eventId, otherEventId] = [await newEvent(), await newEvent()];
    const staff = await door.addNewStaff(eventAdmin, eventId, "Petra Paired");
    await door.addStaff(eventAdmin, otherEventId, { email: staff.email, name: "Petra Paired" });
    const code = await door.createPairing(eventAdmin, eventId, staff.user_id);

    const response = await door.pair(moduleTest.app, code, "  North tablet ");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      event_id: eventId,
      message: DOOR_STAFF_MESSAGES.devicePaired,
    });
    const token = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    const csrf = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: true });
    expect(csrf).toMatchObject({ sameSite: "Lax", path: "/", secure: true });
    expect(csrf?.httpOnly).toBeFalsy();

    const device = {
      session: {
        cookies: { [SESSION_COOKIE]: token?.value ?? "", [CSRF_COOKIE]: csrf?.value ?? "" },
        headers: { "x-csrf-token": csrf?.value ?? "" },
      },
    };
    const validated = await moduleTest.call(device, "POST", "/api/auth/validate-token");
    expect(validated.json().user).toMatchObject({ id: staff.user_id, type: "door_staff" });
    const events = await doorEvents(device);
    expect(events.json().events.map((event: { id: string }) => event.id)).toEqual([eventId]);
    const [session] = await moduleTest.db
      .select({ device_event_id: sessions.device_event_id, device_name: sessions.device_name })
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token?.value ?? "")));
    expect(session).toEqual({ device_event_id: eventId, device_name: "North tablet" });
    await expectOneAuditEntry(moduleTest.db, {
      action: "sign_in",
      entity_type: "device",
      event_id: eventId,
      actor_id: staff.user_id,
    });
  });

  it("keeps a device signed in through hours offline, where a sign-in's session ends idle", async () => {
    const eventId = await newEvent();
    const staff = await door.addNewStaff(eventAdmin, eventId, "Olga Offline");
    const code = await door.createPairing(eventAdmin, eventId, staff.user_id);
    const response = await door.pair(moduleTest.app, code, "South phone");
    const token = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    const csrf = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    expect(token?.maxAge).toBe(DEVICE_SESSION_MAX_AGE_SECONDS);
    expect(csrf?.maxAge).toBe(DEVICE_SESSION_MAX_AGE_SECONDS);
    const device = {
      session: {
        cookies: { [SESSION_COOKIE]: token?.value ?? "", [CSRF_COOKIE]: csrf?.value ?? "" },
        headers: { "x-csrf-token": csrf?.value ?? "" },
      },
    };
    const idleFor = async (tokenHash: string, seconds: number) =>
      moduleTest.db
        .update(sessions)
        .set({ last_used_at: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(sessions.token_hash, tokenHash));

    // Five hours without the network: far past a sign-in's idle limit, within a device's.
    await idleFor(hashToken(token?.value ?? ""), 5 * 60 * 60);
    expect((await doorEvents(device)).statusCode).toBe(200);
    await idleFor(hashToken(token?.value ?? ""), DEVICE_SESSION_IDLE_SECONDS);
    expect((await doorEvents(device)).statusCode).toBe(401);

    const admin = await moduleTest.signInAs("event_admin");
    await idleFor(hashToken(admin.session.cookies[SESSION_COOKIE] ?? ""), SESSION_IDLE_SECONDS);
    expect((await doorEvents(admin)).statusCode).toBe(401);
  });

  it("takes a code once", async () => {
    const eventId = await newEvent();
    const staff = await door.addNewStaff(eventAdmin, eventId);
    const code = await door.createPairing(eventAdmin, eventId, staff.user_id);
    expect((await door.pair(moduleTest.app, code)).statusCode).toBe(200);
    const again = await door.pair(moduleTest.app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: DOOR_STAFF_MESSAGES.pairingInvalid,
      code: "doorStaff.pairingInvalid",
    });
    expect(again.cookies).toEqual([]);
  });

  it("answers the same 400 for an expired code and an unknown one", async () => {
    const eventId = await newEvent();
    const staff = await door.addNewStaff(eventAdmin, eventId);
    const code = await door.createPairing(eventAdmin, eventId, staff.user_id);
    await expire(devicePairings, hashToken(code));
    for (const secret of [code, aSecretNobodyHas()]) {
      const response = await door.pair(moduleTest.app, secret);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: DOOR_STAFF_MESSAGES.pairingInvalid,
        code: "doorStaff.pairingInvalid",
      });
    }
    const malformed = await door.pair(moduleTest.app, "short");
    expect(malformed.json().details).toEqual([
      {
        field: "code",
        message: DOOR_STAFF_MESSAGES.pairingInvalid,
        code: "doorStaff.pairingInvalid",
      },
    ]);
  });

  it("gives one session to two devices sending one code at once", async () => {
    const eventId = await newEvent();
    const staff = await door.addNewStaff(eventAdmin, eventId);
    const code = await door.createPairing(eventAdmin, eventId, staff.user_id);
    const answers = await Promise.all([
      door.pair(moduleTest.app, code, "First"),
      door.pair(moduleTest.app, code, "Second"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const deviceSessions = await moduleTest.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, staff.user_id), eq(sessions.device_event_id, eventId)));
    expect(deviceSessions).toHaveLength(1);
  });

  it("answers 404 for a pairing of someone who is not the event's staff", async () => {
    const [eventId, otherEventId] = [await newEvent(), await newEvent()];
    const staff = await door.addNewStaff(eventAdmin, otherEventId);
    for (const userId of [staff.user_id, eventAdmin.id]) {
      const response = await pairingOf(eventAdmin, eventId, userId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: DOOR_STAFF_MESSAGES.staffNotFound,
        code: "doorStaff.staffNotFound",
      });
    }
    expect((await pairingOf(otherEventAdmin, otherEventId, staff.user_id)).statusCode).toBe(404);
  });
});

describe("DELETE /api/events/{id}/staff/{userId}/devices/{deviceId}", () => {
  it("signs the device out at once, and answers 404 for a device that is not there", async () => {
    const eventId = await newEvent();
    const staff = await door.addNewStaff(eventAdmin, eventId);
    const device = await door.pairDevice(eventAdmin, eventId, staff.user_id, "Side door phone");
    const kept = await door.pairDevice(eventAdmin, eventId, staff.user_id);

    expect((await revokeDevice(otherEventAdmin, device)).statusCode).toBe(404);
    expect((await revokeDevice(kept, device)).statusCode).toBe(404);
    const response = await revokeDevice(systemAdmin, device);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: DOOR_STAFF_MESSAGES.deviceRevoked });
    expect((await doorEvents(device)).statusCode).toBe(401);
    expect((await doorEvents(kept)).statusCode).toBe(200);
    await expectOneAuditEntry(moduleTest.db, {
      action: "revoke_device",
      entity_type: "device",
      entity_id: device.id,
      event_id: eventId,
    });

    const again = await revokeDevice(systemAdmin, device);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: DOOR_STAFF_MESSAGES.deviceNotFound,
      code: "doorStaff.deviceNotFound",
    });
    // The device of another staff member is not theirs to name.
    const other = await door.addNewStaff(eventAdmin, eventId);
    const wrongOwner = await revokeDevice(eventAdmin, { ...kept, userId: other.user_id });
    expect(wrongOwner.statusCode).toBe(404);
  });
});

describe("the public door routes' limits", () => {
  it.each([
    ["/api/door/pair", DOOR_RATE_LIMITS.pairPerIp.max, { device_name: "Tablet" }, "code"],
    [
      "/api/door/choose-password",
      DOOR_RATE_LIMITS.choosePasswordPerIp.max,
      { password: DOOR_STAFF_PASSWORD },
      "token",
    ],
  ] as const)(
    "refuses %s with 429 past %i tries from one address",
    async (url, max, body, secret) => {
      const remoteAddress = uniqueIp();
      const post = () =>
        moduleTest.app.inject({
          method: "POST",
          url,
          remoteAddress,
          payload: { ...body, [secret]: aSecretNobodyHas() },
        });
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect((await post()).statusCode).toBe(400);
      }
      expect((await post()).statusCode).toBe(429);
    },
  );
});

describe("GET /api/door/events", () => {
  async function datedEvent(owner: { id: string }, start: string | null): Promise<string> {
    return insertEvent(moduleTest.db, owner.id, { event_datetime: start, venue: "Hall 1" });
  }
  const idsOf = (response: { json(): { events: { id: string }[] } }) =>
    response.json().events.map((event) => event.id);

  it("gives door staff their events soonest first, and a paired device its one event", async () => {
    const later = await datedEvent(eventAdmin, "2027-06-02T09:00:00");
    const sooner = await datedEvent(otherEventAdmin, "2027-06-01T18:30:00");
    await datedEvent(eventAdmin, "2027-05-01T09:00:00");
    const staff: TestDoorStaff = await door.signInNewStaff(eventAdmin, [later]);
    await door.addStaff(otherEventAdmin, sooner, { email: staff.email, name: staff.name });

    const response = await doorEvents(staff);
    expect(response.statusCode).toBe(200);
    expect(response.json().events).toEqual([
      {
        id: sooner,
        event_name: expect.any(String),
        event_datetime: "2027-06-01T18:30:00",
        end_datetime: null,
        time_zone: "UTC",
        venue: "Hall 1",
      },
      expect.objectContaining({ id: later, event_datetime: "2027-06-02T09:00:00" }),
    ]);
    const device = await door.pairDevice(otherEventAdmin, sooner, staff.id);
    expect(idsOf(await doorEvents(device))).toEqual([sooner]);
  });

  it("gives an event admin their own events and a system admin every event", async () => {
    const own = await datedEvent(eventAdmin, null);
    const others = await datedEvent(otherEventAdmin, null);
    const asEventAdmin = idsOf(await doorEvents(eventAdmin));
    expect(asEventAdmin).toContain(own);
    expect(asEventAdmin).not.toContain(others);
    expect(idsOf(await doorEvents(systemAdmin))).toEqual(expect.arrayContaining([own, others]));
    expect((await doorEvents(undefined)).statusCode).toBe(401);
  });
});

describe("what door staff may not reach", () => {
  it("answers 404 on every admin route, signed in or paired", async () => {
    const eventId = await newEvent();
    const staff = await door.signInNewStaff(eventAdmin, [eventId]);
    const device = await door.pairDevice(eventAdmin, eventId, staff.id);
    for (const caller of [staff, device]) {
      for (const url of [
        "/api/events/get-all-events",
        `/api/events/get-event/${eventId}`,
        `/api/participants/get-all-participants-by-event/${eventId}`,
        "/api/users/get-all-users",
        `/api/events/${eventId}/staff`,
      ]) {
        const response = await moduleTest.call(caller, "GET", url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
      }
      const adding = await door.addStaff(caller, eventId, {
        email: uniqueEmail("door"),
        name: "Sneaky",
      });
      expect(adding.statusCode).toBe(404);
      expect((await pairingOf(caller, eventId, staff.id)).statusCode).toBe(404);
    }
    // What was asked left nothing behind: still one member, no new pairing.
    const rows = await moduleTest.db
      .select()
      .from(eventStaff)
      .where(eq(eventStaff.event_id, eventId));
    expect(rows).toHaveLength(1);
  });
});
