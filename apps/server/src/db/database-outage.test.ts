import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app.js";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../errors.js";
import {
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  type SignedIn,
  signIn,
  uniqueIp,
} from "../test/app.js";
import { createRecordingLog } from "../test/recording-log.js";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink.js";
import { type DatabaseHandle, openDatabase } from "./client.js";
import { type EmbeddedCluster, startEmbeddedCluster } from "./embedded-cluster.js";

// A PostgreSQL of this test's own, which it stops and starts; the machine's server is never touched.
const log = createRecordingLog();
const uncaughtErrors: unknown[] = [];
const recordUncaughtError = (error: unknown) => uncaughtErrors.push(error);
let cluster: EmbeddedCluster;
let database: DatabaseHandle;
let sink: SmtpSink;
let app: App;
let admin: { email: string; session: SignedIn };

const lostConnectionLines = () =>
  log.lines.filter((line) => line.message.startsWith("Lost the connection to the database"));

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const listEvents = () =>
  app.inject({
    method: "GET",
    url: "/api/events/get-all-events",
    cookies: admin.session.cookies,
  });

beforeAll(async () => {
  process.on("uncaughtException", recordUncaughtError);
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "events-outage-test-")), "pg");
  cluster = await startEmbeddedCluster({ dataDir, log });
  database = openDatabase(cluster.connection, log);
  await database.migrate();
  sink = await startSmtpSink();
  app = await buildTestApp({ db: database.db, sink });
  const user = await createUser(database.db, { type: "system_admin" });
  admin = { email: user.email, session: await signIn(app, sink, user) };
});

afterAll(async () => {
  await app?.close();
  await sink?.close();
  await database?.close();
  await cluster?.close();
  process.off("uncaughtException", recordUncaughtError);
});

describe("when the database goes away and comes back", () => {
  it("answers 503 meanwhile, stays up, and serves again without a restart", async () => {
    // Several connections lie idle in the pool when PostgreSQL goes.
    const before = await Promise.all([listEvents(), listEvents(), listEvents(), listEvents()]);
    expect(before.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    await cluster.stop();
    // Each idle connection is told "terminating connection due to administrator command".
    await waitFor(() => lostConnectionLines().length > 0);

    const whileAway = await listEvents();
    expect(whileAway.statusCode).toBe(503);
    expect(whileAway.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(whileAway.headers["retry-after"]).toBe("5");
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: uniqueIp(),
      payload: { email: admin.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(uncaughtErrors).toEqual([]);

    await cluster.start();
    const after = await listEvents();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before[0]?.json());
    expect(lostConnectionLines()).toHaveLength(1);
    expect(log.lines).toContainEqual({ level: "info", message: "Connected to the database again" });
    expect(uncaughtErrors).toEqual([]);
  });
});
