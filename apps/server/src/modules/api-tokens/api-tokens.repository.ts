import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type EventScope, eventsInScope } from "../../access/event-scope.js";
import type { Database, Transaction } from "../../db/client.js";
import { type ApiTokenRow, apiTokens, events, users } from "../../db/schema.js";
import { createTransactionRunner } from "../../transactions/transaction-runner.js";

/** What a new token's row holds; the token itself is never stored, only its hash. */
export type NewApiToken = Pick<
  ApiTokenRow,
  "user_id" | "name" | "token_hash" | "shown" | "scopes" | "event_ids" | "expires_at"
>;

/** An event a token is limited to, as the list names it. */
export interface TokenEventRow {
  id: string;
  event_name: string;
}

/** The statements a service may combine inside one transaction. */
function createApiTokensTransaction(transaction: Transaction) {
  return {
    /**
     * Locks the owner's row until the transaction ends, so two tokens made at once are counted
     * one after the other; false when the owner is gone. NO KEY UPDATE: the tokens' own foreign
     * key still reads the row.
     */
    async lockOwner(userId: string): Promise<boolean> {
      const rows = await transaction
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for("no key update");
      return rows.length > 0;
    },

    async countTokens(userId: string): Promise<number> {
      const [row] = await transaction
        .select({ total: count() })
        .from(apiTokens)
        .where(eq(apiTokens.user_id, userId));
      return row?.total ?? 0;
    },

    async insertToken(token: NewApiToken): Promise<ApiTokenRow> {
      const [row] = await transaction.insert(apiTokens).values(token).returning();
      if (!row) throw new Error("The API token was not inserted");
      return row;
    },

    /** Deletes the owner's token, answering what it was; undefined when they have no such token. */
    async deleteToken(userId: string, tokenId: string): Promise<ApiTokenRow | undefined> {
      const [row] = await transaction
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.user_id, userId)))
        .returning();
      return row;
    },
  };
}

export function createApiTokensRepository(db: Database) {
  return {
    /** The user's tokens, newest first. */
    listTokens(userId: string): Promise<ApiTokenRow[]> {
      return db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.user_id, userId))
        .orderBy(desc(apiTokens.created_at), desc(apiTokens.id));
    },

    /** Those of the events that still exist within the scope, by name. */
    findEvents(eventIds: readonly string[], scope: EventScope): Promise<TokenEventRow[]> {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: events.id, event_name: events.event_name })
        .from(events)
        .where(and(inArray(events.id, [...eventIds]), eventsInScope(scope)))
        .orderBy(events.event_name, events.id);
    },

    runInTransaction: createTransactionRunner(db, createApiTokensTransaction),
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
