import { type AuditWriter, auditWriter } from "../audit/audit-entry.js";
import type { Database, Transaction } from "../db/client.js";

/** What every transaction a service runs carries, beside its repository's statements. */
export interface UnitOfWork {
  /**
   * The transaction itself, for what must join it: the access kernel's locks, the job queue's
   * inserts. Services only pass it on; statements stay in repositories.
   */
  readonly transaction: Transaction;
  /** Writes activity-log entries that commit with the change, or not at all. */
  readonly audit: AuditWriter;
}

/**
 * The one way to run a transaction: a repository gives the statements it offers inside one, and
 * its runInTransaction hands them to the service's work together with the UnitOfWork.
 */
export function createTransactionRunner<Statements extends object>(
  db: Database,
  statementsOf: (transaction: Transaction) => Statements,
) {
  return function runInTransaction<T>(
    work: (unit: Statements & UnitOfWork) => Promise<T>,
  ): Promise<T> {
    return db.transaction((transaction) =>
      work({ ...statementsOf(transaction), transaction, audit: auditWriter(transaction) }),
    );
  };
}

/** What a runner's work receives: the repository's statements with the UnitOfWork. */
export type InTransaction<Statements> = Statements & UnitOfWork;
