import { setTimeout as sleep } from "node:timers/promises";
import { AUDIT_LOG_ORDER, encodeCursor } from "@events/contract";
import { withClient } from "./database.js";
import {
  copySeconds,
  downloadSeconds,
  type ExportBesideCopy,
  exportBesideCopy,
} from "./exports.js";
import { median, sampleLatencies } from "./load.js";

export const LOG_ENTRIES = 1_000_000;
const PAGE_SIZE = 50;
export const DEEP_PAGE = 1_000;
export const LOG_CSV_EXPORT = `activity log CSV export of ${LOG_ENTRIES.toLocaleString("en")} entries`;

export interface ActivityLogTimes {
  /** Seconds to download the whole log as CSV from the app, and for psql's COPY of its rows. */
  /** The CSV export of the whole log beside psql's COPY of the same rows. */
  csv: ExportBesideCopy;
  /** p50 milliseconds of a request for the first page, and for the deep page by cursor. */
  firstPageMs: number;
  deepPageMs: number;
  /** p50 milliseconds of reading the first page's entries straight from the index, in SQL. */
  indexReadMs: number;
}

/** A million entries, one a second back from now, spread over the seeded events. */
async function seedLog(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into audit_log (created_at, actor_name, actor_role, action, entity_type, entity_id,
         event_id, changes, ip, user_agent)
       select now() - n * interval '1 second', 'Bench Admin', 'system_admin', 'update', 'event',
         gen_random_uuid(), events.id, '{"venue": ["Hall 1", "Hall 2"]}', '127.0.0.1',
         'Mozilla/5.0 (bench)'
       from generate_series(1, $1::int) as n
       join (select id, row_number() over (order by id) - 1 as k from events) as events
         on events.k = n % (select count(*) from events)`,
      [LOG_ENTRIES],
    );
    await client.query("analyze audit_log");
  });
}

/** The cursor of the entry just before the deep page: what Next on the page before gives. */
async function cursorBeforeDeepPage(databaseUrl: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ value: string; id: string }>(
      `select created_at::text as value, id from audit_log order by created_at desc, id desc
       offset $1 limit 1`,
      [(DEEP_PAGE - 1) * PAGE_SIZE - 1],
    );
    const [row] = result.rows;
    if (!row) throw new Error("The log is shorter than the deep page");
    return encodeCursor({ sort: AUDIT_LOG_ORDER.sort, ...row });
  });
}

/** p50 of reading one page of entries in index order, with a prepared statement. */
async function indexReadMs(databaseUrl: string, seconds: number): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const started = performance.now();
      await client.query({
        name: "bench_log_page",
        text: "select * from audit_log order by created_at desc, id desc limit $1",
        values: [PAGE_SIZE],
      });
      latencies.push(performance.now() - started);
      await sleep(5);
    }
    return median(latencies);
  });
}

/**
 * The activity log at a million entries: the first page and page 1000 (reached by cursor, as
 * Next gives it) through the app, one request after another, beside the same page read straight
 * from the index in SQL; and the whole log as CSV beside psql's COPY of the same rows.
 */
export async function measureActivityLog(options: {
  baseUrl: string;
  databaseUrl: string;
  headers: Record<string, string>;
  seconds: number;
  rounds: number;
}): Promise<ActivityLogTimes> {
  await seedLog(options.databaseUrl);
  const deepCursor = await cursorBeforeDeepPage(options.databaseUrl);
  const firstUrl = `${options.baseUrl}/api/audit-log?page_size=${PAGE_SIZE}`;
  const deepUrl = `${firstUrl}&page=${DEEP_PAGE}&after=${deepCursor}`;
  const window = () => sleep(options.seconds * 1000);
  const firstPage = await sampleLatencies(firstUrl, window(), options.headers);
  const deepPage = await sampleLatencies(deepUrl, window(), options.headers);
  return {
    csv: await exportBesideCopy(
      options.rounds,
      () =>
        downloadSeconds(`${options.baseUrl}/api/audit-log/export?format=csv`, {
          ...options.headers,
          "accept-encoding": "identity",
        }),
      () =>
        copySeconds(
          options.databaseUrl,
          `select a.created_at, a.actor_id, a.actor_name, a.actor_role, a.action, a.entity_type,
             a.entity_id, a.event_id, e.event_name, a.changes, a.ip, a.user_agent
           from audit_log a left join events e on e.id = a.event_id
           order by a.created_at desc, a.id desc`,
        ),
    ),
    firstPageMs: median(firstPage),
    deepPageMs: median(deepPage),
    indexReadMs: await indexReadMs(options.databaseUrl, options.seconds),
  };
}
