import { createHash } from "node:crypto";
import { findEventAccess } from "@events/server/dist/access/event-rows.js";
import type { Database } from "@events/server/dist/db/client.js";
import * as schema from "@events/server/dist/db/schema.js";
import { createAuthRepository } from "@events/server/dist/modules/auth/auth.repository.js";
import { createEventsRepository } from "@events/server/dist/modules/events/events.repository.js";
import { createParticipantsRepository } from "@events/server/dist/modules/participants/participants.repository.js";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Seeded } from "./database.js";

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
}

/** The paged list the bench measures: the first page of 50, newest first. */
export const PARTICIPANTS_PAGE_QUERY = "page=1&page_size=50";

/**
 * Runs the application's own repositories (its built code) on a pool that keeps each statement,
 * so the raw baseline sends the very same SQL, prepared where the application prepares it,
 * rather than a hand-written copy.
 */
export async function recordApplicationSql(
  databaseUrl: string,
  seeded: Seeded,
): Promise<RecordedSql> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const recorded: RecordedQuery[] = [];
  // The pool as drizzle sees it, keeping what each statement is sent with, its name included.
  const recordingPool: pg.Pool = Object.create(pool);
  recordingPool.query = ((config: pg.QueryConfig, params?: unknown[]) => {
    recorded.push({
      text: config.text,
      params: params ?? config.values ?? [],
      ...(config.name ? { name: config.name } : {}),
    });
    return pool.query(config, params);
  }) as typeof pool.query;
  const db = drizzle({ client: recordingPool, schema }) as unknown as Database;
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
          { sort: "-created_date", offset: 0, limit: 50 },
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
      participants: await take(() => participants.listByEvent(seeded.bigEventId)),
    };
  } finally {
    await pool.end();
  }
}
