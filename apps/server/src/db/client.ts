import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { DatabaseLog } from "./database-log.js";
import * as schema from "./schema.js";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle drizzle passes to a transaction callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// src/db/client.ts and dist/db/client.js both sit two levels below apps/server.
export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

// Any fixed number, the same in every server: the key of the lock that migrations run under.
const MIGRATION_LOCK_KEY = 0x65766e74;

// A request waits at most this long for a connection before it is answered 503 (busy).
export const CONNECT_TIMEOUT_MS = 5_000;
export const POOL_SIZE = 10;

/**
 * A lost connection must not end the server: idle connections report it through the pool, and
 * one checked out between two queries (inside a transaction) only through its own 'error' event,
 * which ends the process when nobody listens. The pool drops broken connections by itself and
 * opens new ones once the server is back; the log gets one line per outage, not one per
 * connection.
 */
function watchConnections(pool: pg.Pool, log: DatabaseLog): { stop(): void } {
  let isLost = false;
  let isStopped = false;
  const reportLoss = (error: Error) => {
    // Once the pool is being closed, a connection the server ends (an embedded PostgreSQL
    // stopping right after) is no outage.
    if (isLost || isStopped) return;
    isLost = true;
    log.warn(`Lost the connection to the database: ${error.message}`);
  };
  pool.on("error", reportLoss);
  pool.on("connect", (client) => {
    client.on("error", reportLoss);
    if (!isLost) return;
    isLost = false;
    log.info("Connected to the database again");
  });
  return {
    stop() {
      isStopped = true;
    },
  };
}

/**
 * A pool on a PostgreSQL server, named by URL or by its parts; a size or wait among the parts
 * replaces the defaults (a test fills a small pool).
 */
export function openDatabase(connection: string | pg.PoolConfig, log: DatabaseLog): DatabaseHandle {
  const pool = new pg.Pool({
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(typeof connection === "string" ? { connectionString: connection } : connection),
  });
  const watcher = watchConnections(pool, log);
  const db = drizzle({ client: pool, schema });
  return {
    db,
    // Several servers started at once on a new database take turns: the first migrates, the
    // others then find nothing left to do, instead of creating the same tables side by side.
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        lock.release();
      }
    },
    close() {
      watcher.stop();
      return pool.end();
    },
  };
}

/** The pool under a database handle, for a library that runs its own SQL (the job queue). */
export function poolOf(db: Database): pg.Pool {
  const client: unknown = Reflect.get(db, "$client");
  if (client instanceof pg.Pool) return client;
  throw new Error("This database handle has no connection pool");
}

/** The health checks' own way to the database. */
export interface DatabasePing {
  /** Rejects when the database refuses, breaks off or does not answer within the time limit. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A ping on a connection of its own, opened at the first ping with the settings of the handle's
 * pool: a health check asks whether the database answers, and must not wait in line behind the
 * application's requests for one of their connections (a burst of searches made a database that
 * was fine look down). Never more than one connection; one that breaks or hangs is let go, and the
 * next ping opens another.
 */
export function openDatabasePing(db: Database, timeoutMs: number): DatabasePing {
  const settings = poolOf(db).options;
  const pool = new pg.Pool({
    ...settings,
    // pg-pool keeps the password out of its options' enumerable fields, so the spread leaves it.
    password: settings.password,
    max: 1,
    // Kept between pings: a load balancer asks every few seconds.
    idleTimeoutMillis: 0,
    // Past these the pool ends the connection (a hung query's socket is destroyed) instead of
    // queueing every later ping behind it.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // An idle connection that the server ends (a restart, an outage) has already left the pool,
  // and the next ping opens another or fails and says so: nothing to report here.
  pool.on("error", () => {});
  return {
    async ping() {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
