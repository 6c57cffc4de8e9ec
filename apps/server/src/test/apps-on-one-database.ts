import { afterAll, beforeAll } from "vitest";
import type { App } from "../app.js";
import type { Database } from "../db/client.js";
import { buildTestApp } from "./app.js";
import { createTestDatabase, type TestDatabase } from "./database.js";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.js";

export interface AppsOnOneDatabase {
  readonly db: Database;
  readonly sink: SmtpSink;
  /** A new app on the shared database, as another server (or the same one started again). */
  startApp(env?: Record<string, string>): Promise<App>;
  /** Closes an app as its server would on SIGTERM; the others go on. */
  stopApp(app: App): Promise<void>;
}

/**
 * One database and one SMTP sink for the test file, created in beforeAll and closed in
 * afterAll with every app still running. Read the fields inside tests and hooks.
 */
export function setUpAppsOnOneDatabase(): AppsOnOneDatabase {
  let database: TestDatabase | undefined;
  let sink: SmtpSink | undefined;
  const apps = new Set<App>();

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
  });

  afterAll(async () => {
    await Promise.all([...apps].map((app) => app.close()));
    await sink?.close();
    await database?.destroy();
  });

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("setUpAppsOnOneDatabase: used before beforeAll ran");
    return value;
  };

  return {
    get db() {
      return ready(database).db;
    },
    get sink() {
      return ready(sink);
    },
    async startApp(env = {}) {
      const app = await buildTestApp({ db: ready(database).db, sink: ready(sink), env });
      apps.add(app);
      return app;
    },
    async stopApp(app) {
      apps.delete(app);
      await app.close();
    },
  };
}
