// npm run soak: the built server under load on the real PostgreSQL. 100 connections
// read the events list for 60 s, then 50 connections add participants for 30 s. It passes when
// no request fails, none answers 5xx or times out, and the participant rows that exist
// afterwards are exactly the 201 answers. Not part of npm test: it takes two minutes of both
// cores.
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { availableParallelism, cpus } from "node:os";
import path from "node:path";
import { hashPassword } from "@events/server/dist/security/passwords.js";
import autocannon, { type Result } from "autocannon";
import { prepareRun, seed, withClient } from "./database.js";
import { type RunningServer, startApp } from "./processes.js";

const READ_CONNECTIONS = Number(process.env.SOAK_READ_CONNECTIONS ?? 100);
const READ_SECONDS = Number(process.env.SOAK_READ_SECONDS ?? 60);
const WRITE_CONNECTIONS = Number(process.env.SOAK_WRITE_CONNECTIONS ?? 50);
const WRITE_SECONDS = Number(process.env.SOAK_WRITE_SECONDS ?? 30);
// A request still unanswered after this long counts as timed out (autocannon's own clock).
const TIMEOUT_SECONDS = 10;

interface RoundFigures {
  requests: number;
  byStatus: Record<string, number>;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
}

function figuresOf(result: Result): RoundFigures {
  const byStatus: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    byStatus[status] = stat?.count ?? 0;
  }
  return {
    requests: result.requests.total,
    byStatus,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    perSecond: result.requests.average,
  };
}

function describe(name: string, figures: RoundFigures): string {
  const statuses = Object.entries(figures.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  return (
    `${name}: ${figures.requests} requests (${Math.round(figures.perSecond)}/s), ${statuses}; ` +
    `${figures.errors} errors, ${figures.timeouts} timeouts; latency p50 ${figures.p50} ms, ` +
    `p99 ${figures.p99} ms, max ${figures.max} ms`
  );
}

/**
 * `connections` loops, each sending a request as soon as its last is answered, until `seconds`
 * have passed; the requests in flight then are waited for, so every request is accounted for.
 */
async function timedWorkers(
  connections: number,
  seconds: number,
  send: (signal: AbortSignal) => Promise<number>,
): Promise<RoundFigures> {
  const deadline = performance.now() + seconds * 1000;
  const byStatus: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  async function loop() {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const status = await send(AbortSignal.timeout(TIMEOUT_SECONDS * 1000));
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        latencies.push(performance.now() - started);
      } catch (error) {
        if ((error as Error).name === "TimeoutError") timeouts += 1;
        else errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((first, second) => first - second);
  const at = (fraction: number) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? 0,
    );
  return {
    requests: latencies.length + errors + timeouts,
    byStatus,
    errors,
    timeouts,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    perSecond: latencies.length / seconds,
  };
}

const serverErrors = (figures: RoundFigures) =>
  Object.entries(figures.byStatus)
    .filter(([status]) => status.startsWith("5"))
    .reduce((sum, [, count]) => sum + count, 0);

const { workDir, database } = await prepareRun("events-soak-");
let app: RunningServer | undefined;
const failures: string[] = [];

try {
  console.log(
    `Machine: ${cpus()[0]?.model ?? "unknown CPU"}, ${availableParallelism()} cores, Node ${process.version}`,
  );
  const dataDir = path.join(workDir, "data");
  await (await startApp({ dataDir, databaseUrl: database.url })).stop();
  const seeded = await seed(database.url, await hashPassword("soak password"));
  app = await startApp({ dataDir, databaseUrl: database.url });
  const authorization = `Bearer ${seeded.token}`;

  const reads = figuresOf(
    await autocannon({
      url: `${app.url}/api/events/get-all-events`,
      headers: { authorization },
      connections: READ_CONNECTIONS,
      duration: READ_SECONDS,
      timeout: TIMEOUT_SECONDS,
    }),
  );
  console.log(
    describe(`Events list, ${READ_CONNECTIONS} connections for ${READ_SECONDS} s`, reads),
  );
  const readNon2xx = reads.requests - (reads.byStatus["200"] ?? 0);
  if (reads.errors > 0 || reads.timeouts > 0 || readNon2xx > 0) {
    failures.push(
      `events list: ${reads.errors} errors, ${reads.timeouts} timeouts, ${readNon2xx} not 200`,
    );
  }

  const eventId = randomUUID();
  await withClient(database.url, (client) =>
    client.query(
      "insert into events (id, event_name, event_type) values ($1, 'Soak Summit', 'Conference')",
      [eventId],
    ),
  );
  // Not autocannon: it drops the requests in flight when time is up, and those may still have
  // added their participant; here every request sent is answered or counted as failed.
  const writes = await timedWorkers(WRITE_CONNECTIONS, WRITE_SECONDS, async (signal) => {
    const unique = randomUUID();
    const response = await fetch(`${app?.url}/api/participants/create-single`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({
        event_id: eventId,
        name: `Soak Guest ${unique.slice(0, 8)}`,
        email: `guest.${unique}@example.com`,
        username: `guest-${unique}`,
        participant_role: "attendee",
      }),
      signal,
    });
    await response.arrayBuffer();
    return response.status;
  });
  console.log(
    describe(
      `Participant creation, ${WRITE_CONNECTIONS} connections for ${WRITE_SECONDS} s`,
      writes,
    ),
  );
  const created = writes.byStatus["201"] ?? 0;
  const rows = await withClient(database.url, async (client) => {
    const result = await client.query<{ count: number }>(
      "select count(*)::int as count from participants where event_id = $1",
      [eventId],
    );
    return result.rows[0]?.count ?? 0;
  });
  console.log(`Participant rows afterwards: ${rows}; 201 answers: ${created}`);
  const writeNon201 = writes.requests - created;
  if (writes.errors > 0 || writes.timeouts > 0 || writeNon201 > 0) {
    failures.push(
      `participant creation: ${writes.errors} errors, ${writes.timeouts} timeouts, ${writeNon201} not 201`,
    );
  }
  if (rows !== created) failures.push(`${rows} participant rows for ${created} answers 201`);
  const fiveHundreds = serverErrors(reads) + serverErrors(writes);
  if (fiveHundreds > 0) failures.push(`${fiveHundreds} answers 5xx`);
} finally {
  await app?.stop();
  await database.drop();
  await rm(workDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nSoak FAILED:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
} else {
  console.log("\nSoak passed: no errors, no 5xx, no timeouts; every 201 is a row.");
}
