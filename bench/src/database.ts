import { createHash, randomBytes, randomUUID } from "node:crypto";
import { chmod, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { insertSampleEvents } from "@events/server/dist/test/sample-events.js";
import pg from "pg";

/** The bench's own empty database on the PostgreSQL named by an admin URL, dropped at the end. */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** The PostgreSQL of BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
export function benchAdminUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres"
  );
}

/**
 * What one run works in: a fresh folder named with `prefix`, and its own database on the
 * PostgreSQL of BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one.
 */
export async function prepareRun(prefix: string) {
  const workDir = await mkdtemp(path.join(tmpdir(), prefix));
  // Run as root, the embedded PostgreSQL runs as its own user, who must reach its data folder.
  await chmod(workDir, 0o755);
  return { workDir, database: await createBenchDatabase(benchAdminUrl()) };
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What the seed made, for the requests the bench sends. */
export interface Seeded {
  /** A signed-in system admin's session token, for the Authorization header. */
  token: string;
  /** The event with PARTICIPANTS_PER_EVENT participants. */
  bigEventId: string;
}

/**
 * Participants 1..count of an event, every column filled. Each name ends in the first eight hex
 * digits of md5(n): a search for one of them finds one person, in an event of any size.
 */
export async function insertParticipants(client: pg.Client, eventId: string, count: number) {
  await client.query(
    `insert into participants (event_id, name, email, phone, username, participant_role,
       created_date, updated_date)
     select $1, 'Participant ' || n || ' ' || left(md5(n::text), 8), 'participant' || n || '@example.com',
       '+44 7700 ' || lpad(n::text, 6, '0'), 'participant' || n,
       (array['attendee', 'speaker', 'host', 'lecturer', 'guest'])[n % 5 + 1],
       now() - n * interval '1 second', now() - n * interval '1 second'
     from generate_series(1, $2::int) as n`,
    [eventId, count],
  );
}

/** What a door volunteer types to find participant n: the name's md5 part, in part. */
export function searchTermFor(n: number): string {
  return createHash("md5").update(String(n)).digest("hex").slice(0, 6);
}

/** A new event with `count` participants; answers its id. */
export async function seedEventWithParticipants(databaseUrl: string, count: number) {
  return withClient(databaseUrl, async (client) => {
    const eventId = randomUUID();
    await client.query("BEGIN");
    await client.query(
      `insert into events (id, event_name, event_type) values ($1, 'Large Congress', 'Congress')`,
      [eventId],
    );
    await insertParticipants(client, eventId, count);
    await client.query("COMMIT");
    await client.query("ANALYZE participants");
    return eventId;
  });
}

export const EVENT_COUNT = 200;
export const PARTICIPANTS_PER_EVENT = 1000;

/**
 * Rows as the application writes them: a system admin with a live session (the token's sha256
 * is what the server looks up), events with every column filled, one of them with participants.
 * Written with SQL so seeding takes a second, not thousands of requests.
 */
export async function seed(databaseUrl: string, passwordHash: string): Promise<Seeded> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  return withClient(databaseUrl, async (client) => {
    await client.query("BEGIN");
    const adminId = randomUUID();
    await client.query(
      `insert into users (id, name, email, password_hash, type, is_verified)
       values ($1, 'Bench Admin', 'bench-admin@example.com', $2, 'system_admin', true)`,
      [adminId, passwordHash],
    );
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at)
       values ($1, $2, now() + interval '1 day')`,
      [adminId, tokenHash],
    );
    const eventIds = Array.from({ length: EVENT_COUNT }, () => randomUUID());
    await insertSampleEvents(client, eventIds);
    const bigEventId = eventIds[0] ?? "";
    await insertParticipants(client, bigEventId, PARTICIPANTS_PER_EVENT);
    await client.query("COMMIT");
    await client.query("ANALYZE");
    return { token, bigEventId };
  });
}
