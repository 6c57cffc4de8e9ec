import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_PARTICIPANT_SORT } from "@events/contract";
import { createAccessKernel } from "@events/server/dist/access/access-kernel.js";
import { findEventAccess } from "@events/server/dist/access/event-rows.js";
import type { Actor } from "@events/server/dist/audit/actor.js";
import { changesBetween } from "@events/server/dist/audit/audit-changes.js";
import type { Database } from "@events/server/dist/db/client.js";
import * as schema from "@events/server/dist/db/schema.js";
import { createAuthRepository } from "@events/server/dist/modules/auth/auth.repository.js";
import { createCheckInRepository } from "@events/server/dist/modules/check-in/check-in.repository.js";
import { createCheckInService } from "@events/server/dist/modules/check-in/check-in.service.js";
import { createEventsRepository } from "@events/server/dist/modules/events/events.repository.js";
import { createParticipantsRepository } from "@events/server/dist/modules/participants/participants.repository.js";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Seeded, seed } from "./database.js";
import { startApp } from "./processes.js";

export interface RecordedQuery {
  text: string;
  params: unknown[];
  /** The name the application prepares the statement under; none when it sends it unprepared. */
  name?: string;
}

/** The statements the application sends for each measured request, exactly as it sends them. */
export interface RecordedSql {
  session: RecordedQuery;
  events: RecordedQuery;
  eventAccess: RecordedQuery;
  participants: RecordedQuery;
  /** The paged list's two statements: the page, and the total from the counters. */
  participantsPage: RecordedQuery;
  participantsTotal: RecordedQuery;
  /** Added by the check-in measurement, which seeds the tickets it scans. */
  checkInByCode?: RecordedCheckIn;
}

/** The paged list the bench measures: the first page of 50, newest first. */
export const PARTICIPANTS_PAGE_SIZE = 50;
export const PARTICIPANTS_PAGE_QUERY = `page=1&page_size=${PARTICIPANTS_PAGE_SIZE}`;

/** A query function that keeps what each statement is sent with, its name included. */
function recordingQuery(
  queryable: pg.Pool | pg.PoolClient,
  recorded: RecordedQuery[],
): pg.Pool["query"] {
  return ((config: pg.QueryConfig, params?: unknown[]) => {
    recorded.push({
      text: config.text,
      params: params ?? config.values ?? [],
      ...(config.name ? { name: config.name } : {}),
    });
    return queryable.query(config, params);
  }) as pg.Pool["query"];
}

/**
 * drizzle on a one-connection pool that records every statement, those of transactions too
 * (drizzle runs them on a client it checks out of the pool).
 */
export function openRecordingDatabase(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const recorded: RecordedQuery[] = [];
  const recordingPool: pg.Pool = Object.create(pool);
  recordingPool.query = recordingQuery(pool, recorded);
  recordingPool.connect = (async () => {
    const client = await pool.connect();
    const recordingClient: pg.PoolClient = Object.create(client);
    recordingClient.query = recordingQuery(client, recorded);
    return recordingClient;
  }) as typeof pool.connect;
  const db = drizzle({ client: recordingPool, schema }) as unknown as Database;
  return { pool, db, recorded };
}

/**
 * Runs the application's own repositories (its built code) on a pool that keeps each statement,
 * so the raw baseline sends the very same SQL, prepared where the application prepares it,
 * rather than a hand-written copy.
 */
export async function recordApplicationSql(
  databaseUrl: string,
  seeded: Seeded,
): Promise<RecordedSql> {
  const { pool, db, recorded } = openRecordingDatabase(databaseUrl);
  const takeAll = async (work: () => Promise<unknown>, count: number) => {
    recorded.length = 0;
    await work();
    if (recorded.length !== count) {
      throw new Error(`Expected ${count} statements, got ${recorded.length}`);
    }
    return [...recorded];
  };
  const take = async (work: () => Promise<unknown>): Promise<RecordedQuery> => {
    const [only] = await takeAll(work, 1);
    if (!only) throw new Error("No statement");
    return only;
  };
  try {
    const tokenHash = createHash("sha256").update(seeded.token).digest("hex");
    const participants = createParticipantsRepository(db);
    const [participantsPage, participantsTotal] = await takeAll(
      () =>
        participants.listPage(
          seeded.bigEventId,
          { q: "" },
          { sort: DEFAULT_PARTICIPANT_SORT, place: { offset: 0 }, limit: PARTICIPANTS_PAGE_SIZE },
        ),
      2,
    );
    if (!participantsPage || !participantsTotal) throw new Error("No paged statements");
    return {
      participantsPage,
      participantsTotal,
      session: await take(() => createAuthRepository(db).findSessionWithUser(tokenHash)),
      events: await take(() => createEventsRepository(db).listInScope({ kind: "every event" })),
      eventAccess: await take(() => findEventAccess(db, seeded.bigEventId)),
      // The seeded event is small enough for the one query the unpaged list reads it with.
      participants: await take(() =>
        participants.readEventInBatches(seeded.bigEventId, async () => {}),
      ),
    };
  } finally {
    await pool.end();
  }
}

/**
 * The bench's database made ready for the application and its raw baseline alike: migrated by a
 * first start of the application (stopped again), seeded, and the application's SQL recorded on
 * it into the work folder's recorded-sql.json, the file the raw server sends it from.
 */
export async function seedAndRecordSql(options: {
  workDir: string;
  dataDir: string;
  databaseUrl: string;
  passwordHash: string;
}): Promise<{ seeded: Seeded; recordedFile: string }> {
  const { dataDir, databaseUrl } = options;
  await (await startApp({ dataDir, databaseUrl })).stop();
  const seeded = await seed(databaseUrl, options.passwordHash);
  const recordedFile = path.join(options.workDir, "recorded-sql.json");
  await writeFile(recordedFile, JSON.stringify(await recordApplicationSql(databaseUrl, seeded)));
  return { seeded, recordedFile };
}

/** The request's values a check-in statement is sent with; the rest are the same every scan. */
export interface CheckInValues {
  eventId: string;
  code: string;
  participantId: string;
  userId: string;
  userName: string;
  userType: string;
  ip: string;
  userAgent: string | null;
  /** The activity log's changes, as the JSON text the statement is sent. */
  changes: string;
}
export type CheckInValue = keyof CheckInValues;

/** A recorded statement, each parameter either its recorded value or one of the request's. */
export interface RecordedCheckInQuery extends RecordedQuery {
  fills: (CheckInValue | null)[];
}

/** The statements of one first-time scan, in the order the application sends them. */
const CHECK_IN_STATEMENTS = [
  "participantByCode",
  "begin",
  "lockEvent",
  "checkIn",
  "audit",
  "commit",
] as const;
export type RecordedCheckIn = Record<(typeof CHECK_IN_STATEMENTS)[number], RecordedCheckInQuery>;

/**
 * Scans one ticket through the application's check-in service, recording its statements and
 * which of their parameters are the request's.
 */
export async function recordCheckInByCodeSql(
  databaseUrl: string,
  scan: { eventId: string; code: string; user: Actor["user"] },
): Promise<RecordedCheckIn> {
  const { pool, db, recorded } = openRecordingDatabase(databaseUrl);
  try {
    // Values no request sends, so each is found again by its value alone.
    const actor: Actor = {
      user: scan.user,
      ip: "192.0.2.1",
      headers: { "user-agent": "recording user agent" },
    };
    const service = createCheckInService({
      checkInRepository: createCheckInRepository(db),
      access: createAccessKernel(db),
    });
    const answer = await service.checkInByCode(actor, scan.eventId, scan.code);
    if (answer.already_checked_in) throw new Error("The recorded scan was not a first check-in");
    const values: CheckInValues = {
      eventId: scan.eventId,
      code: scan.code,
      participantId: answer.participant.id,
      userId: scan.user.id,
      userName: scan.user.name,
      userType: scan.user.type,
      ip: actor.ip,
      userAgent: actor.headers["user-agent"] ?? null,
      changes: JSON.stringify(
        changesBetween(null, { checked_in_at: answer.checked_in_at }, ["checked_in_at"]),
      ),
    };
    if (recorded.length !== CHECK_IN_STATEMENTS.length) {
      throw new Error(
        `Expected ${CHECK_IN_STATEMENTS.length} check-in statements, got ${recorded.length}:\n` +
          recorded.map((query) => query.text).join("\n"),
      );
    }
    const sources = Object.entries(values) as [CheckInValue, unknown][];
    const withFills = recorded.map((query) => ({
      ...query,
      fills: query.params.map((param) => sources.find(([, value]) => value === param)?.[0] ?? null),
    }));
    return Object.fromEntries(
      CHECK_IN_STATEMENTS.map((statement, index) => [statement, withFills[index]]),
    ) as RecordedCheckIn;
  } finally {
    await pool.end();
  }
}
