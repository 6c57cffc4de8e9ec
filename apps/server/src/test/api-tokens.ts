import { randomBytes } from "node:crypto";
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  API_TOKEN_SHOWN_LENGTH,
  type ApiTokenScope,
} from "@events/contract";
import type { Database } from "../db/client.js";
import { apiTokens } from "../db/schema.js";
import { hashToken } from "../security/tokens.js";
import type { TestCaller } from "./module-test.js";

// API tokens as the tests make them: straight into the database, so a test of a route need not
// go through POST /api/tokens to call it with a token.

export interface TestTokenInput {
  name?: string;
  /** Every scope, write, unless given. */
  scopes?: readonly ApiTokenScope[];
  /** null or left out: every event the owner manages. */
  eventIds?: readonly string[] | null;
  /** null or left out: never. */
  expiresAt?: Date | null;
}

/** A token of the user, inserted as POST /api/tokens stores one; answers its id and the token. */
export async function insertApiToken(
  db: Database,
  userId: string,
  input: TestTokenInput = {},
): Promise<{ id: string; token: string }> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      user_id: userId,
      name: input.name ?? "Test token",
      token_hash: hashToken(token),
      shown: token.slice(0, API_TOKEN_SHOWN_LENGTH),
      scopes: [...(input.scopes ?? API_TOKEN_SCOPES.filter((scope) => scope.endsWith(":write")))],
      event_ids: input.eventIds ? [...input.eventIds] : null,
      expires_at: input.expiresAt ?? null,
    })
    .returning({ id: apiTokens.id });
  if (!row) throw new Error("insertApiToken: no token");
  return { id: row.id, token };
}

/** How a script sends the token: the Authorization header alone, no cookie, no CSRF header. */
export function bearer(token: string): TestCaller {
  return { session: { cookies: {}, headers: { authorization: `Bearer ${token}` } } };
}

/** A token of the user as a caller for ModuleTest.call, and its id (to read its row). */
export async function tokenCaller(
  db: Database,
  userId: string,
  input: TestTokenInput = {},
): Promise<TestCaller & { tokenId: string; token: string }> {
  const { id, token } = await insertApiToken(db, userId, input);
  return { ...bearer(token), tokenId: id, token };
}
