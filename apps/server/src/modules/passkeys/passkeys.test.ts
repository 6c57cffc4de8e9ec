import {
  API_TOKEN_MESSAGES,
  APP_CODE_EXPIRED_MESSAGE,
  APP_CODE_SENT_MESSAGE,
  APP_SESSION_COOKIE,
  INVALID_CREDENTIALS_MESSAGE,
  MAX_PASSKEYS_PER_OWNER,
  PASSKEY_FRESH_SIGN_IN_SECONDS,
  PASSKEY_MESSAGES,
  type PasskeyAuthenticationResponse,
  SESSION_COOKIE,
  WEBAUTHN_CHALLENGE_COOKIE,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
} from "@events/contract";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { auditLog, passkeys, users, webauthnChallenges } from "../../db/schema.js";
import { hashToken } from "../../security/tokens.js";
import { tokenCaller } from "../../test/api-tokens.js";
import {
  cookieValue,
  createUser,
  DEFAULT_PASSWORD,
  signIn,
  startSignIn,
  uniqueIp,
  verifyPendingSignIn,
} from "../../test/app.js";
import {
  requestAppCode,
  type SignedInParticipant,
  signInNewPerson,
} from "../../test/app-participants.js";
import { auditEntriesWhere, expectOneAuditEntry } from "../../test/audit-entries.js";
import { doorStaffRequests } from "../../test/door-staff.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import {
  type AnswerOverrides,
  AUTHENTICATOR_ALGORITHMS,
  type AuthenticatorAlgorithm,
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from "../../test/software-authenticator.js";
import { storedRow } from "../../test/stored-row.js";

const moduleTest = setUpModuleTest("passkeys");
const admins = moduleTest.signInAdminsBeforeAll();
const doorStaff = doorStaffRequests(moduleTest);

// The test app's PUBLIC_URL is http://localhost:3000: passkeys of localhost, for that origin.
const RP = { rpId: "localhost", origin: "http://localhost:3000" };
const ADMIN = "/api/auth";
const APP = "/api/me";
type Side = typeof ADMIN | typeof APP;

/** Whoever sends: a session's cookies and CSRF header (an admin's or a participant's), or no one. */
interface Browser {
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

function send(
  browser: Browser | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { json?: object; challenge?: string | undefined; app?: App; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return (options.app ?? moduleTest.app).inject({
    method,
    url,
    remoteAddress: options.ip ?? uniqueIp(),
    cookies: {
      ...(browser?.cookies ?? {}),
      ...(options.challenge ? { [WEBAUTHN_CHALLENGE_COOKIE]: options.challenge } : {}),
    },
    headers: browser?.headers ?? {},
    ...(options.json ? { payload: options.json } : {}),
  });
}

function challengeOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((entry) => entry.name === WEBAUTHN_CHALLENGE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });
  if (!cookie?.value) throw new Error("no webauthn_challenge cookie");
  return cookie.value;
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
}

const authenticator = (settings: { backedUp?: boolean; algorithm?: AuthenticatorAlgorithm } = {}) =>
  createSoftwareAuthenticator({ ...RP, ...settings });

/** The add's two steps, as the profile page runs them; answers the add's answer. */
async function addPasskey(
  browser: Browser,
  side: Side,
  key: SoftwareAuthenticator,
  options: { name?: string; overrides?: AnswerOverrides; app?: App } = {},
) {
  const optionsResponse = await send(browser, "POST", `${side}/passkeys/options`, {
    ...(options.app ? { app: options.app } : {}),
  });
  const challenge = challengeOf(optionsResponse);
  return send(browser, "POST", `${side}/passkeys`, {
    challenge,
    json: {
      name: options.name ?? "Laptop",
      response: key.register(optionsResponse.json().options, options.overrides),
    },
  });
}

/** Asks for a sign-in's options in a browser of no session: its options and challenge cookie. */
async function signInOptions(side: Side) {
  const response = await send(undefined, "POST", `${side}/passkey-sign-in/options`);
  return { options: response.json().options, challenge: challengeOf(response) };
}

/** The discoverable sign-in's two steps with the passkey, its answer sent from `ip` if given. */
async function signInWithPasskey(
  side: Side,
  key: SoftwareAuthenticator,
  overrides: AnswerOverrides = {},
  ip?: string,
) {
  const { options, challenge } = await signInOptions(side);
  expect(options).toMatchObject({ rpId: RP.rpId, userVerification: "required" });
  expect(options.allowCredentials).toEqual([]);
  return send(undefined, "POST", `${side}/passkey-sign-in`, {
    challenge,
    json: { response: key.assert(options, overrides) },
    ...(ip ? { ip } : {}),
  });
}

/** The answer with its signature's first character changed: a signature that does not verify. */
function withSignatureChanged(
  answer: PasskeyAuthenticationResponse,
): PasskeyAuthenticationResponse {
  const { signature } = answer.response;
  const changed = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
  return { ...answer, response: { ...answer.response, signature: changed } };
}

function storedPasskey(credentialId: string) {
  return storedRow(
    moduleTest.db,
    passkeys,
    eq(passkeys.credential_id, credentialId),
    "the passkey is not stored",
  );
}

/** A new event admin, signed in with password and code. */
async function newAdmin() {
  const user = await createUser(moduleTest.db);
  const session = await signIn(moduleTest.app, moduleTest.sink, user);
  return { user, browser: session };
}

/** A participant of a new event, signed in to the app with an e-mailed code. */
async function newParticipant(): Promise<SignedInParticipant> {
  const eventId = await insertEvent(moduleTest.db, admins.eventAdmin.id);
  return (await signInNewPerson(moduleTest, [eventId])).signedIn;
}

describe("an admin's passkeys", () => {
  it("are added after a fresh sign-in and sign in without password or e-mail", async () => {
    const { user, browser } = await newAdmin();
    expect((await send(browser, "GET", `${ADMIN}/passkeys`)).json()).toEqual({
      passkeys: [],
      passkey_only: false,
    });
    const optionsResponse = await send(browser, "POST", `${ADMIN}/passkeys/options`);
    const { options } = optionsResponse.json();
    expect(options).toMatchObject({
      rp: { id: RP.rpId, name: "Events Admin" },
      user: { name: user.email, displayName: user.name },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      excludeCredentials: [],
    });
    const key = authenticator();
    const added = await send(browser, "POST", `${ADMIN}/passkeys`, {
      challenge: challengeOf(optionsResponse),
      json: { name: "  Work laptop ", response: key.register(options) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const passkey = added.json().passkey;
    expect(passkey).toEqual({
      id: expect.any(String),
      name: "Work laptop",
      created_at: expect.any(String),
      last_used_at: null,
      backed_up: false,
      device_type: "singleDevice",
    });
    expect(await storedPasskey(key.id)).toMatchObject({
      user_id: user.id,
      person_id: null,
      counter: 0,
      transports: ["internal", "hybrid"],
    });
    await expectOneAuditEntry(moduleTest.db, { action: "add_passkey", actor_id: user.id }).then(
      (entry) =>
        expect(entry).toMatchObject({
          entity_type: "user",
          entity_id: user.id,
          changes: { name: [null, "Work laptop"] },
        }),
    );
    // The next options exclude it, so the same authenticator is not asked twice.
    const again = await send(browser, "POST", `${ADMIN}/passkeys/options`);
    expect(again.json().options.excludeCredentials).toEqual([
      { id: key.id, type: "public-key", transports: ["internal", "hybrid"] },
    ]);

    const signedIn = await signInWithPasskey(ADMIN, key);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: user.id, email: user.email });
    const token = cookieValue(signedIn, SESSION_COOKIE);
    expect(token).toBeDefined();
    const validated = await moduleTest.app.inject({
      method: "POST",
      url: `${ADMIN}/validate-token`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(validated.json().user.id).toBe(user.id);
    // Neither a code nor anything else was e-mailed.
    expect(moduleTest.sink.countUnread(user.email)).toBe(0);
    const used = await storedPasskey(key.id);
    expect(used.counter).toBe(1);
    expect(used.last_used_at).toBeInstanceOf(Date);
    await expectOneAuditEntry(moduleTest.db, { action: "sign_in_passkey", actor_id: user.id });
    const listed = (await send(browser, "GET", `${ADMIN}/passkeys`)).json();
    expect(listed.passkeys).toEqual([
      { ...passkey, last_used_at: used.last_used_at?.toISOString() },
    ]);
  });

  it("are listed newest first, and keep the backup state the authenticator reports", async () => {
    const { browser } = await newAdmin();
    const synced = authenticator({ backedUp: true });
    expect((await addPasskey(browser, ADMIN, authenticator(), { name: "Key" })).statusCode).toBe(
      201,
    );
    expect((await addPasskey(browser, ADMIN, synced, { name: "Phone" })).statusCode).toBe(201);
    const listed = (await send(browser, "GET", `${ADMIN}/passkeys`)).json().passkeys;
    expect(listed.map((passkey: { name: string }) => passkey.name)).toEqual(["Phone", "Key"]);
    expect(listed[0]).toMatchObject({ backed_up: true, device_type: "multiDevice" });
    expect(await storedPasskey(synced.id)).toMatchObject({
      backed_up: true,
      device_type: "multiDevice",
    });
    expect((await signInWithPasskey(ADMIN, synced)).statusCode).toBe(200);
  });

  // Chromium's virtual authenticator takes ML-DSA-44, the first the options offer; its key
  // (1,312 bytes) and signature (2,420) are the largest a passkey sends.
  it.each(["ML-DSA-44", "EdDSA"] as const)(
    "are made with %s and sign in with it",
    async (algorithm) => {
      const { user, browser } = await newAdmin();
      const optionsResponse = await send(browser, "POST", `${ADMIN}/passkeys/options`);
      const { options } = optionsResponse.json();
      expect(options.pubKeyCredParams[0]).toEqual({
        alg: AUTHENTICATOR_ALGORITHMS["ML-DSA-44"],
        type: "public-key",
      });
      const key = authenticator({ algorithm });
      const added = await send(browser, "POST", `${ADMIN}/passkeys`, {
        challenge: challengeOf(optionsResponse),
        json: { name: algorithm, response: key.register(options) },
      });
      expect(added.statusCode, added.body).toBe(201);
      const signedIn = await signInWithPasskey(ADMIN, key);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().user.id).toBe(user.id);
      expect((await storedPasskey(key.id)).counter).toBe(1);
      // The same answer with its signature changed does not verify.
      const { options: again, challenge } = await signInOptions(ADMIN);
      expectError(
        await send(undefined, "POST", `${ADMIN}/passkey-sign-in`, {
          challenge,
          json: { response: withSignatureChanged(key.assert(again)) },
        }),
        401,
        "passkeys.notRecognised",
      );
    },
  );

  it("refuse a cloned authenticator: a counter that does not grow", async () => {
    const { browser } = await newAdmin();
    const key = authenticator();
    await addPasskey(browser, ADMIN, key);
    expect((await signInWithPasskey(ADMIN, key, { counter: 5 })).statusCode).toBe(200);
    for (const counter of [5, 3]) {
      expectError(await signInWithPasskey(ADMIN, key, { counter }), 401, "passkeys.notRecognised");
    }
    expect((await storedPasskey(key.id)).counter).toBe(5);
    expect((await signInWithPasskey(ADMIN, key, { counter: 6 })).statusCode).toBe(200);
  });

  it("need user verification, the right origin and the right RP ID", async () => {
    const { browser } = await newAdmin();
    for (const overrides of [
      { userVerified: false },
      { origin: "http://localhost:4000" },
      { rpId: "example.org" },
    ]) {
      const refused = await addPasskey(browser, ADMIN, authenticator(), { overrides });
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json()).toMatchObject({
        error: PASSKEY_MESSAGES.notAdded,
        code: "passkeys.notAdded",
      });
    }
    expect((await send(browser, "GET", `${ADMIN}/passkeys`)).json().passkeys).toEqual([]);

    const key = authenticator();
    await addPasskey(browser, ADMIN, key);
    for (const overrides of [
      { userVerified: false },
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
    ]) {
      const refused = await signInWithPasskey(ADMIN, key, overrides);
      expectError(refused, 401, "passkeys.notRecognised");
      expect(refused.json().error).toBe(PASSKEY_MESSAGES.notRecognised);
      expect(cookieValue(refused, SESSION_COOKIE)).toBeUndefined();
    }
  });

  it("answer a challenge once, in the browser it was given to, within its time", async () => {
    const { browser } = await newAdmin();
    const key = authenticator();
    await addPasskey(browser, ADMIN, key);

    const { options, challenge } = await signInOptions(ADMIN);
    const answer = (withChallenge: string | undefined, app?: App) =>
      send(undefined, "POST", `${ADMIN}/passkey-sign-in`, {
        challenge: withChallenge,
        json: { response: key.assert(options) },
        ...(app ? { app } : {}),
      });
    expect((await answer(challenge)).statusCode).toBe(200);
    // Used: a second answer with the same cookie finds no challenge.
    expectError(await answer(challenge), 401, "passkeys.signInExpired");

    // No cookie, or another browser's, does not answer this browser's challenge.
    const mine = await signInOptions(ADMIN);
    const other = await signInOptions(ADMIN);
    const signed = key.assert(mine.options);
    expectError(
      await send(undefined, "POST", `${ADMIN}/passkey-sign-in`, { json: { response: signed } }),
      401,
      "passkeys.signInExpired",
    );
    expectError(
      await send(undefined, "POST", `${ADMIN}/passkey-sign-in`, {
        challenge: other.challenge,
        json: { response: signed },
      }),
      401,
      "passkeys.notRecognised",
    );
    // Each answer used up its browser's challenge, refused or not.
    for (const token of [other.challenge, challenge]) {
      const rows = await moduleTest.db
        .select()
        .from(webauthnChallenges)
        .where(eq(webauthnChallenges.browser_token_hash, hashToken(token)));
      expect(rows).toEqual([]);
    }

    // Past its five minutes, on a server whose clock has moved on.
    const late = await signInOptions(ADMIN);
    const later = new Date(Date.now() + (WEBAUTHN_CHALLENGE_TTL_SECONDS + 1) * 1000);
    await moduleTest.withOtherApp({ now: () => later }, async (app) => {
      expectError(
        await send(undefined, "POST", `${ADMIN}/passkey-sign-in`, {
          app,
          challenge: late.challenge,
          json: { response: key.assert(late.options) },
        }),
        401,
        "passkeys.signInExpired",
      );
    });
  });

  it("sweep expired challenges when new ones are made", async () => {
    const { challenge } = await signInOptions(ADMIN);
    const hash = hashToken(challenge);
    await moduleTest.db
      .update(webauthnChallenges)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.browser_token_hash, hash));
    await signInOptions(ADMIN);
    const left = await moduleTest.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.browser_token_hash, hash));
    expect(left).toEqual([]);
  });

  it("need a sign-in at most ten minutes old to add one", async () => {
    const { browser } = await newAdmin();
    const stale = new Date(Date.now() + (PASSKEY_FRESH_SIGN_IN_SECONDS + 1) * 1000);
    await moduleTest.withOtherApp({ now: () => stale }, async (app) => {
      const refused = await send(browser, "POST", `${ADMIN}/passkeys/options`, { app });
      expectError(refused, 403, "passkeys.freshSignInRequired");
      expect(refused.json().error).toBe("Sign in again to add a passkey.");
      // An add with options from when the session was fresh is refused too.
      const optionsResponse = await send(browser, "POST", `${ADMIN}/passkeys/options`);
      expectError(
        await send(browser, "POST", `${ADMIN}/passkeys`, {
          app,
          challenge: challengeOf(optionsResponse),
          json: {
            name: "Late",
            response: authenticator().register(optionsResponse.json().options),
          },
        }),
        403,
        "passkeys.freshSignInRequired",
      );
      // Listing and removing need no fresh sign-in.
      expect((await send(browser, "GET", `${ADMIN}/passkeys`, { app })).statusCode).toBe(200);
    });
  });

  it("are removed by their owner only", async () => {
    const owner = await newAdmin();
    const stranger = await newAdmin();
    const key = authenticator();
    const { id } = (await addPasskey(owner.browser, ADMIN, key, { name: "Old key" })).json()
      .passkey;
    expectError(
      await send(stranger.browser, "DELETE", `${ADMIN}/passkeys/${id}`),
      404,
      "passkeys.notFound",
    );
    const removed = await send(owner.browser, "DELETE", `${ADMIN}/passkeys/${id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(removed.body).toBe("");
    expect((await send(owner.browser, "GET", `${ADMIN}/passkeys`)).json().passkeys).toEqual([]);
    await expectOneAuditEntry(moduleTest.db, {
      action: "remove_passkey",
      actor_id: owner.user.id,
    }).then((entry) => expect(entry.changes).toEqual({ name: ["Old key", null] }));
    expectError(
      await send(owner.browser, "DELETE", `${ADMIN}/passkeys/${id}`),
      404,
      "passkeys.notFound",
    );
    expectError(await signInWithPasskey(ADMIN, key), 401, "passkeys.notRecognised");
  });

  it("make passkey only possible: the password then refused only once it is right", async () => {
    const { user, browser } = await newAdmin();
    expectError(
      await send(browser, "PUT", `${ADMIN}/passkey-only`, { json: { passkey_only: true } }),
      409,
      "passkeys.noPasskey",
    );
    const key = authenticator();
    const { id } = (await addPasskey(browser, ADMIN, key)).json().passkey;
    // A code e-mailed before the choice signs in no more after it.
    const pending = await startSignIn(moduleTest.app, moduleTest.sink, user);
    const chosen = await send(browser, "PUT", `${ADMIN}/passkey-only`, {
      json: { passkey_only: true },
    });
    expect(chosen.json()).toEqual({ passkey_only: true });
    expect((await send(browser, "GET", `${ADMIN}/passkeys`)).json().passkey_only).toBe(true);
    await expectOneAuditEntry(moduleTest.db, {
      action: "passkey_only_change",
      actor_id: user.id,
    }).then((entry) =>
      expect(entry).toMatchObject({
        entity_type: "user",
        entity_id: user.id,
        changes: { passkey_only: [false, true] },
      }),
    );

    expectError(await verifyPendingSignIn(moduleTest.app, pending), 403, "passkeys.passkeyOnly");

    const login = (password: string) =>
      moduleTest.app.inject({
        method: "POST",
        url: `${ADMIN}/login`,
        remoteAddress: uniqueIp(),
        payload: { email: user.email, password },
      });
    const wrong = await login("not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(INVALID_CREDENTIALS_MESSAGE);
    const right = await login(DEFAULT_PASSWORD);
    expectError(right, 403, "passkeys.passkeyOnly");
    expect(right.json().error).toBe("This account signs in with a passkey only.");
    // Both refusals are failed sign-ins of the account; the right password's says why.
    const refusals = await auditEntriesWhere(moduleTest.db, {
      action: "sign_in_failed",
      entity_id: user.id,
    });
    expect(refusals).toMatchObject([
      { actor_role: "anonymous", actor_name: user.email, changes: {} },
      {
        actor_role: "anonymous",
        actor_name: user.email,
        changes: { reason: [null, "passkeys.passkeyOnly"] },
      },
    ]);
    expect(moduleTest.sink.countUnread(user.email)).toBe(0);
    expect((await signInWithPasskey(ADMIN, key)).statusCode).toBe(200);

    expectError(
      await send(browser, "DELETE", `${ADMIN}/passkeys/${id}`),
      409,
      "passkeys.lastPasskey",
    );
    expect(
      (await send(browser, "PUT", `${ADMIN}/passkey-only`, { json: { passkey_only: false } }))
        .statusCode,
    ).toBe(200);
    expect((await send(browser, "DELETE", `${ADMIN}/passkeys/${id}`)).statusCode).toBe(204);
    // Password and code sign the account in again.
    expect((await signIn(moduleTest.app, moduleTest.sink, user)).verifyResponse.statusCode).toBe(
      200,
    );
  });

  it("hold at most the most one person may, and refuse an authenticator kept already", async () => {
    const { user, browser } = await newAdmin();
    const key = authenticator();
    await addPasskey(browser, ADMIN, key);
    expectError(await addPasskey(browser, ADMIN, key), 400, "passkeys.notAdded");
    const taken = Array.from({ length: MAX_PASSKEYS_PER_OWNER - 1 }, (_, index) => ({
      user_id: user.id,
      credential_id: `seeded-${user.id}-${index}`,
      public_key: "AQ",
      device_type: "singleDevice" as const,
      backed_up: false,
      name: `Seeded ${index}`,
    }));
    await moduleTest.db.insert(passkeys).values(taken);
    expectError(await addPasskey(browser, ADMIN, authenticator()), 409, "passkeys.tooMany");
  });

  it("are door staff's too, but no paired device's and no API token's", async () => {
    const eventId = await insertEvent(moduleTest.db, admins.eventAdmin.id);
    const staff = await doorStaff.signInNewStaff(admins.eventAdmin, [eventId]);
    const key = authenticator();
    expect((await addPasskey(staff.session, ADMIN, key)).statusCode).toBe(201);
    const signedIn = await signInWithPasskey(ADMIN, key);
    expect(signedIn.json().user).toMatchObject({ id: staff.id, type: "door_staff" });

    const device = await doorStaff.pairDevice(admins.eventAdmin, eventId, staff.id);
    for (const [method, url] of [
      ["GET", `${ADMIN}/passkeys`],
      ["POST", `${ADMIN}/passkeys/options`],
    ] as const) {
      expectError(await send(device.session, method, url), 403, "passkeys.notForDevices");
    }
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id);
    const refused = await send(token.session, "GET", `${ADMIN}/passkeys`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(API_TOKEN_MESSAGES.notForTokens);
  });
});

describe("refused passkey sign-ins", () => {
  /** The admins' failed sign-ins about the account (null: about nobody), from `ip` if given. */
  async function failedSignIns(userId: string | null, ip?: string) {
    const entries = await auditEntriesWhere(moduleTest.db, {
      action: "sign_in_failed",
      entity_id: userId,
    });
    return entries.filter((entry) => ip === undefined || entry.ip === ip);
  }

  /** A failed sign-in of someone not signed in who typed nothing: the reason is its error code. */
  const refusal = (userId: string | null, reason: string) => ({
    actor_id: null,
    actor_name: null,
    actor_role: "anonymous",
    entity_type: "user",
    entity_id: userId,
    event_id: null,
    changes: { reason: [null, reason] },
  });

  it("are logged as failed sign-ins of the passkey's account on the admins' side", async () => {
    const { user, browser } = await newAdmin();
    const key = authenticator();
    await addPasskey(browser, ADMIN, key);

    const { options } = await signInOptions(ADMIN);
    expectError(
      await send(undefined, "POST", `${ADMIN}/passkey-sign-in`, {
        json: { response: key.assert(options) },
      }),
      401,
      "passkeys.signInExpired",
    );
    const signed = await signInOptions(ADMIN);
    expectError(
      await send(undefined, "POST", `${ADMIN}/passkey-sign-in`, {
        challenge: signed.challenge,
        json: { response: withSignatureChanged(key.assert(signed.options)) },
      }),
      401,
      "passkeys.notRecognised",
    );
    // A clone: the counter did not grow.
    expect((await signInWithPasskey(ADMIN, key, { counter: 5 })).statusCode).toBe(200);
    expectError(await signInWithPasskey(ADMIN, key, { counter: 5 }), 401, "passkeys.notRecognised");

    expect(await failedSignIns(user.id)).toMatchObject([
      refusal(user.id, "passkeys.signInExpired"),
      refusal(user.id, "passkeys.notRecognised"),
      refusal(user.id, "passkeys.notRecognised"),
    ]);
  });

  it("are about nobody for a passkey unknown there, and not logged on the app's side", async () => {
    const stranger = uniqueIp();
    expectError(
      await signInWithPasskey(ADMIN, authenticator(), {}, stranger),
      401,
      "passkeys.notRecognised",
    );
    expect(await failedSignIns(null, stranger)).toMatchObject([
      refusal(null, "passkeys.notRecognised"),
    ]);

    const participant = await newParticipant();
    const participantKey = authenticator();
    await addPasskey(participant, APP, participantKey);
    const onAdminPage = uniqueIp();
    expectError(
      await signInWithPasskey(ADMIN, participantKey, {}, onAdminPage),
      401,
      "passkeys.notRecognised",
    );
    expect(await failedSignIns(null, onAdminPage)).toMatchObject([
      refusal(null, "passkeys.notRecognised"),
    ]);

    const inApp = uniqueIp();
    expectError(
      await signInWithPasskey(APP, participantKey, { userVerified: false }, inApp),
      401,
      "passkeys.notRecognised",
    );
    expectError(
      await signInWithPasskey(APP, authenticator(), {}, inApp),
      401,
      "passkeys.notRecognised",
    );
    const fromApp = await moduleTest.db.select().from(auditLog).where(eq(auditLog.ip, inApp));
    expect(fromApp).toEqual([]);
  });
});

describe("a participant's passkeys", () => {
  it("are added in the app and sign in to the app, not to the admins' pages", async () => {
    const participant = await newParticipant();
    const key = authenticator();
    const added = await addPasskey(participant, APP, key, { name: "My phone" });
    expect(added.statusCode, added.body).toBe(201);
    expect(await storedPasskey(key.id)).toMatchObject({
      person_id: participant.personId,
      user_id: null,
    });
    await expectOneAuditEntry(moduleTest.db, {
      action: "add_passkey",
      actor_id: participant.personId,
    }).then((entry) =>
      expect(entry).toMatchObject({ actor_role: "participant", entity_type: "person" }),
    );

    const signedIn = await signInWithPasskey(APP, key);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({
      person: expect.objectContaining({ email: participant.email }),
    });
    expect(cookieValue(signedIn, APP_SESSION_COOKIE)).toBeDefined();
    expect(moduleTest.sink.countUnread(participant.email)).toBe(0);
    // The account's entries say how each sign-in happened: its code first, then the passkey.
    const entries = await auditEntriesWhere(moduleTest.db, {
      entity_type: "person",
      entity_id: participant.personId,
    });
    expect(entries.map((entry) => entry.action)).toEqual([
      "sign_in",
      "add_passkey",
      "sign_in_passkey",
    ]);
    expect(entries.at(-1)).toMatchObject({
      actor_id: participant.personId,
      actor_name: null,
      actor_role: "participant",
      event_id: null,
      changes: {},
    });

    expectError(await signInWithPasskey(ADMIN, key), 401, "passkeys.notRecognised");
    const { browser } = await newAdmin();
    const adminKey = authenticator();
    await addPasskey(browser, ADMIN, adminKey);
    expectError(await signInWithPasskey(APP, adminKey), 401, "passkeys.notRecognised");
  });

  it("are removed, and passkey only answers the e-mailed code's sign-in alike", async () => {
    const participant = await newParticipant();
    const other = await newParticipant();
    const key = authenticator();
    const { id } = (await addPasskey(participant, APP, key)).json().passkey;
    expectError(await send(other, "DELETE", `${APP}/passkeys/${id}`), 404, "passkeys.notFound");
    const before = await requestAppCode(moduleTest.app, moduleTest.sink, participant.email);
    expect(
      (await send(participant, "PUT", `${APP}/passkey-only`, { json: { passkey_only: true } }))
        .statusCode,
    ).toBe(200);
    await expectOneAuditEntry(moduleTest.db, {
      action: "passkey_only_change",
      actor_id: participant.personId,
    });
    expectError(
      await send(participant, "DELETE", `${APP}/passkeys/${id}`),
      409,
      "passkeys.lastPasskey",
    );

    const requested = await moduleTest.app.inject({
      method: "POST",
      url: `${APP}/sign-in`,
      remoteAddress: uniqueIp(),
      payload: { email: participant.email },
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      message: APP_CODE_SENT_MESSAGE,
      sign_in_token: expect.any(String),
    });
    const mail = await moduleTest.sink.nextMailTo(participant.email);
    expect(mail.subject).toBe("Sign in with your passkey");
    expect(mail.text).toContain("signs in with a passkey only");
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    // A code e-mailed before the choice signs in no more after it.
    const verified = await moduleTest.app.inject({
      method: "POST",
      url: `${APP}/sign-in/verify`,
      remoteAddress: uniqueIp(),
      payload: { sign_in_token: before.signInToken, code: before.code },
    });
    expect(verified.statusCode).toBe(401);
    expect(verified.json().error).toBe(APP_CODE_EXPIRED_MESSAGE);

    await send(participant, "PUT", `${APP}/passkey-only`, { json: { passkey_only: false } });
    const removed = await send(participant, "DELETE", `${APP}/passkeys/${id}`);
    expect(removed.statusCode).toBe(204);
    await expectOneAuditEntry(moduleTest.db, {
      action: "remove_passkey",
      actor_id: participant.personId,
    });
  });

  it("need the app's session, and a fresh one to add", async () => {
    const participant = await newParticipant();
    expect((await send(undefined, "GET", `${APP}/passkeys`)).statusCode).toBe(401);
    const stale = new Date(Date.now() + (PASSKEY_FRESH_SIGN_IN_SECONDS + 1) * 1000);
    await moduleTest.withOtherApp({ now: () => stale }, async (app) => {
      expectError(
        await send(participant, "POST", `${APP}/passkeys/options`, { app }),
        403,
        "passkeys.freshSignInRequired",
      );
    });
  });
});

describe("a deleted account's passkeys", () => {
  it("go with it", async () => {
    const { user, browser } = await newAdmin();
    const key = authenticator();
    await addPasskey(browser, ADMIN, key);
    await moduleTest.db.delete(users).where(eq(users.id, user.id));
    expectError(await signInWithPasskey(ADMIN, key), 401, "passkeys.notRecognised");
  });
});
