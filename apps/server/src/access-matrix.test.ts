import { randomBytes, randomUUID } from "node:crypto";
import {
  API_TOKEN_AREAS,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPES,
  type ApiTokenArea,
  DEFAULT_REGISTRATION_SETTINGS,
  missingScopeMessage,
  SSO_CALLBACK_PATH,
  SSO_START_PATH,
  WEBAUTHN_CHALLENGE_COOKIE,
} from "@events/contract";
import { and, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteTokenScope } from "./access/roles.js";
import type { App } from "./app.js";
import { auditLog, eventMessages, messageRecipients, participants, passkeys } from "./db/schema.js";
import { isAppRoute } from "./http/app-routes.js";
import { insertApiToken, tokenCaller } from "./test/api-tokens.js";
import {
  buildTestApp,
  cookieValue,
  createUser,
  DEFAULT_PASSWORD,
  signIn,
  uniqueEmail,
  uniqueIp,
} from "./test/app.js";
import {
  callAsParticipant,
  type SignedInParticipant,
  signInParticipant,
} from "./test/app-participants.js";
import { createTestDatabase, type TestDatabase } from "./test/database.js";
import {
  DOOR_STAFF_PASSWORD,
  doorStaffRequests,
  type TestDevice,
  type TestDoorStaff,
} from "./test/door-staff.js";
import { insertEvent, insertParticipants } from "./test/factories.js";
import {
  type CallOptions,
  setUpModuleTest,
  type TestAdmin,
  type TestCaller,
} from "./test/module-test.js";
import { useOidcProvider } from "./test/oidc-module-test.js";
import {
  insertUnconfirmed,
  linkTokenOf,
  registrationAtTestSpeed,
  registrationForm,
  saveRegistrationSettings,
} from "./test/registrations.js";
import { sessionFields } from "./test/requests.js";
import { createSoftwareAuthenticator } from "./test/software-authenticator.js";
import { minimalPdf, TEST_IMAGES } from "./test/uploads.js";

// Every route the app registers under /api, called by every role against things event admin A
// owns. The expected answer of each cell is written in EXPECTED below; a registered route without
// a row, or a row without a route, fails the test, so a new route cannot be left out.
//
// Two participants signed in to their app join the admins: one of A's event, and one of an event
// of B's only. On every route outside the participants' app (/api/me) a participant is answered
// as someone signed out; the rows of /api/me name both participants' answers.
//
// Door staff of A's event join them too: a member signed in with password and code, and a device
// paired for them at A's event. Their sessions reach only the routes marked for the door: every
// other route answers them 404 unless its row names them (public routes answer them as anyone),
// and the participants' app answers them as signed out. On the door's routes of one event they
// are also asked about an event of B's, which answers them 404.
//
// API tokens join them too, sent as a script would (the Authorization header alone): A's token of
// every scope (tokenA), A's token limited to another event of A's (tokenAOther, answered as B is
// about A's things, and checked as a stranger), a system admin's (tokenSystem), and for each row
// A's token holding every scope but the row's area (tokenALacking). Each admin route's row names
// its token area (`token`), or "none" for a route no token may call (403 for every token); a
// token's cell is then its owner's session's (B's for tokenAOther) unless the row names it, and
// tokenALacking's is 403 naming the scope it lacks. Public and participants' app routes answer
// tokens as anyone else.
//
// Calls that change or delete something work on throwaway things made for that one cell (a new
// event, session, participant, document or user of A's), so the cells do not depend on order.

// Single sign-on configured, with a real provider, so its routes answer as they do in use.
const oidcProvider = useOidcProvider();
const moduleTest = setUpModuleTest("access-matrix", {
  prepare: async () => ({
    ...(await registrationAtTestSpeed()),
    ...(await oidcProvider.prepare()),
  }),
});
const admins = moduleTest.signInAdminsBeforeAll();

const ADMIN_ROLES = ["signedOut", "eventAdminB", "eventAdminA", "systemAdmin"] as const;
const DOOR_ROLES = ["doorStaffA", "deviceA"] as const;
const PARTICIPANT_ROLES = ["participantOther", "participantA"] as const;
const TOKEN_ROLES = ["tokenA", "tokenAOther", "tokenSystem", "tokenALacking"] as const;
const ROLES = [...ADMIN_ROLES, ...DOOR_ROLES, ...PARTICIPANT_ROLES, ...TOKEN_ROLES] as const;
type Role = (typeof ROLES)[number];
type DoorRole = (typeof DOOR_ROLES)[number];
type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
type TokenRole = (typeof TOKEN_ROLES)[number];
/** A session of the admins' kind: signed out, an admin, or door staff. */
type SessionRole = Exclude<Role, ParticipantRole | TokenRole>;
type Row = Record<(typeof ADMIN_ROLES)[number], number> &
  Partial<Record<DoorRole | ParticipantRole | TokenRole, number>> & {
    /** The route's API token area; "none": no token may call it. Public routes name none. */
    token?: RouteTokenScope | "none";
  };

const isParticipantRole = (role: Role): role is ParticipantRole =>
  (PARTICIPANT_ROLES as readonly Role[]).includes(role);
const isDoorRole = (role: Role): role is DoorRole => (DOOR_ROLES as readonly Role[]).includes(role);
const isTokenRole = (role: Role): role is TokenRole =>
  (TOKEN_ROLES as readonly Role[]).includes(role);
/** Callers who must see nothing of A's, unless the route hands it to whoever holds its secret. */
const isStranger = (role: Role) =>
  role === "eventAdminB" ||
  role === "signedOut" ||
  role === "participantOther" ||
  role === "tokenAOther";

/**
 * A row where every caller, whatever their session or token, is answered alike: a public route's,
 * or one that only a secret sent with the request opens.
 */
const alike = (status: number): Row => ({
  signedOut: status,
  eventAdminB: status,
  eventAdminA: status,
  systemAdmin: status,
  doorStaffA: status,
  deviceA: status,
  participantOther: status,
  participantA: status,
  tokenA: status,
  tokenAOther: status,
  tokenSystem: status,
  tokenALacking: status,
});

/**
 * A participants' app route's row: no session of the admins' kind opens it (401); the
 * participants are answered the one status, or each their own.
 */
const participantsOnly = (answers: number | Record<ParticipantRole, number>): Row => ({
  signedOut: 401,
  eventAdminB: 401,
  eventAdminA: 401,
  systemAdmin: 401,
  ...(typeof answers === "number" ? { participantOther: answers, participantA: answers } : answers),
});

/** A row of A's thing: A and a system admin are answered `status`, B 404 as if it did not exist. */
const ofA = (status: number, token: NonNullable<Row["token"]>): Row => ({
  signedOut: 401,
  eventAdminB: 404,
  eventAdminA: status,
  systemAdmin: status,
  token,
});

/** A row that every admin is answered alike: a list of their own, or what any admin may do. */
const anyAdmin = (status: number, token: NonNullable<Row["token"]>): Row => ({
  signedOut: 401,
  eventAdminB: status,
  eventAdminA: status,
  systemAdmin: status,
  token,
});

/** The participants, signed in to their app in beforeAll. */
const participantsSignedIn = {} as Record<ParticipantRole, SignedInParticipant>;

/** A's door staff member, signed in with password and code, and a device paired for them. */
let doorStaffA: TestDoorStaff;
let deviceA: TestDevice;
const door = doorStaffRequests(moduleTest);

/**
 * What a role is answered: its row's cell; for a participant outside the app, signed out's; for
 * door staff, signed out's in the app and 404 elsewhere.
 */
function expectedOf(route: string, row: Row, role: Role): number {
  const isApp = isAppRoute(route.split(" ")[1] ?? "");
  if (isTokenRole(role)) {
    return row[role] ?? (isApp ? row.signedOut : tokenCellOf(route, row, role));
  }
  if (isDoorRole(role)) return row[role] ?? (isApp ? row.signedOut : 404);
  if (!isParticipantRole(role)) return row[role];
  const cell = row[role];
  if (cell !== undefined) return cell;
  if (isApp) throw new Error(`${route}: no ${role} cell`);
  return row.signedOut;
}

/** The token area a row names, or its refusal of every token. */
function tokenAreaOf(route: string, row: Row): RouteTokenScope | "none" {
  if (!row.token) {
    throw new Error(`${route}: the row names no token area (token: "<area>", or "none")`);
  }
  return row.token;
}

/** The scope the route asks of a token: its row's, read or write by the method unless named. */
function tokenScopeAsked(route: string, area: RouteTokenScope): string {
  if (area.includes(":")) return area;
  return `${area}:${route.startsWith("GET ") ? "read" : "write"}`;
}

/** A token's answer, derived from its owner's session's unless the row names it. */
function tokenCellOf(route: string, row: Row, role: TokenRole): number {
  const area = tokenAreaOf(route, row);
  if (area === "none" || role === "tokenALacking") return 403;
  return { tokenA: row.eventAdminA, tokenAOther: row.eventAdminB, tokenSystem: row.systemAdmin }[
    role
  ];
}

/** The error a token's 403 must say: that tokens may not call the route, or the scope it lacks. */
function tokenRefusalOf(route: string, row: Row, role: Role): string | undefined {
  if (!isTokenRole(role) || row[role] !== undefined || !row.token) return undefined;
  if (row.token === "none") return API_TOKEN_MESSAGES.notForTokens;
  return role === "tokenALacking"
    ? missingScopeMessage(tokenScopeAsked(route, row.token) as `${ApiTokenArea}:read`)
    : undefined;
}

/** What a cell calls: the request, or the answer when the cell has to make it elsewhere. */
type Request =
  | { method: InjectOptions["method"]; url: string; options?: CallOptions }
  | { response: LightMyRequestResponse };

interface Call {
  request: (role: Role) => Promise<Request> | Request;
  /** More to hold of a 2xx answer. */
  check?: (role: Role, response: LightMyRequestResponse) => void | Promise<void>;
  /**
   * The answer is for whoever holds the request's secret (a pairing code), whoever else they
   * are: it may name A's things to them.
   */
  answersSecretHolder?: true;
}

/** A's things, made once in beforeAll; every id of them is kept in `ownIds`. */
interface Owned {
  eventId: string;
  eventDocumentId: string;
  sessionId: string;
  sessionDocumentId: string;
  participantId: string;
  checkedInParticipantId: string;
  messageId: string;
  auditEntryIds: string[];
  /** The address of A's event's public registration page, which asks for approval. */
  slug: string;
  /** An event of B's, which A's door staff and device are asked about too. */
  eventOfB: string;
  /** Another event of A's, the one tokenAOther is limited to. */
  otherEventOfA: string;
}
let owned: Owned;
const ownIds = (): string[] => [
  owned.eventId,
  owned.eventDocumentId,
  owned.sessionId,
  owned.sessionDocumentId,
  owned.participantId,
  owned.checkedInParticipantId,
  owned.messageId,
  ...owned.auditEntryIds,
];

/** The tokens of the token roles, made in beforeAll; tokenALacking's per area it lacks. */
let tokens: Record<Exclude<TokenRole, "tokenALacking">, TestCaller>;
let tokensLacking: Record<ApiTokenArea, TestCaller>;

/** Whom a token role calls as, on a route of that row. */
function tokenOf(role: TokenRole, row: Row): TestCaller {
  if (role !== "tokenALacking") return tokens[role];
  const area = row.token && row.token !== "none" ? row.token.split(":")[0] : "events";
  return tokensLacking[area as ApiTokenArea];
}

const actorOf = (role: SessionRole): TestCaller | undefined =>
  ({
    signedOut: undefined,
    eventAdminB: admins.otherEventAdmin,
    eventAdminA: admins.eventAdmin,
    systemAdmin: admins.systemAdmin,
    doorStaffA,
    deviceA,
  })[role];

const PDF = minimalPdf("Programme");
const pdfPart = { field: "file", filename: "programme.pdf", content: PDF };
const json = (body: object): CallOptions => ({ json: body });

async function asA(method: InjectOptions["method"], url: string, options?: CallOptions) {
  const response = await moduleTest.call(admins.eventAdmin, method, url, options);
  if (response.statusCode >= 300) {
    throw new Error(`setup ${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response;
}

// Throwaway things of A's, one per cell that changes or deletes.
const newEvent = () => insertEvent(moduleTest.db, admins.eventAdmin.id);

/** A registration to A's event confirmed and waiting for approval; answers its id. */
async function newPending(): Promise<string> {
  const [unconfirmed] = await insertUnconfirmed(moduleTest.db, owned.eventId, 1);
  if (!unconfirmed) throw new Error("setup: no unconfirmed registration");
  const confirm = await moduleTest.app.inject({
    method: "POST",
    url: "/api/public/registrations/confirm",
    payload: { confirmation_token: unconfirmed.token, code: unconfirmed.code },
    remoteAddress: uniqueIp(),
  });
  if (confirm.json().status !== "pending")
    throw new Error(`setup: confirm answered ${confirm.body}`);
  return unconfirmed.id;
}

async function newSession(eventId = owned.eventId): Promise<string> {
  const response = await asA("POST", "/api/sessions/create-session", {
    json: sessionFields(eventId),
  });
  return response.json().session.id;
}

async function newSessionDocument(sessionId: string): Promise<string> {
  const response = await asA("POST", "/api/sessions/upload-session-document", {
    form: { fields: { session_id: sessionId }, files: [pdfPart] },
  });
  return response.json().response.id;
}

async function newEventDocument(eventId = owned.eventId): Promise<string> {
  const response = await asA("POST", "/api/users/upload-event-document", {
    form: { fields: { event_id: eventId }, files: [pdfPart] },
  });
  return response.json().id;
}

let participantCounter = 0;
function participantFields(eventId = owned.eventId) {
  participantCounter += 1;
  const tag = `${participantCounter}-${randomUUID().slice(0, 8)}`;
  return {
    event_id: eventId,
    name: `Guest ${tag}`,
    email: `guest-${tag}@example.org`,
    username: `guest-${tag}`,
  };
}

async function newParticipant(): Promise<{ id: string; code: string }> {
  const response = await asA("POST", "/api/participants/create-single", {
    json: participantFields(),
  });
  const id: string = response.json().participant.id;
  const [row] = await moduleTest.db
    .select({ code: participants.check_in_code })
    .from(participants)
    .where(eq(participants.id, id));
  if (!row) throw new Error("newParticipant: no row");
  return { id, code: row.code };
}

async function newCheckedInParticipant(): Promise<string> {
  const { id } = await newParticipant();
  await asA("POST", `/api/participants/check-in/${id}`);
  return id;
}

const webhookFields = (eventId: string) => ({
  url: "http://127.0.0.1:9/matrix",
  event_types: ["participant.checked_in"],
  event_id: eventId,
});

/** A webhook of a new event of A's; answers its id. */
async function newWebhook(): Promise<string> {
  const response = await asA("POST", "/api/webhooks", json(webhookFields(await newEvent())));
  return response.json().id;
}

const newUserRow = () => createUser(moduleTest.db, { type: "event_admin" });

async function newUser(): Promise<string> {
  return (await newUserRow()).id;
}

const eventData = () => ({
  data: JSON.stringify({
    event_name: "A's conference",
    event_type: "Conferences",
    event_admin_id: admins.eventAdmin.id,
  }),
});

/** The answer of delete-all-events for a system admin, in an app on a database of its own. */
async function deleteAllEventsElsewhere(): Promise<LightMyRequestResponse> {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  try {
    database = await createTestDatabase();
    app = await buildTestApp({ db: database.db, sink: moduleTest.sink });
    const user = await createUser(database.db, { type: "system_admin" });
    await insertEvent(database.db, null);
    const session = await signIn(app, moduleTest.sink, { ...user, password: DEFAULT_PASSWORD });
    return await app.inject({
      method: "DELETE",
      url: "/api/events/delete-all-events",
      cookies: session.cookies,
      headers: session.headers,
    });
  } finally {
    await app?.close();
    await database?.destroy();
  }
}

/** Each cell's own fresh session of the role, so logging out ends no session other cells use. */
async function freshSessionOf(role: SessionRole): Promise<TestCaller> {
  if (role === "deviceA") return door.pairDevice(admins.eventAdmin, owned.eventId, doorStaffA.id);
  if (role === "doorStaffA") {
    const session = await signIn(moduleTest.app, moduleTest.sink, {
      email: doorStaffA.email,
      password: DOOR_STAFF_PASSWORD,
    });
    return { session };
  }
  const actor = actorOf(role) as TestAdmin | undefined;
  if (!actor) throw new Error("freshSessionOf: a signed-in role");
  const session = await signIn(moduleTest.app, moduleTest.sink, {
    email: actor.email,
    password: DEFAULT_PASSWORD,
  });
  return { session };
}

/** A session of the admins' kind, of an admin or door staff: signed out, tokens and participants not. */
const isAdminSession = (role: Role): role is Exclude<SessionRole, "signedOut"> =>
  role !== "signedOut" && !isParticipantRole(role) && !isTokenRole(role);

/** A participant's own fresh sign-in to their app, for what needs a fresh one. */
const freshParticipant = (role: ParticipantRole) =>
  signInParticipant(moduleTest.app, moduleTest.sink, participantsSignedIn[role].email);

// The test app's PUBLIC_URL is http://localhost:3000: passkeys of localhost, for that origin.
const matrixAuthenticator = () =>
  createSoftwareAuthenticator({ rpId: "localhost", origin: "http://localhost:3000" });

/** An add's body in the right shape, answering no challenge this browser holds. */
const madeUpPasskey = () => ({
  name: "Matrix key",
  response: matrixAuthenticator().register({ challenge: "bWFkZS11cA", user: { id: "bWFkZS11cA" } }),
});

/** A passkey sign-in's body in the right shape, of a passkey nobody has. */
const madeUpPasskeySignIn = () => ({
  response: matrixAuthenticator().assert({ challenge: "bWFkZS11cA" }),
});

/** A POST of the browser's session (an admin's or a participant's), with its challenge cookie. */
function passkeyCall(
  browser: Pick<TestCaller["session"], "cookies" | "headers">,
  url: string,
  options: { challenge?: string | undefined; json?: object } = {},
) {
  return moduleTest.app.inject({
    method: "POST",
    url,
    remoteAddress: uniqueIp(),
    cookies: {
      ...browser.cookies,
      ...(options.challenge ? { [WEBAUTHN_CHALLENGE_COOKIE]: options.challenge } : {}),
    },
    headers: browser.headers,
    ...(options.json ? { payload: options.json } : {}),
  });
}

/** Adds a passkey as the browser of that session does: the options, then the authenticator's answer. */
async function addPasskeyIn(
  browser: Pick<TestCaller["session"], "cookies" | "headers">,
  side: "/api/auth" | "/api/me",
): Promise<LightMyRequestResponse> {
  const options = await passkeyCall(browser, `${side}/passkeys/options`);
  if (options.statusCode !== 200) {
    return passkeyCall(browser, `${side}/passkeys`, { json: madeUpPasskey() });
  }
  return passkeyCall(browser, `${side}/passkeys`, {
    challenge: cookieValue(options, WEBAUTHN_CHALLENGE_COOKIE),
    json: { name: "Matrix key", response: matrixAuthenticator().register(options.json().options) },
  });
}

/** A passkey of the owner's, straight into the database, for a cell that removes it. */
async function newPasskey(owner: { user_id: string } | { person_id: string }): Promise<string> {
  const [row] = await moduleTest.db
    .insert(passkeys)
    .values({
      ...owner,
      credential_id: randomBytes(32).toString("base64url"),
      public_key: "AQ",
      device_type: "singleDevice",
      backed_up: false,
      name: "Throwaway key",
    })
    .returning({ id: passkeys.id });
  if (!row) throw new Error("newPasskey: no row");
  return row.id;
}

/**
 * THE TABLE: for every route, the status each role gets against A's things. Every cell is
 * called; none is left out.
 */
// biome-ignore format: one line per route reads as a table
const EXPECTED: Record<string, Row> = {
  // Documentation and health: public.
  "GET /api/docs": alike(200),
  "GET /api/docs/": alike(200),
  "GET /api/docs/static/index.html": alike(302),
  "GET /api/docs/static/swagger-initializer.js": alike(200),
  "GET /api/docs/*": alike(200),
  "GET /api/docs/json": alike(200),
  "GET /api/docs/yaml": alike(200),
  "GET /api/health": alike(200),
  "GET /api/health/live": alike(200),
  "GET /api/health/ready": alike(200),
  // Sign-in: public, called with wrong credentials; validate-token and logout need a session,
  // door staff's too.
  "POST /api/auth/login": alike(401),
  "POST /api/auth/verify-otp": alike(401),
  "POST /api/auth/resend-otp": alike(401),
  // Single sign-on: public; a start goes to the provider, a made-up answer back to the login.
  "GET /api/auth/sso/start": alike(302),
  "GET /api/auth/sso/callback": alike(302),
  "POST /api/auth/validate-token": { signedOut: 401, eventAdminB: 200, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "none" },
  "POST /api/auth/logout": { signedOut: 401, eventAdminB: 200, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "none" },
  "PUT /api/auth/language": { signedOut: 401, eventAdminB: 200, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "none" },
  // Passkeys: each admin's and door staff member's own, in a session of their own (a fresh one to
  // add); a paired device is refused. The sign-in is public.
  "GET /api/auth/passkeys": { signedOut: 401, eventAdminB: 200, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 403, token: "none" },
  "POST /api/auth/passkeys/options": { signedOut: 401, eventAdminB: 200, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 403, token: "none" },
  "POST /api/auth/passkeys": { signedOut: 401, eventAdminB: 201, eventAdminA: 201, systemAdmin: 201, doorStaffA: 201, deviceA: 403, token: "none" },
  "DELETE /api/auth/passkeys/:id": { signedOut: 401, eventAdminB: 404, eventAdminA: 204, systemAdmin: 404, doorStaffA: 404, deviceA: 403, token: "none" },
  "PUT /api/auth/passkey-only": { signedOut: 401, eventAdminB: 200, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 403, token: "none" },
  "POST /api/auth/passkey-sign-in/options": alike(200),
  "POST /api/auth/passkey-sign-in": alike(401),
  // User management: system admins only; event admins list event admins (checked in CALLS).
  "GET /api/users/get-all-users": anyAdmin(200, "none"),
  "POST /api/users/create-user": { signedOut: 401, eventAdminB: 403, eventAdminA: 403, systemAdmin: 201, token: "none" },
  "PUT /api/users/update-user/:id": { signedOut: 401, eventAdminB: 403, eventAdminA: 403, systemAdmin: 200, token: "none" },
  "DELETE /api/users/delete-user/:id": { signedOut: 401, eventAdminB: 403, eventAdminA: 403, systemAdmin: 200, token: "none" },
  // A's event and everything of it: B is answered 404, as if it did not exist; lists are 200
  // for every admin, and B's never holds an id of A's (checked for every cell).
  "GET /api/events/get-all-events": anyAdmin(200, "events"),
  "GET /api/events/summary": anyAdmin(200, "events"),
  "GET /api/dashboard/charts": anyAdmin(200, "events"),
  "GET /api/events/get-events-by-admin": anyAdmin(200, "events"),
  "GET /api/events/get-events-by-admin/:adminId": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, tokenAOther: 200, token: "events" },
  "GET /api/events/get-event/:id": ofA(200, "events"),
  "GET /api/events/get-event-status-enum": anyAdmin(200, "events"),
  "GET /api/events/new-event-defaults": anyAdmin(200, "events"),
  "POST /api/events/create-event": { signedOut: 401, eventAdminB: 201, eventAdminA: 201, systemAdmin: 201, tokenAOther: 403, token: "events" },
  "PUT /api/events/update-event/:id": ofA(200, "events"),
  "DELETE /api/events/delete-event/:id": ofA(200, "events"),
  // The system admin's cell runs in an app on a database of its own (see CALLS), not on A's data.
  "DELETE /api/events/delete-all-events": { signedOut: 401, eventAdminB: 403, eventAdminA: 403, systemAdmin: 200, token: "none" },
  "GET /api/users/get-all-documents/:eventId": ofA(200, "events"),
  "POST /api/users/upload-event-document": ofA(201, "events"),
  "DELETE /api/users/delete-document/:documentId/:eventId": ofA(200, "events"),
  "GET /api/users/view-document/:document_id": ofA(200, "events"),
  "GET /api/sessions/get-all-sessions/:eventId": ofA(200, "sessions"),
  "GET /api/sessions/get-all-sessions": anyAdmin(200, "sessions"),
  "GET /api/sessions/get-session-types": anyAdmin(200, "sessions"),
  "POST /api/sessions/create-session": ofA(201, "sessions"),
  "PUT /api/sessions/update-session/:id": ofA(200, "sessions"),
  "DELETE /api/sessions/delete-session/:id": ofA(200, "sessions"),
  "POST /api/sessions/upload-session-document": ofA(201, "sessions"),
  "GET /api/sessions/get-session-document/:sessionId": ofA(200, "sessions"),
  "GET /api/sessions/view-document/:documentId": ofA(200, "sessions"),
  "DELETE /api/sessions/delete-document/:documentId/:sessionId": ofA(200, "sessions"),
  "GET /api/sessions/export/:eventId": ofA(200, "sessions"),
  "GET /api/sessions/conflicts/:eventId": ofA(200, "sessions"),
  "GET /api/sessions/calendar-link/:eventId": ofA(200, "events"),
  "POST /api/sessions/calendar-link/:eventId/rotate": ofA(200, "events"),
  // The feed is public: its token is the key, so a session is neither needed nor enough. Asked
  // without A's token, it answers everyone alike (its token's own tests are in the agenda module).
  "GET /api/sessions/ics/:eventId": alike(404),
  "GET /api/sessions/download-ics/:id": ofA(200, "sessions"),
  "GET /api/participants/get-all-participants-by-event/:eventId": ofA(200, "participants"),
  "GET /api/participants/get-all-participants": anyAdmin(200, "participants"),
  "POST /api/participants/create-single": ofA(201, "participants"),
  "POST /api/participants/create-multiple": ofA(201, "participants"),
  "PUT /api/participants/update-participant/:id": ofA(200, "participants"),
  "DELETE /api/participants/delete-participant/:id": ofA(200, "participants"),
  "POST /api/participants/import/:eventId": ofA(200, "participants"),
  "GET /api/participants/export/:eventId": ofA(200, "participants"),
  "GET /api/participants/import-template": anyAdmin(200, "participants"),
  "POST /api/participants/check-in/:id": ofA(200, "check-in"),
  "DELETE /api/participants/check-in/:id": ofA(200, "check-in"),
  "POST /api/participants/check-in-by-code": ofA(200, "check-in"),
  "GET /api/participants/check-in-count/:eventId": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "check-in" },
  "GET /api/participants/ticket/:id": ofA(200, "check-in"),
  "POST /api/participants/renew-ticket/:id": ofA(200, "check-in"),
  "GET /api/participants/badges/:eventId": ofA(200, "check-in"),
  "POST /api/events/:id/messages/preview": ofA(200, "messages:read"),
  "POST /api/events/:id/messages": ofA(202, "messages"),
  "GET /api/events/:id/messages": ofA(200, "messages"),
  "GET /api/events/:id/messages/:messageId": ofA(200, "messages"),
  // Door staff of A's event: managed by A and system admins; the staff themselves reach none of it.
  "GET /api/events/:id/staff": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, doorStaffA: 404, deviceA: 404, token: "none" },
  "POST /api/events/:id/staff": { signedOut: 401, eventAdminB: 404, eventAdminA: 201, systemAdmin: 201, doorStaffA: 404, deviceA: 404, token: "none" },
  "DELETE /api/events/:id/staff/:userId": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, doorStaffA: 404, deviceA: 404, token: "none" },
  "POST /api/events/:id/staff/:userId/pairing": { signedOut: 401, eventAdminB: 404, eventAdminA: 201, systemAdmin: 201, doorStaffA: 404, deviceA: 404, token: "none" },
  "DELETE /api/events/:id/staff/:userId/devices/:deviceId": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, doorStaffA: 404, deviceA: 404, token: "none" },
  // The door: pairing and choosing a password are public, their secrets the key (each cell its
  // own); the door's events and check-in reach A's event for A's door staff and device (and each
  // of those cells asks B's event too, answered 404), and for admins per their events.
  "POST /api/door/pair": alike(200),
  "POST /api/door/choose-password": alike(200),
  "GET /api/door/events": { signedOut: 401, eventAdminB: 200, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "check-in" },
  "GET /api/participants/check-in-list/:id": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "check-in" },
  "PUT /api/participants/check-in-devices/:id/:deviceId": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "check-in" },
  "POST /api/participants/check-in/sync": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "check-in" },
  "POST /api/participants/check-in/undo": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 200, doorStaffA: 200, deviceA: 200, token: "check-in" },
  "GET /api/events/:id/registration": ofA(200, "events"),
  "PUT /api/events/:id/registration": ofA(200, "events"),
  "GET /api/events/:id/registrations": ofA(200, "participants"),
  "POST /api/events/:id/registrations/:registrationId/approve": ofA(200, "participants"),
  "POST /api/events/:id/registrations/:registrationId/reject": ofA(200, "participants"),
  // The public registration page of A's event: anyone, signed in or not, is answered alike; the
  // links' routes open to the holder of the link's token, whoever else they are.
  "GET /api/public/events/:slug": alike(200),
  "GET /api/public/registration-challenge": alike(200),
  "POST /api/public/events/:slug/registrations": alike(202),
  "POST /api/public/registrations/confirm": alike(200),
  "POST /api/public/registrations/status": alike(200),
  "POST /api/public/registrations/cancel": alike(200),
  "POST /api/public/registrations/offer": alike(200),
  "GET /api/audit-log": anyAdmin(200, "activity"),
  "GET /api/audit-log/export": anyAdmin(200, "activity"),
  "GET /api/privacy/person": anyAdmin(200, "none"),
  "POST /api/privacy/erasures": { signedOut: 401, eventAdminB: 403, eventAdminA: 403, systemAdmin: 200, token: "none" },
  // An admin's own API tokens: each admin makes and lists their own; A's token is A's alone to
  // revoke, B and a system admin are answered 404.
  "POST /api/tokens": anyAdmin(201, "none"),
  "GET /api/tokens": anyAdmin(200, "none"),
  "DELETE /api/tokens/:id": { signedOut: 401, eventAdminB: 404, eventAdminA: 200, systemAdmin: 404, token: "none" },
  // The participants' app: an admin's session opens none of it; its sign-in is public.
  "GET /api/me": participantsOnly(200),
  "POST /api/me/sign-in": alike(200),
  "POST /api/me/sign-in/verify": alike(401),
  "POST /api/me/sign-in/resend": alike(401),
  "POST /api/me/sign-in/link": alike(401),
  "GET /api/me/passkeys": participantsOnly(200),
  "POST /api/me/passkeys/options": participantsOnly(200),
  "POST /api/me/passkeys": participantsOnly(201),
  "DELETE /api/me/passkeys/:id": participantsOnly({ participantOther: 404, participantA: 204 }),
  "PUT /api/me/passkey-only": participantsOnly(200),
  "POST /api/me/passkey-sign-in/options": alike(200),
  "POST /api/me/passkey-sign-in": alike(401),
  "POST /api/me/sign-out": participantsOnly(200),
  "GET /api/me/messages": participantsOnly(200),
  "POST /api/me/messages/:messageId/read": participantsOnly({ participantOther: 404, participantA: 200 }),
  "GET /api/privacy/erasures": { signedOut: 401, eventAdminB: 403, eventAdminA: 403, systemAdmin: 200, token: "none" },
  // Webhooks of A's events: B is answered 404 for each of them (and for A's event); no token.
  "POST /api/webhooks": ofA(201, "none"),
  "GET /api/webhooks": ofA(200, "none"),
  "GET /api/webhooks/:id": ofA(200, "none"),
  "PUT /api/webhooks/:id": ofA(200, "none"),
  "DELETE /api/webhooks/:id": ofA(200, "none"),
  "GET /api/webhooks/:id/deliveries": ofA(200, "none"),
  "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver": ofA(200, "none"),
  "POST /api/webhooks/:id/test": ofA(202, "none"),
  // The participants' events, agenda, calendars and ticket: no admin's session opens them; the
  // personal feed is public, its token the key, and answers a token that is nobody's alike.
  "GET /api/me/events": participantsOnly(200),
  "GET /api/me/events/:eventId": participantsOnly({ participantOther: 404, participantA: 200 }),
  "GET /api/me/events/:eventId/documents/:documentId": participantsOnly({ participantOther: 404, participantA: 200 }),
  "GET /api/me/events/:eventId/sessions": participantsOnly({ participantOther: 404, participantA: 200 }),
  "GET /api/me/events/:eventId/ticket": participantsOnly({ participantOther: 404, participantA: 200 }),
  "GET /api/me/sessions/:sessionId/document": participantsOnly({ participantOther: 404, participantA: 200 }),
  "GET /api/me/sessions/:sessionId/calendar": participantsOnly({ participantOther: 404, participantA: 200 }),
  "PUT /api/me/sessions/:sessionId/bookmark": participantsOnly({ participantOther: 404, participantA: 200 }),
  "DELETE /api/me/sessions/:sessionId/bookmark": participantsOnly({ participantOther: 404, participantA: 200 }),
  "GET /api/me/calendar-feed": participantsOnly(200),
  "POST /api/me/calendar-feed/renew": participantsOnly(200),
  "GET /api/me/calendar-feed/:token": alike(404),
  // The participant's own profile and data: no admin's session opens them.
  "PATCH /api/me/profile": participantsOnly(200),
  "PUT /api/me/profile/photo": participantsOnly(200),
  "DELETE /api/me/profile/photo": participantsOnly(200),
  "POST /api/me/email-change": participantsOnly(200),
  "POST /api/me/email-change/verify": alike(401),
  "GET /api/me/data": participantsOnly(200),
  "POST /api/me/account-deletion": participantsOnly(200),
  "POST /api/me/account-deletion/confirm": alike(401),
};

const get = (url: string) => ({ method: "GET" as const, url });

/** A call of that method and URL, with the body given. */
const send = (method: InjectOptions["method"], url: string, options?: CallOptions): Request => ({
  method,
  url,
  options,
});

/** How each route of EXPECTED is called, and what more a 2xx answer must hold. */
const CALLS: Record<string, Call> = {
  // Documentation and health: public.
  "GET /api/docs": { request: () => get("/api/docs") },
  "GET /api/docs/": { request: () => get("/api/docs/") },
  // The UI's index is served at /api/docs; its static path sends the browser there.
  "GET /api/docs/static/index.html": {
    request: () => get("/api/docs/static/index.html"),
  },
  "GET /api/docs/static/swagger-initializer.js": {
    request: () => get("/api/docs/static/swagger-initializer.js"),
  },
  "GET /api/docs/*": { request: () => get("/api/docs/static/swagger-ui.css") },
  "GET /api/docs/json": { request: () => get("/api/docs/json") },
  "GET /api/docs/yaml": { request: () => get("/api/docs/yaml") },
  "GET /api/health": { request: () => get("/api/health") },
  "GET /api/health/live": { request: () => get("/api/health/live") },
  "GET /api/health/ready": { request: () => get("/api/health/ready") },

  // Sign-in: public, with wrong credentials so no cell signs anyone in or out but its own, each
  // on an admin of its own: the wrong tries of every role at one account would pass its limit.
  "POST /api/auth/login": {
    request: async () =>
      send(
        "POST",
        "/api/auth/login",
        json({ email: (await newUserRow()).email, password: "not the password" }),
      ),
  },
  "POST /api/auth/verify-otp": {
    request: async () =>
      send("POST", "/api/auth/verify-otp", json({ user_id: await newUser(), otp: "000000" })),
  },
  "POST /api/auth/resend-otp": {
    request: async () => send("POST", "/api/auth/resend-otp", json({ userId: await newUser() })),
  },
  "GET /api/auth/sso/start": { request: () => get(SSO_START_PATH) },
  "GET /api/auth/sso/callback": {
    request: () => get(`${SSO_CALLBACK_PATH}?code=made-up&state=made-up`),
  },
  "POST /api/auth/validate-token": {
    request: () => send("POST", "/api/auth/validate-token"),
  },
  "PUT /api/auth/language": {
    request: () => send("PUT", "/api/auth/language", json({ language: "de" })),
    check: (_role, response) => expect(response.json().user.language).toBe("de"),
  },
  "GET /api/auth/passkeys": { request: () => get("/api/auth/passkeys") },
  "POST /api/auth/passkeys/options": {
    request: async (role) =>
      isAdminSession(role)
        ? {
            response: await passkeyCall(
              (await freshSessionOf(role)).session,
              "/api/auth/passkeys/options",
            ),
          }
        : send("POST", "/api/auth/passkeys/options"),
  },
  "POST /api/auth/passkeys": {
    request: async (role) =>
      isAdminSession(role)
        ? { response: await addPasskeyIn((await freshSessionOf(role)).session, "/api/auth") }
        : send("POST", "/api/auth/passkeys", json(madeUpPasskey())),
  },
  "DELETE /api/auth/passkeys/:id": {
    request: async () =>
      send("DELETE", `/api/auth/passkeys/${await newPasskey({ user_id: admins.eventAdmin.id })}`),
  },
  "PUT /api/auth/passkey-only": {
    request: () => send("PUT", "/api/auth/passkey-only", json({ passkey_only: false })),
  },
  "POST /api/auth/passkey-sign-in/options": {
    request: () => send("POST", "/api/auth/passkey-sign-in/options"),
  },
  "POST /api/auth/passkey-sign-in": {
    request: () => send("POST", "/api/auth/passkey-sign-in", json(madeUpPasskeySignIn())),
  },
  "POST /api/auth/logout": {
    request: async (role) => {
      if (role === "signedOut" || isParticipantRole(role) || isTokenRole(role)) {
        return { method: "POST", url: "/api/auth/logout" };
      }
      const actor = await freshSessionOf(role);
      return { response: await moduleTest.call(actor, "POST", "/api/auth/logout") };
    },
  },

  // User management: system admins only; an event admin may list event admins, never a system admin.
  "GET /api/users/get-all-users": {
    request: () => get("/api/users/get-all-users"),
    check: (role, response) => {
      const types = (response.json() as { type: string }[]).map((user) => user.type);
      if (role === "systemAdmin") expect(types).toContain("system_admin");
      else expect(types).not.toContain("system_admin");
    },
  },
  "POST /api/users/create-user": {
    request: () =>
      send(
        "POST",
        "/api/users/create-user",
        json({
          name: "New Admin",
          email: uniqueEmail("matrix"),
          phone: "+15550100",
          type: "event_admin",
          password: "a long password",
        }),
      ),
  },
  "PUT /api/users/update-user/:id": {
    request: async () =>
      send(
        "PUT",
        `/api/users/update-user/${await newUser()}`,
        json({ name: "Renamed Admin", email: uniqueEmail("matrix"), phone: "+15550100" }),
      ),
  },
  "DELETE /api/users/delete-user/:id": {
    request: async () => send("DELETE", `/api/users/delete-user/${await newUser()}`),
  },

  // Events.
  "GET /api/events/get-all-events": {
    request: () => get("/api/events/get-all-events"),
  },
  "GET /api/events/summary": { request: () => get("/api/events/summary") },
  "GET /api/dashboard/charts": {
    request: () => get("/api/dashboard/charts"),
    // A's event has participants, so A's ranking names it (B's must not: checked for every cell).
    check: (role, response) => {
      if (role === "eventAdminA") expect(response.body).toContain(owned.eventId);
    },
  },
  "GET /api/events/get-events-by-admin": {
    request: () => get("/api/events/get-events-by-admin"),
  },
  "GET /api/events/get-events-by-admin/:adminId": {
    request: () => get(`/api/events/get-events-by-admin/${admins.eventAdmin.id}`),
  },
  "GET /api/events/get-event/:id": {
    request: () => get(`/api/events/get-event/${owned.eventId}`),
  },
  "GET /api/events/get-event-status-enum": {
    request: () => get("/api/events/get-event-status-enum"),
  },
  "GET /api/events/new-event-defaults": {
    request: () => get("/api/events/new-event-defaults"),
    // The server's settings, the same for every admin: this file's app sets neither.
    check: (_role, response) =>
      expect(response.json()).toEqual({ time_zone: "UTC", retention_days: null }),
  },
  "POST /api/events/create-event": {
    request: () => send("POST", "/api/events/create-event", { form: { fields: eventData() } }),
  },
  "PUT /api/events/update-event/:id": {
    request: () =>
      send("PUT", `/api/events/update-event/${owned.eventId}`, { form: { fields: eventData() } }),
  },
  "DELETE /api/events/delete-event/:id": {
    request: async () => send("DELETE", `/api/events/delete-event/${await newEvent()}`),
  },
  "DELETE /api/events/delete-all-events": {
    // A system admin's call would delete every event of this file: it runs on a database of its own.
    request: async (role) =>
      role === "systemAdmin"
        ? { response: await deleteAllEventsElsewhere() }
        : { method: "DELETE", url: "/api/events/delete-all-events" },
  },

  // Event documents.
  "GET /api/users/get-all-documents/:eventId": {
    request: () => get(`/api/users/get-all-documents/${owned.eventId}`),
  },
  "POST /api/users/upload-event-document": {
    request: () =>
      send("POST", "/api/users/upload-event-document", {
        form: { fields: { event_id: owned.eventId }, files: [pdfPart] },
      }),
  },
  "DELETE /api/users/delete-document/:documentId/:eventId": {
    request: async () =>
      send("DELETE", `/api/users/delete-document/${await newEventDocument()}/${owned.eventId}`),
  },
  "GET /api/users/view-document/:document_id": {
    request: () => get(`/api/users/view-document/${owned.eventDocumentId}`),
  },

  // Sessions and session documents.
  "GET /api/sessions/get-all-sessions/:eventId": {
    request: () => get(`/api/sessions/get-all-sessions/${owned.eventId}`),
  },
  "GET /api/sessions/get-all-sessions": {
    request: () => get("/api/sessions/get-all-sessions"),
  },
  "GET /api/sessions/conflicts/:eventId": {
    request: () => get(`/api/sessions/conflicts/${owned.eventId}`),
  },
  "GET /api/sessions/calendar-link/:eventId": {
    request: () => get(`/api/sessions/calendar-link/${owned.eventId}`),
  },
  "POST /api/sessions/calendar-link/:eventId/rotate": {
    request: async () => send("POST", `/api/sessions/calendar-link/${await newEvent()}/rotate`),
  },
  "GET /api/sessions/ics/:eventId": {
    request: () => get(`/api/sessions/ics/${owned.eventId}?token=${"x".repeat(43)}`),
  },
  "GET /api/sessions/download-ics/:id": {
    request: () => get(`/api/sessions/download-ics/${owned.sessionId}`),
  },
  "GET /api/sessions/get-session-types": {
    request: () => get("/api/sessions/get-session-types"),
  },
  "POST /api/sessions/create-session": {
    request: () =>
      send("POST", "/api/sessions/create-session", {
        form: {
          fields: {
            event_id: owned.eventId,
            name: "Panel",
            session_type: "keynote",
            start_datetime: "2026-05-01T11:00:00",
            end_datetime: "2026-05-01T12:00:00",
          },
        },
      }),
  },
  "PUT /api/sessions/update-session/:id": {
    request: () =>
      send("PUT", `/api/sessions/update-session/${owned.sessionId}`, {
        form: {
          fields: {
            event_id: owned.eventId,
            name: "Opening keynote",
            session_type: "keynote",
            start_datetime: "2026-05-01T09:00:00",
            end_datetime: "2026-05-01T10:00:00",
          },
        },
      }),
  },
  "DELETE /api/sessions/delete-session/:id": {
    request: async () => send("DELETE", `/api/sessions/delete-session/${await newSession()}`),
  },
  "POST /api/sessions/upload-session-document": {
    // A session holds one document: each cell uploads to a session of its own.
    request: async () =>
      send("POST", "/api/sessions/upload-session-document", {
        form: { fields: { session_id: await newSession() }, files: [pdfPart] },
      }),
  },
  "GET /api/sessions/get-session-document/:sessionId": {
    request: () => get(`/api/sessions/get-session-document/${owned.sessionId}`),
  },
  "GET /api/sessions/view-document/:documentId": {
    request: () => get(`/api/sessions/view-document/${owned.sessionDocumentId}`),
  },
  "DELETE /api/sessions/delete-document/:documentId/:sessionId": {
    request: async () => {
      const sessionId = await newSession();
      return {
        method: "DELETE",
        url: `/api/sessions/delete-document/${await newSessionDocument(sessionId)}/${sessionId}`,
      };
    },
  },
  "GET /api/sessions/export/:eventId": {
    request: () => get(`/api/sessions/export/${owned.eventId}?format=csv`),
  },

  // Participants, imports and exports.
  "GET /api/participants/get-all-participants-by-event/:eventId": {
    request: () => get(`/api/participants/get-all-participants-by-event/${owned.eventId}`),
  },
  "GET /api/participants/get-all-participants": {
    request: () => get("/api/participants/get-all-participants"),
  },
  "POST /api/participants/create-single": {
    request: () => send("POST", "/api/participants/create-single", json(participantFields())),
  },
  "POST /api/participants/create-multiple": {
    request: () =>
      send(
        "POST",
        "/api/participants/create-multiple",
        json({ participants: [participantFields()] }),
      ),
  },
  "PUT /api/participants/update-participant/:id": {
    request: async () =>
      send(
        "PUT",
        `/api/participants/update-participant/${(await newParticipant()).id}`,
        json({ name: "Renamed Guest" }),
      ),
  },
  "DELETE /api/participants/delete-participant/:id": {
    request: async () =>
      send("DELETE", `/api/participants/delete-participant/${(await newParticipant()).id}`),
  },
  "POST /api/participants/import/:eventId": {
    request: () =>
      send("POST", `/api/participants/import/${owned.eventId}`, {
        form: {
          fields: { dry_run: "true" },
          files: [
            {
              field: "file",
              filename: "guests.csv",
              content: Buffer.from("name,email,username\nAda,ada-import@example.org,ada-import\n"),
            },
          ],
        },
      }),
  },
  "GET /api/participants/export/:eventId": {
    request: () => get(`/api/participants/export/${owned.eventId}?format=csv`),
  },
  "GET /api/participants/import-template": {
    request: () => get("/api/participants/import-template"),
  },

  // Check-in and tickets.
  "POST /api/participants/check-in/:id": {
    request: async () => send("POST", `/api/participants/check-in/${(await newParticipant()).id}`),
  },
  "DELETE /api/participants/check-in/:id": {
    request: async () =>
      send("DELETE", `/api/participants/check-in/${await newCheckedInParticipant()}`),
  },
  "POST /api/participants/check-in-by-code": {
    request: async () =>
      send(
        "POST",
        "/api/participants/check-in-by-code",
        json({ event_id: owned.eventId, code: (await newParticipant()).code }),
      ),
  },
  "GET /api/participants/check-in-count/:eventId": {
    request: () => get(`/api/participants/check-in-count/${owned.eventId}`),
    check: (role) =>
      askedAtEventOfB(role, get(`/api/participants/check-in-count/${owned.eventOfB}`)),
  },
  "GET /api/participants/ticket/:id": {
    request: () => get(`/api/participants/ticket/${owned.participantId}`),
  },
  "POST /api/participants/renew-ticket/:id": {
    request: async () =>
      send("POST", `/api/participants/renew-ticket/${(await newParticipant()).id}`),
  },
  "GET /api/participants/badges/:eventId": {
    request: () => get(`/api/participants/badges/${owned.eventId}`),
  },

  // The door's offline copy, its devices' reports, its queued scans and its undo.
  "GET /api/participants/check-in-list/:id": {
    request: () => get(`/api/participants/check-in-list/${owned.eventId}`),
    check: (role) =>
      askedAtEventOfB(role, get(`/api/participants/check-in-list/${owned.eventOfB}`)),
  },
  "PUT /api/participants/check-in-devices/:id/:deviceId": {
    request: () => send("PUT", deviceReportUrl(owned.eventId), deviceReport),
    check: (role) =>
      askedAtEventOfB(role, send("PUT", deviceReportUrl(owned.eventOfB), deviceReport)),
  },
  "POST /api/participants/check-in/sync": {
    request: async () => syncRequest(owned.eventId, (await newParticipant()).id),
    check: async (role) =>
      askedAtEventOfB(role, syncRequest(owned.eventOfB, (await newParticipant()).id)),
  },
  // Door staff undo only their own check-ins: each cell undoes one its role made.
  "POST /api/participants/check-in/undo": {
    request: async (role) =>
      send(
        "POST",
        "/api/participants/check-in/undo",
        json({ participant_id: await checkedInBy(role) }),
      ),
  },

  // Messages.
  "POST /api/events/:id/messages/preview": {
    request: () =>
      send(
        "POST",
        `/api/events/${owned.eventId}/messages/preview`,
        json({ subject: "Hello", body: "Dear {{name}}" }),
      ),
  },
  "POST /api/events/:id/messages": {
    request: () =>
      send(
        "POST",
        `/api/events/${owned.eventId}/messages`,
        json({ subject: "Hello", body: "Welcome" }),
      ),
  },
  "GET /api/events/:id/messages": {
    request: () => get(`/api/events/${owned.eventId}/messages`),
  },
  "GET /api/events/:id/messages/:messageId": {
    request: () => get(`/api/events/${owned.eventId}/messages/${owned.messageId}`),
  },

  // Door staff of A's event.
  "GET /api/events/:id/staff": {
    request: () => get(`/api/events/${owned.eventId}/staff`),
    check: (_role, response) => {
      const staff = (response.json() as { staff: { user_id: string }[] }).staff;
      expect(staff.map((member) => member.user_id)).toContain(doorStaffA.id);
    },
  },
  "POST /api/events/:id/staff": {
    request: () =>
      send(
        "POST",
        `/api/events/${owned.eventId}/staff`,
        json({ email: uniqueEmail("matrix-door"), name: "Matrix Door" }),
      ),
  },
  "DELETE /api/events/:id/staff/:userId": {
    request: async () =>
      send(
        "DELETE",
        `/api/events/${owned.eventId}/staff/${(await door.addNewStaff(admins.eventAdmin, owned.eventId)).user_id}`,
      ),
  },
  "POST /api/events/:id/staff/:userId/pairing": {
    request: () => send("POST", `/api/events/${owned.eventId}/staff/${doorStaffA.id}/pairing`),
  },
  "DELETE /api/events/:id/staff/:userId/devices/:deviceId": {
    request: async () => {
      const device = await door.pairDevice(admins.eventAdmin, owned.eventId, doorStaffA.id);
      return send(
        "DELETE",
        `/api/events/${owned.eventId}/staff/${doorStaffA.id}/devices/${device.id}`,
      );
    },
  },
  "POST /api/door/pair": {
    request: async () =>
      send(
        "POST",
        "/api/door/pair",
        json({
          code: await door.createPairing(admins.eventAdmin, owned.eventId, doorStaffA.id),
          device_name: "Matrix tablet",
        }),
      ),
    check: (_role, response) => expect(response.json().event_id).toBe(owned.eventId),
    answersSecretHolder: true,
  },
  "POST /api/door/choose-password": {
    request: async () => {
      const email = uniqueEmail("matrix-door");
      await door.addStaff(admins.eventAdmin, owned.eventId, { email, name: "Matrix Door" });
      const { token } = await door.invitationTo(email);
      return send("POST", "/api/door/choose-password", json({ token, password: "a password" }));
    },
  },
  "GET /api/door/events": {
    request: () => get("/api/door/events"),
    check: (role, response) => {
      const ids = (response.json() as { events: { id: string }[] }).events.map((event) => event.id);
      if (isDoorRole(role)) expect(ids).toEqual([owned.eventId]);
      else if (role === "tokenAOther") expect(ids).toEqual([owned.otherEventOfA]);
      else if (role === "eventAdminB") expect(ids).toContain(owned.eventOfB);
      else expect(ids).toContain(owned.eventId);
    },
  },

  // Registration's settings and form.
  "GET /api/events/:id/registration": {
    request: () => get(`/api/events/${owned.eventId}/registration`),
  },
  "PUT /api/events/:id/registration": {
    request: async () =>
      send(
        "PUT",
        `/api/events/${await newEvent()}/registration`,
        json({ ...DEFAULT_REGISTRATION_SETTINGS, slug: `matrix-${randomUUID()}` }),
      ),
  },
  "GET /api/events/:id/registrations": {
    request: () => get(`/api/events/${owned.eventId}/registrations`),
  },
  "POST /api/events/:id/registrations/:registrationId/approve": {
    request: async () =>
      send("POST", `/api/events/${owned.eventId}/registrations/${await newPending()}/approve`),
  },
  "POST /api/events/:id/registrations/:registrationId/reject": {
    request: async () =>
      send(
        "POST",
        `/api/events/${owned.eventId}/registrations/${await newPending()}/reject`,
        json({ message: "Sorry" }),
      ),
  },
  "GET /api/public/events/:slug": {
    request: () => get(`/api/public/events/${owned.slug}`),
  },
  "GET /api/public/registration-challenge": {
    request: () => get("/api/public/registration-challenge"),
  },
  "POST /api/public/events/:slug/registrations": {
    request: async () =>
      send(
        "POST",
        `/api/public/events/${owned.slug}/registrations`,
        json(await registrationForm(moduleTest.app)),
      ),
  },
  "POST /api/public/registrations/confirm": {
    request: async () => {
      const [unconfirmed] = await insertUnconfirmed(moduleTest.db, owned.eventId, 1);
      if (!unconfirmed) throw new Error("setup: no unconfirmed registration");
      const { token, code } = unconfirmed;
      return send(
        "POST",
        "/api/public/registrations/confirm",
        json({ confirmation_token: token, code }),
      );
    },
  },
  "POST /api/public/registrations/status": {
    request: async () =>
      send(
        "POST",
        "/api/public/registrations/status",
        json({ token: await linkTokenOf(moduleTest.db, await newPending(), "cancel") }),
      ),
  },
  "POST /api/public/registrations/cancel": {
    request: async () =>
      send(
        "POST",
        "/api/public/registrations/cancel",
        json({ token: await linkTokenOf(moduleTest.db, await newPending(), "cancel") }),
      ),
  },
  // A pending registration was offered nothing: the offer link is answered where it stands.
  "POST /api/public/registrations/offer": {
    request: async () =>
      send(
        "POST",
        "/api/public/registrations/offer",
        json({
          token: await linkTokenOf(moduleTest.db, await newPending(), "offer"),
          accept: true,
        }),
      ),
  },

  // Activity log: filtered by A's event, B's answer names none of A's entries.
  "GET /api/audit-log": {
    request: () => get(`/api/audit-log?event_id=${owned.eventId}`),
    check: (role, response) => {
      const page = response.json() as { total: number; entries: { event_id: string | null }[] };
      // The entries are newest first and the cells add to them; A and a system admin see all.
      if (!isStranger(role)) {
        expect(page.total).toBeGreaterThanOrEqual(owned.auditEntryIds.length);
        expect(page.entries.every((entry) => entry.event_id === owned.eventId)).toBe(true);
      } else expect(page.entries).toEqual([]);
    },
  },
  "GET /api/audit-log/export": {
    request: () => get(`/api/audit-log/export?event_id=${owned.eventId}&format=csv`),
  },

  // Webhooks: each cell's own webhook of a new event of A's (an event holds only so many).
  "POST /api/webhooks": {
    request: async () => send("POST", "/api/webhooks", json(webhookFields(await newEvent()))),
  },
  "GET /api/webhooks": { request: () => get(`/api/webhooks?event_id=${owned.eventId}`) },
  "GET /api/webhooks/:id": { request: async () => get(`/api/webhooks/${await newWebhook()}`) },
  "PUT /api/webhooks/:id": {
    request: async () =>
      send(
        "PUT",
        `/api/webhooks/${await newWebhook()}`,
        json({ ...webhookFields(owned.eventId), enabled: false }),
      ),
  },
  "DELETE /api/webhooks/:id": {
    request: async () => send("DELETE", `/api/webhooks/${await newWebhook()}`),
  },
  "GET /api/webhooks/:id/deliveries": {
    request: async () => get(`/api/webhooks/${await newWebhook()}/deliveries`),
  },
  "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver": {
    request: async () => {
      const id = await newWebhook();
      const test = await asA("POST", `/api/webhooks/${id}/test`);
      return send("POST", `/api/webhooks/${id}/deliveries/${test.json().delivery.id}/redeliver`);
    },
  },
  "POST /api/webhooks/:id/test": {
    request: async () => send("POST", `/api/webhooks/${await newWebhook()}/test`),
  },

  // Privacy: a person of A's event; B is answered empty lists. Only a system admin erases,
  // each time a participant made for it, so A's own stay.
  "GET /api/privacy/person": {
    request: async () => {
      const [row] = await moduleTest.db
        .select({ email: participants.email })
        .from(participants)
        .where(eq(participants.id, owned.participantId));
      return get(`/api/privacy/person?email=${encodeURIComponent(row?.email ?? "")}`);
    },
    check: (role, response) => {
      const data = response.json() as { participants: { id: string }[] };
      expect(data.participants.map((row) => row.id)).toEqual(
        role === "eventAdminB" ? [] : [owned.participantId],
      );
    },
  },
  "POST /api/privacy/erasures": {
    request: async () => {
      const fields = participantFields();
      await asA("POST", "/api/participants/create-single", { json: fields });
      return send("POST", "/api/privacy/erasures", json({ email: fields.email, reason: "Asked" }));
    },
  },
  "GET /api/privacy/erasures": { request: () => get("/api/privacy/erasures") },

  // API tokens: each cell's own new token; A's is revoked by whoever the cell's caller is.
  "POST /api/tokens": {
    request: () => send("POST", "/api/tokens", json({ name: "Matrix", scopes: ["events:read"] })),
  },
  "GET /api/tokens": { request: () => get("/api/tokens") },
  "DELETE /api/tokens/:id": {
    request: async () =>
      send(
        "DELETE",
        `/api/tokens/${(await insertApiToken(moduleTest.db, admins.eventAdmin.id)).id}`,
      ),
  },

  // The participants' events, asked by admins about A's things.
  "GET /api/me/events": { request: () => get("/api/me/events") },
  "GET /api/me/events/:eventId": { request: () => get(`/api/me/events/${owned.eventId}`) },
  "GET /api/me/events/:eventId/documents/:documentId": {
    request: () => get(`/api/me/events/${owned.eventId}/documents/${owned.eventDocumentId}`),
  },
  "GET /api/me/events/:eventId/sessions": {
    request: () => get(`/api/me/events/${owned.eventId}/sessions`),
  },
  "GET /api/me/events/:eventId/ticket": {
    request: () => get(`/api/me/events/${owned.eventId}/ticket`),
  },
  "GET /api/me/sessions/:sessionId/document": {
    request: () => get(`/api/me/sessions/${owned.sessionId}/document`),
  },
  "GET /api/me/sessions/:sessionId/calendar": {
    request: () => get(`/api/me/sessions/${owned.sessionId}/calendar`),
  },
  "PUT /api/me/sessions/:sessionId/bookmark": {
    request: () => send("PUT", `/api/me/sessions/${owned.sessionId}/bookmark`),
  },
  "DELETE /api/me/sessions/:sessionId/bookmark": {
    request: () => send("DELETE", `/api/me/sessions/${owned.sessionId}/bookmark`),
  },
  "GET /api/me/calendar-feed": { request: () => get("/api/me/calendar-feed") },
  "POST /api/me/calendar-feed/renew": {
    request: () => send("POST", "/api/me/calendar-feed/renew"),
  },
  "GET /api/me/calendar-feed/:token": {
    request: () => get(`/api/me/calendar-feed/${"A".repeat(43)}`),
  },

  // The participants' app, asked by admins: a stranger's e-mail, and tokens that are nobody's.
  "GET /api/me": { request: () => get("/api/me") },
  "POST /api/me/sign-in": {
    request: () => send("POST", "/api/me/sign-in", json({ email: uniqueEmail("stranger") })),
  },
  "POST /api/me/sign-in/verify": {
    request: () =>
      send(
        "POST",
        "/api/me/sign-in/verify",
        // A sign-in of its own: every role's wrong code at one would pass its limit of tries.
        json({ sign_in_token: randomBytes(32).toString("base64url"), code: "000000" }),
      ),
  },
  "POST /api/me/sign-in/resend": {
    request: () => send("POST", "/api/me/sign-in/resend", json({ sign_in_token: "A".repeat(43) })),
  },
  "POST /api/me/sign-in/link": {
    request: () =>
      send(
        "POST",
        "/api/me/sign-in/link",
        json({ token: `${owned.participantId}.${"A".repeat(43)}` }),
      ),
  },
  "POST /api/me/sign-out": {
    request: async (role) => {
      if (!isParticipantRole(role)) return send("POST", "/api/me/sign-out");
      const fresh = await signInParticipant(
        moduleTest.app,
        moduleTest.sink,
        participantsSignedIn[role].email,
      );
      return {
        response: await callAsParticipant(moduleTest.app, fresh, "POST", "/api/me/sign-out"),
      };
    },
  },
  // A participant's passkeys: added in a session of their own, fresh.
  "GET /api/me/passkeys": { request: () => get("/api/me/passkeys") },
  "POST /api/me/passkeys/options": {
    request: async (role) =>
      isParticipantRole(role)
        ? { response: await passkeyCall(await freshParticipant(role), "/api/me/passkeys/options") }
        : send("POST", "/api/me/passkeys/options"),
  },
  "POST /api/me/passkeys": {
    request: async (role) =>
      isParticipantRole(role)
        ? { response: await addPasskeyIn(await freshParticipant(role), "/api/me") }
        : send("POST", "/api/me/passkeys", json(madeUpPasskey())),
  },
  "DELETE /api/me/passkeys/:id": {
    request: async () =>
      send(
        "DELETE",
        `/api/me/passkeys/${await newPasskey({ person_id: participantsSignedIn.participantA.personId })}`,
      ),
  },
  "PUT /api/me/passkey-only": {
    request: () => send("PUT", "/api/me/passkey-only", json({ passkey_only: false })),
  },
  "POST /api/me/passkey-sign-in/options": {
    request: () => send("POST", "/api/me/passkey-sign-in/options"),
  },
  "POST /api/me/passkey-sign-in": {
    request: () => send("POST", "/api/me/passkey-sign-in", json(madeUpPasskeySignIn())),
  },
  // The participant's own profile and data, asked by admins: the changes a participant would send.
  "PATCH /api/me/profile": {
    request: () => send("PATCH", "/api/me/profile", json({ name: "Ada" })),
  },
  "PUT /api/me/profile/photo": {
    request: () =>
      send("PUT", "/api/me/profile/photo", {
        form: {
          fields: {},
          files: [{ field: "file", filename: "me.png", content: TEST_IMAGES.png }],
        },
      }),
  },
  "DELETE /api/me/profile/photo": { request: () => send("DELETE", "/api/me/profile/photo") },
  "POST /api/me/email-change": {
    request: () => send("POST", "/api/me/email-change", json({ email: uniqueEmail("new") })),
  },
  "POST /api/me/email-change/verify": {
    request: () =>
      send(
        "POST",
        "/api/me/email-change/verify",
        json({ confirmation_token: "A".repeat(43), code: "000000" }),
      ),
  },
  "GET /api/me/data": { request: () => get("/api/me/data?format=zip") },
  "POST /api/me/account-deletion": { request: () => send("POST", "/api/me/account-deletion") },
  "POST /api/me/account-deletion/confirm": {
    request: () =>
      send(
        "POST",
        "/api/me/account-deletion/confirm",
        json({ confirmation_token: "A".repeat(43), code: "000000" }),
      ),
  },
  "GET /api/me/messages": { request: () => get("/api/me/messages") },
  "POST /api/me/messages/:messageId/read": {
    request: async () => {
      const [copy] = await moduleTest.db
        .select({ id: messageRecipients.id })
        .from(messageRecipients)
        .where(
          and(
            eq(messageRecipients.message_id, owned.messageId),
            eq(messageRecipients.participant_id, owned.participantId),
          ),
        );
      if (!copy) throw new Error("A's message has no copy for A's participant");
      return send("POST", `/api/me/messages/${copy.id}/read`);
    },
  },
};

/** The door's report of a device of the event, as its check-in screen sends it. */
const deviceReportUrl = (eventId: string) =>
  `/api/participants/check-in-devices/${eventId}/${randomUUID()}`;
const deviceReport = json({ door: "North entrance", unsent: 0 });

/** A door device's sync of one scan of the participant at the event, scanned just now. */
const syncRequest = (eventId: string, participantId: string): Request =>
  send(
    "POST",
    "/api/participants/check-in/sync",
    json({
      event_id: eventId,
      door: "North entrance",
      device_id: randomUUID(),
      scans: [
        {
          nonce: randomUUID(),
          scanned_at: new Date().toISOString(),
          participant_id: participantId,
        },
      ],
    }),
  );

/**
 * A door role asks the same of B's event: answered 404, as if it did not exist. (Admins' reach of
 * B's event is their row's: A and B swapped.)
 */
async function askedAtEventOfB(role: Role, request: Request | Promise<Request>): Promise<void> {
  if (!isDoorRole(role)) return;
  const asked = await request;
  if ("response" in asked) throw new Error("askedAtEventOfB: a request, not an answer");
  const response = await moduleTest.call(actorOf(role), asked.method, asked.url, asked.options);
  expect(response.statusCode, `${asked.method} ${asked.url} at B's event`).toBe(404);
}

/** A participant of A's checked in by the role: through the door's sync for door staff. */
async function checkedInBy(role: Role): Promise<string> {
  if (!isDoorRole(role)) return newCheckedInParticipant();
  const { id } = await newParticipant();
  const sync = syncRequest(owned.eventId, id);
  if ("response" in sync) throw new Error("checkedInBy: a request");
  const response = await moduleTest.call(actorOf(role), sync.method, sync.url, sync.options);
  if (response.json().results?.[0]?.outcome !== "checked_in") {
    throw new Error(`setup: sync as ${role} answered ${response.body}`);
  }
  return id;
}

/** Every method and path the app serves under /api, read from its route tree (HEAD is implied). */
function registeredRoutes(app: App): string[] {
  const stack: string[] = [];
  const routes = new Set<string>();
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4));
    if (!match) continue;
    const path = (stack[depth - 1] ?? "") + (match[1] ?? "");
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[2] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD" && path.startsWith("/api")) routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}

beforeAll(async () => {
  const eventId = await newEvent();
  const eventDocumentId = await newEventDocument(eventId);
  const sessionId = await newSession(eventId);
  const sessionDocumentId = await newSessionDocument(sessionId);
  const participant = await asA("POST", "/api/participants/create-single", {
    json: participantFields(eventId),
  });
  const checkedIn = await asA("POST", "/api/participants/create-single", {
    json: participantFields(eventId),
  });
  const checkedInParticipantId: string = checkedIn.json().participant.id;
  await asA("POST", `/api/participants/check-in/${checkedInParticipantId}`);
  await asA("POST", `/api/events/${eventId}/messages`, json({ subject: "Hello", body: "Welcome" }));
  const [message] = await moduleTest.db
    .select({ id: eventMessages.id })
    .from(eventMessages)
    .where(eq(eventMessages.event_id, eventId));
  const entries = await moduleTest.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.event_id, eventId));
  if (!message || entries.length === 0) throw new Error("setup: no message or no activity");
  const participantA = participant.json().participant as { email: string };
  const otherEventId = await insertEvent(moduleTest.db, admins.otherEventAdmin.id);
  const other = participantFields(otherEventId);
  await insertParticipants(moduleTest.db, otherEventId, [other]);
  participantsSignedIn.participantA = await signInParticipant(
    moduleTest.app,
    moduleTest.sink,
    participantA.email,
  );
  participantsSignedIn.participantOther = await signInParticipant(
    moduleTest.app,
    moduleTest.sink,
    other.email,
  );
  const { slug } = await saveRegistrationSettings(moduleTest.db, eventId, {
    approval_required: true,
  });
  doorStaffA = await door.signInNewStaff(admins.eventAdmin, [eventId]);
  deviceA = await door.pairDevice(admins.eventAdmin, eventId, doorStaffA.id);
  const otherEventOfA = await newEvent();
  const everyScope = API_TOKEN_SCOPES.filter((scope) => scope.endsWith(":write"));
  tokens = {
    tokenA: await tokenCaller(moduleTest.db, admins.eventAdmin.id),
    tokenAOther: await tokenCaller(moduleTest.db, admins.eventAdmin.id, {
      eventIds: [otherEventOfA],
    }),
    tokenSystem: await tokenCaller(moduleTest.db, admins.systemAdmin.id),
  };
  tokensLacking = Object.fromEntries(
    await Promise.all(
      API_TOKEN_AREAS.map(async (area) => [
        area,
        await tokenCaller(moduleTest.db, admins.eventAdmin.id, {
          scopes: everyScope.filter((scope) => !scope.startsWith(`${area}:`)),
        }),
      ]),
    ),
  );
  owned = {
    otherEventOfA,
    eventOfB: otherEventId,
    slug: slug ?? "",
    eventId,
    eventDocumentId,
    sessionId,
    sessionDocumentId,
    participantId: participant.json().participant.id,
    checkedInParticipantId,
    messageId: message.id,
    auditEntryIds: entries.map((entry) => entry.id),
  };
});

describe("the access matrix", () => {
  it("has one row for every route the app registers under /api, and none other", () => {
    const routes = registeredRoutes(moduleTest.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(Object.keys(EXPECTED).sort()).toEqual(routes);
    expect(Object.keys(CALLS).sort()).toEqual(routes);
  });

  // Every route for every role, one request after another: some 10 s on a quiet machine, near
  // two minutes with both cores loaded. A ceiling, not a speed target.
  it("answers every role as its row says, and never shows B or a stranger anything of A's", {
    timeout: 300_000,
  }, async () => {
    const mismatches: string[] = [];
    for (const [route, outcomes] of Object.entries(EXPECTED)) {
      const call = CALLS[route];
      if (!call) throw new Error(`${route}: no entry in CALLS`);
      for (const role of ROLES) {
        let expected: number;
        try {
          expected = expectedOf(route, outcomes, role);
        } catch (error) {
          mismatches.push((error as Error).message);
          break;
        }
        const request = await call.request(role);
        const response =
          "response" in request
            ? request.response
            : isParticipantRole(role)
              ? await callAsParticipant(
                  moduleTest.app,
                  participantsSignedIn[role],
                  request.method,
                  request.url,
                  request.options,
                )
              : await moduleTest.call(
                  isTokenRole(role) ? tokenOf(role, outcomes) : actorOf(role),
                  request.method,
                  request.url,
                  request.options,
                );
        if (response.statusCode !== expected) {
          mismatches.push(
            `${route} as ${role}: ${response.statusCode}, expected ${expected} (${response.body.slice(0, 120)})`,
          );
          continue;
        }
        const refusal = tokenRefusalOf(route, outcomes, role);
        if (refusal !== undefined && response.json().error !== refusal) {
          mismatches.push(`${route} as ${role}: ${response.body}, expected "${refusal}"`);
        }
        if (isStranger(role) && !call.answersSecretHolder) {
          const leaked = ownIds().filter((id) => response.body.includes(id));
          if (leaked.length > 0)
            mismatches.push(`${route} as ${role}: shows A's ${leaked.join(", ")}`);
        }
        try {
          if (response.statusCode < 300) await call.check?.(role, response);
        } catch (error) {
          mismatches.push(`${route} as ${role}: ${(error as Error).message}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
