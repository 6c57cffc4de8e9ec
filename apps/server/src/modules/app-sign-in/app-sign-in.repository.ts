import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { firstRow } from "../../db/find-row.js";
import {
  type AppPersonRow,
  type AppSessionRow,
  appPeople,
  appSessions,
  type ParticipantRow,
  participants,
  personEmail,
} from "../../db/schema.js";
import { deleteRows } from "../../db/write-row.js";
import {
  type AppChallengesRepository,
  createAppChallengesRepository,
} from "../../people/app-challenges.repository.js";
import type { RecipientCheck } from "../../people/app-codes.js";
import { findPersonProfile } from "../../people/person-profile.js";
import {
  createTransactionRunner,
  type InTransaction,
  type UnitOfWork,
} from "../../transactions/transaction-runner.js";

export type NewAppSession = Pick<AppSessionRow, "token_hash" | "expires_at">;

export type LinkedParticipant = Pick<ParticipantRow, "id" | "email" | "check_in_code" | "skip_otp">;

/**
 * The statements of a sign-in, in one transaction: the code's challenge used up, the person
 * marked signed in, the session stored, and (by the service) the sign-in's log entry.
 */
function createAppSignInTransaction(transaction: Transaction, challenges: AppChallengesRepository) {
  return {
    /** Uses a code's challenge up; false when another request used it first. */
    consumeChallenge: (id: string): Promise<boolean> => challenges.consume(transaction, id),

    /** The person of the address marked signed in, made at their first sign-in. */
    async savePersonSignedIn(email: string, signedInAt: Date): Promise<AppPersonRow> {
      const [person] = await transaction
        .insert(appPeople)
        .values({ email, first_signed_in_at: signedInAt, last_signed_in_at: signedInAt })
        .onConflictDoUpdate({ target: appPeople.email, set: { last_signed_in_at: signedInAt } })
        .returning();
      if (!person) throw new Error("The app person was not stored");
      return person;
    },

    /** A person known already (a passkey's owner) marked signed in; undefined when gone. */
    async markSignedIn(personId: string, signedInAt: Date): Promise<AppPersonRow | undefined> {
      const [person] = await transaction
        .update(appPeople)
        .set({ last_signed_in_at: signedInAt })
        .where(eq(appPeople.id, personId))
        .returning();
      return person;
    },

    async insertSession(personId: string, session: NewAppSession): Promise<AppSessionRow> {
      const [stored] = await transaction
        .insert(appSessions)
        .values({ ...session, person_id: personId })
        .returning();
      if (!stored) throw new Error("The app session was not stored");
      return stored;
    },
  };
}

export type AppSignInTransaction = ReturnType<typeof createAppSignInTransaction>;

async function isPasskeyOnly(db: Database, email: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ passkey_only: appPeople.passkey_only })
      .from(appPeople)
      .where(eq(appPeople.email, email)),
  );
  return row?.passkey_only ?? false;
}

export function createAppSignInRepository(db: Database) {
  // Every request of the app runs this: prepared once per connection.
  const sessionWithPersonQuery = db
    .select({ session: appSessions, person: appPeople })
    .from(appSessions)
    .innerJoin(appPeople, eq(appPeople.id, appSessions.person_id))
    .where(eq(appSessions.token_hash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("find_app_session_with_person");
  const challenges = createAppChallengesRepository(db);

  /** Whether the address (a person's key) is a participant's of any event. */
  async function isParticipant(email: string): Promise<boolean> {
    const row = await firstRow(
      db
        .select({ id: participants.id })
        .from(participants)
        .where(sql`${personEmail(participants.email)} = ${email}`),
    );
    return row !== undefined;
  }

  const statementsOf = (transaction: Transaction) =>
    createAppSignInTransaction(transaction, challenges);

  return {
    /** Whether the address (a person's key) is a participant's of any event. */
    isParticipant,

    /**
     * Whether a sign-in code to the address goes out, and as which e-mail: a person who chose
     * passkey only is told so instead.
     */
    recipientOf: (async (email) => {
      const [isDeliverable, passkeyOnly] = await Promise.all([
        isParticipant(email),
        isPasskeyOnly(db, email),
      ]);
      return { isDeliverable, passkeyOnly };
    }) satisfies RecipientCheck,

    /** Whether the person of the address signs in with a passkey only. */
    isPasskeyOnly: (email: string) => isPasskeyOnly(db, email),

    findLinkedParticipant(id: string): Promise<LinkedParticipant | undefined> {
      return firstRow(
        db
          .select({
            id: participants.id,
            email: participants.email,
            check_in_code: participants.check_in_code,
            skip_otp: participants.skip_otp,
          })
          .from(participants)
          .where(eq(participants.id, id)),
      );
    },

    runInTransaction: createTransactionRunner(db, statementsOf),

    /** The statements of AppSignInTransaction inside a transaction another repository began. */
    joining(unit: UnitOfWork): InTransaction<AppSignInTransaction> {
      return { ...statementsOf(unit.transaction), ...unit };
    },

    async findSessionWithPerson(
      tokenHash: string,
    ): Promise<{ session: AppSessionRow; person: AppPersonRow } | undefined> {
      const [row] = await sessionWithPersonQuery.execute({ tokenHash });
      return row;
    },

    async touchSession(id: string, lastUsedAt: Date): Promise<void> {
      await db.update(appSessions).set({ last_used_at: lastUsedAt }).where(eq(appSessions.id, id));
    },

    async deleteSession(id: string): Promise<boolean> {
      return (await deleteRows(db, appSessions, eq(appSessions.id, id))) > 0;
    },

    findProfile(email: string) {
      return findPersonProfile(db, email);
    },
  };
}

export type AppSignInRepository = ReturnType<typeof createAppSignInRepository>;
