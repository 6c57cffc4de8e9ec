import { eq, lt } from "drizzle-orm";
import { auditWriter } from "../../audit/audit-entry.js";
import type { Database, Transaction } from "../../db/client.js";
import { findUserByEmail } from "../../db/find-user-by-email.js";
import { insertUser, type NewUser } from "../../db/insert-user.js";
import { ssoSignIns, type UserRow } from "../../db/schema.js";
import {
  createTransactionRunner,
  type InTransaction,
} from "../../transactions/transaction-runner.js";

export type SsoSignInRow = typeof ssoSignIns.$inferSelect;
export type NewSsoSignIn = Omit<SsoSignInRow, "id" | "created_at">;

/** The statements a single sign-on's last step combines in one transaction. */
function createSsoTransaction(transaction: Transaction) {
  return {
    /** The account the organisation's e-mail address names, compared case-blind. */
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return findUserByEmail(transaction, email);
    },

    /** Undefined when the e-mail is taken already (another sign-in created it just now). */
    createUser(user: NewUser): Promise<UserRow | undefined> {
      return insertUser(transaction, user);
    },
  };
}

export type SsoTransaction = InTransaction<ReturnType<typeof createSsoTransaction>>;

export function createSsoRepository(db: Database) {
  return {
    // A refused sign-in writes nothing else, so its entry stands alone.
    audit: auditWriter(db),

    /** Stores a sign-in under way; the expired ones of anybody go, so the table stays small. */
    async insertSignIn(signIn: NewSsoSignIn, now: Date): Promise<void> {
      await db.transaction(async (transaction) => {
        await transaction.delete(ssoSignIns).where(lt(ssoSignIns.expires_at, now));
        await transaction.insert(ssoSignIns).values(signIn);
      });
    },

    /**
     * Deletes and answers the sign-in of this state: a state works once, whatever the answer to
     * it, and of two requests racing with it only one finds it.
     */
    async takeSignIn(stateHash: string): Promise<SsoSignInRow | undefined> {
      const [signIn] = await db
        .delete(ssoSignIns)
        .where(eq(ssoSignIns.state_hash, stateHash))
        .returning();
      return signIn;
    },

    runInTransaction: createTransactionRunner(db, createSsoTransaction),
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
