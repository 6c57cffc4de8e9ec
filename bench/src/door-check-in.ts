import { randomBytes, randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  type CheckInSyncRequest,
  type CheckInSyncResponse,
  CSRF_COOKIE,
  CSRF_HEADER,
  MAX_SYNC_SCANS,
  SESSION_COOKIE,
  type SyncOutcome,
  type SyncScan,
} from "@events/contract";
import { createAccessKernel } from "@events/server/dist/access/access-kernel.js";
import type { Database } from "@events/server/dist/db/client.js";
import * as schema from "@events/server/dist/db/schema.js";
import { createAuthRepository } from "@events/server/dist/modules/auth/auth.repository.js";
import { createDoorCheckInRepository } from "@events/server/dist/modules/door-check-in/door-check-in.repository.js";
import { createDoorCheckInService } from "@events/server/dist/modules/door-check-in/door-check-in.service.js";
import { createSettingsRepository } from "@events/server/dist/modules/settings/settings.repository.js";
import { hashPassword } from "@events/server/dist/security/passwords.js";
import { hashToken } from "@events/server/dist/security/tokens.js";
import { codeHashOf, insertDeviceSession } from "@events/server/dist/test/door-check-in.js";
import { insertSampleEvents } from "@events/server/dist/test/sample-events.js";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { scan, startCheckInBaseline } from "./check-in-scan.js";
import {
  benchAdminUrl,
  createBenchDatabase,
  insertParticipants,
  type Seeded,
  seed,
  withClient,
} from "./database.js";
import {
  type DoorCaller,
  type DoorStatement,
  doorStatements,
  type NamedStatement,
  ONE_CHECK_IN_PATH,
  type RecordedDoorSql,
  SESSION_PATH,
  SYNC_PATH,
  syncInOneTransaction,
} from "./door-check-in-statements.js";
import { median, percentile } from "./load.js";
import { type RunningServer, startApp, startProcess } from "./processes.js";
import { WALL_CLOCK_TYPES } from "./raw-baseline.js";
import { openRecordingDatabase, type RecordedQuery, recordApplicationSql } from "./recorded-sql.js";
import { checkExact, ratios } from "./report.js";
import type { Check } from "./run-alone.js";

// The door, each scenario against a raw Fastify + pg server sending the application's
// recorded statements, in alternating rounds on one database, each round on fresh events:
// - a device back online after a long offline spell: one sync of MAX_SYNC_SCANS queued scans,
//   four devices of a 2,000-participant event one after another, each queue holding tickets
//   another device scanned too (earlier or later) and a few unknown codes;
// - the door's online path: DOOR_CONNECTIONS devices at once, each sending every scan as a sync
//   of one, every participant once;
// - the admins' check-in by code at DOOR_CONNECTIONS scanners, against npm run bench's baseline
//   (raw-server.ts).
// Each round's rows are checked afterwards: who is checked in, when and at which door, each
// scan recorded once under its nonce, a log entry per check-in.

export const DOOR_CONNECTIONS = 50;
const SYNC_ROUTE = "/api/participants/check-in/sync";
/** A door's event: every round's devices check in most of it. */
const SYNC_PARTICIPANTS = 2_000;
/** Devices of an event coming back online, each with a full queue. */
const SYNC_DEVICES = 4;
/** Of each queue: tickets another device of the event scanned too, and codes of no ticket. */
const SHARED_SCANS = 20;
const UNKNOWN_SCANS = 5;
/** A queue's own tickets: 4 x 475 of the 2,000 participants. */
const OWN_SCANS = MAX_SYNC_SCANS - SHARED_SCANS - UNKNOWN_SCANS;
/** Events of a round of the 500-scan syncs: 32 requests, each round's p99 set against the baseline's. */
const SYNC_ROUNDS_PER_ROUND = 8;
/** A scan every ten seconds at each door, for the 80 minutes a queue spans. */
const SCAN_SPACING_MS = 10_000;
const MINUTE_MS = 60_000;
/** Participants of a round of the online path and of check-in by code, each side. */
const ONLINE_PARTICIPANTS = 3_000;
const WARM_UP_PARTICIPANTS = 1_000;
const DOORS = ["North entrance", "South entrance", "East entrance", "West entrance"];
/** As the recorded caller and the bench's requests name themselves in the log. */
const RECORDING_IP = "192.0.2.1";
const USER_AGENT = "events-bench door";
const TIME_ZONE = "Europe/Berlin";

interface Ticket {
  id: string;
  code: string;
  codeHash: string;
}

/** A paired device: its session's cookies and CSRF header, its random id, its door. */
interface Device {
  id: string;
  door: string;
  token: string;
  headers: Record<string, string>;
}

interface DoorEvent {
  eventId: string;
  /** In the order the seed numbered them, so two events' n-th tickets are alike. */
  tickets: Ticket[];
  devices: Device[];
}

/**
 * Events in TIME_ZONE with their participants, the door staff member added to each, and each
 * with its paired devices (sessions as pairing makes them, apps/server/src/test/door-check-in.ts).
 */
async function seedDoorEvents(
  databaseUrl: string,
  staffId: string,
  plans: readonly { participants: number; devices: number }[],
): Promise<DoorEvent[]> {
  const eventIds = plans.map(() => randomUUID());
  const tickets = await withClient(databaseUrl, async (client) => {
    await client.query("BEGIN");
    await insertSampleEvents(client, eventIds);
    await client.query("update events set time_zone = $1 where id = any($2::uuid[])", [
      TIME_ZONE,
      eventIds,
    ]);
    for (const [index, plan] of plans.entries()) {
      await insertParticipants(client, eventIds[index] ?? "", plan.participants);
    }
    await client.query(
      "insert into event_staff (event_id, user_id) select unnest($1::uuid[]), $2::uuid",
      [eventIds, staffId],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
    const { rows } = await client.query<{ event_id: string; id: string; code: string }>(
      `select event_id, id, check_in_code as code from participants
       where event_id = any($1::uuid[]) order by created_date desc, id`,
      [eventIds],
    );
    const byEvent = new Map<string, Ticket[]>(eventIds.map((id) => [id, []]));
    for (const row of rows) {
      byEvent
        .get(row.event_id)
        ?.push({ id: row.id, code: row.code, codeHash: codeHashOf(row.code) });
    }
    return byEvent;
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const events: DoorEvent[] = [];
    for (const [index, plan] of plans.entries()) {
      const eventId = eventIds[index] ?? "";
      const devices: Device[] = [];
      for (let number = 0; number < plan.devices; number += 1) {
        const door = DOORS[number % DOORS.length] ?? "";
        const paired = await insertDeviceSession(db, staffId, eventId, `${door} ${number}`);
        const cookies = paired.session.cookies;
        devices.push({
          id: randomUUID(),
          door,
          token: cookies[SESSION_COOKIE] ?? "",
          headers: {
            cookie: Object.entries(cookies)
              .map(([name, value]) => `${name}=${value}`)
              .join("; "),
            [CSRF_HEADER.toLowerCase()]: cookies[CSRF_COOKIE] ?? "",
          },
        });
      }
      events.push({ eventId, tickets: tickets.get(eventId) ?? [], devices });
    }
    return events;
  } finally {
    await pool.end();
  }
}

/**
 * POSTs JSON as a browser does (compressed answers accepted) and answers the status and the
 * answer's text, decompressed.
 */
function postJson(
  server: RunningServer,
  agent: Agent,
  urlPath: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        hostname,
        port,
        agent,
        method: "POST",
        path: urlPath,
        headers: {
          ...headers,
          "accept-encoding": "gzip, deflate, br",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": USER_AGENT,
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const encoding = answer.headers["content-encoding"];
          const text =
            encoding === "br"
              ? brotliDecompressSync(bytes)
              : encoding === "gzip"
                ? gunzipSync(bytes)
                : bytes;
          resolve({ status: answer.statusCode ?? 0, body: text.toString("utf8") });
        });
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

/** A device's sync; throws unless answered 200. Answers the results. */
async function sendSync(
  server: RunningServer,
  agent: Agent,
  device: Device,
  sync: CheckInSyncRequest,
): Promise<string> {
  const answer = await postJson(server, agent, SYNC_ROUTE, device.headers, JSON.stringify(sync));
  if (answer.status !== 200) {
    throw new Error(`${server.url}${SYNC_ROUTE} answered ${answer.status} ${answer.body}`);
  }
  return answer.body;
}

interface RoundFigures {
  seconds: number;
  latencies: number[];
  /** Each request's answer, in the order they came. */
  answers: string[];
}

const perSecond = (round: RoundFigures) => round.latencies.length / round.seconds;
const p99Of = (round: RoundFigures) => percentile(round.latencies, 0.99);

/**
 * `callers` callers, each sending the next item once its last is answered; answers the round's
 * rate and each request's time. What `send` answers is kept for checking after the round.
 */
async function drive<Item>(
  items: readonly Item[],
  callers: number,
  send: (item: Item, caller: number) => Promise<string>,
): Promise<RoundFigures> {
  const latencies: number[] = [];
  const answers: string[] = [];
  let next = 0;
  const started = performance.now();
  const caller = async (index: number) => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) {
      const sent = performance.now();
      answers.push(await send(item, index));
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: callers }, (_, index) => caller(index)));
  return { seconds: (performance.now() - started) / 1000, latencies, answers };
}

/** Who a round should leave checked in, and when and where. */
type ExpectedCheckIns = Map<string, { at: number; door: string }>;

interface PlannedSync {
  device: Device;
  sync: CheckInSyncRequest;
  outcomes: Partial<Record<SyncOutcome, number>>;
}

const scanOf = (at: number, codeHash: string): SyncScan => ({
  nonce: randomUUID(),
  scanned_at: new Date(at).toISOString(),
  code_hash: codeHash,
});

/**
 * The queues of an event's SYNC_DEVICES devices, each sent whole: its own tickets, one every
 * SCAN_SPACING_MS from `start`; SHARED_SCANS of the previous device's tickets, alternately a
 * minute before and after that device scanned them; UNKNOWN_SCANS codes of no ticket. Each
 * request's outcomes and what the round leaves follow from the rule that the earliest scan of a
 * ticket is its check-in, whichever arrives first.
 */
function planSyncRound(event: DoorEvent, start: number) {
  const ownAt = (device: number, index: number) => start + index * SCAN_SPACING_MS + device * 1000;
  const ticketNumbered = (index: number) => {
    const ticket = event.tickets[index];
    if (!ticket) throw new Error(`The event has no ticket ${index}`);
    return ticket;
  };
  const current = new Map<string, { at: number; door: string; participantId: string }>();
  const planned: PlannedSync[] = [];
  for (const [number, device] of event.devices.entries()) {
    const previous = (number + event.devices.length - 1) % event.devices.length;
    const scans: { at: number; ticket: Ticket | undefined }[] = [
      ...Array.from({ length: OWN_SCANS }, (_, index) => ({
        at: ownAt(number, index),
        ticket: ticketNumbered(number * OWN_SCANS + index),
      })),
      ...Array.from({ length: SHARED_SCANS }, (_, index) => ({
        at: ownAt(previous, index) + (index % 2 === 0 ? -MINUTE_MS : MINUTE_MS),
        ticket: ticketNumbered(previous * OWN_SCANS + index),
      })),
      ...Array.from({ length: UNKNOWN_SCANS }, (_, index) => ({
        at: ownAt(number, index * 50) + 500,
        ticket: undefined,
      })),
    ].sort((a, b) => a.at - b.at);
    const outcomes: Partial<Record<SyncOutcome, number>> = {};
    const count = (outcome: SyncOutcome) => {
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    };
    for (const { at, ticket } of scans) {
      if (!ticket) {
        count("unknown_ticket");
        continue;
      }
      const before = current.get(ticket.codeHash);
      if (before && before.at <= at) {
        count("already_checked_in");
        continue;
      }
      current.set(ticket.codeHash, { at, door: device.door, participantId: ticket.id });
      count("checked_in");
    }
    planned.push({
      device,
      outcomes,
      sync: {
        event_id: event.eventId,
        door: device.door,
        device_id: device.id,
        scans: scans.map(({ at, ticket }) =>
          scanOf(at, ticket?.codeHash ?? randomBytes(32).toString("hex")),
        ),
      },
    });
  }
  const expected: ExpectedCheckIns = new Map(
    [...current.values()].map(({ participantId, at, door }) => [participantId, { at, door }]),
  );
  return { planned, expected };
}

/** Each outcome's count in a sync's answer. */
function outcomesOf(body: string): Partial<Record<SyncOutcome, number>> {
  const outcomes: Partial<Record<SyncOutcome, number>> = {};
  for (const result of (JSON.parse(body) as CheckInSyncResponse).results) {
    outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
  }
  return outcomes;
}

const sameCounts = (a: Partial<Record<string, number>>, b: Partial<Record<string, number>>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** What an event's check-ins left: who is checked in (when, where), its scans, its log entries. */
async function checkInsOf(databaseUrl: string, eventId: string) {
  return withClient(databaseUrl, async (client) => {
    const checkedIn = await client.query<{ id: string; at: Date; door: string | null }>(
      `select id, checked_in_at as at, checked_in_door as door from participants
       where event_id = $1 and checked_in_at is not null`,
      [eventId],
    );
    const { rows } = await client.query<{ scans: number; nonces: number; entries: number }>(
      `select count(*)::int as scans, count(distinct nonce)::int as nonces,
         (select count(*)::int from audit_log where event_id = $1 and action = 'check_in') as entries
       from check_in_scans where event_id = $1`,
      [eventId],
    );
    return { checkedIn: checkedIn.rows, ...(rows[0] ?? { scans: 0, nonces: 0, entries: 0 }) };
  });
}

/**
 * What a round left that it should not have, or null: exactly the expected participants
 * checked in, at their earliest scan and its door, `scans` scans each under its own nonce, a log
 * entry for each check-in answered.
 */
async function faultOfRound(
  databaseUrl: string,
  eventId: string,
  expected: ExpectedCheckIns,
  counts: { scans: number; entries: number },
): Promise<string | null> {
  const found = await checkInsOf(databaseUrl, eventId);
  const wrong = found.checkedIn.filter((row) => {
    const wanted = expected.get(row.id);
    return wanted?.at !== row.at.getTime() || wanted.door !== row.door;
  });
  const isExact =
    wrong.length === 0 &&
    found.checkedIn.length === expected.size &&
    found.scans === counts.scans &&
    found.nonces === counts.scans &&
    found.entries === counts.entries;
  return isExact
    ? null
    : `event ${eventId}: ${found.checkedIn.length} checked in of ${expected.size} expected ` +
        `(${wrong.length} wrong), ${found.scans} scans (${found.nonces} nonces) of ` +
        `${counts.scans}, ${found.entries} log entries of ${counts.entries}`;
}

/** A request's answer without what differs between two events alike: nonces and ids. */
function withoutIds(body: string): string {
  return JSON.stringify(JSON.parse(body), (key, value: unknown) =>
    key === "nonce" || key === "id" ? typeof value : value,
  );
}

/** Throws unless both lists of statements are the same, text, name and every parameter. */
function assertSameStatements(what: string, app: RecordedQuery[], raw: RecordedQuery[]) {
  const texts = (queries: RecordedQuery[]) =>
    queries.map((query) => JSON.stringify([query.name ?? null, query.text, query.params]));
  const [appTexts, rawTexts] = [texts(app), texts(raw)];
  for (let index = 0; index < Math.max(appTexts.length, rawTexts.length); index += 1) {
    if (appTexts[index] !== rawTexts[index]) {
      throw new Error(
        `${what}: the baseline's statement ${index + 1} differs:\n` +
          `app: ${appTexts[index]}\nraw: ${rawTexts[index]}`,
      );
    }
  }
}

/**
 * Records the application's statements through its own door check-in service and auth repository
 * (their built code) on a pool that keeps each: a sync checking several people in and one
 * checking one in, at `recording`'s event. Then, at `checking`'s event, after a first sync from
 * another door, runs the baseline's transaction (rolled back) and the application's sync on the
 * same rows with the same request, for a sync of every kind of scan (a take-over of a later
 * check-in, one ticket twice, a ticket another door had first, an unknown code) and for one of
 * a single scan: every statement, parameter and result must be the same.
 */
async function recordDoorSql(
  databaseUrl: string,
  recording: DoorEvent,
  checking: DoorEvent,
): Promise<RecordedDoorSql> {
  const { pool, db, recorded } = openRecordingDatabase(databaseUrl);
  try {
    const service = createDoorCheckInService({
      repository: createDoorCheckInRepository(db),
      access: createAccessKernel(db),
    });
    const auth = createAuthRepository(db);
    const take = async <Path extends readonly DoorStatement[]>(
      statementPath: Path,
      work: () => Promise<unknown>,
    ) => {
      recorded.length = 0;
      await work();
      if (recorded.length !== statementPath.length) {
        throw new Error(
          `Expected ${statementPath.join(", ")}, got ${recorded.length} statements:\n` +
            recorded.map((query) => query.text.slice(0, 100)).join("\n"),
        );
      }
      return Object.fromEntries(
        statementPath.map((name, index) => [name, recorded[index]]),
      ) as Record<Path[number], RecordedQuery>;
    };
    const callerOf = async (device: Device) => {
      const found = await auth.findSessionWithUser(hashToken(device.token));
      if (!found) throw new Error("The device's session is not there");
      return {
        found,
        actor: {
          user: found.user,
          session: found.session,
          ip: RECORDING_IP,
          headers: { "user-agent": USER_AGENT },
        },
        caller: {
          user: { id: found.user.id, name: found.user.name, type: found.user.type },
          session: { id: found.session.id, device_event_id: found.session.device_event_id },
          ip: RECORDING_IP,
          userAgent: USER_AGENT,
        } satisfies DoorCaller,
      };
    };
    const [device] = recording.devices;
    const [checkingDevice] = checking.devices;
    if (!device || !checkingDevice) throw new Error("The recording needs a device at each event");
    const tokenHash = hashToken(device.token);
    const sessionSql = await take(["session"], () => auth.findSessionWithUser(tokenHash));
    const { found, actor } = await callerOf(device);
    const touchedAt = new Date();
    const touchSql = await take(["touchSession"], () =>
      auth.touchSession(found.session.id, touchedAt),
    );
    const oneHourAgo = Date.now() - 60 * MINUTE_MS;
    const syncAt = (event: DoorEvent, door: string, scans: [number, number | null][]) => ({
      event_id: event.eventId,
      door,
      device_id: (event === recording ? device : checkingDevice).id,
      scans: scans.map(([at, index]) =>
        scanOf(
          oneHourAgo + at * MINUTE_MS,
          index === null ? randomBytes(32).toString("hex") : (event.tickets[index]?.codeHash ?? ""),
        ),
      ),
    });
    const [north, south] = DOORS as [string, string];
    const severalSql = await take(SYNC_PATH, () =>
      service.sync(
        actor,
        syncAt(recording, north, [
          [0, 0],
          [1, 1],
          [2, 1],
          [0, null],
        ]),
      ),
    );
    const oneSql = await take(ONE_CHECK_IN_PATH, () =>
      service.sync(actor, syncAt(recording, north, [[0, 2]])),
    );
    for (const name of ONE_CHECK_IN_PATH.filter((statement) => statement in severalSql)) {
      const [one, other] = [oneSql, severalSql].map(
        (statements) => (statements as Record<string, RecordedQuery>)[name]?.text,
      );
      if (one !== other) throw new Error(`Two texts of ${name}:\n${one}\n${other}`);
    }
    const sql: RecordedDoorSql = { ...sessionSql, ...touchSql, ...oneSql, ...severalSql };
    const statements = doorStatements(sql);
    const asRecorded = ({ name, text, values }: NamedStatement): RecordedQuery => ({
      ...(name === undefined ? {} : { name }),
      text,
      params: values,
    });
    assertSameStatements(
      "the session",
      SESSION_PATH.map((name) => sql[name]),
      [statements.session(tokenHash), statements.touchSession(found.session.id, touchedAt)].map(
        asRecorded,
      ),
    );

    const checker = await callerOf(checkingDevice);
    await service.sync(
      checker.actor,
      syncAt(checking, south, [
        [0, 0],
        [0, 3],
      ]),
    );
    const compare = async (what: string, sync: CheckInSyncRequest) => {
      const rawStatements: RecordedQuery[] = [];
      const client = await pool.connect();
      let rawResults: unknown;
      try {
        rawResults = await syncInOneTransaction(
          async (statement) => {
            rawStatements.push(asRecorded(statement));
            // Rolled back: the application's sync then finds the rows as the baseline did.
            const sent = statement.text === "commit" ? { text: "rollback" } : statement;
            return (
              await client.query<unknown[]>({ ...sent, types: WALL_CLOCK_TYPES, rowMode: "array" })
            ).rows;
          },
          statements,
          checker.caller,
          sync,
          new Date(),
        );
      } finally {
        client.release();
      }
      recorded.length = 0;
      const answer = await service.sync(checker.actor, sync);
      assertSameStatements(what, [...recorded], rawStatements);
      const [app, raw] = [answer.results, rawResults].map((results) => JSON.stringify(results));
      if (app !== raw) {
        throw new Error(`${what}: the baseline answers otherwise:\napp: ${app}\nraw: ${raw}`);
      }
    };
    await compare(
      "a sync of every kind of scan",
      syncAt(checking, north, [
        [-1, 0],
        [1, 1],
        [2, 1],
        [1, 3],
        [0, null],
        [0, 4],
      ]),
    );
    await compare("a sync of one scan", syncAt(checking, north, [[0, 5]]));
    return sql;
  } finally {
    await pool.end();
  }
}

interface Comparison {
  app: RoundFigures[];
  raw: RoundFigures[];
}

/**
 * Runs `round` on each side for each plan in turn, the application first, on statistics that
 * know the check-ins of the rounds before. Planned on the seed's alone, the one-scan sync's
 * locking statement read every participant checked in so far, of every event, on both sides:
 * 37 ms a scan on average once the 500-scan rounds had checked in 34,000, where it takes 0.05.
 */
async function alternate<Plan>(
  sides: { app: RunningServer; raw: RunningServer; databaseUrl: string },
  plans: { app: Plan; raw: Plan }[],
  round: (server: RunningServer, plan: Plan) => Promise<RoundFigures>,
): Promise<Comparison> {
  await withClient(sides.databaseUrl, (client) => client.query("ANALYZE participants"));
  const comparison: Comparison = { app: [], raw: [] };
  for (const plan of plans) {
    comparison.app.push(await round(sides.app, plan.app));
    comparison.raw.push(await round(sides.raw, plan.raw));
  }
  return comparison;
}

/**
 * The rounds taken `size` at a time as one: a round of four syncs has no p99 of its own, eight
 * of them (32 requests) have.
 */
function inRoundsOf(comparison: Comparison, size: number): Comparison {
  const merged = (rounds: RoundFigures[]) =>
    Array.from({ length: Math.ceil(rounds.length / size) }, (_, index) => {
      const group = rounds.slice(index * size, (index + 1) * size);
      return {
        seconds: group.reduce((sum, round) => sum + round.seconds, 0),
        latencies: group.flatMap((round) => round.latencies),
        answers: [],
      };
    });
  return { app: merged(comparison.app), raw: merged(comparison.raw) };
}

/** Pairs each side's events: the n-th of the application's with the n-th of the baseline's. */
function pairs<Plan>(app: readonly Plan[], raw: readonly Plan[]) {
  return app.map((plan, index) => {
    const other = raw[index];
    if (!other) throw new Error("Each side needs as many events");
    return { app: plan, raw: other };
  });
}

export interface DoorCheckInFigures {
  sync: Comparison;
  online: Comparison;
  byCode: Comparison;
  /** Each round, on either side, whose rows or answers were not the expected; none when exact. */
  faults: string[];
}

/** The door's scenarios; its own database and servers. */
export async function measureDoorCheckIn(options: {
  workDir: string;
  rounds: number;
}): Promise<DoorCheckInFigures> {
  const database = await createBenchDatabase(benchAdminUrl());
  const running: RunningServer[] = [];
  try {
    const dataDir = path.join(options.workDir, "door-app");
    await (await startApp({ dataDir, databaseUrl: database.url })).stop();
    const seeded = await seed(database.url, await hashPassword("bench password"));
    const staffId = randomUUID();
    // The key the devices' CSRF values are made with (insertDeviceSession reads the stored one):
    // both servers are given it, whatever SECRET_KEY the environment holds.
    const secretKey = await withClient(database.url, async (client) => {
      await client.query(
        `insert into users (id, name, email, password_hash, type)
         values ($1, 'Bench Door Staff', 'bench-door@example.com', $2, 'door_staff')`,
        [staffId, randomBytes(32).toString("hex")],
      );
      const db = drizzle({ client, schema }) as unknown as Database;
      return createSettingsRepository(db).getOrCreateSecretKey();
    });
    const syncRounds = SYNC_ROUNDS_PER_ROUND * options.rounds;
    // Per side: a warm-up (whose first answers are compared), then the measured rounds.
    const sidePlans = [
      { participants: SYNC_PARTICIPANTS, devices: SYNC_DEVICES, count: 1 + syncRounds },
      { participants: WARM_UP_PARTICIPANTS, devices: DOOR_CONNECTIONS, count: 1 },
      { participants: ONLINE_PARTICIPANTS, devices: DOOR_CONNECTIONS, count: options.rounds },
      { participants: WARM_UP_PARTICIPANTS, devices: 0, count: 1 },
      { participants: ONLINE_PARTICIPANTS, devices: 0, count: options.rounds },
    ];
    const plans = [
      { participants: 10, devices: 1 },
      { participants: 10, devices: 1 },
      ...["app", "raw"].flatMap(() =>
        sidePlans.flatMap(({ count, ...plan }) => Array.from({ length: count }, () => plan)),
      ),
    ];
    const seededEvents = await seedDoorEvents(database.url, staffId, plans);
    const [recording, checking, ...sideEvents] = seededEvents;
    if (!recording || !checking) throw new Error("No recording events");
    const perSide = sideEvents.length / 2;
    const sideOf = (events: DoorEvent[]) => {
      const left = [...events];
      const next = (count: number) => left.splice(0, count);
      return {
        sync: next(1 + syncRounds),
        onlineWarmUp: next(1),
        online: next(options.rounds),
        byCodeWarmUp: next(1),
        byCode: next(options.rounds),
      };
    };
    const appEvents = sideOf(sideEvents.slice(0, perSide));
    const rawEvents = sideOf(sideEvents.slice(perSide));

    const recordedFile = path.join(options.workDir, "recorded-door-sql.json");
    await writeFile(
      recordedFile,
      JSON.stringify(await recordDoorSql(database.url, recording, checking)),
    );
    const app = await startApp({
      dataDir,
      databaseUrl: database.url,
      env: { SECRET_KEY: secretKey },
    });
    running.push(app);
    const rawDoor = await startProcess(
      ["--import", "tsx", "bench/src/raw-door-check-in-server.ts"],
      { DATABASE_URL: database.url, RECORDED_SQL_FILE: recordedFile, SECRET_KEY: secretKey },
      "/api/health",
    );
    running.push(rawDoor);
    const faults: string[] = [];
    const sideName = (server: RunningServer) => (server === app ? "app" : "raw");

    // A device back online: its queue in one request, the event's devices one after another.
    const syncStart = Date.now() - 3 * 60 * MINUTE_MS;
    const syncRound = async (server: RunningServer, event: DoorEvent) => {
      const { planned, expected } = planSyncRound(event, syncStart);
      const agent = new Agent({ keepAlive: true });
      const round = await drive(planned, 1, (item) =>
        sendSync(server, agent, item.device, item.sync),
      );
      agent.destroy();
      for (const [index, body] of round.answers.entries()) {
        const wanted = planned[index]?.outcomes ?? {};
        if (!sameCounts(outcomesOf(body), wanted)) {
          faults.push(
            `${sideName(server)}: sync ${index + 1} answered ${JSON.stringify(outcomesOf(body))}, ` +
              `not ${JSON.stringify(wanted)}`,
          );
        }
      }
      const checkedIn = planned.reduce((sum, item) => sum + (item.outcomes.checked_in ?? 0), 0);
      const fault = await faultOfRound(database.url, event.eventId, expected, {
        scans: planned.length * MAX_SYNC_SCANS,
        entries: checkedIn,
      });
      if (fault) faults.push(`${sideName(server)}: ${fault}`);
      return round;
    };
    const sides = { app, raw: rawDoor, databaseUrl: database.url };
    const [syncWarmUp, ...syncPlans] = pairs(appEvents.sync, rawEvents.sync);
    if (!syncWarmUp) throw new Error("No warm-up events");
    const warmed = await alternate(sides, [syncWarmUp], syncRound);
    const [appFirst, rawFirst] = [warmed.app[0], warmed.raw[0]].map((round) =>
      withoutIds(round?.answers[0] ?? "{}"),
    );
    if (appFirst !== rawFirst) {
      throw new Error(`The baseline's sync answers otherwise:\napp: ${appFirst}\nraw: ${rawFirst}`);
    }
    const sync = inRoundsOf(await alternate(sides, syncPlans, syncRound), SYNC_ROUNDS_PER_ROUND);

    // The online path: each scan a sync of one, DOOR_CONNECTIONS devices at once.
    const onlineRound = async (server: RunningServer, event: DoorEvent) => {
      const agent = new Agent({ keepAlive: true, maxSockets: DOOR_CONNECTIONS });
      const round = await drive(event.tickets, DOOR_CONNECTIONS, (ticket, caller) => {
        const device = event.devices[caller];
        if (!device) throw new Error(`No device ${caller}`);
        return sendSync(server, agent, device, {
          event_id: event.eventId,
          door: device.door,
          device_id: device.id,
          scans: [scanOf(Date.now(), ticket.codeHash)],
        });
      });
      agent.destroy();
      // Each answer names the participant checked in, when and at which door: the rows must say
      // the same, for every ticket of the event.
      const expected: ExpectedCheckIns = new Map();
      for (const body of round.answers) {
        const [result] = (JSON.parse(body) as CheckInSyncResponse).results;
        if (result?.outcome === "checked_in" && result.participant && result.checked_in_at) {
          expected.set(result.participant.id, {
            at: Date.parse(result.checked_in_at),
            door: result.checked_in_door ?? "",
          });
        }
      }
      if (expected.size !== event.tickets.length) {
        faults.push(
          `${sideName(server)}: ${expected.size} of ${event.tickets.length} one-scan syncs ` +
            "answered a check-in",
        );
      }
      const fault = await faultOfRound(database.url, event.eventId, expected, {
        scans: event.tickets.length,
        entries: event.tickets.length,
      });
      if (fault) faults.push(`${sideName(server)}: ${fault}`);
      return round;
    };
    await alternate(sides, pairs(appEvents.onlineWarmUp, rawEvents.onlineWarmUp), onlineRound);
    const online = await alternate(sides, pairs(appEvents.online, rawEvents.online), onlineRound);
    await rawDoor.stop();
    running.pop();

    // The admins' check-in by code, against npm run bench's baseline of it.
    const byCode = await measureCheckInByCode({
      app,
      databaseUrl: database.url,
      seeded,
      workDir: options.workDir,
      warmUp: pairs(appEvents.byCodeWarmUp, rawEvents.byCodeWarmUp),
      measured: pairs(appEvents.byCode, rawEvents.byCode),
      faults,
    });
    return { sync, online, byCode, faults };
  } finally {
    for (const server of running.reverse()) await server.stop();
    await database.drop();
  }
}

/** POST /api/participants/check-in-by-code from DOOR_CONNECTIONS scanners, each ticket once. */
async function measureCheckInByCode(options: {
  app: RunningServer;
  databaseUrl: string;
  seeded: Seeded;
  workDir: string;
  warmUp: { app: DoorEvent; raw: DoorEvent }[];
  measured: { app: DoorEvent; raw: DoorEvent }[];
  faults: string[];
}): Promise<Comparison> {
  const { databaseUrl, seeded } = options;
  const code = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ code: string }>(
      "select check_in_code as code from participants where event_id = $1 limit 1",
      [seeded.bigEventId],
    );
    return rows[0]?.code ?? "";
  });
  const raw = await startCheckInBaseline({
    databaseUrl,
    recorded: await recordApplicationSql(databaseUrl, seeded),
    eventId: seeded.bigEventId,
    code,
    token: seeded.token,
    workDir: options.workDir,
  });
  try {
    const headers = { authorization: `Bearer ${seeded.token}` };
    const round = async (server: RunningServer, event: DoorEvent) => {
      const agent = new Agent({ keepAlive: true, maxSockets: DOOR_CONNECTIONS });
      const figures = await drive(event.tickets, DOOR_CONNECTIONS, (ticket) =>
        scan(server, agent, headers, event.eventId, ticket.code),
      );
      agent.destroy();
      const found = await checkInsOf(databaseUrl, event.eventId);
      if (
        found.checkedIn.length !== event.tickets.length ||
        found.entries !== event.tickets.length
      ) {
        options.faults.push(
          `${server === raw ? "raw" : "app"}: check-in by code: ${found.checkedIn.length} checked ` +
            `in, ${found.entries} log entries, of ${event.tickets.length} tickets`,
        );
      }
      return figures;
    };
    const sides = { app: options.app, raw, databaseUrl };
    await alternate(sides, options.warmUp, round);
    return await alternate(sides, options.measured, round);
  } finally {
    await raw.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A side's rate (median of its rounds) and its p50 and p99 over every request of its rounds. */
function sideFigures(rounds: RoundFigures[]) {
  const latencies = rounds.flatMap((round) => round.latencies);
  return {
    perSecond: median(rounds.map(perSecond)),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    requests: latencies.length,
  };
}

/** Each round's figure of the application / of the baseline. */
function roundRatios(comparison: Comparison, figure: (round: RoundFigures) => number) {
  return comparison.app.map((round, index) => {
    const raw = comparison.raw[index];
    return raw ? figure(round) / figure(raw) : Number.NaN;
  });
}

/** The scenarios' lines and checks, with the caller's check (main.ts's, or the script's alone). */
export function reportDoorCheckIn(figures: DoorCheckInFigures, check: Check) {
  const scenarios = [
    {
      name: `door sync of ${MAX_SYNC_SCANS} queued scans in one request`,
      detail:
        `${SYNC_PARTICIPANTS.toLocaleString("en")}-participant events, ${SYNC_DEVICES} devices ` +
        `of each one after another, ${SYNC_ROUNDS_PER_ROUND} events a round`,
      comparison: figures.sync,
    },
    {
      name: `door sync of one scan at ${DOOR_CONNECTIONS} devices`,
      detail: `${ONLINE_PARTICIPANTS.toLocaleString("en")} participants a round`,
      comparison: figures.online,
    },
    {
      name: `check-in by code at ${DOOR_CONNECTIONS} scanners`,
      detail: `${ONLINE_PARTICIPANTS.toLocaleString("en")} tickets a round`,
      comparison: figures.byCode,
    },
  ];
  for (const { name, detail, comparison } of scenarios) {
    const [app, raw] = [sideFigures(comparison.app), sideFigures(comparison.raw)];
    const side = (of: ReturnType<typeof sideFigures>) =>
      `${of.perSecond.toFixed(1)} requests/s, p50 ${ms(of.p50Ms)}, p99 ${ms(of.p99Ms)}`;
    console.log(
      `     ${name} (${detail}; ${app.requests} requests each side): ` +
        `app ${side(app)}; raw ${side(raw)}`,
    );
    const rateRatios = roundRatios(comparison, perSecond);
    check(
      `${name}, requests/s vs raw Fastify + pg`,
      ratios(rateRatios),
      "≥ 0.5x",
      median(rateRatios) >= 0.5,
    );
    // Each round's p99 against the baseline's in the same round: a burst of the machine's other
    // work lands in one round, not in the figure.
    const p99Ratios = roundRatios(comparison, p99Of);
    check(
      `${name}, p99 vs raw Fastify + pg`,
      `${ms(app.p99Ms)} vs ${ms(raw.p99Ms)}, each round's ${ratios(p99Ratios)}`,
      "≤ 2x",
      median(p99Ratios) <= 2,
    );
  }
  checkExact(
    check,
    "door check-ins after each round: who, when, which door, each nonce once, on both sides",
    figures.faults,
  );
}
