import {
  API_TOKEN_LAST_USED_EVERY_SECONDS,
  API_TOKEN_MESSAGES,
  API_TOKEN_REQUESTS_PER_MINUTE,
  missingScopeMessage,
  NOT_AUTHENTICATED_MESSAGE,
} from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiTokens, participants, users } from "../../db/schema.js";
import { bearer, insertApiToken, tokenCaller } from "../../test/api-tokens.js";
import { uniqueIp } from "../../test/app.js";
import { expectOneAuditEntry } from "../../test/audit-entries.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest, type TestCaller } from "../../test/module-test.js";

// API tokens as a fourth kind of caller: their owner's rights as the owner has them at
// each request, narrowed to the token's scopes and, when it lists some, its events.

const moduleTest = setUpModuleTest("api-token-access");
const admins = moduleTest.signInAdminsBeforeAll();

/** A's two events and one of B's, each with a participant. */
let eventA1: string;
let eventA2: string;
let eventB: string;
let participantA2: string;

async function participantOf(eventId: string): Promise<string> {
  const [row] = await moduleTest.db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.event_id, eventId));
  if (!row) throw new Error("no participant");
  return row.id;
}

beforeAll(async () => {
  eventA1 = await insertEvent(moduleTest.db, admins.eventAdmin.id);
  eventA2 = await insertEvent(moduleTest.db, admins.eventAdmin.id);
  eventB = await insertEvent(moduleTest.db, admins.otherEventAdmin.id);
  await insertParticipants(moduleTest.db, eventA1, [{ name: "Ada One" }]);
  await insertParticipants(moduleTest.db, eventA2, [{ name: "Bea Two" }]);
  await insertParticipants(moduleTest.db, eventB, [{ name: "Cy Other" }]);
  participantA2 = await participantOf(eventA2);
});

const get = (caller: TestCaller, url: string) => moduleTest.call(caller, "GET", url);
const post = (caller: TestCaller, url: string, json?: object) =>
  moduleTest.call(caller, "POST", url, json ? { json } : {});

let guestCounter = 0;
function newGuest(eventId: string) {
  guestCounter += 1;
  return {
    event_id: eventId,
    name: `Guest ${guestCounter}`,
    email: `token-guest-${guestCounter}@example.org`,
    username: `token-guest-${guestCounter}`,
  };
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

const listParticipants = (eventId: string) =>
  `/api/participants/get-all-participants-by-event/${eventId}`;

describe("a token's scopes", () => {
  it("reads with a read scope and is refused a change, naming the write scope", async () => {
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id, {
      scopes: ["participants:read"],
    });
    expect((await get(token, listParticipants(eventA1))).statusCode).toBe(200);
    const refused = await post(token, "/api/participants/create-single", newGuest(eventA1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: missingScopeMessage("participants:write"),
      code: "apiTokens.missingScope",
      params: { scope: "participants:write" },
    });
  });

  it("reads and changes with a write scope, which includes read", async () => {
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id, {
      scopes: ["participants:write"],
    });
    expect((await get(token, listParticipants(eventA1))).statusCode).toBe(200);
    const created = await post(token, "/api/participants/create-single", newGuest(eventA1));
    expect(created.statusCode).toBe(201);
  });

  it("is refused another area's routes, naming the scope they ask", async () => {
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id, {
      scopes: ["events:write"],
    });
    expect((await get(token, `/api/events/get-event/${eventA1}`)).statusCode).toBe(200);
    const refused = await get(token, listParticipants(eventA1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: missingScopeMessage("participants:read"),
      code: "apiTokens.missingScope",
      params: { scope: "participants:read" },
    });
    const checkIn = await get(token, `/api/participants/check-in-list/${eventA1}`);
    expect(checkIn.json()).toEqual({
      error: missingScopeMessage("check-in:read"),
      code: "apiTokens.missingScope",
      params: { scope: "check-in:read" },
    });
  });

  it("previews a message with messages:read, a POST that only reads, and may not send one", async () => {
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id, {
      scopes: ["messages:read"],
    });
    const message = { subject: "Hello", body: "Welcome" };
    const preview = await post(token, `/api/events/${eventA1}/messages/preview`, message);
    expect(preview.statusCode).toBe(200);
    const sent = await post(token, `/api/events/${eventA1}/messages`, message);
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toEqual({
      error: missingScopeMessage("messages:write"),
      code: "apiTokens.missingScope",
      params: { scope: "messages:write" },
    });
  });

  it("never reaches users, tokens, webhooks, privacy, door staff or the session's own routes", async () => {
    const token = await tokenCaller(moduleTest.db, admins.systemAdmin.id);
    const refused = [
      await get(token, "/api/users/get-all-users"),
      await moduleTest.call(token, "PUT", `/api/users/update-user/${admins.systemAdmin.id}`, {
        json: { name: "Renamed", email: admins.systemAdmin.email, password: "a new password" },
      }),
      await get(token, "/api/tokens"),
      await post(token, "/api/tokens", { name: "Another", scopes: ["events:read"] }),
      await get(token, "/api/webhooks"),
      await get(token, `/api/privacy/person?email=ada.one%40example.org`),
      await get(token, `/api/events/${eventA1}/staff`),
      await post(token, "/api/auth/validate-token"),
      await post(token, "/api/auth/logout"),
      await moduleTest.call(token, "DELETE", "/api/events/delete-all-events"),
    ];
    expect(refused.map((response) => [response.statusCode, response.json()])).toEqual(
      refused.map(() => [
        403,
        { error: API_TOKEN_MESSAGES.notForTokens, code: "apiTokens.notForTokens" },
      ]),
    );
    const [owner] = await moduleTest.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, admins.systemAdmin.id));
    expect(owner?.name).not.toBe("Renamed");
  });

  it("needs no CSRF header, and a cookie's session is not asked for", async () => {
    const { token } = await insertApiToken(moduleTest.db, admins.eventAdmin.id);
    const response = await moduleTest.app.inject({
      method: "POST",
      url: "/api/participants/create-single",
      remoteAddress: uniqueIp(),
      headers: { authorization: `Bearer ${token}` },
      payload: newGuest(eventA1),
    });
    expect(response.statusCode).toBe(201);
  });

  it("opens neither the participants' app nor changes what public routes answer", async () => {
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id);
    const app = await get(token, "/api/me/events");
    expect(app.statusCode).toBe(401);
    expect((await get(token, "/api/health")).statusCode).toBe(200);
  });
});

describe("a token limited to some events", () => {
  let limited: TestCaller;
  beforeAll(async () => {
    limited = await tokenCaller(moduleTest.db, admins.eventAdmin.id, { eventIds: [eventA1] });
  });

  it("lists only its events", async () => {
    const events = await get(limited, "/api/events/get-all-events");
    expect(idsOf(events.json().events)).toEqual([eventA1]);
    const paged = await get(limited, "/api/events/get-all-events?page=1");
    expect(paged.json().total).toBe(1);
    const ofAdmin = await get(limited, `/api/events/get-events-by-admin/${admins.eventAdmin.id}`);
    expect(idsOf(ofAdmin.json().events)).toEqual([eventA1]);
    const everyone = await get(limited, "/api/participants/get-all-participants");
    const eventsOfRows = everyone
      .json()
      .participants.map((row: { event_id: string }) => row.event_id);
    expect(new Set(eventsOfRows)).toEqual(new Set([eventA1]));
    const summary = await get(limited, "/api/events/summary");
    expect(summary.json().events).toBe(1);
    const door = await get(limited, "/api/door/events");
    expect(idsOf(door.json().events)).toEqual([eventA1]);
  });

  it("answers 404 for its owner's other events, as for an event the owner does not manage", async () => {
    const event = await get(limited, `/api/events/get-event/${eventA2}`);
    expect(event.statusCode).toBe(404);
    const ofB = await get(limited, `/api/events/get-event/${eventB}`);
    expect(event.json()).toEqual(ofB.json());
    expect((await get(limited, listParticipants(eventA2))).statusCode).toBe(404);
    const created = await post(limited, "/api/participants/create-single", newGuest(eventA2));
    expect(created.statusCode).toBe(404);
  });

  it("checks no one in at another event", async () => {
    const checkIn = await post(limited, `/api/participants/check-in/${participantA2}`);
    expect(checkIn.statusCode).toBe(404);
    expect((await get(limited, `/api/participants/check-in-list/${eventA2}`)).statusCode).toBe(404);
    const [row] = await moduleTest.db
      .select({ at: participants.checked_in_at })
      .from(participants)
      .where(eq(participants.id, participantA2));
    expect(row?.at).toBeNull();
  });

  it("creates no event, which would be outside its list", async () => {
    const created = await moduleTest.call(limited, "POST", "/api/events/create-event", {
      form: {
        fields: {
          data: JSON.stringify({
            event_name: "Outside",
            event_type: "Conferences",
            event_admin_id: admins.eventAdmin.id,
          }),
        },
      },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({
      error: API_TOKEN_MESSAGES.limitedToEvents,
      code: "apiTokens.limitedToEvents",
    });
  });

  it("reads only its events' activity", async () => {
    const log = await get(limited, "/api/audit-log?page_size=100");
    const entries = log.json().entries as { event_id: string | null }[];
    expect(entries.every((entry) => entry.event_id === eventA1)).toBe(true);
  });
});

describe("a token's owner as they are now", () => {
  it("loses a system admin's other events at once when the owner becomes an event admin", async () => {
    const owner = await moduleTest.signInAs("system_admin");
    const token = await tokenCaller(moduleTest.db, owner.id);
    expect((await get(token, `/api/events/get-event/${eventB}`)).statusCode).toBe(200);
    await moduleTest.db.update(users).set({ type: "event_admin" }).where(eq(users.id, owner.id));
    expect((await get(token, `/api/events/get-event/${eventB}`)).statusCode).toBe(404);
    expect((await get(token, "/api/events/get-all-events")).json()).toEqual({ events: [] });
  });

  it("is no one once the owner is door staff, or deleted", async () => {
    const doorOwner = await moduleTest.signInAs("event_admin");
    const doorToken = await tokenCaller(moduleTest.db, doorOwner.id);
    await moduleTest.db.update(users).set({ type: "door_staff" }).where(eq(users.id, doorOwner.id));
    const asDoorStaff = await get(doorToken, "/api/door/events");
    expect([asDoorStaff.statusCode, asDoorStaff.json()]).toEqual([
      401,
      { error: NOT_AUTHENTICATED_MESSAGE, code: "http.notAuthenticated" },
    ]);

    const deleted = await moduleTest.signInAs("event_admin");
    const token = await tokenCaller(moduleTest.db, deleted.id);
    const removed = await moduleTest.call(
      admins.systemAdmin,
      "DELETE",
      `/api/users/delete-user/${deleted.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const afterwards = await get(token, "/api/events/get-all-events");
    expect([afterwards.statusCode, afterwards.json()]).toEqual([
      401,
      { error: NOT_AUTHENTICATED_MESSAGE, code: "http.notAuthenticated" },
    ]);
  });

  it("answers an expired, unknown or malformed token as signed out", async () => {
    const expired = await tokenCaller(moduleTest.db, admins.eventAdmin.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const unknown = bearer(`evt_pat_${"A".repeat(43)}`);
    const malformed = bearer("evt_pat_short");
    for (const caller of [expired, unknown, malformed]) {
      const response = await get(caller, "/api/events/get-all-events");
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { error: NOT_AUTHENTICATED_MESSAGE, code: "http.notAuthenticated" },
      ]);
    }
    const future = await tokenCaller(moduleTest.db, admins.eventAdmin.id, {
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await get(future, "/api/events/get-all-events")).statusCode).toBe(200);
  });
});

describe("a token's use", () => {
  it("logs its changes as its owner's, via the token's name", async () => {
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id, { name: "CRM sync" });
    const created = await post(token, "/api/participants/create-single", newGuest(eventA1));
    expect(created.statusCode).toBe(201);
    const entry = await expectOneAuditEntry(moduleTest.db, {
      action: "create",
      entity_type: "participant",
      entity_id: created.json().participant.id,
    });
    expect(entry).toMatchObject({ actor_id: admins.eventAdmin.id, via_token: "CRM sync" });
  });

  it("writes when and from where it was last used, at most once a minute", async () => {
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id);
    const lastUse = async () => {
      const [row] = await moduleTest.db
        .select({ at: apiTokens.last_used_at, ip: apiTokens.last_used_ip })
        .from(apiTokens)
        .where(eq(apiTokens.id, token.tokenId));
      return row;
    };
    const send = (ip: string) =>
      moduleTest.app.inject({
        method: "GET",
        url: "/api/events/get-event-status-enum",
        remoteAddress: ip,
        headers: token.session.headers,
      });
    expect(await lastUse()).toEqual({ at: null, ip: null });
    await send("203.0.113.7");
    const first = await lastUse();
    expect(first?.ip).toBe("203.0.113.7");
    expect(first?.at).toBeInstanceOf(Date);
    await send("203.0.113.8");
    expect(await lastUse()).toEqual(first);
    // A minute later (moved back rather than waited for), the next request writes it again.
    await moduleTest.db
      .update(apiTokens)
      .set({
        last_used_at: sql`now() - make_interval(secs => ${API_TOKEN_LAST_USED_EVERY_SECONDS + 1})`,
      })
      .where(eq(apiTokens.id, token.tokenId));
    await send("203.0.113.9");
    const again = await lastUse();
    expect(again?.ip).toBe("203.0.113.9");
    expect(again?.at?.getTime()).toBeGreaterThanOrEqual(first?.at?.getTime() ?? Infinity);
  });

  it("is limited per token, whichever addresses its requests come from", {
    timeout: 60_000,
  }, async () => {
    const token = await tokenCaller(moduleTest.db, admins.eventAdmin.id);
    const other = await tokenCaller(moduleTest.db, admins.eventAdmin.id);
    const cheap = (caller: TestCaller) => get(caller, "/api/events/get-event-status-enum");
    for (let sent = 0; sent < API_TOKEN_REQUESTS_PER_MINUTE; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => cheap(token)));
      expect(batch.every((response) => response.statusCode === 200)).toBe(true);
    }
    const limited = await cheap(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await cheap(other)).statusCode).toBe(200);
    // The owner's session is not the token: it is not limited with it.
    expect((await cheap(admins.eventAdmin)).statusCode).toBe(200);
  });
});
