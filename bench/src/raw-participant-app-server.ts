// The participants' app's baseline: Fastify with nothing but pg and the application's
// compression, sending the application's recorded SQL and writing the same JSON with the
// application's presenters, order and clash rule (plain work that writing it out here would cost
// the same). What the application spends beyond this is its own overhead.
import { readFileSync } from "node:fs";
import { findBookmarkClashes } from "@events/contract";
import {
  presentAgendaSession,
  presentMyEvent,
} from "@events/server/dist/modules/me-events/me-events.presenter.js";
import type {
  AgendaSessionRow,
  MyEventRow,
} from "@events/server/dist/modules/me-events/me-events.repository.js";
import { orderMyEvents } from "@events/server/dist/modules/me-events/my-events-order.js";
import { hashToken } from "@events/server/dist/security/tokens.js";
import type { FastifyRequest } from "fastify";
import pg from "pg";
import type { FilledQuery, ParticipantAppSql, ParticipantAppValues } from "./participant-app.js";
import { createRawApp, sendJson, WALL_CLOCK_TYPES } from "./raw-baseline.js";

const sql = JSON.parse(
  readFileSync(process.env.RECORDED_SQL_FILE ?? "", "utf8"),
) as ParticipantAppSql;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const types = WALL_CLOCK_TYPES;

function queryOf(query: FilledQuery, values: Partial<ParticipantAppValues>) {
  const params = query.params.map((recorded, index) => {
    const source = query.fills[index];
    return source ? values[source] : recorded;
  });
  // Named as the application names it: pg then prepares it once per connection, as there.
  const name = query.name ? { name: query.name } : {};
  return { ...name, text: query.text, values: params, types };
}

/** The rows as arrays of values, in select order. */
function run(query: FilledQuery, values: Partial<ParticipantAppValues>) {
  return pool.query<unknown[]>({ ...queryOf(query, values), rowMode: "array" });
}

/** The rows as objects keyed by column name. */
async function runForObjects<Row extends pg.QueryResultRow>(
  query: FilledQuery,
  values: Partial<ParticipantAppValues>,
): Promise<Row[]> {
  return (await pool.query<Row>(queryOf(query, values))).rows;
}

/** The signed-in person's e-mail, from the app session the Bearer token names. */
async function signedInEmail(request: FastifyRequest): Promise<string | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!token) return undefined;
  const result = await run(sql.session, { tokenHash: hashToken(token) });
  const [row] = result.rows;
  if (!row) return undefined;
  const column = (name: string) => row[result.fields.findIndex((field) => field.name === name)];
  if ((column("expires_at") as Date).getTime() <= Date.now()) return undefined;
  return column("email") as string;
}

const app = await createRawApp();

app.get("/api/me/events", async (request, reply) => {
  const email = await signedInEmail(request);
  if (!email) return reply.code(401).send({ error: "Not authenticated" });
  const rows = await runForObjects<MyEventRow>(sql.events, { email });
  return sendJson(
    reply,
    JSON.stringify({ events: orderMyEvents(rows.map(presentMyEvent), new Date()) }),
  );
});

app.get<{ Params: { eventId: string } }>(
  "/api/me/events/:eventId/sessions",
  async (request, reply) => {
    const email = await signedInEmail(request);
    if (!email) return reply.code(401).send({ error: "Not authenticated" });
    const { eventId } = request.params;
    const [found] = (await run(sql.personInEvent, { email, eventId })).rows;
    if (!found) return reply.code(404).send({ error: "Event not found" });
    const participantId = found[1] as string;
    const [zone, rows] = await Promise.all([
      run(sql.timeZone, { eventId }),
      runForObjects<AgendaSessionRow>(sql.agenda, { eventId, participantId }),
    ]);
    const timeZone = zone.rows[0]?.[0] as string | undefined;
    if (timeZone === undefined) return reply.code(404).send({ error: "Event not found" });
    const clashes = findBookmarkClashes(rows);
    const sessions = rows.map((row) => presentAgendaSession(row, clashes.get(row.id) ?? []));
    return sendJson(reply, JSON.stringify({ time_zone: timeZone, sessions }));
  },
);

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
