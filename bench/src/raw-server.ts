// The baseline: Fastify with nothing but pg and the application's compression, sending the
// application's recorded SQL, prepared as it prepares it, and writing the same JSON. What the application spends beyond this is its own overhead. Rows go through the
// application's presenters, plain field copies that cost what writing them out here would, so the
// baseline's JSON stays the application's as fields are added.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { EventRow, ParticipantRow } from "@events/server/dist/db/schema.js";
import { RESPONSE_COMPRESSION } from "@events/server/dist/http/response-compression.js";
import { presentEvent } from "@events/server/dist/modules/events/events.presenter.js";
import { presentParticipant } from "@events/server/dist/presenters/participant.js";
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import pg from "pg";
import type { RecordedQuery, RecordedSql } from "./recorded-sql.js";

const sql = JSON.parse(readFileSync(process.env.RECORDED_SQL_FILE ?? "", "utf8")) as RecordedSql;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// Wall-clock columns stay text, as the application keeps them.
const TIMESTAMP_WITHOUT_ZONE = 1114;
const types = {
  getTypeParser: ((typeId: number, format?: "text" | "binary") =>
    typeId === TIMESTAMP_WITHOUT_ZONE
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

// The recorded statements select every column under its schema name, so a row of events or
// participants is the schema's row.
type Row = Record<string, unknown>;

async function run(query: RecordedQuery, params: unknown[]): Promise<Row[]> {
  // Named as the application names it: pg then prepares it once per connection, as there.
  const name = query.name ? { name: query.name } : {};
  return (await pool.query<Row>({ ...name, text: query.text, values: params, types })).rows;
}

async function signedInUser(request: FastifyRequest): Promise<Row | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!token) return undefined;
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const [row] = await run(sql.session, [tokenHash, ...sql.session.params.slice(1)]);
  if (!row || (row.expires_at as Date).getTime() <= Date.now()) return undefined;
  return row;
}

function sendJson(reply: FastifyReply, json: string) {
  return reply.type("application/json; charset=utf-8").send(json);
}

const app = Fastify();
await app.register(fastifyCompress, RESPONSE_COMPRESSION);

app.get("/api/health", async () => ({ status: "ok" }));

app.get("/api/events/get-all-events", async (request, reply) => {
  if (!(await signedInUser(request))) return reply.code(401).send({ error: "Not authenticated" });
  const rows = await run(sql.events, sql.events.params);
  const events = rows.map((row) => presentEvent(row as unknown as EventRow));
  return sendJson(reply, JSON.stringify({ events }));
});

app.get<{ Params: { eventId: string }; Querystring: { page?: string } }>(
  "/api/participants/get-all-participants-by-event/:eventId",
  async (request, reply) => {
    const user = await signedInUser(request);
    if (!user) return reply.code(401).send({ error: "Not authenticated" });
    const { eventId } = request.params;
    const [event] = await run(sql.eventAccess, [eventId, ...sql.eventAccess.params.slice(1)]);
    if (!event || (user.type !== "system_admin" && event.event_admin_id !== user.id)) {
      return reply.code(404).send({ error: "Event not found" });
    }
    if (request.query.page !== undefined) {
      const [rows, [counted]] = await Promise.all([
        run(sql.participantsPage, [eventId, ...sql.participantsPage.params.slice(1)]),
        run(sql.participantsTotal, [eventId, ...sql.participantsTotal.params.slice(1)]),
      ]);
      const participants = rows.map((row) => presentParticipant(row as unknown as ParticipantRow));
      // The total is the statement's one column, whatever the application named it.
      const [total] = Object.values(counted ?? {});
      return sendJson(reply, JSON.stringify({ participants, total, page: 1, page_size: 50 }));
    }
    const rows = await run(sql.participants, [eventId, ...sql.participants.params.slice(1)]);
    const participants = rows.map((row) => presentParticipant(row as unknown as ParticipantRow));
    return sendJson(reply, JSON.stringify({ status: "success", participants }));
  },
);

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
