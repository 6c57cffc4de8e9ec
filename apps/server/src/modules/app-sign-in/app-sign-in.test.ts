import {
  APP_CODE_EXPIRED_MESSAGE,
  APP_CODE_SENT_MESSAGE,
  APP_INVALID_CODE_MESSAGE,
  APP_INVALID_LINK_MESSAGE,
  APP_SESSION_COOKIE,
  OTP_MAX_WRONG_TRIES,
} from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appPeople, auditLog, participants } from "../../db/schema.js";
import { appLinkToken } from "../../people/app-link.js";
import { cookieValue, uniqueIp } from "../../test/app.js";
import {
  callAsParticipant,
  requestAppCode,
  signInParticipant,
} from "../../test/app-participants.js";
import { expectTheAuditEntry } from "../../test/audit-entries.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { uniquePerson } from "../../test/people.js";
import { createSettingsRepository } from "../settings/settings.repository.js";

const moduleTest = setUpModuleTest("app-sign-in");
const admins = moduleTest.signInAdminsBeforeAll();

/** A participant of one new event of A's (more events when asked), with a unique e-mail. */
async function newParticipant(
  options: { email?: string; events?: number; skipOtp?: boolean } = {},
) {
  const person = uniquePerson();
  const email = options.email ?? person.email;
  const eventIds: string[] = [];
  for (let index = 0; index < (options.events ?? 1); index += 1) {
    const eventId = await insertEvent(moduleTest.db, admins.eventAdmin.id);
    await insertParticipants(moduleTest.db, eventId, [{ ...person, email }]);
    eventIds.push(eventId);
  }
  if (options.skipOtp) {
    await moduleTest.db
      .update(participants)
      .set({ skip_otp: true })
      .where(eq(participants.email, email));
  }
  return { ...person, email, eventIds };
}

const post = (url: string, payload: object, ip = uniqueIp()) =>
  moduleTest.app.inject({ method: "POST", url, payload, remoteAddress: ip });

/**
 * Asserts the one entry of the person's sign-in: about their app account, by them as a
 * participant, named by its id alone, from the address that signed in.
 */
function expectSignInEntry(personId: string, ip: string) {
  return expectTheAuditEntry(
    moduleTest.db,
    { action: "sign_in", entity_id: personId },
    {
      id: expect.any(String),
      created_at: expect.any(Date),
      actor_id: personId,
      actor_name: null,
      actor_role: "participant",
      ip,
      user_agent: "lightMyRequest",
      via_token: null,
      action: "sign_in",
      entity_type: "person",
      entity_id: personId,
      event_id: null,
      changes: {},
    },
  );
}

/** The entries written from an address: a refused sign-in's must be none. */
const entriesFrom = (ip: string) =>
  moduleTest.db.select().from(auditLog).where(eq(auditLog.ip, ip));

describe("a participant's sign-in with an e-mailed code", () => {
  it("signs a participant of two events in once, as one person, case-blind", async () => {
    const { email, name } = await newParticipant({
      email: `Mixed.${Date.now()}@Example.org`,
      events: 2,
    });
    const signedIn = await signInParticipant(
      moduleTest.app,
      moduleTest.sink,
      `  ${email.toLowerCase()} `,
    );
    const me = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().person).toMatchObject({ email: email.toLowerCase(), name });
  });

  it("answers an unknown address exactly as a participant's, and e-mails it nothing", async () => {
    const stranger = uniquePerson().email;
    const { email } = await newParticipant();
    const unknown = await post("/api/me/sign-in", { email: stranger });
    const known = await post("/api/me/sign-in", { email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json().message).toBe(APP_CODE_SENT_MESSAGE);
    expect(known.json().message).toBe(APP_CODE_SENT_MESSAGE);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(known.json()).sort());
    // The participant's code arrives; by then the stranger's, had it been sent, would have too.
    await moduleTest.sink.nextMailTo(email);
    expect(moduleTest.sink.countUnread(stranger)).toBe(0);
    // A guessed code is answered alike for both.
    const guessUnknown = await post("/api/me/sign-in/verify", {
      sign_in_token: unknown.json().sign_in_token,
      code: "000000",
    });
    const guessKnown = await post("/api/me/sign-in/verify", {
      sign_in_token: known.json().sign_in_token,
      code: "000000",
    });
    expect([guessUnknown.statusCode, guessUnknown.json().error]).toEqual([
      401,
      APP_INVALID_CODE_MESSAGE,
    ]);
    expect([guessKnown.statusCode, guessKnown.json().error]).toEqual([
      401,
      APP_INVALID_CODE_MESSAGE,
    ]);
  });

  it("logs the sign-in about the person's account, and no refused one", async () => {
    const { email } = await newParticipant();
    const ip = uniqueIp();
    const { signInToken, code } = await requestAppCode(moduleTest.app, moduleTest.sink, email, ip);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await post(
      "/api/me/sign-in/verify",
      { sign_in_token: signInToken, code: wrong },
      ip,
    );
    expect(refused.statusCode).toBe(401);
    expect(await entriesFrom(ip)).toEqual([]);

    const verified = await post("/api/me/sign-in/verify", { sign_in_token: signInToken, code }, ip);
    expect(verified.statusCode).toBe(200);
    const personId = verified.json().person.id;
    await expectSignInEntry(personId, ip);
    const used = await post("/api/me/sign-in/verify", { sign_in_token: signInToken, code }, ip);
    expect(used.statusCode).toBe(401);
    expect((await entriesFrom(ip)).map((entry) => entry.action)).toEqual(["sign_in"]);

    const stranger = uniqueIp();
    const unknown = await post("/api/me/sign-in", { email: uniquePerson().email }, stranger);
    await post(
      "/api/me/sign-in/verify",
      { sign_in_token: unknown.json().sign_in_token, code: "000000" },
      stranger,
    );
    expect(await entriesFrom(stranger)).toEqual([]);
  });

  it(`ends the code after ${OTP_MAX_WRONG_TRIES} wrong tries, even for the right code then`, async () => {
    const { email } = await newParticipant();
    const { signInToken, code } = await requestAppCode(moduleTest.app, moduleTest.sink, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < OTP_MAX_WRONG_TRIES; attempt += 1) {
      const answer = await post("/api/me/sign-in/verify", {
        sign_in_token: signInToken,
        code: wrong,
      });
      expect(answer.json().error).toBe(APP_INVALID_CODE_MESSAGE);
    }
    const late = await post("/api/me/sign-in/verify", { sign_in_token: signInToken, code });
    expect([late.statusCode, late.json().error]).toEqual([401, APP_CODE_EXPIRED_MESSAGE]);
  });

  it("uses a code once and refuses a resend within 90 seconds", async () => {
    const { email } = await newParticipant();
    const { signInToken, code } = await requestAppCode(moduleTest.app, moduleTest.sink, email);
    const resend = await post("/api/me/sign-in/resend", { sign_in_token: signInToken });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
    const first = await post("/api/me/sign-in/verify", { sign_in_token: signInToken, code });
    const second = await post("/api/me/sign-in/verify", { sign_in_token: signInToken, code });
    expect(first.statusCode).toBe(200);
    expect([second.statusCode, second.json().error]).toEqual([401, APP_CODE_EXPIRED_MESSAGE]);
  });

  it("gives the mobile client a bearer token and no cookie", async () => {
    const { email } = await newParticipant();
    const { signInToken, code } = await requestAppCode(moduleTest.app, moduleTest.sink, email);
    const verified = await post("/api/me/sign-in/verify", {
      sign_in_token: signInToken,
      code,
      client: "mobile",
    });
    expect(verified.statusCode).toBe(200);
    expect(cookieValue(verified, APP_SESSION_COOKIE)).toBeUndefined();
    const me = await moduleTest.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { authorization: `Bearer ${verified.json().token}` },
    });
    expect(me.json().person.email).toBe(email);
  });
});

describe("the two kinds of session", () => {
  it("keeps an admin out of the app and a participant out of the back office", async () => {
    const { email } = await newParticipant();
    const participant = await signInParticipant(moduleTest.app, moduleTest.sink, email);
    const asAdmin = await moduleTest.call(admins.systemAdmin, "GET", "/api/me");
    expect(asAdmin.statusCode).toBe(401);
    const adminBearer = await moduleTest.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { authorization: `Bearer ${admins.systemAdmin.session.token}` },
    });
    expect(adminBearer.statusCode).toBe(401);
    for (const url of ["/api/events/get-all-events", "/api/auth/validate-token"]) {
      const method = url.endsWith("validate-token") ? "POST" : "GET";
      const withCookies = await callAsParticipant(moduleTest.app, participant, method, url);
      const withBearer = await moduleTest.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${participant.token}` },
      });
      expect([withCookies.statusCode, withBearer.statusCode]).toEqual([401, 401]);
    }
  });

  it("needs the CSRF header with the cookie for a change, and signs out", async () => {
    const { email } = await newParticipant();
    const participant = await signInParticipant(moduleTest.app, moduleTest.sink, email);
    const withoutHeader = await moduleTest.app.inject({
      method: "POST",
      url: "/api/me/sign-out",
      cookies: participant.cookies,
    });
    expect(withoutHeader.statusCode).toBe(403);
    const signedOut = await callAsParticipant(
      moduleTest.app,
      participant,
      "POST",
      "/api/me/sign-out",
    );
    expect(signedOut.statusCode).toBe(200);
    const after = await callAsParticipant(moduleTest.app, participant, "GET", "/api/me");
    expect(after.statusCode).toBe(401);
  });

  it("closes the app to a person no longer a participant of any event", async () => {
    const { email } = await newParticipant();
    const participant = await signInParticipant(moduleTest.app, moduleTest.sink, email);
    await moduleTest.db.delete(participants).where(eq(participants.email, email));
    const me = await callAsParticipant(moduleTest.app, participant, "GET", "/api/me");
    expect(me.statusCode).toBe(401);
  });
});

describe("the personal link of a ticket e-mail", () => {
  async function linkOf(email: string) {
    const [row] = await moduleTest.db
      .select({ id: participants.id, check_in_code: participants.check_in_code })
      .from(participants)
      .where(eq(participants.email, email));
    if (!row) throw new Error("linkOf: no participant");
    const secretKey = await createSettingsRepository(moduleTest.db).getOrCreateSecretKey();
    return { participantId: row.id, token: appLinkToken(secretKey, row) };
  }

  it("signs in a participant who is not asked for a code, until the ticket is renewed", async () => {
    const { email } = await newParticipant({ skipOtp: true });
    const { participantId, token } = await linkOf(email);
    const ip = uniqueIp();
    const signedIn = await post("/api/me/sign-in/link", { token }, ip);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().person.email).toBe(email);
    expect(cookieValue(signedIn, APP_SESSION_COOKIE)).toBeDefined();
    await expectSignInEntry(signedIn.json().person.id, ip);

    const renewed = await moduleTest.call(
      admins.eventAdmin,
      "POST",
      `/api/participants/renew-ticket/${participantId}`,
    );
    expect(renewed.statusCode).toBe(200);
    const staleIp = uniqueIp();
    const stale = await post("/api/me/sign-in/link", { token }, staleIp);
    expect([stale.statusCode, stale.json().error]).toEqual([401, APP_INVALID_LINK_MESSAGE]);
    expect(await entriesFrom(staleIp)).toEqual([]);
  });

  it("is refused once the person chose to sign in with a passkey only", async () => {
    const { email } = await newParticipant({ skipOtp: true });
    const { token } = await linkOf(email);
    expect((await post("/api/me/sign-in/link", { token })).statusCode).toBe(200);
    await moduleTest.db
      .update(appPeople)
      .set({ passkey_only: true })
      .where(eq(appPeople.email, email.toLowerCase()));
    const refusedIp = uniqueIp();
    const refused = await post("/api/me/sign-in/link", { token }, refusedIp);
    expect([refused.statusCode, refused.json().error]).toEqual([401, APP_INVALID_LINK_MESSAGE]);
    expect(await entriesFrom(refusedIp)).toEqual([]);
  });

  it("is refused to a participant who signs in with a code, and to a forged token", async () => {
    const { email } = await newParticipant();
    const { participantId, token } = await linkOf(email);
    const refused = await post("/api/me/sign-in/link", { token });
    expect([refused.statusCode, refused.json().error]).toEqual([401, APP_INVALID_LINK_MESSAGE]);
    const forged = await post("/api/me/sign-in/link", {
      token: `${participantId}.${"A".repeat(43)}`,
    });
    expect(forged.statusCode).toBe(401);
  });
});
