import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { Agent } from "node:http";
import path from "node:path";
import { CHECK_IN_MESSAGES } from "@events/contract";
import type { Actor } from "@events/server/dist/audit/actor.js";
import { seedEventWithParticipants, withClient } from "./database.js";
import { CONNECTIONS, percentile } from "./load.js";
import { type RunningServer, startProcess } from "./processes.js";
import { sendForAnswer } from "./raw-request.js";
import { type RecordedSql, recordCheckInByCodeSql } from "./recorded-sql.js";

const SCAN_PATH = "/api/participants/check-in-by-code";
// Long enough for V8 to optimise what a scan runs: after one second, the application's first
// round was its slowest in every run, up to 1.7x the baseline where the others were near 1x.
const WARM_UP_SECONDS = 3;
/** More than either side scans a second on this machine, so the tickets last every round. */
const MOST_SCANS_PER_SECOND = 4_000;

/** Fields of the answer that are the scanned participant's own, so differ from scan to scan. */
const DIFFERS_BY_SCAN = new Set([
  "id",
  "name",
  "email",
  "phone",
  "username",
  "participant_role",
  "checked_in_at",
  "created_date",
  "updated_date",
]);

export interface CheckInScanFigures {
  /** Each round's p50 latency of the application / of the baseline. */
  roundRatios: number[];
  appP50Ms: number[];
  rawP50Ms: number[];
  appScansPerSecond: number[];
  rawScansPerSecond: number[];
}

/** Each ticket's code, handed out once: a second scan would be a repeat, not a check-in. */
function ticketDispenser(codes: string[]) {
  const count = codes.length;
  return () => {
    const code = codes.pop();
    if (!code) throw new Error(`All ${count} tickets were scanned: raise MOST_SCANS_PER_SECOND`);
    return code;
  };
}

/** The signed-in user behind a session token, as the activity log names them. */
async function userOfToken(databaseUrl: string, token: string): Promise<Actor["user"]> {
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const [user] = await withClient(databaseUrl, async (client) => {
    const result = await client.query<Actor["user"]>(
      `select users.id, users.name, users.type from sessions
       join users on users.id = sessions.user_id where sessions.token_hash = $1`,
      [tokenHash],
    );
    return result.rows;
  });
  if (!user) throw new Error("The bench's session has no user");
  return user;
}

/** Scans one ticket; throws unless it is answered as a first check-in. Answers the body. */
export async function scan(
  server: RunningServer,
  agent: Agent,
  headers: Record<string, string>,
  eventId: string,
  code: string,
): Promise<string> {
  const { hostname, port } = new URL(server.url);
  const body = JSON.stringify({ event_id: eventId, code });
  const answer = await sendForAnswer(
    {
      hostname,
      port,
      agent,
      method: "POST",
      path: SCAN_PATH,
      headers: {
        ...headers,
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      },
    },
    (sent) => sent.end(body),
  );
  const parsed = answer.status === 200 ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
  if (parsed.message !== CHECK_IN_MESSAGES.checkedIn || parsed.already_checked_in !== false) {
    throw new Error(`${server.url}: scanning ${code} answered ${answer.status} ${answer.body}`);
  }
  return answer.body;
}

/** CONNECTIONS scanners, each scanning the next ticket as soon as its last is answered. */
async function scanRound(
  server: RunningServer,
  headers: Record<string, string>,
  eventId: string,
  nextTicket: () => string,
  seconds: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const scanner = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      await scan(server, agent, headers, eventId, nextTicket());
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, scanner));
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { p50Ms: percentile(latencies, 0.5), scansPerSecond: latencies.length / elapsedSeconds };
}

/** The answer with the scanned participant's own values replaced by their types. */
function withoutScanValues(body: string): string {
  return JSON.stringify(JSON.parse(body), (key, value: unknown) =>
    DIFFERS_BY_SCAN.has(key) ? typeof value : value,
  );
}

/**
 * The baseline of the check-in by code (raw-server.ts) on the application's statements: those
 * `recorded` holds (its sign-in check's among them) and a first scan's, recorded by checking in
 * the ticket `code` of `eventId` as the token's user.
 */
export async function startCheckInBaseline(options: {
  databaseUrl: string;
  recorded: RecordedSql;
  eventId: string;
  code: string;
  token: string;
  workDir: string;
}): Promise<RunningServer> {
  const { databaseUrl, recorded } = options;
  recorded.checkInByCode = await recordCheckInByCodeSql(databaseUrl, {
    eventId: options.eventId,
    code: options.code,
    user: await userOfToken(databaseUrl, options.token),
  });
  const recordedFile = path.join(options.workDir, "recorded-check-in-sql.json");
  await writeFile(recordedFile, JSON.stringify(recorded));
  return startProcess(
    ["--import", "tsx", "bench/src/raw-server.ts"],
    { DATABASE_URL: databaseUrl, RECORDED_SQL_FILE: recordedFile },
    "/api/health",
  );
}

/**
 * Door scanners checking in by code: the application against a raw Fastify + pg handler that
 * sends the application's recorded statements for a scan, all of them prepared, in alternating
 * rounds, every scan a ticket not scanned before.
 */
export async function measureCheckInScan(options: {
  app: RunningServer;
  databaseUrl: string;
  token: string;
  headers: Record<string, string>;
  /** The list statements main.ts recorded, which the baseline's sign-in check uses too. */
  recordedFile: string;
  workDir: string;
  rounds: number;
  roundSeconds: number;
}): Promise<CheckInScanFigures> {
  const { app, databaseUrl, headers } = options;
  const scanningSeconds = 2 * (options.rounds * options.roundSeconds + WARM_UP_SECONDS);
  // Beside those, one ticket for the recording and one for each side's answer compared.
  const tickets = scanningSeconds * MOST_SCANS_PER_SECOND + 3;
  const eventId = await seedEventWithParticipants(databaseUrl, tickets);
  const codes = await withClient(databaseUrl, async (client) => {
    const result = await client.query<{ check_in_code: string }>(
      "select check_in_code from participants where event_id = $1",
      [eventId],
    );
    return result.rows.map((row) => row.check_in_code);
  });
  const nextTicket = ticketDispenser(codes);

  const raw = await startCheckInBaseline({
    databaseUrl,
    recorded: JSON.parse(await readFile(options.recordedFile, "utf8")) as RecordedSql,
    eventId,
    code: nextTicket(),
    token: options.token,
    workDir: options.workDir,
  });
  try {
    const agent = new Agent({ keepAlive: true });
    const [appAnswer, rawAnswer] = [
      withoutScanValues(await scan(app, agent, headers, eventId, nextTicket())),
      withoutScanValues(await scan(raw, agent, headers, eventId, nextTicket())),
    ];
    agent.destroy();
    if (appAnswer !== rawAnswer) {
      throw new Error(
        `The baseline's check-in answer differs:\napp: ${appAnswer}\nraw: ${rawAnswer}`,
      );
    }
    for (const server of [app, raw]) {
      await scanRound(server, headers, eventId, nextTicket, WARM_UP_SECONDS);
    }
    const appRounds: Awaited<ReturnType<typeof scanRound>>[] = [];
    const rawRounds: Awaited<ReturnType<typeof scanRound>>[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      appRounds.push(await scanRound(app, headers, eventId, nextTicket, options.roundSeconds));
      rawRounds.push(await scanRound(raw, headers, eventId, nextTicket, options.roundSeconds));
    }
    return {
      roundRatios: appRounds.map(
        (appRound, round) => appRound.p50Ms / (rawRounds[round]?.p50Ms ?? Number.NaN),
      ),
      appP50Ms: appRounds.map((round) => round.p50Ms),
      rawP50Ms: rawRounds.map((round) => round.p50Ms),
      appScansPerSecond: appRounds.map((round) => round.scansPerSecond),
      rawScansPerSecond: rawRounds.map((round) => round.scansPerSecond),
    };
  } finally {
    await raw.stop();
  }
}
