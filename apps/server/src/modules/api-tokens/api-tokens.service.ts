import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  API_TOKEN_SHOWN_LENGTH,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenResponse,
  type createApiTokenRequestSchema,
  MAX_API_TOKENS_PER_USER,
  NOT_AUTHENTICATED_MESSAGE,
} from "@events/contract";
import type { z } from "zod";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import { changesBetween } from "../../audit/audit-changes.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import type { ApiTokenRow } from "../../db/schema.js";
import { conflict, invalidInput, notFound, unauthorized } from "../../errors.js";
import { generateToken, hashToken } from "../../security/tokens.js";
import type { ApiTokensRepository, TokenEventRow } from "./api-tokens.repository.js";

export type CreateApiTokenInput = z.output<typeof createApiTokenRequestSchema>;

export interface ApiTokensServiceDependencies {
  repository: ApiTokensRepository;
  access: AccessKernel;
}

/**
 * The events refusal names the field, as the schema's own refusals do: the list is the caller's
 * own choice, and an id that is nobody's is answered the same as another admin's, so nothing
 * about other events shows.
 */
const eventsNotYours = () =>
  invalidInput([{ field: "event_ids", message: API_TOKEN_MESSAGES.eventsNotYours }]);

/** The scopes in the order the contract lists them, so every list reads alike. */
function inScopeOrder(scopes: readonly ApiTokenScope[]): ApiTokenScope[] {
  return API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope));
}

/**
 * An entry on the owner's user row: tokens are their own credentials. It names the token and
 * what it reaches (events and expiry only when it has them), never the token itself.
 */
function tokenRecord(action: "create_token" | "revoke_token", token: ApiTokenRow): AuditRecord {
  const fields = {
    token: token.name,
    scopes: token.scopes,
    event_ids: token.event_ids,
    expires_at: token.expires_at,
  };
  const [before, after] = action === "create_token" ? [null, fields] : [fields, null];
  return {
    action,
    entity_type: "user",
    entity_id: token.user_id,
    event_id: null,
    changes: changesBetween(before, after, ["token", "scopes", "event_ids", "expires_at"]),
  };
}

function presentToken(token: ApiTokenRow, events: readonly TokenEventRow[]): ApiToken {
  return {
    id: token.id,
    name: token.name,
    shown: token.shown,
    scopes: token.scopes,
    events: token.event_ids ? events.filter((event) => token.event_ids?.includes(event.id)) : null,
    created_at: token.created_at.toISOString(),
    expires_at: token.expires_at?.toISOString() ?? null,
    last_used_at: token.last_used_at?.toISOString() ?? null,
    last_used_ip: token.last_used_ip,
  };
}

export function createApiTokensService({ repository, access }: ApiTokensServiceDependencies) {
  /**
   * The tokens as the list shows them: each limited one with the events it names that exist
   * and that the owner still manages (an event deleted or given to another admin drops out).
   */
  async function presentTokens(caller: Caller, tokens: readonly ApiTokenRow[]) {
    const eventIds = new Set(tokens.flatMap((token) => token.event_ids ?? []));
    const events = await repository.findEvents([...eventIds], access.scopeOf(caller));
    return tokens.map((token) => presentToken(token, events));
  }

  return {
    /** The caller's own tokens, newest first, expired ones too. */
    async listTokens(caller: Caller): Promise<ApiToken[]> {
      return presentTokens(caller, await repository.listTokens(caller.user.id));
    },

    /**
     * A new token of the caller's, answered this once: only its hash is kept. Limited to events,
     * each must be one the caller manages; an owner holds at most MAX_API_TOKENS_PER_USER, counted
     * under a lock on their row so that tokens made at once cannot pass it.
     */
    async createToken(actor: Actor, input: CreateApiTokenInput): Promise<CreateApiTokenResponse> {
      const token = `${API_TOKEN_PREFIX}${generateToken()}`;
      const created = await repository.runInTransaction(async (unit) => {
        if (!(await unit.lockOwner(actor.user.id))) throw unauthorized(NOT_AUTHENTICATED_MESSAGE);
        if (input.event_ids) {
          await access.requireEvents(actor, input.event_ids, {
            in: unit,
            whenRefused: eventsNotYours,
          });
        }
        if ((await unit.countTokens(actor.user.id)) >= MAX_API_TOKENS_PER_USER) {
          throw conflict(API_TOKEN_MESSAGES.tooMany);
        }
        const row = await unit.insertToken({
          user_id: actor.user.id,
          name: input.name,
          token_hash: hashToken(token),
          shown: token.slice(0, API_TOKEN_SHOWN_LENGTH),
          scopes: inScopeOrder(input.scopes),
          event_ids: input.event_ids ?? null,
          expires_at: input.expires_at ? new Date(input.expires_at) : null,
        });
        await unit.audit(actor, tokenRecord("create_token", row));
        return row;
      });
      const [presented] = await presentTokens(actor, [created]);
      if (!presented) throw new Error("The new API token was not presented");
      return { message: API_TOKEN_MESSAGES.created, token, api_token: presented };
    },

    /** Revokes one of the caller's tokens at once; another's answers 404 as a missing one. */
    async revokeToken(actor: Actor, tokenId: string): Promise<void> {
      await repository.runInTransaction(async (unit) => {
        const revoked = await unit.deleteToken(actor.user.id, tokenId);
        if (!revoked) throw notFound(API_TOKEN_MESSAGES.notFound);
        await unit.audit(actor, tokenRecord("revoke_token", revoked));
      });
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
