import { and, desc, eq } from "drizzle-orm";
import { type EventAccess, eventAccessColumns } from "../../access/event-rows.js";
import type { Database, Transaction } from "../../db/client.js";
import { firstRow } from "../../db/find-row.js";
import { type EventDocumentRow, eventDocuments, events } from "../../db/schema.js";
import { deleteRow, insertRow } from "../../db/write-row.js";
import { createTransactionRunner } from "../../transactions/transaction-runner.js";

export type NewEventDocument = Omit<typeof eventDocuments.$inferInsert, "id" | "upload_date">;

/** The statements a service may combine inside one transaction. */
function createEventDocumentsTransaction(transaction: Transaction) {
  return {
    insert(document: NewEventDocument): Promise<EventDocumentRow> {
      return insertRow(transaction, eventDocuments, document);
    },

    /** Deletes the document if it belongs to that event; answers the deleted row. */
    delete(documentId: string, eventId: string): Promise<EventDocumentRow | undefined> {
      return deleteRow(
        transaction,
        eventDocuments,
        and(eq(eventDocuments.id, documentId), eq(eventDocuments.event_id, eventId)),
      );
    },
  };
}

export function createEventDocumentsRepository(db: Database) {
  return {
    /** An event's documents in one query, newest first; the id breaks ties. */
    async listByEvent(eventId: string): Promise<EventDocumentRow[]> {
      return db
        .select()
        .from(eventDocuments)
        .where(eq(eventDocuments.event_id, eventId))
        .orderBy(desc(eventDocuments.upload_date), desc(eventDocuments.id));
    },

    /** The document with its event's admin, for the access check of view-document. */
    findWithEvent(
      documentId: string,
    ): Promise<{ document: EventDocumentRow; event: EventAccess } | undefined> {
      return firstRow(
        db
          .select({ document: eventDocuments, event: eventAccessColumns })
          .from(eventDocuments)
          .innerJoin(events, eq(events.id, eventDocuments.event_id))
          .where(eq(eventDocuments.id, documentId)),
      );
    },

    runInTransaction: createTransactionRunner(db, createEventDocumentsTransaction),
  };
}

export type EventDocumentsRepository = ReturnType<typeof createEventDocumentsRepository>;
