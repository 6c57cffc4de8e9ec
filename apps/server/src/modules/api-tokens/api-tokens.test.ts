import { randomUUID } from "node:crypto";
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_PATTERN,
  API_TOKEN_SHOWN_LENGTH,
  type ApiToken,
  type CreateApiTokenRequest,
  MAX_API_TOKENS_PER_USER,
} from "@events/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiTokens, events } from "../../db/schema.js";
import { selectDriverRows } from "../../db/table-rows.js";
import { hashToken } from "../../security/tokens.js";
import { bearer, insertApiToken } from "../../test/api-tokens.js";
import { signInAuditedAdmins } from "../../test/audit-entries.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("api-tokens");
const { systemAdmin, eventAdmin, otherEventAdmin, expectEntry } = signInAuditedAdmins(moduleTest, {
  entity_type: "user",
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const createToken = (admin: TestAdmin, body: Partial<CreateApiTokenRequest> | object) =>
  moduleTest.call(admin, "POST", "/api/tokens", { json: body });
const listTokens = (admin: TestAdmin) => moduleTest.call(admin, "GET", "/api/tokens");
const revokeToken = (admin: TestAdmin, id: string) =>
  moduleTest.call(admin, "DELETE", `/api/tokens/${id}`);

async function tokensOf(admin: TestAdmin): Promise<ApiToken[]> {
  const response = await listTokens(admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tokens;
}

/** A new user's tokens start from none: each test that counts signs in its own admin. */
const freshEventAdmin = () => moduleTest.signInAs("event_admin");

async function eventNamed(id: string): Promise<{ id: string; event_name: string }> {
  const [event] = await moduleTest.db
    .select({ id: events.id, event_name: events.event_name })
    .from(events)
    .where(eq(events.id, id));
  if (!event) throw new Error(`no event ${id}`);
  return event;
}

const rowsOf = <Row>(statement: SQL) => selectDriverRows<Row>(moduleTest.db, statement);

/** The tables (of every schema) with a row that holds the text anywhere, whatever the column. */
async function tablesHolding(text: string): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const holding: string[] = [];
  for (const { name } of tables) {
    const [found] = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from ${sql.raw(name)} as row where row::text like ${`%${text}%`}`,
    );
    if ((found?.total ?? 0) > 0) holding.push(name);
  }
  return holding;
}

describe("POST /api/tokens", () => {
  it("answers the token once, keeps only its hash and its first characters, and logs it on the owner", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const expiresAt = daysFromNow(30);
    const response = await createToken(eventAdmin, {
      name: "  CRM sync ",
      scopes: ["participants:write", "events:read", "participants:write"],
      event_ids: [eventId],
      expires_at: expiresAt,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message, token, api_token } = response.json();
    expect(message).toBe(API_TOKEN_MESSAGES.created);
    expect(token).toMatch(API_TOKEN_PATTERN);
    expect(api_token).toEqual({
      id: expect.any(String),
      name: "CRM sync",
      shown: token.slice(0, API_TOKEN_SHOWN_LENGTH),
      // Once each, in the contract's order.
      scopes: ["events:read", "participants:write"],
      events: [await eventNamed(eventId)],
      created_at: expect.any(String),
      expires_at: new Date(expiresAt).toISOString(),
      last_used_at: null,
      last_used_ip: null,
    });

    // The row is what the authentication looks a token up by: its hash, owner, reach and expiry.
    const [row] = await moduleTest.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.token_hash, hashToken(token)));
    expect(row).toMatchObject({
      id: api_token.id,
      user_id: eventAdmin.id,
      scopes: ["events:read", "participants:write"],
      event_ids: [eventId],
      expires_at: new Date(expiresAt),
    });
    // The part of the token the list does not show is nowhere in the database; its hash is.
    expect(await tablesHolding(token.slice(API_TOKEN_SHOWN_LENGTH))).toEqual([]);
    expect(await tablesHolding(hashToken(token))).toEqual(["public.api_tokens"]);

    await expectEntry({ action: "create_token", entity_id: eventAdmin.id }, eventAdmin, {
      action: "create_token",
      entity_id: eventAdmin.id,
      event_id: null,
      changes: {
        token: [null, "CRM sync"],
        scopes: [null, ["events:read", "participants:write"]],
        event_ids: [null, [eventId]],
        expires_at: [null, new Date(expiresAt).toISOString()],
      },
    });
  });

  it("makes a token of every event that never expires when events and expiry are left out", async () => {
    const response = await createToken(systemAdmin, { name: "Reports", scopes: ["activity:read"] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().api_token).toMatchObject({ events: null, expires_at: null });
    const nulls = await createToken(systemAdmin, {
      name: "Reports",
      scopes: ["activity:read"],
      event_ids: null,
      expires_at: null,
    });
    expect(nulls.statusCode, nulls.body).toBe(201);
    expect(nulls.json().api_token).toMatchObject({ events: null, expires_at: null });
  });

  it("gives every token its own secret", async () => {
    const body = { name: "Twin", scopes: ["events:read"] };
    const first = await createToken(eventAdmin, body);
    const second = await createToken(eventAdmin, body);
    expect(first.json().token).not.toBe(second.json().token);
  });

  it.each([
    ["no name", { scopes: ["events:read"] }, "name", API_TOKEN_MESSAGES.nameRequired],
    [
      "a blank name",
      { name: "   ", scopes: ["events:read"] },
      "name",
      API_TOKEN_MESSAGES.nameRequired,
    ],
    ["no scopes", { name: "T" }, "scopes", API_TOKEN_MESSAGES.scopesRequired],
    [
      "an empty list of scopes",
      { name: "T", scopes: [] },
      "scopes",
      API_TOKEN_MESSAGES.scopesRequired,
    ],
    [
      "an unknown scope",
      { name: "T", scopes: ["users:write"] },
      "scopes.0",
      expect.stringMatching(/^Each scope must be one of events:read, /),
    ],
    [
      "an expiry in the past",
      { name: "T", scopes: ["events:read"], expires_at: daysFromNow(-1) },
      "expires_at",
      API_TOKEN_MESSAGES.expiryInPast,
    ],
    [
      "an expiry too far away",
      { name: "T", scopes: ["events:read"], expires_at: daysFromNow(API_TOKEN_MAX_DAYS + 1) },
      "expires_at",
      API_TOKEN_MESSAGES.expiryTooFar,
    ],
    [
      "an expiry that is no time",
      { name: "T", scopes: ["events:read"], expires_at: "next week" },
      "expires_at",
      "expires_at must be an ISO 8601 time",
    ],
    [
      "an empty list of events",
      { name: "T", scopes: ["events:read"], event_ids: [] },
      "event_ids",
      expect.stringContaining("Choose at least one event"),
    ],
  ])("refuses %s with 400 naming the field", async (_case, body, field, message) => {
    const response = await createToken(eventAdmin, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it("takes an expiry of the longest time allowed", async () => {
    const response = await createToken(eventAdmin, {
      name: "A year",
      scopes: ["events:read"],
      expires_at: daysFromNow(API_TOKEN_MAX_DAYS - 1 / 24),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("limits a token to events the caller manages only, answering another's and a missing one alike", async () => {
    const admin = await freshEventAdmin();
    const own = await insertEvent(moduleTest.db, admin.id);
    const others = await insertEvent(moduleTest.db, otherEventAdmin.id);
    const missing = randomUUID();
    for (const eventIds of [[own, others], [missing]]) {
      const response = await createToken(admin, {
        name: "T",
        scopes: ["events:read"],
        event_ids: eventIds,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        error: "Invalid input",
        code: "http.invalidInput",
        details: [
          {
            field: "event_ids",
            message: API_TOKEN_MESSAGES.eventsNotYours,
            code: "apiTokens.eventsNotYours",
          },
        ],
      });
    }
    expect(await tokensOf(admin)).toEqual([]);
  });

  it("lets a system admin limit a token to any event", async () => {
    const eventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
    const response = await createToken(systemAdmin, {
      name: "Helpdesk",
      scopes: ["check-in:write"],
      event_ids: [eventId, eventId],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().api_token.events).toEqual([await eventNamed(eventId)]);
  });

  it(`holds at most ${MAX_API_TOKENS_PER_USER} tokens per admin, even when several are made at once`, async () => {
    const admin = await freshEventAdmin();
    for (let index = 0; index < MAX_API_TOKENS_PER_USER - 2; index++) {
      await insertApiToken(moduleTest.db, admin.id, { name: `Script ${index}` });
    }
    const body = { name: "Racing", scopes: ["events:read"] };
    const racing = await Promise.all(Array.from({ length: 6 }, () => createToken(admin, body)));
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    for (const refused of racing.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({
        error: API_TOKEN_MESSAGES.tooMany,
        code: "apiTokens.tooMany",
      });
    }
    expect(await tokensOf(admin)).toHaveLength(MAX_API_TOKENS_PER_USER);

    // Revoking one makes room for one.
    const [newest] = await tokensOf(admin);
    expect((await revokeToken(admin, newest?.id ?? "")).statusCode).toBe(200);
    expect((await createToken(admin, body)).statusCode).toBe(201);
    expect((await createToken(admin, body)).statusCode).toBe(409);
  });
});

describe("GET /api/tokens", () => {
  it("lists the caller's own tokens newest first, expired ones too, with their events and last use", async () => {
    const admin = await freshEventAdmin();
    const [first, second, gone] = await Promise.all(
      [1, 2, 3].map(() => insertEvent(moduleTest.db, admin.id)),
    );
    const expired = await insertApiToken(moduleTest.db, admin.id, {
      name: "Old",
      scopes: ["events:read"],
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    const limited = await createToken(admin, {
      name: "Limited",
      scopes: ["sessions:write"],
      event_ids: [second, first, gone],
    });
    expect(limited.statusCode, limited.body).toBe(201);
    const usedAt = new Date("2026-03-04T05:06:00.000Z");
    await moduleTest.db
      .update(apiTokens)
      .set({ last_used_at: usedAt, last_used_ip: "192.0.2.7" })
      .where(eq(apiTokens.id, expired.id));
    // An event deleted since, or given to another admin, drops out of the token's list.
    await moduleTest.db.delete(events).where(eq(events.id, gone ?? ""));
    await moduleTest.db
      .update(events)
      .set({ event_admin_id: otherEventAdmin.id })
      .where(eq(events.id, second ?? ""));
    await insertApiToken(moduleTest.db, otherEventAdmin.id, { name: "Not theirs" });

    const tokens = await tokensOf(admin);
    expect(tokens.map((token) => token.name)).toEqual(["Limited", "Old"]);
    expect(tokens[0]).toMatchObject({
      id: limited.json().api_token.id,
      events: [await eventNamed(first ?? "")],
      last_used_at: null,
    });
    expect(tokens[1]).toEqual({
      id: expired.id,
      name: "Old",
      shown: expired.token.slice(0, API_TOKEN_SHOWN_LENGTH),
      scopes: ["events:read"],
      events: null,
      created_at: expect.any(String),
      expires_at: expect.any(String),
      last_used_at: usedAt.toISOString(),
      last_used_ip: "192.0.2.7",
    });
  });

  it("answers an empty list to an admin with no tokens", async () => {
    expect(await tokensOf(await freshEventAdmin())).toEqual([]);
  });
});

describe("DELETE /api/tokens/{id}", () => {
  it("revokes the caller's token at once and logs it on the owner", async () => {
    const created = await createToken(systemAdmin, {
      name: "Badge printer",
      scopes: ["participants:read", "check-in:write"],
    });
    const { id } = created.json().api_token;
    const response = await revokeToken(systemAdmin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: API_TOKEN_MESSAGES.revoked });
    expect(await moduleTest.db.select().from(apiTokens).where(eq(apiTokens.id, id))).toEqual([]);
    await expectEntry({ action: "revoke_token", entity_id: systemAdmin.id }, systemAdmin, {
      action: "revoke_token",
      entity_id: systemAdmin.id,
      event_id: null,
      changes: {
        token: ["Badge printer", null],
        scopes: [["participants:read", "check-in:write"], null],
      },
    });

    const again = await revokeToken(systemAdmin, id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: API_TOKEN_MESSAGES.notFound,
      code: "apiTokens.notFound",
    });
  });

  it("answers 404 for another admin's token, even to a system admin, and leaves it", async () => {
    const { id } = await insertApiToken(moduleTest.db, otherEventAdmin.id);
    for (const admin of [eventAdmin, systemAdmin]) {
      const response = await revokeToken(admin, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: API_TOKEN_MESSAGES.notFound,
        code: "apiTokens.notFound",
      });
    }
    expect(await moduleTest.db.select().from(apiTokens).where(eq(apiTokens.id, id))).toHaveLength(
      1,
    );
  });

  it("answers 400 naming the id when it is no id", async () => {
    const response = await revokeToken(eventAdmin, "not-a-uuid");
    expect(response.statusCode).toBe(400);
    expect(response.json().details?.[0]?.field).toBe("id");
  });
});

describe("a token made here, used as a script would", () => {
  it("reads its owner's events within its limit, never the tokens' routes, and stops once revoked", async () => {
    const admin = await freshEventAdmin();
    const [limitedTo, other] = await Promise.all(
      [1, 2].map(() => insertEvent(moduleTest.db, admin.id)),
    );
    const created = await createToken(admin, {
      name: "Reporting",
      scopes: ["events:read"],
      event_ids: [limitedTo],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token, api_token } = created.json();
    const script = bearer(token);

    const events = await moduleTest.call(script, "GET", "/api/events/get-all-events");
    expect(events.statusCode, events.body).toBe(200);
    const ids = events.json().events.map((event: { id: string }) => event.id);
    expect(ids).toEqual([limitedTo]);
    expect(ids).not.toContain(other);

    // A token never manages tokens, its own included.
    for (const [method, url, json] of [
      ["GET", "/api/tokens", undefined],
      ["POST", "/api/tokens", { name: "Another", scopes: ["events:write"] }],
      ["DELETE", `/api/tokens/${api_token.id}`, undefined],
    ] as const) {
      const refused = await moduleTest.call(script, method, url, json ? { json } : {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({
        error: API_TOKEN_MESSAGES.notForTokens,
        code: "apiTokens.notForTokens",
      });
    }

    // The list shows its use: when, and from where.
    const [listed] = await tokensOf(admin);
    expect(listed).toMatchObject({
      id: api_token.id,
      last_used_at: expect.any(String),
      last_used_ip: expect.stringMatching(/^10\.\d+\.\d+\.\d+$/),
    });

    expect((await revokeToken(admin, api_token.id)).statusCode).toBe(200);
    const afterRevoke = await moduleTest.call(script, "GET", "/api/events/get-all-events");
    expect(afterRevoke.statusCode).toBe(401);
  });
});
