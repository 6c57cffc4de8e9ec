import type { EventDocument } from "@events/contract";
import { type AccessKernel, eventDocumentNotFound } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import { auditedRow, rowChangeRecord } from "../../audit/audit-changes.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import type { EventDocumentRow } from "../../db/schema.js";
import type { DocumentFile } from "../../files/documents.js";
import {
  type DocumentFilesDependencies,
  documentColumnsOf,
  openDocumentOfEvent,
} from "../../files/documents.js";
import { fileRemover } from "../../files/remove-unused-files.js";
import type { StoredUpload } from "../../files/upload-store.js";
import { presentEventDocument } from "./event-documents.presenter.js";
import type { EventDocumentsRepository } from "./event-documents.repository.js";

export interface EventDocumentsServiceDependencies extends DocumentFilesDependencies {
  eventDocumentsRepository: EventDocumentsRepository;
  access: AccessKernel;
}

/**
 * What the activity log keeps of a document: what a person knows it by. Not its storage key,
 * which only the server reads, nor its uploader, who is the entry's actor.
 */
const AUDITED_EVENT_DOCUMENT_FIELDS = [
  "original_filename",
  "file_type",
  "file_size",
] as const satisfies readonly (keyof EventDocumentRow)[];

/** The log's record of adding (before is null) or deleting (after is null) an event's document. */
function documentRecord(
  action: "create" | "delete",
  document: EventDocumentRow,
  change: readonly [EventDocumentRow | null, EventDocumentRow | null],
): AuditRecord {
  return rowChangeRecord(
    action,
    auditedRow("event_document", document),
    change,
    AUDITED_EVENT_DOCUMENT_FIELDS,
  );
}

export function createEventDocumentsService(dependencies: EventDocumentsServiceDependencies) {
  const { eventDocumentsRepository, access } = dependencies;
  const removeDocumentFiles = fileRemover(dependencies, "removing a document failed");

  return {
    async listDocuments(caller: Caller, eventId: string): Promise<EventDocument[]> {
      await access.requireEvent(caller, eventId);
      return (await eventDocumentsRepository.listByEvent(eventId)).map(presentEventDocument);
    },

    /**
     * Records a file already stored; the caller removes the file if this fails. The event is
     * locked so it cannot be deleted between the check and the insert, nor the file missed by
     * the delete.
     */
    async addDocument(actor: Actor, eventId: string, upload: StoredUpload): Promise<EventDocument> {
      const row = await eventDocumentsRepository.runInTransaction(async (transaction) => {
        await access.requireEvent(actor, eventId, { in: transaction });
        const document = await transaction.insert({
          event_id: eventId,
          ...documentColumnsOf(upload, actor.user.id),
        });
        await transaction.audit(actor, documentRecord("create", document, [null, document]));
        return document;
      });
      return presentEventDocument(row);
    },

    /** Deletes the row; its file goes once the deletion has committed. */
    async deleteDocument(actor: Actor, documentId: string, eventId: string): Promise<void> {
      const deleted: EventDocumentRow = await eventDocumentsRepository.runInTransaction(
        async (transaction) => {
          await access.requireEvent(actor, eventId, { in: transaction });
          const row = await transaction.delete(documentId, eventId);
          if (!row) throw eventDocumentNotFound();
          await transaction.audit(actor, documentRecord("delete", row, [row, null]));
          return row;
        },
      );
      await removeDocumentFiles([deleted.storage_key]);
    },

    /** Opens the document's file for streaming; 404 for a document the caller may not see. */
    async openDocument(caller: Caller, documentId: string): Promise<DocumentFile> {
      return openDocumentOfEvent(
        dependencies,
        caller,
        await eventDocumentsRepository.findWithEvent(documentId),
        eventDocumentNotFound,
        "the file of a document is missing",
      );
    },
  };
}

export type EventDocumentsService = ReturnType<typeof createEventDocumentsService>;
