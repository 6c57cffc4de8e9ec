import { mkdtemp } from "node:fs/promises";
import { connect, createServer, type NetConnectOpts, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { openDatabase, poolOf } from "../../db/client.js";
import {
  type EmbeddedCluster,
  startEmbeddedCluster,
} from "../../embedded-postgres/embedded-cluster.js";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../errors.js";
import { buildTestApp } from "../../test/app.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createRecordingLog } from "../../test/recording-log.js";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink.js";

// The application's pool in these tests: two connections, and a wait for one long enough that a
// health check queued behind the application would answer only after it, and then 503.
const POOL_SIZE = 2;
const POOL_WAIT_MS = 10_000;
// Every connection the app opens carries it, the health check's too: counted in pg_stat_activity.
const APPLICATION_NAME = "health-connection-test";
// Generous: the answers are what is asserted, not how long they took.
const TEST_TIMEOUT_MS = 60_000;

const HEALTHY = { status: "ok", database: "ok" };
const READY = { status: "ready", database: "ok", redis: "not_configured", file_store: "ok" };

const log = createRecordingLog();
let sink: SmtpSink;
let runDatabase: TestDatabase & { url: string };
// Of this file's own: the server's default database, named by its parts, with a password.
let cluster: EmbeddedCluster;

beforeAll(async () => {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "events-health-test-")), "pg");
  [sink, runDatabase, cluster] = await Promise.all([
    startSmtpSink(),
    createTestDatabase(),
    startEmbeddedCluster({ dataDir, log }),
  ]);
  const embedded = openDatabase(cluster.connection, log);
  try {
    await embedded.migrate();
  } finally {
    await embedded.close();
  }
}, 120_000);

afterAll(async () => {
  await sink?.close();
  await runDatabase?.destroy();
  await cluster?.close();
});

/** Runs work against an app on a pool of POOL_SIZE connections to this database, then closes both. */
async function withSmallPoolApp(
  connection: pg.PoolConfig,
  work: (app: App, pool: pg.Pool) => Promise<void>,
): Promise<void> {
  const database = openDatabase(
    {
      ...connection,
      max: POOL_SIZE,
      connectionTimeoutMillis: POOL_WAIT_MS,
      application_name: APPLICATION_NAME,
    },
    log,
  );
  try {
    const app = await buildTestApp({ db: database.db, sink });
    try {
      await work(app, poolOf(database.db));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The backends the app's connections hold on the database, seen from another connection. */
async function countAppConnections(connection: pg.ClientConfig): Promise<number> {
  const observer = new pg.Client(connection);
  await observer.connect();
  try {
    const result = await observer.query<{ connections: number }>(
      "select count(*)::int as connections from pg_stat_activity where application_name = $1",
      [APPLICATION_NAME],
    );
    return result.rows[0]?.connections ?? 0;
  } finally {
    await observer.end();
  }
}

const get = (app: App, url: string) => app.inject({ method: "GET", url });

describe.each([
  {
    name: "the run's PostgreSQL, named by URL",
    connection: () => ({ connectionString: runDatabase.url }),
  },
  { name: "an embedded PostgreSQL, named by its parts", connection: () => cluster.connection },
])("with every connection of the application's pool taken, on $name", ({ connection }) => {
  it(
    "answers /api/health and /api/health/ready 200 on one connection of their own",
    async () => {
      await withSmallPoolApp(connection(), async (app, pool) => {
        const held = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
        let waiting: Promise<unknown> | undefined;
        try {
          // A request of the application's, in line for a connection before the health checks.
          waiting = pool.query("select 1");
          expect({ total: pool.totalCount, idle: pool.idleCount }).toEqual({
            total: POOL_SIZE,
            idle: 0,
          });

          const answers = await Promise.all(
            Array.from({ length: 5 }, () => [
              get(app, "/api/health"),
              get(app, "/api/health/ready"),
            ]).flat(),
          );
          expect(answers.map((answer) => answer.json())).toEqual(
            Array.from({ length: 5 }, () => [HEALTHY, READY]).flat(),
          );
          expect(await countAppConnections(connection())).toBe(POOL_SIZE + 1);
        } finally {
          for (const client of held) client.release();
        }
        await waiting;
      });
    },
    TEST_TIMEOUT_MS,
  );
});

/**
 * A TCP way to a Unix socket that the test can freeze: while frozen, what either side sends is
 * held back (not lost), and it passes on when thawed, as over a network that stalls and recovers.
 */
async function startFreezableProxy(target: NetConnectOpts) {
  let isFrozen = false;
  let heldBack: Array<() => void> = [];
  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => {
      if (isFrozen) heldBack.push(() => to.write(chunk));
      else to.write(chunk);
    });
    // A side that is gone ends the other; a write to it afterwards only reports an error.
    from.on("close", () => to.destroy());
    from.on("error", () => from.destroy());
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP port");
  return {
    port: address.port,
    freeze() {
      isFrozen = true;
    },
    thaw() {
      isFrozen = false;
      const pending = heldBack;
      heldBack = [];
      for (const send of pending) send();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("when the database stops answering and comes back", () => {
  it(
    "answers 503 within the checks' time limit meanwhile, and 200 again on a new connection",
    async () => {
      const { host, port } = cluster.connection;
      const proxy = await startFreezableProxy({ path: `${host}/.s.PGSQL.${port}` });
      try {
        const throughProxy = { ...cluster.connection, host: "127.0.0.1", port: proxy.port };
        await withSmallPoolApp(throughProxy, async (app) => {
          // The health check's connection is open and idle when the database stops answering.
          expect((await get(app, "/api/health")).json()).toEqual(HEALTHY);

          proxy.freeze();
          // The ping on the open connection never gets its answer.
          const health = await get(app, "/api/health");
          expect(health.statusCode).toBe(503);
          expect(health.json()).toEqual({
            error: DATABASE_UNAVAILABLE_MESSAGE,
            code: "http.databaseUnavailable",
          });
          // A new connection never gets through its start.
          const ready = await get(app, "/api/health/ready");
          expect(ready.statusCode).toBe(503);
          expect(ready.json()).toEqual({
            error: "Not ready: database unavailable",
            code: "http.notReady",
            params: { services: "database" },
          });

          proxy.thaw();
          expect((await get(app, "/api/health")).json()).toEqual(HEALTHY);
          expect((await get(app, "/api/health/ready")).json()).toEqual(READY);
        });
      } finally {
        await proxy.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
