import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { findRow } from "../../db/find-row.js";
import {
  type SessionRow,
  type SignInChallengeRow,
  sessions,
  signInChallenges,
  type UserRow,
  users,
} from "../../db/schema.js";

export type NewChallenge = Pick<
  SignInChallengeRow,
  "id" | "user_id" | "browser_token_hash" | "code_hash" | "expires_at" | "last_sent_at"
>;

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
    /** A user has at most one pending sign-in: a new login replaces the previous one. */
    async replaceChallenge(challenge: NewChallenge): Promise<void> {
      await db.transaction(async (transaction) => {
        await transaction
          .delete(signInChallenges)
          .where(eq(signInChallenges.user_id, challenge.user_id));
        await transaction.insert(signInChallenges).values(challenge);
      });
    },

    findChallenge(
      userId: string,
      browserTokenHash: string,
    ): Promise<SignInChallengeRow | undefined> {
      return findRow(
        db,
        signInChallenges,
        and(
          eq(signInChallenges.user_id, userId),
          eq(signInChallenges.browser_token_hash, browserTokenHash),
        ),
      );
    },

    /** Answers false when someone else already deleted it, so a code is used at most once. */
    async deleteChallenge(id: string): Promise<boolean> {
      const deleted = await db
        .delete(signInChallenges)
        .where(eq(signInChallenges.id, id))
        .returning({ id: signInChallenges.id });
      return deleted.length > 0;
    },

    async countWrongTry(id: string): Promise<number> {
      const [row] = await db
        .update(signInChallenges)
        .set({ wrong_tries: sql`${signInChallenges.wrong_tries} + 1` })
        .where(eq(signInChallenges.id, id))
        .returning({ wrong_tries: signInChallenges.wrong_tries });
      return row?.wrong_tries ?? Number.POSITIVE_INFINITY;
    },

    async updateChallengeCode(
      id: string,
      change: Pick<SignInChallengeRow, "code_hash" | "expires_at" | "last_sent_at" | "wrong_tries">,
    ): Promise<void> {
      await db.update(signInChallenges).set(change).where(eq(signInChallenges.id, id));
    },

    /**
     * Uses up the challenge, marks the user verified and starts the session, all or nothing.
     * Answers undefined when the challenge was already used (two requests raced).
     */
    async completeSignIn(
      challengeId: string,
      session: Pick<SessionRow, "user_id" | "token_hash" | "expires_at">,
    ): Promise<{ user: UserRow; session: SessionRow } | undefined> {
      return db.transaction(async (transaction) => {
        const used = await transaction
          .delete(signInChallenges)
          .where(eq(signInChallenges.id, challengeId))
          .returning({ id: signInChallenges.id });
        if (used.length === 0) return undefined;
        const [user] = await transaction
          .update(users)
          .set({ is_verified: true, updated_date: sql`now()` })
          .where(eq(users.id, session.user_id))
          .returning();
        if (!user) return undefined;
        const [created] = await transaction.insert(sessions).values(session).returning();
        if (!created) throw new Error("The session could not be stored");
        return { user, session: created };
      });
    },

    async findSessionWithUser(
      tokenHash: string,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await sessionWithUserQuery.execute({ tokenHash });
      return row;
    },

    async touchSession(id: string, lastUsedAt: Date): Promise<void> {
      await db.update(sessions).set({ last_used_at: lastUsedAt }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
