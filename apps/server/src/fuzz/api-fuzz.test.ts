import { and, eq, ne } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { eventSessions, eventStaff, participants } from "../db/schema.js";
import { isAppRoute } from "../http/app-routes.js";
import { bearer, insertApiToken } from "../test/api-tokens.js";
import { uniqueIp } from "../test/app.js";
import { type SignedInParticipant, signInParticipant } from "../test/app-participants.js";
import { doorStaffRequests, type TestDoorStaff } from "../test/door-staff.js";
import { insertEvent, insertParticipants } from "../test/factories.js";
import { setUpModuleTest } from "../test/module-test.js";
import { useOidcProvider } from "../test/oidc-module-test.js";
import { buildMultipart } from "../test/uploads.js";
import { undocumentedAnswer } from "./answer-oracle.js";
import {
  FIXTURE,
  type FuzzRequest,
  type Operation,
  operationsOf,
  requestOf,
  wellFormed,
} from "./openapi-arbitraries.js";

// Schema fuzzing: for every operation of the OpenAPI document, requests generated from its
// schemas (and junk), sent as a system admin, an event admin, door staff of the event, an event
// admin's API token of every scope and signed out, and the participants' app's (/api/me) as a
// participant too. Every answer must be one the document describes for the operation; never a
// 5xx, never a timeout.
//
// A normal run uses a fixed seed and a few runs per operation. A longer run:
//   FUZZ_RUNS=200 npx vitest run src/fuzz/api-fuzz.test.ts
// picks a random seed and prints it; FUZZ_SEED=<seed> replays it.

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RUNS
    ? Math.floor(Math.random() * 2 ** 31)
    : 16;
const REQUEST_TIME_LIMIT_MS = 5_000;

// Single sign-on configured, with a real provider, so its routes are fuzzed as they run in use.
const oidcProvider = useOidcProvider();
const moduleTest = setUpModuleTest("api-fuzz", { prepare: oidcProvider.prepare });
const admins = moduleTest.signInAdminsBeforeAll();

type ActorName =
  | "systemAdmin"
  | "eventAdmin"
  | "doorStaff"
  | "participant"
  | "apiToken"
  | "signedOut";

/** Operations that would end the shared sessions or wipe the shared data, and who may fuzz them. */
const RESTRICTED: Record<string, ActorName[]> = {
  "POST /api/auth/logout": ["signedOut", "apiToken"],
  "DELETE /api/events/delete-all-events": ["signedOut", "eventAdmin", "apiToken"],
  "POST /api/me/sign-out": ["signedOut", "systemAdmin", "apiToken"],
};

/** Who calls an operation: the participants' app's routes are for a participant. */
function actorsOf(operation: Operation): ActorName[] {
  const restricted = RESTRICTED[`${operation.method} ${operation.path}`];
  if (restricted) return restricted;
  return isAppRoute(operation.path)
    ? ["participant", "systemAdmin", "apiToken", "signedOut"]
    : ["systemAdmin", "eventAdmin", "doorStaff", "apiToken", "signedOut"];
}

/** The participant of every event the fuzzer makes, signed in to their app once. */
const PARTICIPANT_EMAIL = `fuzz.participant.${Date.now()}@example.org`;
let participant: SignedInParticipant | undefined;
/** Door staff of every event the fuzzer makes, signed in with password and code once. */
let doorStaff: TestDoorStaff | undefined;

let operations: Operation[] = [];
/** How many answers of each status the run saw: shown by a longer run, to judge its reach. */
const answered = new Map<number, number>();

beforeAll(async () => {
  const answer = await moduleTest.app.inject({ method: "GET", url: "/api/docs/json" });
  operations = operationsOf(answer.json());
  const { eventId } = await freshRecords();
  participant = await signInParticipant(moduleTest.app, moduleTest.sink, PARTICIPANT_EMAIL);
  doorStaff = await doorStaffRequests(moduleTest).signInNewStaff(admins.eventAdmin, [eventId]);
});

/** The records a request's "@fixture" names: made for this request, so nothing shared is lost. */
interface Records {
  eventId: string;
  participantId: string;
  sessionId: string;
  adminId: string;
  /** The door staff member (once signed in), on the event's staff. */
  staffId: string;
}

/**
 * An event of the event admin's with a session, a participant, the fuzzing participant and the
 * fuzzing door staff.
 */
async function freshRecords(): Promise<Records> {
  const adminId = admins.eventAdmin.id;
  const eventId = await insertEvent(moduleTest.db, adminId);
  if (doorStaff) {
    await moduleTest.db.insert(eventStaff).values({ event_id: eventId, user_id: doorStaff.id });
  }
  await insertParticipants(moduleTest.db, eventId, [
    { name: `Fuzz ${eventId.slice(0, 8)}` },
    { name: "Fuzz Participant", email: PARTICIPANT_EMAIL },
  ]);
  const [row] = await moduleTest.db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.event_id, eventId), ne(participants.email, PARTICIPANT_EMAIL)));
  const [session] = await moduleTest.db
    .insert(eventSessions)
    .values({
      event_id: eventId,
      name: "Fuzz session",
      session_type: "keynote",
      start_datetime: "2026-05-01T09:00:00",
      end_datetime: "2026-05-01T10:00:00",
    })
    .returning({ id: eventSessions.id });
  if (!row || !session) throw new Error("no participant or session");
  return {
    eventId,
    participantId: row.id,
    sessionId: session.id,
    adminId,
    staffId: doorStaff?.id ?? adminId,
  };
}

function idFor(name: string, operation: Operation, records: Records): string {
  const lower = name.toLowerCase();
  if (lower.includes("session")) return records.sessionId;
  if (lower === "userid" && operation.path.includes("/staff/")) return records.staffId;
  if (lower.includes("admin") || lower.includes("actor") || lower.includes("user")) {
    return records.adminId;
  }
  if (
    lower.includes("participant") ||
    (lower === "id" && operation.path.startsWith("/api/participants/"))
  ) {
    return records.participantId;
  }
  return records.eventId;
}

/** The value with each "@fixture" replaced by the id of the record its key names. */
function resolve(value: unknown, key: string, operation: Operation, records: Records): unknown {
  if (value === FIXTURE) return idFor(key, operation, records);
  if (typeof value === "string" && value.includes(`"${FIXTURE}"`)) {
    try {
      return JSON.stringify(resolve(JSON.parse(value), key, operation, records));
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map((item) => resolve(item, key, operation, records));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolve(v, k, operation, records)]),
    );
  }
  return value;
}

function urlOf(operation: Operation, request: FuzzRequest, records: Records): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = resolve(request.path[name], name, operation, records) as string;
    return encodeURIComponent(wellFormed(value));
  });
  if (request.query.length === 0) return path;
  const query = new URLSearchParams(
    request.query.map(([name, value]): [string, string] => [
      name,
      resolve(value, name, operation, records) as string,
    ]),
  );
  return `${path}?${query}`;
}

/**
 * The cookies and CSRF header the caller's web app sends; none signed out. A token is the event
 * admin's, fresh for each request, so however long a run is it never meets the token's rate limit.
 */
async function credentialsOf(
  name: ActorName,
): Promise<{ cookies: Record<string, string>; headers: Record<string, string> } | undefined> {
  if (name === "signedOut") return undefined;
  if (name === "participant") return participant;
  if (name === "doorStaff") return doorStaff?.session;
  if (name === "apiToken") {
    return bearer((await insertApiToken(moduleTest.db, admins.eventAdmin.id)).token).session;
  }
  return admins[name].session;
}

/**
 * The fuzzing participant and door staff leave the request's event once it is answered: they
 * would otherwise be in one event more after every request, and a long run would time their
 * own calls (their profile changes every row of theirs) on tens of thousands of events.
 */
async function leaveRecords({ eventId }: Records): Promise<void> {
  await moduleTest.db
    .delete(participants)
    .where(and(eq(participants.event_id, eventId), eq(participants.email, PARTICIPANT_EMAIL)));
  if (doorStaff) {
    await moduleTest.db
      .delete(eventStaff)
      .where(and(eq(eventStaff.event_id, eventId), eq(eventStaff.user_id, doorStaff.id)));
  }
}

async function sendWithRecords(
  operation: Operation,
  actorName: ActorName,
  request: FuzzRequest,
): Promise<LightMyRequestResponse> {
  const records = await freshRecords();
  try {
    return await send(operation, actorName, request, records);
  } finally {
    await leaveRecords(records);
  }
}

async function send(
  operation: Operation,
  actorName: ActorName,
  request: FuzzRequest,
  records: Records,
): Promise<LightMyRequestResponse> {
  const url = urlOf(operation, request, records);
  const body = request.body;
  const payload = ((): { contentType?: string; payload?: InjectOptions["payload"] } => {
    switch (body.kind) {
      case "none":
        return {};
      case "json":
        return body.value !== null && typeof body.value === "object"
          ? { payload: resolve(body.value, "", operation, records) as object }
          : { contentType: "application/json", payload: JSON.stringify(body.value) };
      case "raw":
        return { contentType: body.contentType, payload: body.payload };
      case "multipart": {
        const fields = resolve(body.fields, "", operation, records) as Record<string, string>;
        const form = buildMultipart(fields, body.files);
        return { contentType: form.headers["content-type"], payload: form.payload };
      }
    }
  })();
  const credentials = await credentialsOf(actorName);
  return moduleTest.app.inject({
    method: operation.method as "GET",
    url,
    remoteAddress: uniqueIp(),
    ...(credentials ? { cookies: credentials.cookies } : {}),
    headers: {
      ...(credentials?.headers ?? {}),
      ...(payload.contentType ? { "content-type": payload.contentType } : {}),
    },
    ...(payload.payload !== undefined ? { payload: payload.payload } : {}),
  });
}

function withTimeLimit<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIME_LIMIT_MS} ms: ${what}`)),
      REQUEST_TIME_LIMIT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** JSON with long texts cut short, to read in a failure's message. */
function short(value: unknown): string {
  return JSON.stringify(value, (_, item) =>
    typeof item === "string" && item.length > 80 ? `${item.slice(0, 80)}…(${item.length})` : item,
  );
}

function describeRequest(operation: Operation, actor: ActorName, request: FuzzRequest): string {
  return `${actor} ${operation.method} ${operation.path} path ${short(request.path)} query ${short(request.query)} body ${short(request.body)}`;
}

describe("every operation answers junk as its document says", () => {
  it("lists the operations", () => {
    expect(operations.length).toBeGreaterThan(50);
    if (process.env.FUZZ_RUNS) console.info(`api-fuzz: seed ${SEED}, ${RUNS} runs per operation`);
  });

  // Each request takes well under a second; a longer run is given time in proportion.
  const timeout = Math.max(600_000, RUNS * 10_000);
  it("answers every generated request of every operation", { timeout }, async () => {
    for (const operation of operations) {
      const actors = actorsOf(operation);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...actors),
          requestOf(operation),
          async (actor, request) => {
            const what = describeRequest(operation, actor, request);
            const answer = await withTimeLimit(sendWithRecords(operation, actor, request), what);
            answered.set(answer.statusCode, (answered.get(answer.statusCode) ?? 0) + 1);
            const problem = undocumentedAnswer(operation, answer);
            if (problem) throw new Error(`${problem}\n  for ${what}`);
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: false },
      );
    }
    if (process.env.FUZZ_RUNS) {
      console.info("api-fuzz: answers by status", Object.fromEntries(answered));
    }
    expect(answered.size).toBeGreaterThan(3);
  });
});
