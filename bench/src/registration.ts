import { randomBytes, randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { Agent } from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { PublicRegistrationOutcome } from "@events/contract";
import { loadConfig } from "@events/server/dist/config.js";
import type { Database } from "@events/server/dist/db/client.js";
import type { ParticipantRow, RegistrationRow } from "@events/server/dist/db/schema.js";
import * as schema from "@events/server/dist/db/schema.js";
import { startJobQueue, stopJobQueue } from "@events/server/dist/jobs/job-queue.js";
import { createMailer } from "@events/server/dist/mail/mailer.js";
import { createRegistrationPublicRepository } from "@events/server/dist/modules/registration-public/registration-public.repository.js";
import { REGISTRATION_RATE_LIMITS } from "@events/server/dist/modules/registration-public/registration-public.routes.js";
import { createRegistrationPublicService } from "@events/server/dist/modules/registration-public/registration-public.service.js";
import { consentGivenNow } from "@events/server/dist/privacy/consent.js";
import { newConfirmationCode } from "@events/server/dist/registration/confirmation-codes.js";
import { linkToken } from "@events/server/dist/registration/link-tokens.js";
import { createProofOfWork } from "@events/server/dist/registration/proof-of-work.js";
import { createRegistrationLife } from "@events/server/dist/registration/registration-life.js";
import { createRegistrationMail } from "@events/server/dist/registration/registration-mail.js";
import { createRegistrationsRepository } from "@events/server/dist/registration/registrations.repository.js";
import { wantedUsername } from "@events/server/dist/registration/usernames.js";
import { insertSampleEvents } from "@events/server/dist/test/sample-events.js";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type BenchDatabase, benchAdminUrl, createBenchDatabase, withClient } from "./database.js";
import { median, percentile } from "./load.js";
import { type RunningServer, startApp, startProcess } from "./processes.js";
import { sendForAnswer } from "./raw-request.js";
import { openRecordingDatabase, type RecordedQuery } from "./recorded-sql.js";
import {
  type ConfirmOrigin,
  type ConfirmStatement,
  confirmationRecords,
  confirmStatements,
  REGISTERED_PATH,
  type RecordedConfirmSql,
  type StatementToSend,
  WAITING_PATH,
} from "./registration-statements.js";
import { checkExact, ratios } from "./report.js";
import type { Check } from "./run-alone.js";

// Self-registration's busiest step, the one that takes a place: POST
// /api/public/registrations/confirm from REGISTRATION_CONNECTIONS people at once on one event,
// each confirming a registration of their own (stored unconfirmed beforehand, with its code). Each
// round's event has places for half of them, so the first half register and the rest join the
// waiting list, and the places sold are counted after it. Against a raw Fastify + pg server that
// confirms each in one transaction of the application's recorded statements, on a database of
// its own (so that the application's mail worker never takes the baseline's jobs).

export const REGISTRATION_CONNECTIONS = 100;
/**
 * Confirmations of a measured round, each side: ten times the callers, so that the round is
 * mostly a full queue rather than its start and end; several seconds at either side's pace.
 */
export const REGISTRATIONS_PER_ROUND = 1_000;
const WARM_UP_REGISTRATIONS = 300;
const PATH = "/api/public/registrations/confirm";
/** The application's trusted proxy: the bench, which names each caller by X-Forwarded-For. */
const TRUSTED_PROXY = "127.0.0.1";
/** Long enough for every e-mail of a round on a loaded machine. */
const MAIL_WAIT_MS = 300_000;

/** One registration of the seed: how its registrant confirms it. */
interface SeededConfirmation {
  id: string;
  token: string;
  code: string;
}

/** An event of the seed, the same in both databases: its registrations and their places. */
interface EventPlan {
  eventId: string;
  registrations: number;
  capacity: number;
}

const planOf = (registrations: number, capacity = registrations / 2): EventPlan => ({
  eventId: randomUUID(),
  registrations,
  capacity,
});

/**
 * Each plan's event, open with its capacity and a waiting list, and its registrations stored
 * unconfirmed as the form's submits leave them, each code hashed with the application's key.
 */
async function seedEvents(
  databaseUrl: string,
  secretKey: string,
  plans: readonly EventPlan[],
): Promise<SeededConfirmation[][]> {
  return withClient(databaseUrl, async (client) => {
    await client.query("BEGIN");
    await insertSampleEvents(
      client,
      plans.map((plan) => plan.eventId),
    );
    await client.query(
      `insert into event_registration (event_id, published, is_open, capacity, waiting_list,
         offer_hours, approval_required, participant_role, slug, publish_agenda, phone_field,
         username_field)
       select event_id, true, true, capacity, true, 24, false, 'attendee',
         'bench-registration-' || n, false, 'optional', 'hidden'
       from unnest($1::uuid[], $2::int[]) with ordinality as t(event_id, capacity, n)`,
      [plans.map((plan) => plan.eventId), plans.map((plan) => plan.capacity)],
    );
    const consent = JSON.stringify(consentGivenNow("given_by_person"));
    const seeded: SeededConfirmation[][] = [];
    for (const plan of plans) {
      const made = Array.from({ length: plan.registrations }, () => {
        const id = randomUUID();
        return { id, ...newConfirmationCode(secretKey, id) };
      });
      const inserted = await client.query<Pick<RegistrationRow, "id" | "link_key">>(
        `insert into registrations (id, event_id, state, name, email, consent, code_hash,
           confirm_by)
         select id, $1, 'unconfirmed', 'Registrant ' || n, 'registrant' || n || '@example.org',
           $2, code_hash, now() + interval '1 day'
         from unnest($3::uuid[], $4::text[]) with ordinality as t(id, code_hash, n)
         returning id, link_key`,
        [plan.eventId, consent, made.map((row) => row.id), made.map((row) => row.codeHash)],
      );
      const linkKeys = new Map(inserted.rows.map((row) => [row.id, row.link_key]));
      seeded.push(
        made.map(({ id, code }) => ({
          id,
          code,
          token: linkToken({ id, link_key: linkKeys.get(id) ?? "" }, "confirm"),
        })),
      );
    }
    await client.query("COMMIT");
    await client.query("ANALYZE");
    return seeded;
  });
}

async function readRow<Row>(databaseUrl: string, table: string, id: string): Promise<Row> {
  return withClient(databaseUrl, async (client) => {
    const [row] = (await client.query(`select * from ${table} where id = $1`, [id])).rows;
    if (!row) throw new Error(`No ${table} row ${id}`);
    return row as Row;
  });
}

/** Throws unless the statements built for the baseline are those the application sent. */
function assertSameStatements(
  recorded: Partial<Record<ConfirmStatement, RecordedQuery>>,
  built: Partial<Record<ConfirmStatement, StatementToSend>>,
) {
  for (const [name, query] of Object.entries(built)) {
    const sent = recorded[name as ConfirmStatement];
    const [app, raw] = [JSON.stringify(sent?.params), JSON.stringify(query.values)];
    if (sent?.text !== query.text || app !== raw) {
      throw new Error(`The baseline's ${name} differs:\napp: ${sent?.text} ${app}\nraw: ${raw}`);
    }
  }
}

/**
 * Confirms two registrations of an event with one place through the application's own
 * registration service (its built code) on a pool that keeps each statement: the first takes the
 * place, the second joins the waiting list. Checks that the baseline's statements, given the same
 * registration, are the very text and parameters the application sent.
 */
async function recordConfirmSql(
  databaseUrl: string,
  secretKey: string,
  [first, second]: SeededConfirmation[],
): Promise<RecordedConfirmSql> {
  if (!first || !second) throw new Error("The recording needs two registrations");
  const { pool, db, recorded } = openRecordingDatabase(databaseUrl);
  // The mail worker's reads on a pool of their own, so they are not among the recorded.
  const workerPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const queue = await startJobQueue(workerPool, () => {});
  try {
    const config = loadConfig({ SECRET_KEY: secretKey });
    const mail = createRegistrationMail({
      repository: createRegistrationsRepository(
        drizzle({ client: workerPool, schema }) as unknown as Database,
      ),
      mailer: createMailer(config, { info() {} }),
      config,
      secretKey,
      logger: { warn() {}, error() {} },
    });
    await mail.start(Promise.resolve(queue));
    const repository = createRegistrationsRepository(db);
    const service = createRegistrationPublicService({
      publicRepository: createRegistrationPublicRepository(db),
      registrations: repository,
      life: createRegistrationLife({ repository, mail }),
      mail,
      proofOfWork: createProofOfWork({ secretKey, maxNumber: config.REGISTRATION_POW_MAX_NUMBER }),
      secretKey,
      defaultLanguage: config.DEFAULT_LANGUAGE,
    });
    const origin: ConfirmOrigin = { ip: "192.0.2.1", userAgent: "recording agent" };
    const take = async <Path extends readonly ConfirmStatement[]>(
      confirmation: SeededConfirmation,
      statementPath: Path,
    ) => {
      const before = await readRow<RegistrationRow>(databaseUrl, "registrations", confirmation.id);
      recorded.length = 0;
      await service.confirm(
        { ip: origin.ip, headers: { "user-agent": origin.userAgent ?? undefined } },
        { confirmation_token: confirmation.token, code: confirmation.code },
      );
      if (recorded.length !== statementPath.length) {
        throw new Error(
          `Expected ${statementPath.length} statements of a confirmation, got ${recorded.length}:\n` +
            recorded.map((query) => query.text.slice(0, 100)).join("\n"),
        );
      }
      const after = await readRow<RegistrationRow>(databaseUrl, "registrations", confirmation.id);
      const statements = Object.fromEntries(
        statementPath.map((name, index) => [name, recorded[index]]),
      ) as Record<Path[number], RecordedQuery>;
      return { before, after, statements };
    };
    const registered = await take(first, REGISTERED_PATH);
    const waiting = await take(second, WAITING_PATH);
    for (const name of WAITING_PATH.filter((statement) => statement in registered.statements)) {
      const [one, other] = [registered.statements, waiting.statements].map(
        (statements) => (statements as Record<string, RecordedQuery>)[name]?.text,
      );
      if (one !== other) throw new Error(`Two texts of ${name}:\n${one}\n${other}`);
    }
    const sql = { ...waiting.statements, ...registered.statements };
    const built = confirmStatements(sql);
    const participant = await readRow<ParticipantRow>(
      databaseUrl,
      "participants",
      registered.after.participant_id ?? "",
    );
    const { before, after } = registered;
    const eventId = before.event_id;
    assertSameStatements(registered.statements, {
      find: built.find(before.id),
      begin: built.begin(),
      lockEvent: built.lockEvent(eventId),
      findForUpdate: built.findForUpdate(eventId, before.id),
      countPlaces: built.countPlaces(eventId),
      mailboxes: built.mailboxes(before),
      takenUsernames: built.takenUsernames(eventId, [wantedUsername(before)]),
      insertParticipant: built.insertParticipant({
        ...participant,
        consent: before.consent,
        answers: before.answers,
      }),
      settle: built.settle({
        at: after.confirmed_at ?? new Date(Number.NaN),
        registrationId: before.id,
        state: "registered",
        participantId: participant.id,
        waitingRank: null,
      }),
      auditTwo: built.audit(confirmationRecords(before, after, participant), origin),
      enqueue: built.enqueue(before.id, "ticket"),
      commit: built.commit(),
    });
    const { before: waitingBefore, after: waitingAfter } = waiting;
    assertSameStatements(waiting.statements, {
      find: built.find(waitingBefore.id),
      mailboxes: built.mailboxes(waitingBefore),
      settle: built.settle({
        at: waitingAfter.confirmed_at ?? new Date(Number.NaN),
        registrationId: waitingBefore.id,
        state: "waiting",
        participantId: null,
        waitingRank: 1,
      }),
      auditOne: built.audit(confirmationRecords(waitingBefore, waitingAfter, undefined), origin),
      enqueue: built.enqueue(waitingBefore.id, "waiting"),
      waitingPosition: built.waitingPosition(waitingAfter),
    });
    return sql;
  } finally {
    await stopJobQueue(queue, { timeout: 5_000 });
    await workerPool.end();
    await pool.end();
  }
}

/** A caller's address of its own, so the per-address limit counts each confirmation once. */
function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
let addressesGiven = 0;

/** Confirms one registration; throws unless it answers 200, registered or on the waiting list. */
async function confirmOne(
  server: RunningServer,
  agent: Agent,
  confirmation: SeededConfirmation,
  address: string,
): Promise<{ status: "registered" | "waiting"; body: string }> {
  const { hostname, port } = new URL(server.url);
  const body = JSON.stringify({ confirmation_token: confirmation.token, code: confirmation.code });
  const answer = await sendForAnswer(
    {
      hostname,
      port,
      agent,
      method: "POST",
      path: PATH,
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "user-agent": "events-bench",
        "x-forwarded-for": address,
      },
    },
    (sent) => sent.end(body),
  );
  const outcome =
    answer.status === 200 ? (JSON.parse(answer.body) as PublicRegistrationOutcome) : undefined;
  if (outcome?.status !== "registered" && outcome?.status !== "waiting") {
    throw new Error(`${server.url}${PATH} answered ${answer.status} ${answer.body}`);
  }
  return { status: outcome.status, body: answer.body };
}

interface RoundFigures {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  registered: number;
  waiting: number;
}

/** REGISTRATION_CONNECTIONS callers, each confirming the next registration once answered. */
async function confirmRound(
  server: RunningServer,
  confirmations: readonly SeededConfirmation[],
): Promise<RoundFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: REGISTRATION_CONNECTIONS });
  const latencies: number[] = [];
  const outcomes = { registered: 0, waiting: 0 };
  let next = 0;
  const started = performance.now();
  const caller = async () => {
    for (let item = confirmations[next++]; item; item = confirmations[next++]) {
      addressesGiven += 1;
      const sent = performance.now();
      const { status } = await confirmOne(server, agent, item, addressOf(addressesGiven));
      latencies.push(performance.now() - sent);
      outcomes[status] += 1;
    }
  };
  await Promise.all(Array.from({ length: REGISTRATION_CONNECTIONS }, caller));
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    perSecond: confirmations.length / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    ...outcomes,
  };
}

/** What an event's confirmations left in the database. */
async function placesOf(databaseUrl: string, eventId: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{
      participants: number;
      registered: number;
      waiting: number;
      other: number;
      log_entries: number;
      mail_jobs: number;
    }>(
      `select
         (select count(*) from participants where event_id = $1)::int as participants,
         (count(*) filter (where state = 'registered'))::int as registered,
         (count(*) filter (where state = 'waiting'))::int as waiting,
         (count(*) filter (where state not in ('registered', 'waiting')))::int as other,
         (select count(*) from audit_log where event_id = $1)::int as log_entries,
         (select count(*) from pgboss.job
          where name = 'registration-mail'
            and data ->> 'registrationId' in (select id::text from registrations where event_id = $1)
         )::int as mail_jobs
       from registrations where event_id = $1`,
      [eventId],
    );
    const [row] = rows;
    if (!row) throw new Error("An aggregate answers one row");
    return row;
  });
}

/**
 * What the round left that it should not have, or null: each place sold once (a participant and
 * two log entries each), the rest on the waiting list (one entry each), an e-mail for everyone,
 * and as many of each outcome answered.
 */
async function faultOfRound(
  databaseUrl: string,
  plan: EventPlan,
  round: RoundFigures,
): Promise<string | null> {
  const found = await placesOf(databaseUrl, plan.eventId);
  const waiting = plan.registrations - plan.capacity;
  const isExact =
    found.participants === plan.capacity &&
    found.registered === plan.capacity &&
    found.waiting === waiting &&
    found.other === 0 &&
    found.log_entries === 2 * plan.capacity + waiting &&
    found.mail_jobs === plan.registrations &&
    round.registered === plan.capacity &&
    round.waiting === waiting;
  return isExact
    ? null
    : `${plan.capacity} places, ${plan.registrations} confirmed: ` +
        `${JSON.stringify(found)}, answered ${JSON.stringify(round)}`;
}

/**
 * The rows an event's confirmations wrote, as text, with what differs from database to database
 * (ids, times, check-in codes) left out: the same work on both sides is the same text.
 */
async function workOf(databaseUrl: string, eventId: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ work: string }>(
      `select json_build_object(
         'participants', (select json_agg(json_build_object('name', name, 'email', email,
             'phone', phone, 'username', username, 'role', participant_role, 'status', status,
             'consent', consent - 'given_at', 'answers', answers) order by email)
           from participants where event_id = $1),
         'registrations', (select json_agg(json_build_object('email', email, 'state', state,
             'has_participant', participant_id is not null, 'code_hash', code_hash,
             'waiting', waiting_since is not null, 'confirmed', confirmed_at is not null)
             order by email)
           from registrations where event_id = $1),
         'log', (select json_agg(json_build_object('action', action, 'entity', entity_type,
             'actor', actor_role, 'ip', ip, 'user_agent', user_agent,
             'changes', regexp_replace(changes::text,
               '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'id', 'g'))
             order by entity_id is null, action, entity_type, ip)
           from audit_log where event_id = $1),
         'mail', (select json_agg(json_build_object('kind', data ->> 'kind',
             'retry_limit', retry_limit, 'retry_delay', retry_delay,
             'retry_backoff', retry_backoff) order by data ->> 'kind')
           from pgboss.job where name = 'registration-mail'
             and data ->> 'registrationId' in
               (select id::text from registrations where event_id = $1))
       )::text as work`,
      [eventId],
    );
    return rows[0]?.work ?? "";
  });
}

/**
 * Confirms the event's two registrations (one place) one after the other on both sides, from
 * the same addresses: the answers must be the same bytes, the rows written the same rows.
 */
async function compareSides(
  sides: readonly {
    server: RunningServer;
    databaseUrl: string;
    seedOf: (plan: EventPlan) => SeededConfirmation[];
  }[],
  plan: EventPlan,
) {
  const agent = new Agent({ keepAlive: true });
  const answers: string[] = [];
  for (const { server, databaseUrl, seedOf } of sides) {
    const bodies: string[] = [];
    for (const [index, confirmation] of seedOf(plan).entries()) {
      bodies.push((await confirmOne(server, agent, confirmation, `192.0.2.${10 + index}`)).body);
    }
    answers.push(`${bodies.join("\n")}\n${await workOf(databaseUrl, plan.eventId)}`);
  }
  agent.destroy();
  const [app, raw] = answers;
  if (app !== raw) {
    throw new Error(`The baseline's confirmations differ:\napp: ${app}\nraw: ${raw}`);
  }
}

/** Resolves once the application's registration e-mails are all sent; answers the wait in s. */
async function waitForMail(databaseUrl: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const left = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ left: number }>(
        `select count(*)::int as left from pgboss.job
         where name = 'registration-mail' and state in ('created', 'retry', 'active')`,
      );
      return rows[0]?.left ?? 0;
    });
    if (left === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > MAIL_WAIT_MS) {
      throw new Error(`${left} registration e-mails still unsent after ${MAIL_WAIT_MS} ms`);
    }
    await sleep(100);
  }
}

export interface RegistrationFigures {
  /** Each round's confirmations a second of the application / of the baseline. */
  roundRatios: number[];
  appRates: number[];
  rawRates: number[];
  appP99Ms: number[];
  rawP99Ms: number[];
  appP50Ms: number[];
  rawP50Ms: number[];
  /** Seconds after each application round until its e-mails were all sent. */
  mailSeconds: number[];
  /** Each round, on either side, that sold other than its places; none when all were exact. */
  faults: string[];
  /** The application's rate limits the bench lifted, and how. */
  limits: string;
}

/** Both sides' databases, migrated by a first start of the application, the same seed in each. */
async function prepareSides(workDir: string, secretKey: string, plans: readonly EventPlan[]) {
  const databases: BenchDatabase[] = [];
  const seeds: SeededConfirmation[][][] = [];
  for (const side of ["app", "raw"]) {
    const database = await createBenchDatabase(benchAdminUrl());
    databases.push(database);
    const dataDir = path.join(workDir, `registration-${side}`);
    await (
      await startApp({ dataDir, databaseUrl: database.url, env: { SECRET_KEY: secretKey } })
    ).stop();
    seeds.push(await seedEvents(database.url, secretKey, plans));
  }
  return { databases, seeds };
}

export async function measureRegistration(options: {
  workDir: string;
  rounds: number;
}): Promise<RegistrationFigures> {
  const secretKey = randomBytes(32).toString("base64url");
  const recording = planOf(2, 1);
  const comparing = planOf(2, 1);
  const warmUp = planOf(WARM_UP_REGISTRATIONS);
  const measured = Array.from({ length: options.rounds }, () => planOf(REGISTRATIONS_PER_ROUND));
  const plans = [recording, comparing, warmUp, ...measured];
  const { databases, seeds } = await prepareSides(options.workDir, secretKey, plans);
  const running: RunningServer[] = [];
  try {
    const [appDatabase, rawDatabase] = databases;
    const [appSeed, rawSeed] = seeds;
    if (!appDatabase || !rawDatabase || !appSeed || !rawSeed) throw new Error("No databases");
    const seedIn = (side: SeededConfirmation[][]) => (plan: EventPlan) =>
      side[plans.indexOf(plan)] ?? [];
    const recordedFile = path.join(options.workDir, "recorded-registration-sql.json");
    const sql = await recordConfirmSql(rawDatabase.url, secretKey, seedIn(rawSeed)(recording));
    await writeFile(recordedFile, JSON.stringify(sql));
    const trust = { SECRET_KEY: secretKey, TRUST_PROXY: TRUSTED_PROXY };
    const app = await startApp({
      dataDir: path.join(options.workDir, "registration-app"),
      databaseUrl: appDatabase.url,
      env: trust,
    });
    running.push(app);
    const raw = await startProcess(
      ["--import", "tsx", "bench/src/raw-registration-server.ts"],
      { ...trust, DATABASE_URL: rawDatabase.url, RECORDED_SQL_FILE: recordedFile },
      "/api/health",
    );
    running.push(raw);
    const sides = [
      { server: app, databaseUrl: appDatabase.url, seedOf: seedIn(appSeed) },
      { server: raw, databaseUrl: rawDatabase.url, seedOf: seedIn(rawSeed) },
    ];
    await compareSides(sides, comparing);
    // The application's own e-mails are sent before each round of the baseline and after the
    // warm-up, so no side's round shares the machine with the other's work.
    const faults: string[] = [];
    const mailSeconds: number[] = [];
    const runRound = async (plan: EventPlan) => {
      const figures: RoundFigures[] = [];
      for (const side of sides) {
        const round = await confirmRound(side.server, side.seedOf(plan));
        if (side.server === app) mailSeconds.push(await waitForMail(appDatabase.url));
        const fault = await faultOfRound(side.databaseUrl, plan, round);
        if (fault) faults.push(`${side.server === app ? "app" : "raw"}: ${fault}`);
        figures.push(round);
      }
      return figures;
    };
    await runRound(warmUp);
    mailSeconds.length = 0;
    const appRounds: RoundFigures[] = [];
    const rawRounds: RoundFigures[] = [];
    for (const plan of measured) {
      const [appRound, rawRound] = await runRound(plan);
      if (!appRound || !rawRound) throw new Error("A side did not run");
      appRounds.push(appRound);
      rawRounds.push(rawRound);
    }
    return {
      roundRatios: appRounds.map(
        (round, index) => round.perSecond / (rawRounds[index]?.perSecond ?? Number.NaN),
      ),
      appRates: appRounds.map((round) => round.perSecond),
      rawRates: rawRounds.map((round) => round.perSecond),
      appP99Ms: appRounds.map((round) => round.p99Ms),
      rawP99Ms: rawRounds.map((round) => round.p99Ms),
      appP50Ms: appRounds.map((round) => round.p50Ms),
      rawP50Ms: rawRounds.map((round) => round.p50Ms),
      mailSeconds,
      faults,
      limits:
        `the per-address limit of the confirm (${REGISTRATION_RATE_LIMITS.confirmPerIp.max} a minute) ` +
        `by TRUST_PROXY=${TRUSTED_PROXY} and an X-Forwarded-For of its own on each request; ` +
        `its per-token limit (${REGISTRATION_RATE_LIMITS.confirmPerToken.max}) is not reached, ` +
        "each token being sent once; REGISTRATIONS_PER_EVENT_PER_MINUTE limits the form's submit, " +
        "which this step is not, and is left as it is",
    };
  } finally {
    for (const server of running.reverse()) await server.stop();
    for (const database of databases) await database.drop();
  }
}

const ms = (values: number[]) =>
  `${median(values).toFixed(1)} ms (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} ms)`;

/** The scenario's lines and checks, with the caller's check (main.ts's, or the script's alone). */
export function reportRegistration(figures: RegistrationFigures, check: Check) {
  const perSecond = (values: number[]) => `${median(values).toFixed(0)} registrations/s`;
  console.log(`     registration: lifted ${figures.limits}`);
  console.log(
    `     confirm, ${REGISTRATION_CONNECTIONS} connections, one event, ` +
      `${REGISTRATIONS_PER_ROUND} a round (half registered, half waiting): ` +
      `app ${perSecond(figures.appRates)}, p50 ${ms(figures.appP50Ms)}, p99 ${ms(figures.appP99Ms)}; ` +
      `raw ${perSecond(figures.rawRates)}, p50 ${ms(figures.rawP50Ms)}, p99 ${ms(figures.rawP99Ms)}; ` +
      `the app's e-mails all sent ${median(figures.mailSeconds).toFixed(1)} s after its round`,
  );
  check(
    `registrations/s confirming at ${REGISTRATION_CONNECTIONS} connections on one event vs raw Fastify + pg`,
    ratios(figures.roundRatios),
    "≥ 0.5x",
    median(figures.roundRatios) >= 0.5,
  );
  const p99Ratios = figures.appP99Ms.map(
    (p99, round) => p99 / (figures.rawP99Ms[round] ?? Number.NaN),
  );
  // A caller's wait at 100 connections is mostly the queue before it (100 / the rate), so it is
  // judged against the baseline's on the same machine rather than in milliseconds.
  check(
    `registration confirm p99 at ${REGISTRATION_CONNECTIONS} connections vs raw Fastify + pg`,
    `${ms(figures.appP99Ms)} vs ${ms(figures.rawP99Ms)}, ${ratios(p99Ratios)}`,
    "≤ 2x",
    median(p99Ratios) <= 2,
  );
  checkExact(
    check,
    "places after each round: participants = capacity, the rest waiting, on both sides",
    figures.faults,
  );
}
