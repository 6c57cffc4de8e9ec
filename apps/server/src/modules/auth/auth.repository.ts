import type { Language } from "@events/contract";
import { and, eq, sql } from "drizzle-orm";
import { auditWriter } from "../../audit/audit-entry.js";
import type { Database, Transaction } from "../../db/client.js";
import { findRowForUpdate, firstRow } from "../../db/find-row.js";
import { findUserByEmail } from "../../db/find-user-by-email.js";
import {
  type SessionRow,
  type SignInChallengeRow,
  sessions,
  signInChallenges,
  type UserRow,
  users,
} from "../../db/schema.js";
import { deleteRows, insertRow, updateRow } from "../../db/write-row.js";
import {
  createTransactionRunner,
  type InTransaction,
  type UnitOfWork,
} from "../../transactions/transaction-runner.js";

export type NewChallenge = Pick<
  SignInChallengeRow,
  "id" | "user_id" | "browser_token_hash" | "code_hash" | "expires_at" | "last_sent_at"
>;

export type NewSession = Pick<SessionRow, "user_id" | "token_hash" | "expires_at"> &
  Partial<Pick<SessionRow, "device_event_id" | "device_name">>;

/** Statements that stand alone or join a transaction. */
function createAuthStatements(executor: Database | Transaction) {
  return {
    // On its own only for a step that writes nothing else (a refused password); every step that
    // writes rows logs in their transaction.
    audit: auditWriter(executor),

    /** Answers false when someone else already deleted it, so a code is used at most once. */
    async deleteChallenge(id: string): Promise<boolean> {
      return (await deleteRows(executor, signInChallenges, eq(signInChallenges.id, id))) > 0;
    },

    /** Answers false when another request already ended it. */
    async deleteSession(id: string): Promise<boolean> {
      return (await deleteRows(executor, sessions, eq(sessions.id, id))) > 0;
    },
  };
}

/** The statements a service may combine inside one transaction. */
function createAuthTransaction(transaction: Transaction) {
  return {
    ...createAuthStatements(transaction),

    /** A user has at most one pending sign-in: a new login replaces the previous one. */
    async replaceChallenge(challenge: NewChallenge): Promise<void> {
      await transaction
        .delete(signInChallenges)
        .where(eq(signInChallenges.user_id, challenge.user_id));
      await transaction.insert(signInChallenges).values(challenge);
    },

    async countWrongTry(id: string): Promise<number> {
      const [row] = await transaction
        .update(signInChallenges)
        .set({ wrong_tries: sql`${signInChallenges.wrong_tries} + 1` })
        .where(eq(signInChallenges.id, id))
        .returning({ wrong_tries: signInChallenges.wrong_tries });
      return row?.wrong_tries ?? Number.POSITIVE_INFINITY;
    },

    async updateChallengeCode(
      id: string,
      // Not wrong_tries: they count for the whole pending sign-in, across resends.
      change: Pick<SignInChallengeRow, "code_hash" | "expires_at" | "last_sent_at">,
    ): Promise<void> {
      await transaction.update(signInChallenges).set(change).where(eq(signInChallenges.id, id));
    },

    /** Locks the row until the transaction ends, so what it was before marking stays true. */
    findUserForUpdate(id: string): Promise<UserRow | undefined> {
      return findRowForUpdate(transaction, users, eq(users.id, id));
    },

    markVerified(userId: string): Promise<UserRow | undefined> {
      return updateRow(transaction, users, { is_verified: true }, eq(users.id, userId));
    },

    insertSession(session: NewSession): Promise<SessionRow> {
      return insertRow(transaction, sessions, session);
    },
  };
}

export type AuthTransaction = InTransaction<ReturnType<typeof createAuthTransaction>>;

export function createAuthRepository(db: Database) {
  // Every request of a signed-in caller runs this: built once, and prepared once per connection
  // by PostgreSQL, instead of writing and planning the same SQL again each time.
  const sessionWithUserQuery = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.token_hash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("find_session_with_user");

  return {
    ...createAuthStatements(db),

    /** The user signing in, by the e-mail they typed. */
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return findUserByEmail(db, email);
    },

    /** The pending sign-in with its user, whose name the activity log gives each step. */
    findChallengeWithUser(
      userId: string,
      browserTokenHash: string,
    ): Promise<{ challenge: SignInChallengeRow; user: UserRow } | undefined> {
      return firstRow(
        db
          .select({ challenge: signInChallenges, user: users })
          .from(signInChallenges)
          .innerJoin(users, eq(users.id, signInChallenges.user_id))
          .where(
            and(
              eq(signInChallenges.user_id, userId),
              eq(signInChallenges.browser_token_hash, browserTokenHash),
            ),
          ),
      );
    },

    async findSessionWithUser(
      tokenHash: string,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await sessionWithUserQuery.execute({ tokenHash });
      return row;
    },

    /** The user's own choice of language: a setting, not a change the activity log keeps. */
    setLanguage(userId: string, language: Language | null): Promise<UserRow | undefined> {
      return updateRow(db, users, { language }, eq(users.id, userId));
    },

    async touchSession(id: string, lastUsedAt: Date): Promise<void> {
      await db.update(sessions).set({ last_used_at: lastUsedAt }).where(eq(sessions.id, id));
    },

    runInTransaction: createTransactionRunner(db, createAuthTransaction),

    /** The statements of AuthTransaction inside a transaction another repository began. */
    joining(unit: UnitOfWork): AuthTransaction {
      return { ...createAuthTransaction(unit.transaction), ...unit };
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
