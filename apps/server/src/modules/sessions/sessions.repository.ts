import { and, asc, eq, type SQL } from "drizzle-orm";
import { type EventAccess, eventAccessColumns } from "../../access/event-rows.js";
import { type EventScope, eventIdInScope } from "../../access/event-scope.js";
import type { Database, Transaction } from "../../db/client.js";
import { findRow, findRowForUpdate, firstRow } from "../../db/find-row.js";
import {
  type EventSessionRow,
  eventSessions,
  events,
  type SessionDocumentRow,
  sessionDocuments,
} from "../../db/schema.js";
import { deleteRow, insertRow, updateRow } from "../../db/write-row.js";
import {
  createTransactionRunner,
  type InTransaction,
} from "../../transactions/transaction-runner.js";

/** The columns a create or update writes; the rest are the database's. */
export type SessionFields = Omit<
  typeof eventSessions.$inferInsert,
  "id" | "created_date" | "updated_date"
>;

export type NewSessionDocument = Omit<typeof sessionDocuments.$inferInsert, "id" | "uploaded_date">;

/** A session with its document's id (null when it has none). */
export interface SessionWithDocument {
  session: EventSessionRow;
  documentId: string | null;
}

const IN_ORDER = [
  asc(eventSessions.start_datetime),
  asc(eventSessions.name),
  asc(eventSessions.id),
];

/** The statements a service may combine inside one transaction. */
function createSessionsTransaction(transaction: Transaction) {
  return {
    /** Locks the session of that event until the transaction ends. */
    findSessionForUpdate(id: string, eventId: string): Promise<EventSessionRow | undefined> {
      return findRowForUpdate(
        transaction,
        eventSessions,
        and(eq(eventSessions.id, id), eq(eventSessions.event_id, eventId)),
      );
    },

    findDocumentOfSession(sessionId: string): Promise<SessionDocumentRow | undefined> {
      return findRow(transaction, sessionDocuments, eq(sessionDocuments.session_id, sessionId));
    },

    insert(fields: SessionFields): Promise<EventSessionRow> {
      return insertRow(transaction, eventSessions, fields);
    },

    async update(id: string, fields: SessionFields): Promise<EventSessionRow> {
      const session = await updateRow(transaction, eventSessions, fields, eq(eventSessions.id, id));
      if (!session) throw new Error("The session was not updated");
      return session;
    },

    /** Its document goes with it (ON DELETE CASCADE). */
    async delete(id: string): Promise<void> {
      await transaction.delete(eventSessions).where(eq(eventSessions.id, id));
    },

    /** Deletes the session's document, whichever it is; answers the deleted row. */
    deleteDocumentOfSession(sessionId: string): Promise<SessionDocumentRow | undefined> {
      return deleteRow(transaction, sessionDocuments, eq(sessionDocuments.session_id, sessionId));
    },

    /** Deletes the document if it belongs to that session; answers the deleted row. */
    deleteDocument(documentId: string, sessionId: string): Promise<SessionDocumentRow | undefined> {
      return deleteRow(
        transaction,
        sessionDocuments,
        and(eq(sessionDocuments.id, documentId), eq(sessionDocuments.session_id, sessionId)),
      );
    },

    insertDocument(document: NewSessionDocument): Promise<SessionDocumentRow> {
      return insertRow(transaction, sessionDocuments, document);
    },
  };
}

export function createSessionsRepository(db: Database) {
  /** Sessions with their document's id, in one query, in order; where picks which. */
  function listWithDocuments(where: SQL | undefined) {
    return db
      .select({ session: eventSessions, documentId: sessionDocuments.id })
      .from(eventSessions)
      .leftJoin(sessionDocuments, eq(sessionDocuments.session_id, eventSessions.id))
      .where(where)
      .orderBy(...IN_ORDER);
  }

  return {
    /** The session with its event's access columns and its document, in one query. */
    findSessionWithAccess(
      id: string,
    ): Promise<
      | { session: EventSessionRow; event: EventAccess; document: SessionDocumentRow | null }
      | undefined
    > {
      return firstRow(
        db
          .select({ session: eventSessions, event: eventAccessColumns, document: sessionDocuments })
          .from(eventSessions)
          .innerJoin(events, eq(events.id, eventSessions.event_id))
          .leftJoin(sessionDocuments, eq(sessionDocuments.session_id, eventSessions.id))
          .where(eq(eventSessions.id, id)),
      );
    },

    /** The document with its session's event, for the access check of view-document. */
    findDocumentWithAccess(
      documentId: string,
    ): Promise<{ document: SessionDocumentRow; event: EventAccess } | undefined> {
      return firstRow(
        db
          .select({ document: sessionDocuments, event: eventAccessColumns })
          .from(sessionDocuments)
          .innerJoin(eventSessions, eq(eventSessions.id, sessionDocuments.session_id))
          .innerJoin(events, eq(events.id, eventSessions.event_id))
          .where(eq(sessionDocuments.id, documentId)),
      );
    },

    async listByEvent(eventId: string): Promise<SessionWithDocument[]> {
      return listWithDocuments(eq(eventSessions.event_id, eventId));
    },

    /** The sessions of the events of the scope. */
    async listInScope(scope: EventScope): Promise<SessionWithDocument[]> {
      return listWithDocuments(eventIdInScope(eventSessions.event_id, scope));
    },

    runInTransaction: createTransactionRunner(db, createSessionsTransaction),
  };
}

export type SessionsTransaction = InTransaction<ReturnType<typeof createSessionsTransaction>>;

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
