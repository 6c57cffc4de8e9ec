import { and, eq, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { firstRow } from "../db/find-row.js";
import { type AppChallengePurpose, type AppChallengeRow, appChallenges } from "../db/schema.js";
import { deleteRows } from "../db/write-row.js";

export type NewAppChallenge = Pick<
  AppChallengeRow,
  "purpose" | "email" | "person_id" | "token_hash" | "code_hash" | "expires_at" | "last_sent_at"
> & { id: string };

/** The codes e-mailed to the people of the participants' app, by what they prove. */
export function createAppChallengesRepository(db: Database) {
  return {
    /** The pool, for a consume that stands alone (an expired or spent challenge). */
    executor: db,

    /**
     * Stores a challenge in place of the asker's earlier one of the same purpose (by address for
     * a sign-in, by person otherwise): one live code each, as for the admins.
     */
    async replace(challenge: NewAppChallenge): Promise<void> {
      await db.transaction(async (transaction) => {
        const sameAsker =
          challenge.person_id === null
            ? eq(appChallenges.email, challenge.email)
            : eq(appChallenges.person_id, challenge.person_id);
        await transaction
          .delete(appChallenges)
          .where(and(eq(appChallenges.purpose, challenge.purpose), sameAsker));
        // Expired ones of anybody go too, so the table holds little more than live codes.
        await transaction.delete(appChallenges).where(lt(appChallenges.expires_at, sql`now()`));
        await transaction.insert(appChallenges).values(challenge);
      });
    },

    find(purpose: AppChallengePurpose, tokenHash: string): Promise<AppChallengeRow | undefined> {
      return firstRow(
        db
          .select()
          .from(appChallenges)
          .where(and(eq(appChallenges.purpose, purpose), eq(appChallenges.token_hash, tokenHash))),
      );
    },

    /** Counts a wrong code; answers the tries so far (infinite once the challenge is gone). */
    async countWrongTry(id: string): Promise<number> {
      const [row] = await db
        .update(appChallenges)
        .set({ wrong_tries: sql`${appChallenges.wrong_tries} + 1` })
        .where(eq(appChallenges.id, id))
        .returning({ wrong_tries: appChallenges.wrong_tries });
      return row?.wrong_tries ?? Number.POSITIVE_INFINITY;
    },

    async updateCode(
      id: string,
      // Not wrong_tries: they count for the whole challenge, across resends.
      change: Pick<AppChallengeRow, "code_hash" | "expires_at" | "last_sent_at">,
    ): Promise<void> {
      await db.update(appChallenges).set(change).where(eq(appChallenges.id, id));
    },

    /**
     * Uses the challenge up, in the transaction of what it proves; answers false when another
     * request used it first, so a code works once.
     */
    async consume(executor: Database | Transaction, id: string): Promise<boolean> {
      return (await deleteRows(executor, appChallenges, eq(appChallenges.id, id))) > 0;
    },
  };
}

export type AppChallengesRepository = ReturnType<typeof createAppChallengesRepository>;
