import { and, desc, eq } from "drizzle-orm";
import { auditWriter } from "../../audit/audit-entry.js";
import type { Database, Transaction } from "../../db/client.js";
import {
  type EventAccess,
  eventAccessColumns,
  findEventAccess,
  findEventAccessForShare,
} from "../../db/event-access.js";
import { type EventDocumentRow, eventDocuments, events } from "../../db/schema.js";

export type NewEventDocument = Omit<typeof eventDocuments.$inferInsert, "id" | "upload_date">;

/** The statements a service may combine inside one transaction. */
function createEventDocumentsTransaction(transaction: Transaction) {
  return {
    audit: auditWriter(transaction),

    /**
     * The event, kept from being deleted (or reassigned) until the transaction ends, so a
     * document is never added to an event that is going, nor its file missed by the delete.
     */
    findEventForShare(eventId: string): Promise<EventAccess | undefined> {
      return findEventAccessForShare(transaction, eventId);
    },

    async insert(document: NewEventDocument): Promise<EventDocumentRow> {
      const [row] = await transaction.insert(eventDocuments).values(document).returning();
      if (!row) throw new Error("The document was not inserted");
      return row;
    },

    /** Deletes the document if it belongs to that event; answers the deleted row. */
    async delete(documentId: string, eventId: string): Promise<EventDocumentRow | undefined> {
      const [row] = await transaction
        .delete(eventDocuments)
        .where(and(eq(eventDocuments.id, documentId), eq(eventDocuments.event_id, eventId)))
        .returning();
      return row;
    },
  };
}

export type EventDocumentsTransaction = ReturnType<typeof createEventDocumentsTransaction>;

export function createEventDocumentsRepository(db: Database) {
  return {
    findEvent(eventId: string): Promise<EventAccess | undefined> {
      return findEventAccess(db, eventId);
    },

    /** An event's documents in one query, newest first; the id breaks ties. */
    async listByEvent(eventId: string): Promise<EventDocumentRow[]> {
      return db
        .select()
        .from(eventDocuments)
        .where(eq(eventDocuments.event_id, eventId))
        .orderBy(desc(eventDocuments.upload_date), desc(eventDocuments.id));
    },

    /** The document with its event's admin, for the access check of view-document. */
    async findWithEvent(
      documentId: string,
    ): Promise<{ document: EventDocumentRow; event: EventAccess } | undefined> {
      const [found] = await db
        .select({ document: eventDocuments, event: eventAccessColumns })
        .from(eventDocuments)
        .innerJoin(events, eq(events.id, eventDocuments.event_id))
        .where(eq(eventDocuments.id, documentId))
        .limit(1);
      return found;
    },

    async runInTransaction<T>(
      work: (transaction: EventDocumentsTransaction) => Promise<T>,
    ): Promise<T> {
      return db.transaction((transaction) => work(createEventDocumentsTransaction(transaction)));
    },
  };
}

export type EventDocumentsRepository = ReturnType<typeof createEventDocumentsRepository>;
