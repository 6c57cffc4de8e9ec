// The door's baseline: Fastify with nothing but pg, answering a paired device's sync of queued
// scans with one transaction of the application's recorded statements
// (door-check-in-statements.ts). The device is found as the application finds it: its session
// by the cookie's token hash (touched once a minute), its CSRF value checked with the
// application's own function. What the application spends beyond this (schema validation, its
// framework, drizzle, the answer's serializer) is its own.
import { readFileSync } from "node:fs";
import {
  type CheckInSyncRequest,
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
} from "@events/contract";
import { sessionLimitsOf } from "@events/server/dist/modules/auth/auth.service.js";
import { csrfValues, sessionLife } from "@events/server/dist/security/session-life.js";
import { hashToken } from "@events/server/dist/security/tokens.js";
import type { FastifyRequest } from "fastify";
import pg from "pg";
import {
  type DoorCaller,
  doorStatements,
  type NamedStatement,
  NotMeasured,
  type RecordedDoorSql,
  syncInOneTransaction,
} from "./door-check-in-statements.js";
import { createRawApp, sendJson, WALL_CLOCK_TYPES } from "./raw-baseline.js";

const statements = doorStatements(
  JSON.parse(readFileSync(process.env.RECORDED_SQL_FILE ?? "", "utf8")) as RecordedDoorSql,
);
const csrf = csrfValues(process.env.SECRET_KEY ?? "", "");
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function runOn(on: pg.Pool | pg.PoolClient, statement: NamedStatement) {
  return on.query<unknown[]>({ ...statement, types: WALL_CLOCK_TYPES, rowMode: "array" });
}

function cookiesOf(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? "").split(";").flatMap((pair) => {
      const at = pair.indexOf("=");
      return at < 0 ? [] : [[pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1))]];
    }),
  );
}

interface Session {
  id: string;
  token_hash: string;
  last_used_at: Date;
  expires_at: Date;
  device_event_id: string | null;
}

/** The device's session and user, else why the request is refused. */
async function signedIn(request: FastifyRequest): Promise<DoorCaller | 401 | 403> {
  const cookies = cookiesOf(request.headers.cookie);
  const token = cookies.get(SESSION_COOKIE);
  if (!token) return 401;
  const result = await runOn(pool, statements.session(hashToken(token)));
  const [cells] = result.rows;
  if (!cells) return 401;
  // The join selects the session's columns, then the user's, each starting with its id.
  const userStart = result.fields.findIndex((field, index) => index > 0 && field.name === "id");
  const columns = (from: number, to: number) =>
    Object.fromEntries(
      result.fields.slice(from, to).map((field, index) => [field.name, cells[from + index]]),
    );
  const session = columns(0, userStart) as unknown as Session;
  const user = columns(userStart, result.fields.length) as unknown as DoorCaller["user"];
  const now = new Date();
  const life = sessionLife(session, now, sessionLimitsOf(session).idleSeconds);
  if (life === "ended") return 401;
  if (life === "touch") await runOn(pool, statements.touchSession(session.id, now));
  const header = request.headers[CSRF_HEADER.toLowerCase()];
  if (
    !csrf.isValid(
      session,
      cookies.get(CSRF_COOKIE),
      typeof header === "string" ? header : undefined,
    )
  ) {
    return 403;
  }
  return {
    user: { id: user.id, name: user.name, type: user.type },
    session: { id: session.id, device_event_id: session.device_event_id },
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
  };
}

const app = await createRawApp();

app.post<{ Body: CheckInSyncRequest }>(
  "/api/participants/check-in/sync",
  async (request, reply) => {
    const caller = await signedIn(request);
    if (caller === 401 || caller === 403)
      return reply.code(caller).send({ error: "Not signed in" });
    const client = await pool.connect();
    try {
      const results = await syncInOneTransaction(
        async (statement) => (await runOn(client, statement)).rows,
        statements,
        caller,
        request.body,
        new Date(),
      );
      return sendJson(reply, JSON.stringify({ results }));
    } catch (error) {
      await client.query("rollback");
      if (error instanceof NotMeasured) return reply.code(409).send({ error: error.message });
      throw error;
    } finally {
      client.release();
    }
  },
);

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
