import {
  SESSION_CHANGE_MESSAGES,
  SESSION_MESSAGES,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  type Session,
  type SessionDocument,
  type SessionInput,
} from "@events/contract";
import {
  type AccessKernel,
  assertCanManageEvent,
  sessionNotFound,
} from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import { auditedRow, rowChangeRecord } from "../../audit/audit-changes.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import type { EventSessionRow, SessionDocumentRow } from "../../db/schema.js";
import { withWallClocks } from "../../db/wall-clock.js";
import { invalidInput, notFound } from "../../errors.js";
import type { DocumentFile } from "../../files/documents.js";
import {
  type DocumentFilesDependencies,
  documentColumnsOf,
  openDocumentOfEvent,
} from "../../files/documents.js";
import { fileRemover } from "../../files/remove-unused-files.js";
import type { StoredUpload } from "../../files/upload-store.js";
import { presentSession, presentSessionDocument } from "./sessions.presenter.js";
import type {
  SessionFields,
  SessionsRepository,
  SessionsTransaction,
} from "./sessions.repository.js";

export interface SessionsServiceDependencies extends DocumentFilesDependencies {
  sessionsRepository: SessionsRepository;
  access: AccessKernel;
}

export const IMAGE_URL_MESSAGE = SESSION_CHANGE_MESSAGES.imageUrl;
export const EVENT_ID_CHANGE_MESSAGE = SESSION_CHANGE_MESSAGES.eventChange;

const documentNotFound = () => notFound(SESSION_MESSAGES.documentNotFound);
const badImageUrl = () => invalidInput([{ field: "image_url", message: IMAGE_URL_MESSAGE }]);

/** What the activity log compares of a session: every field a person sets, the image too. */
const AUDITED_SESSION_FIELDS = [
  "name",
  "description",
  "session_type",
  "other_session_type",
  "start_datetime",
  "end_datetime",
  "venue",
  "image",
] as const satisfies readonly (keyof EventSessionRow)[];

/** A session as the log compares it: its times as the API writes them. */
const auditedSession = (session: EventSessionRow) =>
  withWallClocks(session, ["start_datetime", "end_datetime"]);

/**
 * What the activity log keeps of a session's document: what a person knows it by, and which
 * session it is (the entry names only the event). Not its storage key, which only the server
 * reads, nor its uploader, who is the entry's actor.
 */
const AUDITED_SESSION_DOCUMENT_FIELDS = [
  "session_id",
  "original_filename",
  "file_type",
  "file_size",
] as const satisfies readonly (keyof SessionDocumentRow)[];

/** The log's record of a change to a session (before is null for a create, after for a delete). */
function sessionRecord(
  action: "create" | "update" | "delete",
  session: EventSessionRow,
  [before, after]: readonly [EventSessionRow | null, EventSessionRow | null],
): AuditRecord {
  const audited = [before && auditedSession(before), after && auditedSession(after)] as const;
  return rowChangeRecord(action, auditedRow("session", session), audited, AUDITED_SESSION_FIELDS);
}

/** The log's record of a change to a session's document, entered under the session's event. */
function documentRecord(
  action: "create" | "update" | "delete",
  eventId: string,
  document: SessionDocumentRow,
  change: readonly [SessionDocumentRow | null | undefined, SessionDocumentRow | null],
): AuditRecord {
  const row = {
    entity_type: "session_document",
    entity_id: document.id,
    event_id: eventId,
  } as const;
  return rowChangeRecord(action, row, change, AUDITED_SESSION_DOCUMENT_FIELDS);
}

function toSessionFields(input: SessionInput, image: string | null): SessionFields {
  return {
    event_id: input.event_id,
    name: input.name,
    description: input.description,
    session_type: input.session_type,
    // Kept only for the type it describes, so a session changed from other loses it.
    other_session_type: input.session_type === "other" ? input.other_session_type : null,
    venue: input.venue,
    start_datetime: input.start_datetime,
    end_datetime: input.end_datetime,
    image,
  };
}

export function createSessionsService(dependencies: SessionsServiceDependencies) {
  const { sessionsRepository, access } = dependencies;
  const removeFilesOfSessions = fileRemover(dependencies, "removing a file of a session failed");

  /**
   * Locks the session, its event first (FOR SHARE, in the order an event delete takes them, so
   * the two never deadlock), once the caller may manage it. An event admin asking for a session
   * of another admin's event hears it does not exist.
   */
  async function lockSession(
    transaction: SessionsTransaction,
    caller: Caller,
    sessionId: string,
  ): Promise<EventSessionRow> {
    const event = await access.requireEventOf("session", caller, sessionId, { in: transaction });
    const locked = await transaction.findSessionForUpdate(sessionId, event.id);
    if (!locked) throw sessionNotFound();
    return locked;
  }

  return {
    async listSessionsOfEvent(caller: Caller, eventId: string): Promise<Session[]> {
      await access.requireEvent(caller, eventId);
      const rows = await sessionsRepository.listByEvent(eventId);
      return rows.map((row) => presentSession(row.session, row.documentId));
    },

    /** The sessions of the events the caller may see. */
    async listSessions(caller: Caller): Promise<Session[]> {
      const rows = await sessionsRepository.listInScope(access.scopeOf(caller));
      return rows.map((row) => presentSession(row.session, row.documentId));
    },

    listSessionTypes() {
      return SESSION_TYPES.map((value) => ({ name: SESSION_TYPE_LABELS[value], value }));
    },

    /** A new session; image_url cannot name a file, only an uploaded image sets one. */
    async createSession(
      actor: Actor,
      input: SessionInput,
      image: StoredUpload | undefined,
    ): Promise<Session> {
      if (!image && input.image_url !== null) throw badImageUrl();
      const created = await sessionsRepository.runInTransaction(async (transaction) => {
        await access.requireEvent(actor, input.event_id, { in: transaction });
        const session = await transaction.insert(toSessionFields(input, image?.mediaPath ?? null));
        await transaction.audit(actor, sessionRecord("create", session, [null, session]));
        return session;
      });
      return presentSession(created, null);
    },

    /**
     * Replaces the session's fields. A new image replaces the old; without one, image_url empty
     * removes the image and image_url equal to the current image keeps it. Replaced files go
     * after commit.
     */
    async updateSession(
      actor: Actor,
      id: string,
      input: SessionInput,
      image: StoredUpload | undefined,
    ): Promise<Session> {
      const { updated, documentId, previousImage } = await sessionsRepository.runInTransaction(
        async (transaction) => {
          const current = await lockSession(transaction, actor, id);
          if (input.event_id !== current.event_id) {
            throw invalidInput([{ field: "event_id", message: EVENT_ID_CHANGE_MESSAGE }]);
          }
          let nextImage: string | null;
          if (image) nextImage = image.mediaPath;
          else if (input.image_url === null) nextImage = null;
          else if (input.image_url === current.image) nextImage = current.image;
          else throw badImageUrl();
          const session = await transaction.update(id, toSessionFields(input, nextImage));
          await transaction.audit(actor, sessionRecord("update", session, [current, session]));
          const document = await transaction.findDocumentOfSession(id);
          return {
            updated: session,
            documentId: document?.id ?? null,
            previousImage: current.image !== nextImage ? current.image : null,
          };
        },
      );
      await removeFilesOfSessions([previousImage]);
      return presentSession(updated, documentId);
    },

    /** Deletes the session and its document; their files go after commit. */
    async deleteSession(actor: Actor, id: string): Promise<void> {
      const ownedFiles = await sessionsRepository.runInTransaction(async (transaction) => {
        const session = await lockSession(transaction, actor, id);
        const document = await transaction.findDocumentOfSession(id);
        await transaction.delete(id);
        await transaction.audit(actor, sessionRecord("delete", session, [session, null]));
        return [session.image, document?.storage_key];
      });
      await removeFilesOfSessions(ownedFiles);
    },

    async getDocument(caller: Caller, sessionId: string): Promise<SessionDocument> {
      const found = await sessionsRepository.findSessionWithAccess(sessionId);
      if (!found) throw sessionNotFound();
      assertCanManageEvent(caller, found.event, sessionNotFound);
      if (!found.document) throw documentNotFound();
      return presentSessionDocument(found.document);
    },

    /**
     * Records a file already stored as the session's one document, replacing any it had, in one
     * transaction; the caller removes the new file if this fails, the old one goes after commit.
     * The log calls a replacement an update of the session's document (from the old file to the
     * new), as the API presents it, though the new document has an id of its own.
     */
    async addDocument(
      actor: Actor,
      sessionId: string,
      upload: StoredUpload,
    ): Promise<SessionDocument> {
      const { row, replaced } = await sessionsRepository.runInTransaction(async (transaction) => {
        const session = await lockSession(transaction, actor, sessionId);
        const previous = await transaction.deleteDocumentOfSession(sessionId);
        const inserted = await transaction.insertDocument({
          session_id: sessionId,
          ...documentColumnsOf(upload, actor.user.id),
        });
        const action = previous ? "update" : "create";
        await transaction.audit(
          actor,
          documentRecord(action, session.event_id, inserted, [previous, inserted]),
        );
        return { row: inserted, replaced: previous?.storage_key };
      });
      await removeFilesOfSessions([replaced]);
      return presentSessionDocument(row);
    },

    /** The document must belong to that session; its file goes after commit. */
    async deleteDocument(actor: Actor, documentId: string, sessionId: string): Promise<void> {
      const deleted = await sessionsRepository.runInTransaction(async (transaction) => {
        const session = await lockSession(transaction, actor, sessionId);
        const row = await transaction.deleteDocument(documentId, sessionId);
        if (!row) throw documentNotFound();
        await transaction.audit(
          actor,
          documentRecord("delete", session.event_id, row, [row, null]),
        );
        return row;
      });
      await removeFilesOfSessions([deleted.storage_key]);
    },

    /** Opens the document's file for streaming; 404 for a document the caller may not see. */
    async openDocument(caller: Caller, documentId: string): Promise<DocumentFile> {
      return openDocumentOfEvent(
        dependencies,
        caller,
        await sessionsRepository.findDocumentWithAccess(documentId),
        documentNotFound,
        "the file of a session document is missing",
      );
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
