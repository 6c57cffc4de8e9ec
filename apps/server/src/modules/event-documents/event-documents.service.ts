import { DOCUMENT_MESSAGES, EVENT_MESSAGES, type EventDocument } from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type { EventDocumentRow, UserRow } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { cleanDocumentFilename, openStoredFile } from "../../files/documents.js";
import type { StoredUpload, UploadStore } from "../../files/upload-store.js";
import type { DocumentFile } from "../../http/document-response.js";
import { canManageEvent } from "../events/can-manage-event.js";
import { presentEventDocument } from "./event-documents.presenter.js";
import type { EventDocumentsRepository } from "./event-documents.repository.js";

export interface EventDocumentsServiceDependencies {
  eventDocumentsRepository: EventDocumentsRepository;
  uploadStore: Pick<UploadStore, "removeStoredFile" | "resolveStoredFile">;
  logger: Pick<FastifyBaseLogger, "error">;
}

/** Who is asking. */
export interface EventDocumentsCaller {
  user: Pick<UserRow, "id" | "type">;
}

const eventNotFound = () => notFound(EVENT_MESSAGES.eventNotFound);
const documentNotFound = () => notFound(DOCUMENT_MESSAGES.notFound);

export function createEventDocumentsService({
  eventDocumentsRepository,
  uploadStore,
  logger,
}: EventDocumentsServiceDependencies) {
  /** 404 unless the event exists and the caller may manage it. */
  async function assertCanManageEvent(caller: EventDocumentsCaller, eventId: string) {
    if (!canManageEvent(caller, await eventDocumentsRepository.findEvent(eventId))) {
      throw eventNotFound();
    }
  }

  return {
    assertCanManageEvent,

    async listDocuments(caller: EventDocumentsCaller, eventId: string): Promise<EventDocument[]> {
      await assertCanManageEvent(caller, eventId);
      return (await eventDocumentsRepository.listByEvent(eventId)).map(presentEventDocument);
    },

    /**
     * Records a file already stored; the caller removes the file if this fails. The event is
     * locked so it cannot be deleted between the check and the insert.
     */
    async addDocument(
      caller: EventDocumentsCaller,
      eventId: string,
      upload: StoredUpload,
    ): Promise<EventDocument> {
      const row = await eventDocumentsRepository.runInTransaction(async (transaction) => {
        if (!canManageEvent(caller, await transaction.findEventForShare(eventId))) {
          throw eventNotFound();
        }
        return transaction.insert({
          event_id: eventId,
          original_filename: cleanDocumentFilename(upload.originalFilename),
          storage_key: upload.storageKey,
          file_type: upload.mimeType,
          file_size: upload.size,
          uploaded_by: caller.user.id,
        });
      });
      return presentEventDocument(row);
    },

    /** Deletes the row; its file goes once the deletion has committed. */
    async deleteDocument(
      caller: EventDocumentsCaller,
      documentId: string,
      eventId: string,
    ): Promise<void> {
      const deleted: EventDocumentRow = await eventDocumentsRepository.runInTransaction(
        async (transaction) => {
          if (!canManageEvent(caller, await transaction.findEventForShare(eventId))) {
            throw eventNotFound();
          }
          const row = await transaction.delete(documentId, eventId);
          if (!row) throw documentNotFound();
          return row;
        },
      );
      try {
        await uploadStore.removeStoredFile(deleted.storage_key);
      } catch (error) {
        // The row is gone, so the answer is still a success; the file is only orphaned.
        logger.error({ err: error, storageKey: deleted.storage_key }, "removing a document failed");
      }
    },

    /** Opens the document's file for streaming; 404 for a document the caller may not see. */
    async openDocument(caller: EventDocumentsCaller, documentId: string): Promise<DocumentFile> {
      const found = await eventDocumentsRepository.findWithEvent(documentId);
      if (!found || !canManageEvent(caller, found.event)) throw documentNotFound();
      const file = await openStoredFile(uploadStore, found.document.storage_key);
      if (!file) {
        logger.error({ documentId }, "the file of a document is missing");
        throw documentNotFound();
      }
      return {
        ...file,
        mimeType: found.document.file_type,
        filename: found.document.original_filename,
      };
    },
  };
}

export type EventDocumentsService = ReturnType<typeof createEventDocumentsService>;
