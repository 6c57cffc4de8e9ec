import type { RegistrationCounts } from "@events/contract";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { findRow, findRowForUpdate } from "../../db/find-row.js";
import { eventRegistration } from "../../db/schema.js";
import { translateUniqueViolation } from "../../db/unique-violation.js";
import { countPlaces } from "../../registration/places.js";
import { createTransactionRunner, type UnitOfWork } from "../../transactions/transaction-runner.js";

export type EventRegistrationRow = typeof eventRegistration.$inferSelect;

/** The columns a save writes: all the settings, the row's key and dates aside. */
export type SavedRegistrationSettings = Omit<
  EventRegistrationRow,
  "event_id" | "created_date" | "updated_date"
>;

/** Another event has the slug (its unique index said so). */
export class SlugTakenError extends Error {
  constructor() {
    super("Another event already uses this slug");
    this.name = "SlugTakenError";
  }
}

function createRegistrationSettingsTransaction(transaction: Transaction) {
  return {
    /**
     * The event's settings, locked: the same row registration's changes lock first, so a save
     * waits for a confirmation under way and the places it counts are the saved capacity's.
     */
    findForUpdate(eventId: string): Promise<EventRegistrationRow | undefined> {
      return findRowForUpdate(
        transaction,
        eventRegistration,
        eq(eventRegistration.event_id, eventId),
      );
    },

    /** Writes the event's one row, made by the first save. */
    async save(
      eventId: string,
      settings: SavedRegistrationSettings,
    ): Promise<EventRegistrationRow> {
      const [row] = await transaction
        .insert(eventRegistration)
        .values({ event_id: eventId, ...settings })
        .onConflictDoUpdate({
          target: eventRegistration.event_id,
          set: { ...settings, updated_date: sql`now()` },
        })
        .returning();
      if (!row) throw new Error("The registration settings were not saved");
      return row;
    },
  };
}

export type RegistrationSettingsTransaction = ReturnType<
  typeof createRegistrationSettingsTransaction
> &
  UnitOfWork;

export function createRegistrationSettingsRepository(db: Database) {
  const runInTransaction = createTransactionRunner(db, createRegistrationSettingsTransaction);
  return {
    find(eventId: string): Promise<EventRegistrationRow | undefined> {
      return findRow(db, eventRegistration, eq(eventRegistration.event_id, eventId));
    },

    countPlaces(eventId: string, capacity: number | null): Promise<RegistrationCounts> {
      return countPlaces(db, eventId, capacity);
    },

    /**
     * Runs work in one transaction. A slug another event holds rolls everything back and throws
     * SlugTakenError: the slug's index is the only unique one a save can break (its upsert
     * settles the key's, and the offers of freed places only change live registrations' states).
     */
    runInTransaction<T>(work: (unit: RegistrationSettingsTransaction) => Promise<T>): Promise<T> {
      return translateUniqueViolation(runInTransaction(work), () => new SlugTakenError());
    },
  };
}

export type RegistrationSettingsRepository = ReturnType<
  typeof createRegistrationSettingsRepository
>;
