import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../app.js";
import type { Database } from "../db/client.js";
import {
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  type SignedIn,
  signIn,
  type TestAppOptions,
  uniqueIp,
} from "./app.js";
import { createTestDatabase, type TestDatabase } from "./database.js";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.js";
import { buildMultipart, type MultipartFilePart } from "./uploads.js";

export interface TestAdmin {
  id: string;
  email: string;
  session: SignedIn;
}

/** Whoever a request is sent as: the cookies and CSRF header of a session (an admin's, door staff's, a paired device's). */
export interface TestCaller {
  session: Pick<SignedIn, "cookies" | "headers">;
}

export interface Form {
  fields: Record<string, string>;
  files?: MultipartFilePart[];
}

export interface CallOptions {
  json?: object;
  form?: Form;
}

/** The admins most tests act as: one system admin and two event admins. */
export interface SignedInAdmins {
  systemAdmin: TestAdmin;
  eventAdmin: TestAdmin;
  otherEventAdmin: TestAdmin;
}

export interface ModuleTestOptions {
  /**
   * Runs before the app is built, with the data directory (to put files there); answers more of
   * the app's environment.
   */
  prepare?: (dataDir: string) => Promise<Record<string, string>>;
  configure?: TestAppOptions["configure"];
  /** A mailer other than SMTP to the file's sink. */
  mailer?: TestAppOptions["mailer"];
  /** A database other than a fresh one on the run's PostgreSQL server. */
  openDatabase?: () => Promise<TestDatabase>;
  verifyAnswers?: TestAppOptions["verifyAnswers"];
}

export interface ModuleTest {
  readonly app: App;
  readonly db: Database;
  readonly sink: SmtpSink;
  /** The app's DATA_DIR, fresh for this test file. */
  readonly dataDir: string;
  /** A new user of that type, signed in the way a browser does it. */
  signInAs(type: "system_admin" | "event_admin", password?: string): Promise<TestAdmin>;
  signInAdmins(): Promise<SignedInAdmins>;
  /**
   * The admins of signInAdmins, signed in once in a beforeAll of the caller's file; like the
   * fields above, read theirs inside tests and hooks, not at module load.
   */
  signInAdminsBeforeAll(): SignedInAdmins;
  /**
   * Runs work against another app on this file's mail sink, built with these options (its own
   * settings, mailer or database; this file's database unless one is named), and closes it after.
   */
  withOtherApp<T>(
    options: Omit<TestAppOptions, "db" | "sink"> & { db?: Database },
    work: (app: App) => Promise<T>,
  ): Promise<T>;
  /** The absolute path of an uploaded file named by its media path or storage key. */
  storedPathOf(reference: string): string;
  /** A request as the web app sends it: session cookie plus CSRF header; a form or JSON body. */
  call(
    actor: TestCaller | undefined,
    method: InjectOptions["method"],
    url: string,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /** call with a form or a JSON body. */
  send(
    actor: TestCaller | undefined,
    method: InjectOptions["method"],
    url: string,
    body?: Form | { json: object },
  ): Promise<LightMyRequestResponse>;
}

/**
 * A request as a web client sends it, from an address of its own: the session's cookies and
 * CSRF header (none when signed out), and a form or a JSON body.
 */
export function injectAs(
  app: App,
  session: Pick<SignedIn, "cookies" | "headers"> | undefined,
  method: InjectOptions["method"],
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const multipart = options.form
    ? buildMultipart(options.form.fields, options.form.files)
    : undefined;
  return app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    ...(session ? { cookies: session.cookies } : {}),
    headers: { ...(session?.headers ?? {}), ...(multipart?.headers ?? {}) },
    ...(multipart ? { payload: multipart.payload } : {}),
    ...(options.json ? { payload: options.json } : {}),
  });
}

/**
 * One test file's database, SMTP sink, data directory and app, created in beforeAll and
 * closed in afterAll. Read the fields inside tests and hooks, not at module load.
 */
export function setUpModuleTest(name: string, options: ModuleTestOptions = {}): ModuleTest {
  let database: TestDatabase | undefined;
  let sink: SmtpSink | undefined;
  let app: App | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    database = await (options.openDatabase ?? createTestDatabase)();
    sink = await startSmtpSink();
    dataDir = await mkdtemp(path.join(tmpdir(), `events-${name}-test-`));
    const env = { DATA_DIR: dataDir, ...(await options.prepare?.(dataDir)) };
    app = await buildTestApp({
      db: database.db,
      sink,
      env,
      configure: options.configure,
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.verifyAnswers === undefined ? {} : { verifyAnswers: options.verifyAnswers }),
    });
  });

  afterAll(async () => {
    await app?.close();
    await sink?.close();
    await database?.destroy();
  });

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("setUpModuleTest: used before beforeAll ran");
    return value;
  };

  const fixture: ModuleTest = {
    get app() {
      return ready(app);
    },
    get db() {
      return ready(database).db;
    },
    get sink() {
      return ready(sink);
    },
    get dataDir() {
      return ready(dataDir);
    },
    async signInAs(type, password = DEFAULT_PASSWORD) {
      const user = await createUser(fixture.db, { type, password });
      return {
        id: user.id,
        email: user.email,
        session: await signIn(fixture.app, fixture.sink, { ...user, password }),
      };
    },
    async signInAdmins() {
      return {
        systemAdmin: await fixture.signInAs("system_admin"),
        eventAdmin: await fixture.signInAs("event_admin"),
        otherEventAdmin: await fixture.signInAs("event_admin"),
      };
    },
    signInAdminsBeforeAll() {
      let admins: SignedInAdmins | undefined;
      beforeAll(async () => {
        admins = await fixture.signInAdmins();
      });
      const actor = (role: keyof SignedInAdmins): TestAdmin => ({
        get id() {
          return ready(admins)[role].id;
        },
        get email() {
          return ready(admins)[role].email;
        },
        get session() {
          return ready(admins)[role].session;
        },
      });
      return {
        systemAdmin: actor("systemAdmin"),
        eventAdmin: actor("eventAdmin"),
        otherEventAdmin: actor("otherEventAdmin"),
      };
    },
    async withOtherApp(options, work) {
      const other = await buildTestApp({ db: fixture.db, sink: fixture.sink, ...options });
      try {
        return await work(other);
      } finally {
        await other.close();
      }
    },
    storedPathOf(reference) {
      return path.join(fixture.dataDir, "uploads", reference.replace(/^\/media\//, ""));
    },
    send(actor, method, url, body) {
      return fixture.call(actor, method, url, body && "fields" in body ? { form: body } : body);
    },
    call(actor, method, url, options) {
      return injectAs(fixture.app, actor?.session, method, url, options);
    },
  };
  return fixture;
}
