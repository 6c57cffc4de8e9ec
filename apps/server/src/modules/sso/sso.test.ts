import { randomUUID } from "node:crypto";
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  SSO_CALLBACK_PATH,
  SSO_PENDING_COOKIE,
  SSO_SIGN_IN_TTL_SECONDS,
  SSO_START_PATH,
  type SsoErrorCode,
} from "@events/contract";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { ssoSignIns, users } from "../../db/schema.js";
import { hashToken } from "../../security/tokens.js";
import { cookieValue, createUser, uniqueEmail, uniqueIp } from "../../test/app.js";
import { auditEntriesWhere, expectOneAuditEntry } from "../../test/audit-entries.js";
import { setUpModuleTest } from "../../test/module-test.js";
import {
  type OidcAccount,
  type OidcProviderOptions,
  type RunningOidcProvider,
  startOidcProvider,
} from "../../test/oidc-provider.js";
import { asPage, writeWebBuild } from "../../test/web-build.js";

// Single sign-on against a real OpenID Connect provider (oidc-provider) on a loopback
// port: its login form is filled over HTTP as a browser would, and the server redeems the code.

const PUBLIC_URL = "http://localhost:3000";
const CALLBACK_URL = new URL(SSO_CALLBACK_PATH, PUBLIC_URL).href;

let provider: RunningOidcProvider | undefined;
const started: RunningOidcProvider[] = [];

async function startProvider(
  options: Pick<OidcProviderOptions, "claimsInIdToken" | "port" | "clientSecret"> = {},
) {
  const running = await startOidcProvider({ redirectUri: CALLBACK_URL, ...options });
  started.push(running);
  return running;
}

/** The app's environment with a provider: SSO configured. */
const ssoEnv = (running: RunningOidcProvider, more: Record<string, string> = {}) => ({
  ...running.env,
  PUBLIC_URL,
  ...more,
});

const moduleTest = setUpModuleTest("sso", {
  async prepare() {
    provider = await startProvider();
    return ssoEnv(provider);
  },
});

afterAll(async () => {
  await Promise.all(started.map((running) => running.close()));
});

function theProvider(): RunningOidcProvider {
  if (!provider) throw new Error("the provider starts in beforeAll");
  return provider;
}

/** An account at the provider; answers its sub. */
function addAccount(account: Omit<OidcAccount, "sub">, at = theProvider()): string {
  const sub = randomUUID();
  at.addAccount({ sub, email_verified: true, ...account });
  return sub;
}

/** One browser: its address and the cookie the start set. */
interface Browser {
  ip: string;
  pending: string | undefined;
  authorizationUrl: URL;
  start: LightMyRequestResponse;
}

async function startSso(app: App = moduleTest.app): Promise<Browser> {
  const ip = uniqueIp();
  const start = await app.inject({ method: "GET", url: SSO_START_PATH, remoteAddress: ip });
  expect(start.statusCode, start.body).toBe(302);
  return {
    ip,
    pending: cookieValue(start, SSO_PENDING_COOKIE),
    authorizationUrl: new URL(String(start.headers.location)),
    start,
  };
}

/** The provider's redirect back, opened by the browser (with its sso_pending cookie). */
function openCallback(
  callbackUrl: URL,
  browser: Pick<Browser, "ip" | "pending">,
  app: App = moduleTest.app,
) {
  expect(callbackUrl.href.startsWith(`${CALLBACK_URL}?`)).toBe(true);
  return app.inject({
    method: "GET",
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    remoteAddress: browser.ip,
    cookies: browser.pending ? { [SSO_PENDING_COOKIE]: browser.pending } : {},
  });
}

/** The whole sign-in as a browser does it: start, the provider's login, the callback. */
async function signInThroughProvider(sub: string, app: App = moduleTest.app, at = theProvider()) {
  const browser = await startSso(app);
  const callbackUrl = await at.signIn(browser.authorizationUrl, sub);
  return { browser, callbackUrl, response: await openCallback(callbackUrl, browser, app) };
}

function expectRefused(response: LightMyRequestResponse, code: SsoErrorCode) {
  expect(response.statusCode, response.body).toBe(302);
  expect(response.headers.location).toBe(`/login?sso_error=${code}`);
  expect(cookieValue(response, SESSION_COOKIE)).toBeUndefined();
}

/** The failed sign-ins logged since `since` (entries of this file's refusals, newest last). */
async function failuresSince(since: Date) {
  const entries = await auditEntriesWhere(moduleTest.db, { action: "sso_failed" });
  return entries.filter((entry) => entry.created_at >= since);
}

function validateToken(response: LightMyRequestResponse, app: App = moduleTest.app) {
  const token = cookieValue(response, SESSION_COOKIE) ?? "";
  const csrf = cookieValue(response, CSRF_COOKIE) ?? "";
  return app.inject({
    method: "POST",
    url: "/api/auth/validate-token",
    remoteAddress: uniqueIp(),
    cookies: { [SESSION_COOKIE]: token, [CSRF_COOKIE]: csrf },
    headers: { "x-csrf-token": csrf },
  });
}

describe("single sign-on", () => {
  it("starts at the provider with the code flow, PKCE S256, state and nonce, bound to the browser", async () => {
    const { authorizationUrl, start, pending } = await startSso();
    expect(authorizationUrl.origin).toBe(theProvider().issuer);
    const parameters = Object.fromEntries(authorizationUrl.searchParams);
    expect(parameters).toMatchObject({
      client_id: theProvider().clientId,
      response_type: "code",
      scope: "openid email profile",
      redirect_uri: CALLBACK_URL,
      code_challenge_method: "S256",
    });
    expect(parameters.state).toMatch(/^[\w-]{20,}$/);
    expect(parameters.nonce).toMatch(/^[\w-]{20,}$/);
    expect(parameters.code_challenge).toMatch(/^[\w-]{43}$/);

    const cookie = start.cookies.find((candidate) => candidate.name === SSO_PENDING_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/api/auth/sso",
      maxAge: SSO_SIGN_IN_TTL_SECONDS,
    });
    // Only hashes of the state and of the browser's token are kept.
    const [row] = await moduleTest.db
      .select()
      .from(ssoSignIns)
      .where(eq(ssoSignIns.state_hash, hashToken(parameters.state ?? "")));
    expect(row?.browser_token_hash).toBe(hashToken(pending ?? ""));
  });

  it("signs an admin in by their organisation's verified e-mail, with no e-mailed code", async () => {
    const user = await createUser(moduleTest.db, { name: "Olga Org" });
    // The organisation writes the address its own way: matched case-blind, as the login does.
    const sub = addAccount({ email: user.email.toUpperCase(), name: "Olga O." });

    const { response, callbackUrl } = await signInThroughProvider(sub);
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe("/");
    const cleared = response.cookies.find((cookie) => cookie.name === SSO_PENDING_COOKIE);
    expect(cleared?.value).toBe("");

    const validated = await validateToken(response);
    expect(validated.statusCode).toBe(200);
    expect(validated.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(moduleTest.sink.countUnread(user.email)).toBe(0);

    const entry = await expectOneAuditEntry(moduleTest.db, {
      action: "sign_in_sso",
      entity_id: user.id,
    });
    expect(entry).toMatchObject({
      actor_id: user.id,
      actor_role: "event_admin",
      entity_type: "user",
      changes: { is_verified: [false, true] },
    });
    // The state worked once: its row is gone.
    const state = callbackUrl.searchParams.get("state") ?? "";
    expect(
      await moduleTest.db
        .select()
        .from(ssoSignIns)
        .where(eq(ssoSignIns.state_hash, hashToken(state))),
    ).toEqual([]);
  });

  it("signs in an account that signs in with a passkey only, and door staff", async () => {
    const passkeyOnly = await createUser(moduleTest.db);
    await moduleTest.db
      .update(users)
      .set({ passkey_only: true })
      .where(eq(users.id, passkeyOnly.id));
    const doorStaff = await createUser(moduleTest.db, { type: "door_staff" });
    for (const user of [passkeyOnly, doorStaff]) {
      const { response } = await signInThroughProvider(addAccount({ email: user.email }));
      expect(response.headers.location).toBe("/");
      expect((await validateToken(response)).json().user.id).toBe(user.id);
    }
  });

  it("asks the userinfo endpoint when the ID token does not carry the e-mail", async () => {
    const strict = await startProvider({ claimsInIdToken: false });
    const user = await createUser(moduleTest.db);
    const sub = addAccount({ email: user.email }, strict);
    await moduleTest.withOtherApp({ env: ssoEnv(strict) }, async (app) => {
      const { response } = await signInThroughProvider(sub, app, strict);
      expect(response.headers.location).toBe("/");
      expect((await validateToken(response, app)).json().user.id).toBe(user.id);
    });
  });

  it("refuses a state the server never gave", async () => {
    const since = new Date();
    const user = await createUser(moduleTest.db);
    const browser = await startSso();
    const callbackUrl = await theProvider().signIn(
      browser.authorizationUrl,
      addAccount({ email: user.email }),
    );
    callbackUrl.searchParams.set("state", "tampered-state-value-123456");
    expectRefused(await openCallback(callbackUrl, browser), "sso.stateMismatch");
    expect(await failuresSince(since)).toMatchObject([
      {
        actor_role: "anonymous",
        entity_id: null,
        changes: { reason: [null, "sso.stateMismatch"] },
      },
    ]);
    expect(await auditEntriesWhere(moduleTest.db, { entity_id: user.id })).toEqual([]);
  });

  it("refuses a callback without the cookie of the browser that started it", async () => {
    const user = await createUser(moduleTest.db);
    const sub = addAccount({ email: user.email });
    const victim = await startSso();
    const other = await startSso();
    const callbackUrl = await theProvider().signIn(victim.authorizationUrl, sub);
    expectRefused(await openCallback(callbackUrl, other), "sso.stateMismatch");
    expectRefused(
      await openCallback(callbackUrl, { ip: victim.ip, pending: undefined }),
      "sso.stateMismatch",
    );
  });

  it("refuses a sign-in that took longer than 10 minutes", async () => {
    let shiftMs = 0;
    const now = () => new Date(Date.now() + shiftMs);
    const user = await createUser(moduleTest.db);
    const sub = addAccount({ email: user.email });
    await moduleTest.withOtherApp({ env: ssoEnv(theProvider()), now }, async (app) => {
      const browser = await startSso(app);
      const callbackUrl = await theProvider().signIn(browser.authorizationUrl, sub);
      shiftMs = SSO_SIGN_IN_TTL_SECONDS * 1000 + 1000;
      expectRefused(await openCallback(callbackUrl, browser, app), "sso.stateMismatch");
    });
  });

  it("lets a state work once: the same callback again is refused", async () => {
    const user = await createUser(moduleTest.db);
    const { response, callbackUrl, browser } = await signInThroughProvider(
      addAccount({ email: user.email }),
    );
    expect(response.headers.location).toBe("/");
    expectRefused(await openCallback(callbackUrl, browser), "sso.stateMismatch");
  });

  it("answers sso.failed when the provider refuses a code it already gave out", async () => {
    const since = new Date();
    const user = await createUser(moduleTest.db);
    const sub = addAccount({ email: user.email });
    const first = await signInThroughProvider(sub);
    expect(first.response.headers.location).toBe("/");

    // The used code, under a new sign-in's own state and cookie: only the provider can tell.
    const second = await startSso();
    const replayed = new URL(first.callbackUrl);
    replayed.searchParams.set("state", second.authorizationUrl.searchParams.get("state") ?? "");
    expectRefused(await openCallback(replayed, second), "sso.failed");
    expect(await failuresSince(since)).toMatchObject([
      { entity_id: null, changes: { reason: [null, "sso.failed"] } },
    ]);
  });

  it("answers sso.failed when the ID token was not issued for this sign-in (its nonce)", async () => {
    const user = await createUser(moduleTest.db);
    const browser = await startSso();
    const state = browser.authorizationUrl.searchParams.get("state") ?? "";
    await moduleTest.db
      .update(ssoSignIns)
      .set({ nonce: "a-nonce-of-another-sign-in" })
      .where(eq(ssoSignIns.state_hash, hashToken(state)));
    const callbackUrl = await theProvider().signIn(
      browser.authorizationUrl,
      addAccount({ email: user.email }),
    );
    expectRefused(await openCallback(callbackUrl, browser), "sso.failed");
    expect(await auditEntriesWhere(moduleTest.db, { entity_id: user.id })).toEqual([]);
  });

  it("answers sso.failed when the user cancels at the provider (error=access_denied)", async () => {
    const browser = await startSso();
    const callbackUrl = await theProvider().cancel(browser.authorizationUrl);
    expect(callbackUrl.searchParams.get("error")).toBe("access_denied");
    expectRefused(await openCallback(callbackUrl, browser), "sso.failed");
  });

  it("refuses an e-mail the organisation has not verified, naming it in the log", async () => {
    const since = new Date();
    const user = await createUser(moduleTest.db);
    const sub = addAccount({ email: user.email, email_verified: false });
    const { response } = await signInThroughProvider(sub);
    expectRefused(response, "sso.emailUnverified");
    expect(await failuresSince(since)).toMatchObject([
      {
        actor_role: "anonymous",
        actor_name: user.email,
        changes: { reason: [null, "sso.emailUnverified"] },
      },
    ]);
    expect(
      await auditEntriesWhere(moduleTest.db, { action: "sign_in_sso", entity_id: user.id }),
    ).toEqual([]);
  });

  it("refuses an e-mail no account uses, and creates no account", async () => {
    const email = uniqueEmail("stranger");
    const { response } = await signInThroughProvider(addAccount({ email }));
    expectRefused(response, "sso.unknownAccount");
    const found = await moduleTest.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(found).toEqual([]);
  });

  it("creates an event admin for an unknown verified e-mail with OIDC_CREATE_ACCOUNTS=event_admin", async () => {
    const email = uniqueEmail("newcomer");
    const sub = addAccount({ email, name: "Nina Newcomer" });
    const nameless = uniqueEmail("nameless");
    const namelessSub = addAccount({ email: nameless });
    const env = ssoEnv(theProvider(), { OIDC_CREATE_ACCOUNTS: "event_admin" });
    await moduleTest.withOtherApp({ env }, async (app) => {
      const { response } = await signInThroughProvider(sub, app);
      expect(response.headers.location).toBe("/");
      const signedIn = (await validateToken(response, app)).json().user;
      expect(signedIn).toMatchObject({ email, name: "Nina Newcomer", type: "event_admin" });

      const [created] = await moduleTest.db.select().from(users).where(eq(users.id, signedIn.id));
      expect(created?.is_verified).toBe(true);
      const creation = await expectOneAuditEntry(moduleTest.db, {
        action: "create",
        entity_id: signedIn.id,
      });
      expect(creation).toMatchObject({ actor_role: "system", actor_id: null });
      await expectOneAuditEntry(moduleTest.db, { action: "sign_in_sso", entity_id: signedIn.id });

      // Named by the e-mail when the provider gives no name; signed in again, not made twice.
      const again = await signInThroughProvider(namelessSub, app);
      const second = (await validateToken(again.response, app)).json().user;
      expect(second).toMatchObject({ email: nameless, name: nameless, type: "event_admin" });
      await signInThroughProvider(namelessSub, app);
      expect(
        await moduleTest.db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${nameless})`),
      ).toHaveLength(1);
    });
  });

  it("answers sso.failed while the provider cannot be reached, and discovers it once it can", async () => {
    const gone = await startOidcProvider({ redirectUri: CALLBACK_URL });
    const env = ssoEnv(gone);
    await gone.close();
    const user = await createUser(moduleTest.db);
    await moduleTest.withOtherApp({ env }, async (app) => {
      const refused = await app.inject({
        method: "GET",
        url: SSO_START_PATH,
        remoteAddress: uniqueIp(),
      });
      expectRefused(refused, "sso.failed");

      // The same provider back on its address: the next sign-in discovers it.
      const back = await startProvider({
        port: Number(new URL(gone.issuer).port),
        clientSecret: gone.clientSecret,
      });
      const { response } = await signInThroughProvider(
        addAccount({ email: user.email }, back),
        app,
        back,
      );
      expect(response.headers.location).toBe("/");
    });
  });

  it("answers 404 on both routes when single sign-on is not configured", async () => {
    await moduleTest.withOtherApp({ env: { PUBLIC_URL } }, async (app) => {
      for (const url of [SSO_START_PATH, `${SSO_CALLBACK_PATH}?code=a&state=b`]) {
        const response = await app.inject({ method: "GET", url, remoteAddress: uniqueIp() });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: "Not found", code: "http.notFound" });
      }
    });
  });

  it("puts the button's label on the admin page's root element only when configured", async () => {
    const webDistDir = await writeWebBuild({
      "index.html": '<!doctype html><html lang="en"><head></head><body></body></html>',
    });
    const pageOf = async (env: Record<string, string>) =>
      moduleTest.withOtherApp({ env: { ...env, WEB_DIST_DIR: webDistDir } }, async (app) => {
        const page = await app.inject({ method: "GET", url: "/login", headers: asPage });
        expect(page.statusCode).toBe(200);
        return page.body;
      });
    expect(await pageOf(ssoEnv(theProvider(), { OIDC_BUTTON_LABEL: "Acme & Co ID" }))).toContain(
      'data-sso-label="Acme &amp; Co ID"',
    );
    expect(await pageOf(ssoEnv(theProvider()))).toContain('data-sso-label="single sign-on"');
    expect(await pageOf({ PUBLIC_URL })).not.toContain("data-sso-label");
  });

  it("clears away sign-ins that expired when the next one starts", async () => {
    const abandoned = hashToken(randomUUID());
    await moduleTest.db.insert(ssoSignIns).values({
      state_hash: abandoned,
      browser_token_hash: hashToken(randomUUID()),
      nonce: "nonce",
      code_verifier: "verifier",
      expires_at: new Date(Date.now() - 1000),
    });
    await startSso();
    const left = await moduleTest.db
      .select()
      .from(ssoSignIns)
      .where(eq(ssoSignIns.state_hash, abandoned));
    expect(left).toEqual([]);
  });

  it("limits the starts of one address", async () => {
    const ip = uniqueIp();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await moduleTest.app.inject({
        method: "GET",
        url: SSO_START_PATH,
        remoteAddress: ip,
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 302)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
