import { and, count, desc, eq, lt, or, sql } from "drizzle-orm";
import { auditWriter } from "../../audit/audit-entry.js";
import type { Database, Transaction } from "../../db/client.js";
import { firstRow } from "../../db/find-row.js";
import {
  appPeople,
  type PasskeyRow,
  passkeys,
  users,
  webauthnChallenges,
} from "../../db/schema.js";
import { createTransactionRunner } from "../../transactions/transaction-runner.js";

/** Whose passkeys: an admin's or door staff member's (users), or a person of the app. */
export type PasskeyOwner = { kind: "user"; id: string } | { kind: "person"; id: string };

export type NewPasskey = Pick<
  PasskeyRow,
  "credential_id" | "public_key" | "counter" | "transports" | "device_type" | "backed_up" | "name"
>;

export type WebauthnChallengeRow = typeof webauthnChallenges.$inferSelect;
export type NewWebauthnChallenge = Pick<
  WebauthnChallengeRow,
  "purpose" | "audience" | "browser_token_hash" | "challenge" | "expires_at"
> &
  Partial<Pick<WebauthnChallengeRow, "user_id" | "person_id">>;

/** The owner's passkeys. */
function ownedBy(owner: PasskeyOwner) {
  return owner.kind === "user" ? eq(passkeys.user_id, owner.id) : eq(passkeys.person_id, owner.id);
}

function ownerTable(owner: PasskeyOwner) {
  return owner.kind === "user" ? users : appPeople;
}

/** What a passkey's use changes: the counter, and the backup state the authenticator reports. */
export interface PasskeyUse {
  counter: number;
  backed_up: boolean;
  device_type: PasskeyRow["device_type"];
  used_at: Date;
}

/** The statements a service may combine inside one transaction. */
function createPasskeysTransaction(transaction: Transaction) {
  return {
    /**
     * The owner's passkey_only, their row locked until the transaction ends (two changes at
     * once are counted one after the other); undefined when the owner is gone. NO KEY UPDATE:
     * the passkeys' own foreign keys still read the row.
     */
    async lockOwner(owner: PasskeyOwner): Promise<{ passkey_only: boolean } | undefined> {
      const table = ownerTable(owner);
      const [row] = await transaction
        .select({ passkey_only: table.passkey_only })
        .from(table)
        .where(eq(table.id, owner.id))
        .for("no key update");
      return row;
    },

    async countPasskeys(owner: PasskeyOwner): Promise<number> {
      const [row] = await transaction
        .select({ total: count() })
        .from(passkeys)
        .where(ownedBy(owner));
      return row?.total ?? 0;
    },

    /** Undefined when the credential is someone's already (the unique credential id). */
    async insertPasskey(owner: PasskeyOwner, passkey: NewPasskey): Promise<PasskeyRow | undefined> {
      const [row] = await transaction
        .insert(passkeys)
        .values({
          ...passkey,
          user_id: owner.kind === "user" ? owner.id : null,
          person_id: owner.kind === "person" ? owner.id : null,
        })
        .onConflictDoNothing({ target: passkeys.credential_id })
        .returning();
      return row;
    },

    /** Deletes the owner's passkey, answering what it was; undefined when they have no such one. */
    async deletePasskey(owner: PasskeyOwner, id: string): Promise<PasskeyRow | undefined> {
      const [row] = await transaction
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), ownedBy(owner)))
        .returning();
      return row;
    },

    async setPasskeyOnly(owner: PasskeyOwner, passkeyOnly: boolean): Promise<void> {
      const table = ownerTable(owner);
      await transaction
        .update(table)
        .set({ passkey_only: passkeyOnly })
        .where(eq(table.id, owner.id));
    },

    /**
     * Records a sign-in's use, only if the counter grew (or both it and the stored one are 0, an
     * authenticator that keeps none): of two answers racing with one counter value, one wins.
     */
    async recordUse(id: string, use: PasskeyUse): Promise<boolean> {
      const rows = await transaction
        .update(passkeys)
        .set({
          counter: use.counter,
          backed_up: use.backed_up,
          device_type: use.device_type,
          last_used_at: use.used_at,
        })
        .where(
          and(
            eq(passkeys.id, id),
            or(
              lt(passkeys.counter, use.counter),
              and(eq(passkeys.counter, 0), sql`${use.counter} = 0`),
            ),
          ),
        )
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },
  };
}

export function createPasskeysRepository(db: Database) {
  return {
    /** The owner's passkeys, newest first. */
    listPasskeys(owner: PasskeyOwner): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(ownedBy(owner))
        .orderBy(desc(passkeys.created_at), desc(passkeys.id));
    },

    async isPasskeyOnly(owner: PasskeyOwner): Promise<boolean> {
      const table = ownerTable(owner);
      const row = await firstRow(
        db.select({ passkey_only: table.passkey_only }).from(table).where(eq(table.id, owner.id)),
      );
      return row?.passkey_only ?? false;
    },

    findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      return firstRow(db.select().from(passkeys).where(eq(passkeys.credential_id, credentialId)));
    },

    /**
     * Stores a challenge handed to a browser. The same browser's earlier one (by its cookie's
     * hash, when it sent one) goes, and so do everybody's expired ones, so the table holds
     * little more than the challenges being answered.
     */
    async insertChallenge(
      challenge: NewWebauthnChallenge,
      replacing: string | undefined,
      now: Date,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        const spent = lt(webauthnChallenges.expires_at, now);
        await transaction
          .delete(webauthnChallenges)
          .where(
            replacing === undefined
              ? spent
              : or(spent, eq(webauthnChallenges.browser_token_hash, replacing)),
          );
        await transaction.insert(webauthnChallenges).values(challenge);
      });
    },

    /**
     * Deletes and answers the challenge bound to the browser: a challenge is answered once,
     * whatever the answer. Undefined when there is none (used, swept, or never made), or when
     * it has expired by `now`.
     */
    async takeChallenge(
      browserTokenHash: string,
      now: Date,
    ): Promise<WebauthnChallengeRow | undefined> {
      const [row] = await db
        .delete(webauthnChallenges)
        .where(eq(webauthnChallenges.browser_token_hash, browserTokenHash))
        .returning();
      return row && row.expires_at > now ? row : undefined;
    },

    /** Writes entries that stand alone: a refused sign-in's. */
    audit: auditWriter(db),

    runInTransaction: createTransactionRunner(db, createPasskeysTransaction),
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
export type PasskeysTransaction = ReturnType<typeof createPasskeysTransaction>;
