import { randomBytes, randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createAccessKernel } from "@events/server/dist/access/access-kernel.js";
import { createAppSignInRepository } from "@events/server/dist/modules/app-sign-in/app-sign-in.repository.js";
import { createMeEventsRepository } from "@events/server/dist/modules/me-events/me-events.repository.js";
import { hashToken } from "@events/server/dist/security/tokens.js";
import { insertSampleEvents } from "@events/server/dist/test/sample-events.js";
import { signedInBrowserHeaders } from "./browser-headers.js";
import { withClient } from "./database.js";
import { requireSameAnswer } from "./lists.js";
import { median, ratesInTurn } from "./load.js";
import { type RunningServer, startProcess } from "./processes.js";
import { openRecordingDatabase, type RecordedQuery } from "./recorded-sql.js";
import { ratios } from "./report.js";
import type { Check } from "./run-alone.js";

// The participants' app's two lists a phone asks for most, at the sizes the issue names: the
// person's events at 200 events, and one event's agenda at 500 sessions with some of them
// bookmarked. Each against a raw Fastify + pg server sending the application's recorded SQL.

export const MY_EVENTS = 200;
export const AGENDA_SESSIONS = 500;
/** Every BOOKMARK_EVERY-th session is bookmarked: enough for clashes among them. */
const BOOKMARK_EVERY = 7;
/** Each event's other participants, so the person's rows are found among many. */
const OTHERS_PER_EVENT = 50;

/** The values a request brings; a recorded statement's parameter equal to one is replaced. */
export interface ParticipantAppValues {
  tokenHash: string;
  email: string;
  eventId: string;
  participantId: string;
}

/** A recorded statement, each parameter either its recorded value or one of the request's. */
export interface FilledQuery extends RecordedQuery {
  fills: (keyof ParticipantAppValues | null)[];
}

/** The statements of both lists, in the order the application sends them. */
export interface ParticipantAppSql {
  session: FilledQuery;
  events: FilledQuery;
  personInEvent: FilledQuery;
  timeZone: FilledQuery;
  agenda: FilledQuery;
}

interface Seeded {
  token: string;
  values: ParticipantAppValues;
}

/**
 * A person in MY_EVENTS events in four zones, half of them past, among other participants; the
 * first event with AGENDA_SESSIONS sessions (a tenth with a document), every seventh bookmarked;
 * the person signed in to the app with a Bearer token.
 */
async function seedParticipantApp(databaseUrl: string): Promise<Seeded> {
  const token = randomBytes(32).toString("base64url");
  const email = `bench.person.${randomUUID().slice(0, 8)}@example.com`;
  const eventIds = Array.from({ length: MY_EVENTS }, () => randomUUID());
  const agendaEventId = eventIds[0] ?? "";
  return withClient(databaseUrl, async (client) => {
    await client.query("BEGIN");
    await insertSampleEvents(client, eventIds);
    await client.query(
      `update events set
         time_zone = (array['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'])[n % 4 + 1],
         event_datetime = event_datetime - case when n % 2 = 0 then interval '400 days' else interval '0' end,
         end_datetime = end_datetime - case when n % 2 = 0 then interval '400 days' else interval '0' end
       from unnest($1::uuid[]) with ordinality as t(event_id, n) where events.id = t.event_id`,
      [eventIds],
    );
    await client.query(
      `insert into participants (event_id, name, email, username)
       select event_id, 'Bench Person', $2, 'bench.person' from unnest($1::uuid[]) as t(event_id)`,
      [eventIds, email],
    );
    await client.query(
      `insert into participants (event_id, name, email, username)
       select event_id, 'Guest ' || n, 'guest' || n || '@example.com', 'guest' || n
       from unnest($1::uuid[]) as t(event_id), generate_series(1, $2::int) as n`,
      [eventIds, OTHERS_PER_EVENT],
    );
    await client.query(
      `insert into event_sessions (event_id, name, description, session_type, start_datetime,
         end_datetime, venue)
       select $1, 'Session ' || n, 'What session ' || n || ' is about, in a sentence or two.',
         (array['keynote', 'workshop', 'panel_discussion', 'meeting'])[n % 4 + 1],
         timestamp '2026-12-02 08:00' + (n / 40) * interval '1 day' + (n % 40) * interval '15 minutes',
         timestamp '2026-12-02 08:00' + (n / 40) * interval '1 day' + (n % 40) * interval '15 minutes'
           + (30 + 15 * (n % 4)) * interval '1 minute',
         'Room ' || (n % 6)
       from generate_series(1, $2::int) as n`,
      [agendaEventId, AGENDA_SESSIONS],
    );
    await client.query(
      `insert into session_documents (session_id, original_filename, storage_key, file_type, file_size)
       select id, 'slides.pdf', 'private/session-documents/' || id || '.pdf', 'application/pdf', 1000
       from event_sessions where event_id = $1 and right(name, 1) = '0'`,
      [agendaEventId],
    );
    const [participant] = (
      await client.query<{ id: string }>(
        "select id from participants where event_id = $1 and email = $2",
        [agendaEventId, email],
      )
    ).rows;
    if (!participant) throw new Error("The bench person is not in the agenda's event");
    await client.query(
      `insert into session_bookmarks (participant_id, session_id)
       select $1, id from event_sessions
       where event_id = $2 and substring(name from 9)::int % $3 = 0`,
      [participant.id, agendaEventId, BOOKMARK_EVERY],
    );
    const [person] = (
      await client.query<{ id: string }>(
        "insert into app_people (email, first_signed_in_at) values ($1, now()) returning id",
        [email],
      )
    ).rows;
    await client.query(
      `insert into app_sessions (person_id, token_hash, expires_at)
       values ($1, $2, now() + interval '1 day')`,
      [person?.id, hashToken(token)],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
    return {
      token,
      values: {
        tokenHash: hashToken(token),
        email,
        eventId: agendaEventId,
        participantId: participant.id,
      },
    };
  });
}

/**
 * Runs the application's own repositories and access kernel on a pool that keeps each statement,
 * noting which parameters are the request's values, so the baseline sends the very same SQL.
 */
async function recordParticipantAppSql(
  databaseUrl: string,
  values: ParticipantAppValues,
): Promise<ParticipantAppSql> {
  const { pool, db, recorded } = openRecordingDatabase(databaseUrl);
  const sources = Object.entries(values) as [keyof ParticipantAppValues, string][];
  const take = async (work: () => Promise<unknown>): Promise<FilledQuery> => {
    recorded.length = 0;
    await work();
    const [only] = recorded;
    if (!only || recorded.length !== 1) {
      throw new Error(`Expected one statement, got ${recorded.length}`);
    }
    return {
      ...only,
      fills: only.params.map((param) => sources.find(([, value]) => value === param)?.[0] ?? null),
    };
  };
  try {
    const access = createAccessKernel(db);
    const repository = createMeEventsRepository(db);
    const caller = { person: { id: randomUUID(), email: values.email } };
    return {
      session: await take(() =>
        createAppSignInRepository(db).findSessionWithPerson(values.tokenHash),
      ),
      events: await take(() =>
        repository.listEvents((column) => access.person.eventsOf(caller, column)),
      ),
      personInEvent: await take(() => access.person.requireEvent(caller, values.eventId)),
      timeZone: await take(() => repository.findTimeZone(values.eventId)),
      agenda: await take(() => repository.listAgenda(values.eventId, values.participantId)),
    };
  } finally {
    await pool.end();
  }
}

export interface ParticipantAppFigures {
  name: string;
  /** Each round's requests per second of the application / of the baseline. */
  roundRatios: number[];
  appRates: number[];
  rawRates: number[];
  /** The size of the answer both sides sent, uncompressed. */
  bytes: number;
}

/**
 * GET /api/me/events and GET /api/me/events/{id}/sessions of one signed-in person, the
 * application against the baseline asked in turn (ratesInTurn); both answers must be the same
 * bytes.
 */
export async function measureParticipantApp(options: {
  app: RunningServer;
  databaseUrl: string;
  workDir: string;
  rounds: number;
  roundSeconds: number;
}): Promise<ParticipantAppFigures[]> {
  const { app, databaseUrl } = options;
  const seeded = await seedParticipantApp(databaseUrl);
  const recordedFile = path.join(options.workDir, "recorded-participant-app-sql.json");
  await writeFile(
    recordedFile,
    JSON.stringify(await recordParticipantAppSql(databaseUrl, seeded.values)),
  );
  const raw = await startProcess(
    ["--import", "tsx", "bench/src/raw-participant-app-server.ts"],
    { DATABASE_URL: databaseUrl, RECORDED_SQL_FILE: recordedFile },
    "/api/health",
  );
  const headers = signedInBrowserHeaders(seeded.token);
  const lists = [
    { name: `my events (${MY_EVENTS} events)`, path: "/api/me/events" },
    {
      name: `my agenda (${AGENDA_SESSIONS} sessions, every ${BOOKMARK_EVERY}th bookmarked)`,
      path: `/api/me/events/${seeded.values.eventId}/sessions`,
    },
  ];
  try {
    const figures: ParticipantAppFigures[] = [];
    for (const list of lists) {
      const bodyOf = async (server: RunningServer) => {
        const response = await fetch(`${server.url}${list.path}`, { headers });
        if (!response.ok) throw new Error(`${server.url}${list.path}: ${response.status}`);
        return response.text();
      };
      const [appBody, rawBody] = [await bodyOf(app), await bodyOf(raw)];
      requireSameAnswer(list.name, appBody, rawBody);
      const rates = await ratesInTurn(
        { app: `${app.url}${list.path}`, raw: `${raw.url}${list.path}` },
        headers,
        { rounds: options.rounds, seconds: options.roundSeconds },
      );
      figures.push({ name: list.name, ...rates, bytes: Buffer.byteLength(appBody) });
    }
    return figures;
  } finally {
    await raw.stop();
  }
}

/** Each list's rates, then its check against the baseline. */
export function reportParticipantApp(figures: ParticipantAppFigures[], check: Check) {
  for (const list of figures) {
    console.log(
      `     ${list.name}: app ${median(list.appRates).toFixed(0)} req/s, ` +
        `raw ${median(list.rawRates).toFixed(0)} req/s (same ${list.bytes} bytes)`,
    );
    check(
      `participants' app, ${list.name} vs raw Fastify + pg`,
      ratios(list.roundRatios),
      "≥ 0.85x",
      median(list.roundRatios) >= 0.85,
    );
  }
}
