// The baseline: Fastify with nothing but pg and the application's compression, sending the
// application's recorded SQL, prepared as it prepares it, and writing the same JSON. What the application spends beyond this is its own overhead. Rows go through the
// application's presenters, plain field copies that cost what writing them out here would, so the
// baseline's JSON stays the application's as fields are added.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  CHECK_IN_MESSAGES,
  DEFAULT_PARTICIPANT_SORT,
  encodeCursor,
  isParticipantActive,
} from "@events/contract";
import { canManageEvent } from "@events/server/dist/access/access-kernel.js";
import type { EventAccess } from "@events/server/dist/access/event-rows.js";
import { changesBetween } from "@events/server/dist/audit/audit-changes.js";
import type { EventRow, UserRow } from "@events/server/dist/db/schema.js";
import { presentEvent } from "@events/server/dist/modules/events/events.presenter.js";
import type { ParticipantWithAppSignIn } from "@events/server/dist/people/app-sign-ins.js";
import { presentParticipant } from "@events/server/dist/presenters/participant.js";
import type { FastifyRequest } from "fastify";
import pg from "pg";
import { createRawApp, sendJson, WALL_CLOCK_TYPES } from "./raw-baseline.js";
import {
  type CheckInValues,
  PARTICIPANTS_PAGE_SIZE,
  type RecordedCheckInQuery,
  type RecordedQuery,
  type RecordedSql,
} from "./recorded-sql.js";

const sql = JSON.parse(readFileSync(process.env.RECORDED_SQL_FILE ?? "", "utf8")) as RecordedSql;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const types = WALL_CLOCK_TYPES;

// The recorded statements select every column under its schema name, so a row of events or
// participants is the schema's row.
type Row = Record<string, unknown>;

async function run(
  query: RecordedQuery,
  params: unknown[],
  on: pg.Pool | pg.PoolClient = pool,
): Promise<Row[]> {
  // Named as the application names it: pg then prepares it once per connection, as there.
  const name = query.name ? { name: query.name } : {};
  return (await on.query<Row>({ ...name, text: query.text, values: params, types })).rows;
}

/** A recorded check-in statement's parameters, this request's values where it took the request's. */
function paramsFor(query: RecordedCheckInQuery, values: Partial<CheckInValues>): unknown[] {
  return query.params.map((recorded, index) => {
    const source = query.fills[index];
    return source ? values[source] : recorded;
  });
}

function runCheckIn(
  query: RecordedCheckInQuery,
  values: Partial<CheckInValues>,
  on: pg.Pool | pg.PoolClient = pool,
): Promise<Row[]> {
  return run(query, paramsFor(query, values), on);
}

/**
 * The rows of a join that selects a participant's columns and then its event's, each starting
 * with its id, split in two as the application's nested rows are.
 */
async function runJoined(query: RecordedCheckInQuery, values: Partial<CheckInValues>) {
  const name = query.name ? { name: query.name } : {};
  const result = await pool.query<unknown[]>({
    ...name,
    text: query.text,
    values: paramsFor(query, values),
    types,
    rowMode: "array",
  });
  const eventStart = result.fields.findIndex((field, index) => index > 0 && field.name === "id");
  const objectOf = (cells: unknown[], offset: number) =>
    Object.fromEntries(cells.map((cell, index) => [result.fields[offset + index]?.name, cell]));
  return result.rows.map((cells) => ({
    participant: objectOf(cells.slice(0, eventStart), 0),
    event: objectOf(cells.slice(eventStart), eventStart),
  }));
}

async function signedInUser(request: FastifyRequest): Promise<Row | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!token) return undefined;
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const [row] = await run(sql.session, [tokenHash, ...sql.session.params.slice(1)]);
  if (!row || (row.expires_at as Date).getTime() <= Date.now()) return undefined;
  return row;
}

const app = await createRawApp();

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
      // The statement reads one row more than the page, which tells whether a page follows.
      const page = rows.slice(0, PARTICIPANTS_PAGE_SIZE);
      const participants = page.map((row) =>
        presentParticipant(row as unknown as ParticipantWithAppSignIn),
      );
      // The total is the statement's one column, whatever the application named it.
      const [total] = Object.values(counted ?? {});
      const last = page.at(-1);
      const nextCursor =
        rows.length > PARTICIPANTS_PAGE_SIZE && last
          ? encodeCursor({
              sort: DEFAULT_PARTICIPANT_SORT,
              value: String(last.cursor),
              id: String(last.id),
            })
          : null;
      return sendJson(
        reply,
        JSON.stringify({
          participants,
          total,
          page: 1,
          page_size: PARTICIPANTS_PAGE_SIZE,
          next_cursor: nextCursor,
          previous_cursor: null,
        }),
      );
    }
    const rows = await run(sql.participants, [eventId, ...sql.participants.params.slice(1)]);
    const participants = rows.map((row) =>
      presentParticipant(row as unknown as ParticipantWithAppSignIn),
    );
    return sendJson(reply, JSON.stringify({ status: "success", participants }));
  },
);

if (sql.checkInByCode) {
  const statements = sql.checkInByCode;
  app.post<{ Body: { event_id: string; code: string } }>(
    "/api/participants/check-in-by-code",
    async (request, reply) => {
      const user = await signedInUser(request);
      if (!user) return reply.code(401).send({ error: "Not authenticated" });
      const caller = { user: user as unknown as Pick<UserRow, "id" | "type"> };
      const { event_id: eventId, code } = request.body;
      const [found] = await runJoined(statements.participantByCode, { code });
      const event = found?.event as EventAccess | undefined;
      // The bench scans only its event's tickets: any refusal is a failure, whichever it is.
      if (!found || !canManageEvent(caller, event) || event?.id !== eventId) {
        return reply.code(404).send({ error: CHECK_IN_MESSAGES.unknownTicket });
      }
      if (!isParticipantActive(found.participant.status as string)) {
        return reply.code(409).send({ error: CHECK_IN_MESSAGES.inactive });
      }
      const values: Partial<CheckInValues> = {
        eventId,
        code,
        participantId: found.participant.id as string,
        userId: user.id as string,
        userName: user.name as string,
        userType: user.type as string,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      };
      const client = await pool.connect();
      let checkedIn: ParticipantWithAppSignIn | undefined;
      try {
        await runCheckIn(statements.begin, values, client);
        const [locked] = await runCheckIn(statements.lockEvent, values, client);
        if (!canManageEvent(caller, locked as EventAccess | undefined)) {
          throw new Error("The event went away");
        }
        [checkedIn] = (await runCheckIn(
          statements.checkIn,
          values,
          client,
        )) as ParticipantWithAppSignIn[];
        if (checkedIn) {
          values.changes = JSON.stringify(changesBetween(null, checkedIn, ["checked_in_at"]));
          await runCheckIn(statements.audit, values, client);
        }
        await runCheckIn(statements.commit, values, client);
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
      // The bench scans each ticket once: a repeat is a failure here, not an answer.
      if (!checkedIn) return reply.code(409).send({ error: CHECK_IN_MESSAGES.alreadyCheckedIn });
      const answer = {
        message: CHECK_IN_MESSAGES.checkedIn,
        participant: presentParticipant(checkedIn),
        already_checked_in: false,
        checked_in_at: checkedIn.checked_in_at?.toISOString() ?? null,
      };
      return sendJson(reply, JSON.stringify(answer));
    },
  );
}

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
