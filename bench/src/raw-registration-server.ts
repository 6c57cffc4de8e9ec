// Registration's baseline: Fastify with nothing but pg, confirming one registration per request
// in one transaction of the application's recorded statements (registration-statements.ts): the
// event's registration lock, the places counted, the participant inserted, the registration
// settled, the activity log's entries and the e-mail's job. The checks and decisions are the
// application's own plain functions (token and code MACs, the open window, the username). What
// the application spends beyond this (its batching, its framework, its e-mails) is its own.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { OUTCOME_MESSAGES, REGISTRATION_MESSAGES } from "@events/contract";
import type { ParticipantRow, RegistrationRow } from "@events/server/dist/db/schema.js";
import {
  isCodeLive,
  isConfirmationCode,
} from "@events/server/dist/registration/confirmation-codes.js";
import { isTokenFor, registrationIdOfToken } from "@events/server/dist/registration/link-tokens.js";
import {
  closedReasonAt,
  type RegistrationSettingsRow,
} from "@events/server/dist/registration/registration-settings.js";
import type { RegistrationEvent } from "@events/server/dist/registration/registrations.repository.js";
import { chooseUsername, wantedUsername } from "@events/server/dist/registration/usernames.js";
import pg from "pg";
import { createRawApp, sendJson, WALL_CLOCK_TYPES } from "./raw-baseline.js";
import {
  type ConfirmOrigin,
  confirmationRecords,
  confirmStatements,
  type RecordedConfirmSql,
  type StatementToSend,
} from "./registration-statements.js";

const statements = confirmStatements(
  JSON.parse(readFileSync(process.env.RECORDED_SQL_FILE ?? "", "utf8")) as RecordedConfirmSql,
);
const secretKey = process.env.SECRET_KEY ?? "";
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const types = WALL_CLOCK_TYPES;

type Queryable = pg.Pool | pg.PoolClient;

async function run<Row extends pg.QueryResultRow>(on: Queryable, statement: StatementToSend) {
  return (await on.query<Row>({ ...statement, types })).rows;
}

/** For statements whose columns share names (joins, unnamed aggregates). */
function runForArrays(on: Queryable, statement: StatementToSend) {
  return on.query<unknown[]>({ ...statement, types, rowMode: "array" });
}

/** The registration with its event's name and page address; the join's tables split apart. */
async function findRegistration(id: string) {
  const result = await runForArrays(pool, statements.find(id));
  const [cells] = result.rows;
  if (!cells) return undefined;
  const eventStart = result.fields.findIndex((field, index) => index > 0 && field.name === "id");
  const column = (name: string) =>
    cells[result.fields.findIndex((field, index) => index >= eventStart && field.name === name)];
  const registration = Object.fromEntries(
    result.fields.slice(0, eventStart).map((field, index) => [field.name, cells[index]]),
  ) as unknown as RegistrationRow;
  return {
    registration,
    eventName: column("event_name") as string,
    slug: column("slug") as string | null,
  };
}

/** A failure of the bench, not an answer: it confirms each registration once, rightly. */
class NotMeasured extends Error {}

/**
 * The confirmation's transaction: a place while one is left, else the waiting list, as the
 * application decides it.
 */
async function confirm(registration: RegistrationRow, origin: ConfirmOrigin) {
  const eventId = registration.event_id;
  const client = await pool.connect();
  try {
    await run(client, statements.begin());
    const at = new Date();
    const [locked] = await run<RegistrationSettingsRow & RegistrationEvent>(
      client,
      statements.lockEvent(eventId),
    );
    const [before] = await run<RegistrationRow>(
      client,
      statements.findForUpdate(eventId, registration.id),
    );
    if (!locked || before?.state !== "unconfirmed") throw new NotMeasured("Not unconfirmed");
    const [counts = []] = (await runForArrays(client, statements.countPlaces(eventId))).rows;
    const [mailbox = []] = (await runForArrays(client, statements.mailboxes(before))).rows;
    const isTaken = mailbox[2] === true;
    if (closedReasonAt({ settings: locked, event: locked }, at) || isTaken) {
      throw new NotMeasured("Refused");
    }
    if (locked.approval_required) throw new NotMeasured("Pending approval");
    const [registered = 0, pending = 0, offered = 0] = counts as number[];
    const hasPlace =
      locked.capacity === null || locked.capacity - registered - pending - offered > 0;
    if (!hasPlace && !locked.waiting_list) throw new NotMeasured("Full");
    let participant: ParticipantRow | undefined;
    if (hasPlace) {
      const wanted = wantedUsername(before);
      const taken = new Set(
        (await runForArrays(client, statements.takenUsernames(eventId, [wanted]))).rows.map(
          ([username]) => username as string,
        ),
      );
      [participant] = await run<ParticipantRow>(
        client,
        statements.insertParticipant({
          id: randomUUID(),
          event_id: eventId,
          name: before.name,
          email: before.email,
          phone: before.phone,
          username: chooseUsername(before, (username) => taken.has(username.toLowerCase())),
          participant_role: locked.participant_role,
          consent: before.consent,
          answers: before.answers,
        }),
      );
    }
    const [after] = await run<RegistrationRow>(
      client,
      statements.settle({
        at,
        registrationId: before.id,
        state: participant ? "registered" : "waiting",
        participantId: participant?.id ?? null,
        waitingRank: participant ? null : 1,
      }),
    );
    if (!after) throw new Error("The locked registration was not there to settle");
    await run(client, statements.audit(confirmationRecords(before, after, participant), origin));
    await run(client, statements.enqueue(after.id, participant ? "ticket" : "waiting"));
    await run(client, statements.commit());
    return after;
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

const app = await createRawApp({ trustProxy: process.env.TRUST_PROXY ?? false });

app.post<{ Body: { confirmation_token: string; code: string } }>(
  "/api/public/registrations/confirm",
  async (request, reply) => {
    const { confirmation_token: token, code } = request.body;
    const id = registrationIdOfToken(token);
    const found = id === undefined ? undefined : await findRegistration(id);
    if (!found || !isTokenFor(token, found.registration, "confirm")) {
      return reply.code(404).send({ error: REGISTRATION_MESSAGES.linkInvalid });
    }
    const { registration } = found;
    if (
      registration.state !== "unconfirmed" ||
      !isCodeLive(registration, new Date()) ||
      !isConfirmationCode(secretKey, registration, code)
    ) {
      return reply.code(400).send({ error: "Not a first confirmation with the right code" });
    }
    let settled: RegistrationRow;
    try {
      settled = await confirm(registration, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      });
    } catch (error) {
      if (error instanceof NotMeasured) return reply.code(409).send({ error: error.message });
      throw error;
    }
    const status = settled.state === "registered" ? "registered" : "waiting";
    const [position] =
      status === "waiting"
        ? (await runForArrays(pool, statements.waitingPosition(settled))).rows.map(
            ([count]) => count as number,
          )
        : [null];
    return sendJson(
      reply,
      JSON.stringify({
        status,
        message: OUTCOME_MESSAGES[status],
        position: position ?? null,
        offered_until: null,
        closed_reason: null,
        event_name: found.eventName,
        slug: found.slug ?? "",
      }),
    );
  },
);

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
