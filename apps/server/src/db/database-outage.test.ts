import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EmbeddedCluster,
  startEmbeddedCluster,
} from "../embedded-postgres/embedded-cluster.js";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../errors.js";
import { DEFAULT_PASSWORD, uniqueIp } from "../test/app.js";
import { setUpModuleTest, type TestAdmin } from "../test/module-test.js";
import { createRecordingLog } from "../test/recording-log.js";
import { openDatabase } from "./client.js";

// A PostgreSQL of this test's own, which it stops and starts; the machine's server is never touched.
const log = createRecordingLog();
const uncaughtErrors: unknown[] = [];
const recordUncaughtError = (error: unknown) => uncaughtErrors.push(error);
let cluster: EmbeddedCluster;
let admin: TestAdmin;

// Registered before the app's own hooks: listening from before the cluster starts to after it stops.
beforeAll(() => {
  process.on("uncaughtException", recordUncaughtError);
});

afterAll(() => {
  process.off("uncaughtException", recordUncaughtError);
});

const moduleTest = setUpModuleTest("outage", {
  async openDatabase() {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "events-outage-test-")), "pg");
    cluster = await startEmbeddedCluster({ dataDir, log });
    const database = openDatabase(cluster.connection, log);
    await database.migrate();
    return {
      ...database,
      async destroy() {
        await database.close();
        await cluster.close();
      },
    };
  },
});

const lostConnectionLines = () =>
  log.lines.filter((line) => line.message.startsWith("Lost the connection to the database"));

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const listEvents = () => moduleTest.call(admin, "GET", "/api/events/get-all-events");

beforeAll(async () => {
  admin = await moduleTest.signInAs("system_admin");
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
    expect(whileAway.json()).toEqual({
      error: DATABASE_UNAVAILABLE_MESSAGE,
      code: "http.databaseUnavailable",
    });
    expect(whileAway.headers["retry-after"]).toBe("5");
    const login = await moduleTest.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: uniqueIp(),
      payload: { email: admin.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      error: DATABASE_UNAVAILABLE_MESSAGE,
      code: "http.databaseUnavailable",
    });
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
