import {
  CSRF_COOKIE,
  OTP_MAX_WRONG_TRIES,
  PENDING_SIGN_IN_COOKIE,
  SESSION_COOKIE,
} from "@events/contract";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import type { AuditLogRow, UserRow } from "../../db/schema.js";
import { auditLog, sessions, users } from "../../db/schema.js";
import {
  cookieValue,
  createUser,
  DEFAULT_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from "../../test/app.js";
import { auditEntriesWhere, expectOneAuditEntry } from "../../test/audit-entries.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { resendRequest, signInSteps, verifyRequest, wrongCode } from "../../test/sign-in-steps.js";

// The activity log's entries of signing in: code sent, signed in, failed sign-in,
// wrong code and signed out, each once, with the address and browser of the request, and never
// a password, code or token.

const moduleTest = setUpModuleTest("auth-audit");

const { logInWithFailingMailer, letResendCooldownPass, nextCodeTo } = signInSteps(moduleTest);

const USER_AGENT = "auth-audit-test/1.0";

/** Every secret this file sees go over the wire, to prove at the end that no entry holds one. */
const secretsSeen: string[] = [DEFAULT_PASSWORD];

function see(...secrets: (string | undefined)[]) {
  for (const secret of secrets) if (secret) secretsSeen.push(secret);
}

/** A POST from a fresh address, which the entry must name; answers the address with it. */
async function post(url: string, options: Omit<InjectOptions, "method" | "url"> = {}) {
  const ip = uniqueIp();
  const response = await moduleTest.app.inject({
    method: "POST",
    url,
    remoteAddress: ip,
    ...options,
    headers: { "user-agent": USER_AGENT, ...(options.headers as Record<string, string>) },
  });
  return { response, ip };
}

async function login(email: string, password = DEFAULT_PASSWORD) {
  see(password);
  return post("/api/auth/login", { payload: { email, password } });
}

interface Pending {
  userId: string;
  pendingCookie: string;
  code: string;
}

/** login with the right password; answers the pending sign-in and the code e-mailed. */
async function startSignIn(user: UserRow) {
  const { response, ip } = await login(user.email);
  expect(response.statusCode, response.body).toBe(200);
  const pendingCookie = cookieValue(response, PENDING_SIGN_IN_COOKIE) ?? "";
  const code = await nextCodeTo(user.email);
  see(pendingCookie, code);
  return { pending: { userId: user.id, pendingCookie, code }, ip };
}

function verify(pending: Pending, otp = pending.code) {
  see(otp);
  return post("/api/auth/verify-otp", verifyRequest(pending, otp));
}

function resend(pending: Pending) {
  return post("/api/auth/resend-otp", resendRequest(pending));
}

/** An entry of a signed-in or signing-in user, as they were at that moment. */
function entryOf(
  user: Pick<UserRow, "id" | "name" | "type">,
  ip: string,
  action: string,
  changes: object = {},
) {
  return {
    id: expect.any(String),
    created_at: expect.any(Date),
    actor_id: user.id,
    actor_name: user.name,
    actor_role: user.type,
    action,
    entity_type: "user",
    entity_id: user.id,
    event_id: null,
    changes,
    ip,
    user_agent: USER_AGENT,
    via_token: null,
  };
}

/** An entry of someone not signed in, naming the e-mail address they typed. */
function anonymousEntry(triedEmail: string, entityId: string | null, ip: string) {
  return {
    id: expect.any(String),
    created_at: expect.any(Date),
    actor_id: null,
    actor_name: triedEmail,
    actor_role: "anonymous",
    action: "sign_in_failed",
    entity_type: "user",
    entity_id: entityId,
    event_id: null,
    changes: {},
    ip,
    user_agent: USER_AGENT,
    via_token: null,
  };
}

const actionsOf = (entries: AuditLogRow[]) => entries.map((entry) => entry.action);
const entriesAbout = (userId: string) => auditEntriesWhere(moduleTest.db, { entity_id: userId });

describe("the activity log of signing in", () => {
  it("logs each step of a sign-in once, naming the user as they were then", async () => {
    const user = await createUser(moduleTest.db, { name: "Lena Login", type: "system_admin" });

    const started = await startSignIn(user);
    expect(await expectOneAuditEntry(moduleTest.db, { entity_id: user.id })).toEqual(
      entryOf(user, started.ip, "code_sent"),
    );

    const tooSoon = await resend(started.pending);
    expect(tooSoon.response.statusCode).toBe(429);
    await letResendCooldownPass(user.id);
    const resent = await resend(started.pending);
    expect(resent.response.statusCode, resent.response.body).toBe(200);
    const pending = {
      ...started.pending,
      code: await nextCodeTo(user.email),
    };
    see(pending.code);

    const wrong = await verify(pending, wrongCode(pending.code));
    expect(wrong.response.statusCode).toBe(401);
    const verified = await verify(pending);
    expect(verified.response.statusCode, verified.response.body).toBe(200);
    const token = cookieValue(verified.response, SESSION_COOKIE) ?? "";
    const csrf = cookieValue(verified.response, CSRF_COOKIE) ?? "";
    see(token, csrf);

    // Renamed while signed in: the sign-out names the user as they are by then.
    await moduleTest.db.update(users).set({ name: "Lena Later" }).where(eq(users.id, user.id));
    const loggedOut = await post("/api/auth/logout", {
      cookies: { [SESSION_COOKIE]: token, [CSRF_COOKIE]: csrf },
      headers: { "x-csrf-token": csrf },
    });
    expect(loggedOut.response.statusCode).toBe(200);

    expect(await entriesAbout(user.id)).toEqual([
      entryOf(user, started.ip, "code_sent"),
      entryOf(user, resent.ip, "code_sent"),
      entryOf(user, wrong.ip, "code_failed"),
      entryOf(user, verified.ip, "sign_in", { is_verified: [false, true] }),
      entryOf({ ...user, name: "Lena Later" }, loggedOut.ip, "sign_out"),
    ]);
  });

  it("records is_verified only on the first sign-in", async () => {
    const user = await createUser(moduleTest.db, { name: "Sigrid Second" });
    await verify((await startSignIn(user)).pending);
    const second = await startSignIn(user);
    const { response, ip } = await verify(second.pending);
    expect(response.statusCode).toBe(200);

    const signIns = await auditEntriesWhere(moduleTest.db, {
      action: "sign_in",
      entity_id: user.id,
    });
    expect(signIns).toHaveLength(2);
    expect(signIns[1]).toEqual(entryOf(user, ip, "sign_in"));
  });

  it("logs a wrong password as a failed sign-in of the account, naming the e-mail as typed", async () => {
    const user = await createUser(moduleTest.db);
    const typed = user.email.toUpperCase();
    const { response, ip } = await login(typed, "not the password");
    expect(response.statusCode).toBe(401);

    const entry = await expectOneAuditEntry(moduleTest.db, { entity_id: user.id });
    expect(entry).toEqual(anonymousEntry(typed, user.id, ip));
  });

  it("logs an unknown e-mail as a failed sign-in of no account", async () => {
    const email = uniqueEmail("nobody");
    const { response, ip } = await login(email, "some guess");
    expect(response.statusCode).toBe(401);

    const failed = await auditEntriesWhere(moduleTest.db, {
      action: "sign_in_failed",
      entity_id: null,
    });
    const ofThisEmail = failed.filter((entry) => entry.actor_name === email);
    expect(ofThisEmail).toEqual([anonymousEntry(email, null, ip)]);
  });

  it("logs each wrong code until the lockout, and nothing for a code after it", async () => {
    const user = await createUser(moduleTest.db);
    const { pending } = await startSignIn(user);
    for (let attempt = 0; attempt < OTP_MAX_WRONG_TRIES; attempt += 1) {
      expect((await verify(pending, wrongCode(pending.code))).response.statusCode).toBe(401);
    }
    const afterLockout = await verify(pending);
    expect(afterLockout.response.statusCode).toBe(401);

    expect(actionsOf(await entriesAbout(user.id))).toEqual([
      "code_sent",
      ...Array(OTP_MAX_WRONG_TRIES).fill("code_failed"),
    ]);
  });

  it("logs no code sent when the e-mail cannot be sent, and stores no pending sign-in", async () => {
    const { user, response, challenges } = await logInWithFailingMailer();
    expect(response.statusCode).toBe(503);
    expect(await entriesAbout(user.id)).toEqual([]);
    expect(challenges).toEqual([]);
  });

  it("logs a sign-out once, also for logouts racing, and nothing without a session", async () => {
    const user = await createUser(moduleTest.db, { name: "Otto Out" });
    const verified = await verify((await startSignIn(user)).pending);
    const token = cookieValue(verified.response, SESSION_COOKIE) ?? "";
    see(token);
    const bearer = { headers: { authorization: `Bearer ${token}` } };

    // Several at once all find the session; only the one that ends it logs the sign-out.
    const racing = await Promise.all([1, 2, 3, 4].map(() => post("/api/auth/logout", bearer)));
    const again = await post("/api/auth/logout", bearer);
    const anonymous = await post("/api/auth/logout");
    // A logout that comes after the session has ended finds no session: 401 (DESIGN §5).
    const racingStatuses = racing.map(({ response }) => response.statusCode);
    expect(racingStatuses).toContain(200);
    for (const status of racingStatuses) expect([200, 401]).toContain(status);
    for (const { response } of [again, anonymous]) expect(response.statusCode).toBe(401);

    const signOut = await expectOneAuditEntry(moduleTest.db, {
      action: "sign_out",
      entity_id: user.id,
    });
    expect(racing.map(({ ip }) => ip)).toContain(signOut.ip);
    expect(signOut).toEqual(entryOf(user, signOut.ip ?? "", "sign_out"));
  });

  it("never stores a password, code, token or hash in any entry", async () => {
    const entries = await moduleTest.db.select().from(auditLog);
    const hashes = await moduleTest.db.select({ hash: users.password_hash }).from(users);
    const tokenHashes = await moduleTest.db.select({ hash: sessions.token_hash }).from(sessions);
    const secrets = [
      ...secretsSeen,
      ...hashes.map((row) => row.hash),
      ...tokenHashes.map((row) => row.hash),
    ];
    expect(entries.length).toBeGreaterThan(15);
    expect(secretsSeen.length).toBeGreaterThan(15);
    for (const entry of entries) {
      const text = JSON.stringify(entry);
      expect(text).not.toContain("$argon2");
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
