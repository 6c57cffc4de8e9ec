import { USER_TYPES } from "@events/contract";
import { and, asc, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { findRow, findRowForUpdate } from "../../db/find-row.js";
import { findUserByEmail } from "../../db/find-user-by-email.js";
import { insertUser, type NewUser } from "../../db/insert-user.js";
import { sessions, signInChallenges, type UserRow, users } from "../../db/schema.js";
import { translateUniqueViolation } from "../../db/unique-violation.js";
import { deleteRows, updateRow } from "../../db/write-row.js";
import {
  createTransactionRunner,
  type InTransaction,
} from "../../transactions/transaction-runner.js";

export type UserChanges = Pick<UserRow, "name" | "email" | "phone" | "type" | "profile_image"> &
  Partial<Pick<UserRow, "password_hash">>;

/** Another user already has this e-mail (the unique index on lower(email) said so). */
export class EmailTakenError extends Error {
  constructor() {
    super("The e-mail address is taken");
    this.name = "EmailTakenError";
  }
}

/**
 * The users this module manages: the specification's two admin types. Door staff accounts are
 * made and removed with an event's staff (modules/door-staff); here they are not found.
 */
const isManagedUser: SQL = inArray(users.type, USER_TYPES);

/** The managed user with this id. */
const managedUserWithId = (id: string) => and(eq(users.id, id), isManagedUser);

/** The statements a service may combine inside one transaction. */
function createUsersTransaction(transaction: Transaction) {
  return {
    create(user: NewUser): Promise<UserRow | undefined> {
      return insertUser(transaction, user);
    },

    /** Locks the row until the transaction ends, so checks made on it stay true. */
    findByIdForUpdate(id: string): Promise<UserRow | undefined> {
      return findRowForUpdate(transaction, users, managedUserWithId(id));
    },

    /**
     * Locks every system admin row. Two requests that each remove a different admin then run one
     * after the other, and the second sees that the first one's admin is gone.
     */
    async lockSystemAdminIds(): Promise<string[]> {
      const rows = await transaction
        .select({ id: users.id })
        .from(users)
        .where(eq(users.type, "system_admin"))
        .orderBy(asc(users.id))
        .for("update");
      return rows.map((row) => row.id);
    },

    update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      return updateRow(transaction, users, changes, managedUserWithId(id));
    },

    /** Ends the user's sessions and pending sign-ins, except the session given (the caller's). */
    async endSessions(userId: string, exceptSessionId?: string): Promise<void> {
      await transaction
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.user_id, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.user_id, userId),
        );
      await transaction.delete(signInChallenges).where(eq(signInChallenges.user_id, userId));
    },

    /**
     * Sessions and sign-in challenges go with the user (ON DELETE CASCADE). Tables added later
     * that point at users decide there what happens to their rows: events.event_admin_id is
     * ON DELETE SET NULL, so the deleted admin's events stay, unassigned.
     */
    async delete(id: string): Promise<boolean> {
      return (await deleteRows(transaction, users, managedUserWithId(id))) > 0;
    },
  };
}

export type UsersTransaction = InTransaction<ReturnType<typeof createUsersTransaction>>;

export function createUsersRepository(db: Database) {
  const runInUnitOfWork = createTransactionRunner(db, createUsersTransaction);
  return {
    findById(id: string): Promise<UserRow | undefined> {
      return findRow(db, users, managedUserWithId(id));
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return findUserByEmail(db, email);
    },

    /** The managed users, newest first; the id breaks ties so the order is stable. */
    async list(filter: { type?: UserRow["type"] } = {}): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(isManagedUser, filter.type ? eq(users.type, filter.type) : undefined))
        .orderBy(desc(users.created_date), desc(users.id));
    },

    /** Without an activity log entry: for test factories; the app creates with createAuditedUser. */
    create(user: NewUser): Promise<UserRow | undefined> {
      return insertUser(db, user);
    },

    /**
     * Runs work in one transaction with the statements of UsersTransaction. A change that would
     * give two users one e-mail rolls everything back and throws EmailTakenError.
     */
    runInTransaction<T>(work: (transaction: UsersTransaction) => Promise<T>): Promise<T> {
      return translateUniqueViolation(runInUnitOfWork(work), () => new EmailTakenError());
    },

    async hasUserOfType(type: UserRow["type"]): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.type, type))
        .limit(1);
      return row !== undefined;
    },

    async hasAnyUser(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).limit(1);
      return row !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
