import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CSRF_COOKIE, PENDING_SIGN_IN_COOKIE, SESSION_COOKIE } from "@events/contract";
import type { LightMyRequestResponse } from "fastify";
import { type App, type BuildAppOptions, buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { Database } from "../db/client.js";
import type { UserRow } from "../db/schema.js";
import type { Mailer } from "../mail/mailer.js";
import { createUsersRepository } from "../modules/users/users.repository.js";
import { hashPassword } from "../security/passwords.js";
import type { SmtpSink } from "./smtp-sink.js";

export interface TestAppOptions {
  db: Database;
  sink: SmtpSink;
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Runs before the app is ready, for example to add a hook that records answers. */
  configure?: (app: App) => void;
  /** The participants' app's clock, for tests of what is past. */
  now?: () => Date;
  webhookDelivery?: BuildAppOptions["webhookDelivery"];
  /**
   * Whether every answer is also written by its schema's compiled writer and compared (the
   * default): off only where a test measures the answers' own memory or CPU, which the check
   * about doubles.
   */
  verifyAnswers?: boolean;
}

export async function buildTestApp({
  db,
  sink,
  env = {},
  mailer,
  configure,
  now,
  webhookDelivery,
  verifyAnswers = true,
}: TestAppOptions): Promise<App> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "events-server-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...env,
  });
  const app = await buildApp({
    config,
    db,
    logger: false,
    verifyAnswers,
    ...(mailer ? { mailer } : {}),
    ...(now ? { now } : {}),
    ...(webhookDelivery ? { webhookDelivery } : {}),
  });
  configure?.(app);
  await app.ready();
  return app;
}

/** A mailer whose every send fails, as an SMTP server that is down. */
export const failingMailer: Mailer = {
  send: async () => {
    throw new Error("SMTP down");
  },
  close() {},
};

let ipCounter = 0;
/** A fresh client address, so per-IP rate limits of one test never touch another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}.${Date.now()}@example.com`;
}

export interface UserFactoryInput {
  type?: UserRow["type"];
  email?: string;
  password?: string;
  name?: string;
}

export const DEFAULT_PASSWORD = "correct horse";

export async function createUser(db: Database, input: UserFactoryInput = {}): Promise<UserRow> {
  const user = await createUsersRepository(db).create({
    type: input.type ?? "event_admin",
    email: input.email ?? uniqueEmail(),
    name: input.name ?? "Test User",
    password_hash: await hashPassword(input.password ?? DEFAULT_PASSWORD),
  });
  if (!user) throw new Error("createUser: e-mail already taken");
  return user;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find(
    (candidate) => candidate.name === name && candidate.value !== "",
  );
  return cookie?.value;
}

export function extractCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`No six-digit code in: ${text}`);
  return match[1];
}

export interface PendingSignIn {
  userId: string;
  pendingCookie: string;
  code: string;
  ip: string;
  loginResponse: LightMyRequestResponse;
}

export async function startSignIn(
  app: App,
  sink: SmtpSink,
  user: { email: string; password?: string },
  ip = uniqueIp(),
): Promise<PendingSignIn> {
  const loginResponse = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    payload: { email: user.email, password: user.password ?? DEFAULT_PASSWORD },
  });
  if (loginResponse.statusCode !== 200) {
    throw new Error(`login answered ${loginResponse.statusCode}: ${loginResponse.body}`);
  }
  const mail = await sink.nextMailTo(user.email);
  const pendingCookie = cookieValue(loginResponse, PENDING_SIGN_IN_COOKIE);
  if (!pendingCookie) throw new Error("login set no pending_sign_in cookie");
  return {
    userId: loginResponse.json().user_id,
    pendingCookie,
    code: extractCode(mail.text),
    ip,
    loginResponse,
  };
}

/** verify-otp from the browser that started the sign-in, with the code it was sent. */
export function verifyPendingSignIn(app: App, pending: PendingSignIn) {
  return app.inject({
    method: "POST",
    url: "/api/auth/verify-otp",
    remoteAddress: pending.ip,
    cookies: { [PENDING_SIGN_IN_COOKIE]: pending.pendingCookie },
    payload: { otp: pending.code, user_id: pending.userId },
  });
}

export interface SignedIn {
  token: string;
  csrf: string;
  /** Cookies and CSRF header as the web app sends them. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  verifyResponse: LightMyRequestResponse;
  pending: PendingSignIn;
}

/** The whole sign-in as a browser does it: login, code from the e-mail, verify. */
export async function signIn(
  app: App,
  sink: SmtpSink,
  user: { email: string; password?: string },
): Promise<SignedIn> {
  const pending = await startSignIn(app, sink, user);
  const verifyResponse = await verifyPendingSignIn(app, pending);
  if (verifyResponse.statusCode !== 200) {
    throw new Error(`verify-otp answered ${verifyResponse.statusCode}: ${verifyResponse.body}`);
  }
  const token = cookieValue(verifyResponse, SESSION_COOKIE);
  const csrf = cookieValue(verifyResponse, CSRF_COOKIE);
  if (!token || !csrf) throw new Error("verify-otp set no session cookies");
  return {
    token,
    csrf,
    cookies: { [SESSION_COOKIE]: token, [CSRF_COOKIE]: csrf },
    headers: { "x-csrf-token": csrf },
    verifyResponse,
    pending,
  };
}
