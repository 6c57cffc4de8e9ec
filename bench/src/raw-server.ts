// The baseline: Fastify with nothing but pg, sending the application's recorded SQL and writing
// the same JSON by hand. What the application spends beyond this is its own overhead.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
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

type Row = Record<string, unknown>;

async function run(query: RecordedQuery, params: unknown[]): Promise<Row[]> {
  return (await pool.query<Row>({ text: query.text, values: params, types })).rows;
}

function wallClock(value: unknown): string | null {
  return typeof value === "string" ? `${value.slice(0, 10)}T${value.slice(11, 19)}` : null;
}

function iso(value: unknown): string {
  return (value as Date).toISOString();
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

app.get("/api/health", async () => ({ status: "ok" }));

app.get("/api/events/get-all-events", async (request, reply) => {
  if (!(await signedInUser(request))) return reply.code(401).send({ error: "Not authenticated" });
  const rows = await run(sql.events, sql.events.params);
  const events = rows.map((event) => ({
    id: event.id,
    event_name: event.event_name,
    event_datetime: wallClock(event.event_datetime),
    end_datetime: wallClock(event.end_datetime),
    description: event.description,
    venue: event.venue,
    isBranded: event.is_branded,
    event_status: event.event_status,
    event_type: event.event_type,
    invitee_number: event.invitee_number,
    logo_url: event.logo_url,
    cover_image_url: event.cover_image_url,
    contact_person_name: event.contact_person_name,
    contact_person_email: event.contact_person_email,
    contact_person_phone: event.contact_person_phone,
    contact_person_profile_image: event.contact_person_profile_image,
    theme_colors: event.theme_colors,
    event_admin_id: event.event_admin_id,
    facebook_link: event.facebook_link,
    x_link: event.x_link,
    youtube_link: event.youtube_link,
    instagram_link: event.instagram_link,
    website_link: event.website_link,
    created_date: iso(event.created_date),
    updated_date: iso(event.updated_date),
  }));
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
      const participants = rows.map(presentParticipant);
      // The total is the statement's one column, whatever the application named it.
      const [total] = Object.values(counted ?? {});
      return sendJson(reply, JSON.stringify({ participants, total, page: 1, page_size: 50 }));
    }
    const rows = await run(sql.participants, [eventId, ...sql.participants.params.slice(1)]);
    const participants = rows.map(presentParticipant);
    return sendJson(reply, JSON.stringify({ status: "success", participants }));
  },
);

function presentParticipant(participant: Row) {
  return {
    id: participant.id,
    event_id: participant.event_id,
    user_id: participant.user_id,
    name: participant.name,
    email: participant.email,
    phone: participant.phone,
    username: participant.username,
    participant_role: participant.participant_role,
    profile_image: participant.profile_image,
    status: participant.status,
    skip_otp: participant.skip_otp,
    created_date: iso(participant.created_date),
    updated_date: iso(participant.updated_date),
  };
}

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
