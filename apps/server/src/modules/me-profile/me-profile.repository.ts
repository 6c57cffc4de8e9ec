import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { firstRow } from "../../db/find-row.js";
import { isRowOfPerson } from "../../db/participant-conditions.js";
import { appPeople, type ParticipantRow, participants } from "../../db/schema.js";
import { translateUniqueViolation } from "../../db/unique-violation.js";
import {
  type AppChallengesRepository,
  createAppChallengesRepository,
} from "../../people/app-challenges.repository.js";
import { filesFreeToRemove } from "../../people/participant-images.js";
import { findPersonProfile } from "../../people/person-profile.js";
import { createTransactionRunner, type UnitOfWork } from "../../transactions/transaction-runner.js";

/** What a change of the person's profile sets on every participant row of theirs. */
export type PersonRowChanges = Partial<
  Pick<ParticipantRow, "name" | "phone" | "language" | "profile_image" | "email">
>;

/** Why an address cannot become the person's: one of their events has it, or another person. */
export type EmailConflict = "inTheirEvents" | "anotherPerson";

/** A write that would give an address to two participants of an event, or to two people. */
export class EmailTakenError extends Error {
  constructor() {
    super("The e-mail address is taken");
    this.name = "EmailTakenError";
  }
}

/**
 * Why the person (by their current key) may not take the new key: a participant row of one of
 * their events has it already, or another person of the app signs in with it.
 */
async function findEmailConflict(
  executor: Database | Transaction,
  person: { id: string; email: string },
  newEmail: string,
): Promise<EmailConflict | undefined> {
  const [inTheirEvents, anotherPerson] = await Promise.all([
    firstRow(
      executor
        .select({ id: participants.id })
        .from(participants)
        .where(
          and(
            isRowOfPerson(newEmail),
            sql`${participants.event_id} in (select ${participants.event_id} from ${participants} where ${isRowOfPerson(person.email)})`,
          ),
        ),
    ),
    firstRow(
      executor
        .select({ id: appPeople.id })
        .from(appPeople)
        .where(and(eq(appPeople.email, newEmail), ne(appPeople.id, person.id))),
    ),
  ]);
  if (inTheirEvents) return "inTheirEvents";
  return anotherPerson ? "anotherPerson" : undefined;
}

/** The statements of one change of the person's own data. */
function createMeProfileTransaction(transaction: Transaction, challenges: AppChallengesRepository) {
  return {
    /**
     * Every participant row of the person, locked in id order (as an erasure locks them), so
     * the rows changed are those the change read, and an erasure waits or goes first.
     */
    lockRowsOf(email: string): Promise<ParticipantRow[]> {
      return transaction
        .select()
        .from(participants)
        .where(isRowOfPerson(email))
        .orderBy(asc(participants.id))
        .for("update");
    },

    /** Sets the changes on these rows and stamps them changed; answers them as changed. */
    updateRows(ids: readonly string[], changes: PersonRowChanges): Promise<ParticipantRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return transaction
        .update(participants)
        .set({ ...changes, updated_date: sql`now()` })
        .where(inArray(participants.id, [...ids]))
        .returning();
    },

    findProfile(email: string) {
      return findPersonProfile(transaction, email);
    },

    findEmailConflict(person: { id: string; email: string }, newEmail: string) {
      return findEmailConflict(transaction, person, newEmail);
    },

    /** The person's key, for signing in and for their sessions (which keep their person id). */
    async changePersonEmail(personId: string, email: string): Promise<void> {
      await transaction.update(appPeople).set({ email }).where(eq(appPeople.id, personId));
    },

    /** Uses an e-mailed code up; false when another request used it first. */
    consumeChallenge(id: string): Promise<boolean> {
      return challenges.consume(transaction, id);
    },

    /** Of the photos the change let go of, those to remove after the commit. */
    imagesFreeToRemove(images: readonly (string | null)[]): Promise<string[]> {
      return filesFreeToRemove(transaction, images);
    },
  };
}

export type MeProfileTransaction = ReturnType<typeof createMeProfileTransaction> & UnitOfWork;

export function createMeProfileRepository(db: Database) {
  const challenges = createAppChallengesRepository(db);
  const runInTransaction = createTransactionRunner(db, (transaction) =>
    createMeProfileTransaction(transaction, challenges),
  );
  return {
    findEmailConflict(person: { id: string; email: string }, newEmail: string) {
      return findEmailConflict(db, person, newEmail);
    },

    /** Uses an e-mailed code up in another repository's transaction (an erasure's). */
    consumeChallenge(transaction: Transaction, id: string): Promise<boolean> {
      return challenges.consume(transaction, id);
    },

    /**
     * Runs work in one transaction. A write that would give an address to two participants of
     * an event or to two people rolls everything back and throws EmailTakenError.
     */
    runInTransaction<T>(work: (unit: MeProfileTransaction) => Promise<T>): Promise<T> {
      return translateUniqueViolation(runInTransaction(work), () => new EmailTakenError());
    },
  };
}

export type MeProfileRepository = ReturnType<typeof createMeProfileRepository>;
