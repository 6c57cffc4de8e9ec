import {
  API_TOKEN_LAST_USED_EVERY_SECONDS,
  API_TOKEN_PATTERN,
  type ApiTokenScope,
} from "@events/contract";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { type ApiTokenRow, apiTokens, type UserRow, users } from "../db/schema.js";
import { hashToken } from "../security/tokens.js";
import { preparedPerConnection } from "../transactions/prepared-per-connection.js";
import { API_TOKEN_REACH } from "./roles.js";

/** The API token a request came with, as the access rules and the activity log read it. */
export interface RequestApiToken {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  /** null: every event of its owner's. */
  event_ids: string[] | null;
}

/** A token's caller: its owner as they are now, and the token. */
export interface ApiTokenCaller {
  user: UserRow;
  apiToken: RequestApiToken;
}

// Every request made with a token asks this first: the token by its hash, with its owner's row.
const tokenWithOwnerStatement = preparedPerConnection((db) =>
  db
    .select({
      token: {
        id: apiTokens.id,
        name: apiTokens.name,
        scopes: apiTokens.scopes,
        event_ids: apiTokens.event_ids,
        expires_at: apiTokens.expires_at,
        last_used_at: apiTokens.last_used_at,
      },
      user: users,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(eq(apiTokens.token_hash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("find_api_token_with_owner"),
);

const LAST_USED_EVERY_MS = API_TOKEN_LAST_USED_EVERY_SECONDS * 1000;

/** Whether the token's last use is old enough to be written again. */
function isLastUseStale(lastUsedAt: Date | null, at: Date): boolean {
  return lastUsedAt === null || at.getTime() - lastUsedAt.getTime() >= LAST_USED_EVERY_MS;
}

/**
 * Finds the callers of API tokens (`Authorization: Bearer evt_pat_…`): a token acts for its
 * owner with the rights the owner has now, so a demoted owner's token is demoted with them and a
 * deleted owner's is gone with them (ON DELETE CASCADE).
 */
export function createApiTokenCallers(db: Database, now: () => Date = () => new Date()) {
  /**
   * Writes when and from where the token was used, unless another request wrote it within
   * API_TOKEN_LAST_USED_EVERY_SECONDS: a busy script writes the row once a minute, not on every
   * request.
   */
  async function recordUse(token: Pick<ApiTokenRow, "id">, ip: string): Promise<void> {
    await db
      .update(apiTokens)
      .set({ last_used_at: sql`now()`, last_used_ip: ip })
      .where(
        and(
          eq(apiTokens.id, token.id),
          or(
            isNull(apiTokens.last_used_at),
            lt(
              apiTokens.last_used_at,
              sql`now() - make_interval(secs => ${API_TOKEN_LAST_USED_EVERY_SECONDS})`,
            ),
          ),
        ),
      );
  }

  return {
    /**
     * The token's owner and the token; undefined, as for an unknown session, when the token is
     * unknown, has expired, or its owner may no longer hold tokens.
     */
    async find(token: string, ip: string): Promise<ApiTokenCaller | undefined> {
      if (!API_TOKEN_PATTERN.test(token)) return undefined;
      const [found] = await tokenWithOwnerStatement(db).execute({ tokenHash: hashToken(token) });
      if (!found) return undefined;
      const at = now();
      if (found.token.expires_at !== null && found.token.expires_at <= at) return undefined;
      if (API_TOKEN_REACH[found.user.type] !== "the owner's rights") return undefined;
      if (isLastUseStale(found.token.last_used_at, at)) await recordUse(found.token, ip);
      const { id, name, scopes, event_ids } = found.token;
      return { user: found.user, apiToken: { id, name, scopes, event_ids } };
    },
  };
}

export type ApiTokenCallers = ReturnType<typeof createApiTokenCallers>;
