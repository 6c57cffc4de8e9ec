import type { Session, SessionDocument } from "@events/contract";
import type { EventSessionRow, SessionDocumentRow } from "../../db/schema.js";
import { presentPublicSession } from "../../presenters/session.js";

/** Where a session document is served; documents never go out under /media. */
export function sessionDocumentPath(documentId: string): string {
  return `/api/sessions/view-document/${documentId}`;
}

/** The one shape a session leaves the server in, with its document's id when it has one. */
export function presentSession(row: EventSessionRow, documentId: string | null): Session {
  return {
    id: row.id,
    event_id: row.event_id,
    ...presentPublicSession(row),
    image: row.image,
    image_url: row.image,
    document: documentId === null ? null : sessionDocumentPath(documentId),
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}

/** storage_key and uploaded_by stay inside. */
export function presentSessionDocument(row: SessionDocumentRow): SessionDocument {
  return {
    id: row.id,
    document_id: row.id,
    session_id: row.session_id,
    original_filename: row.original_filename,
    file_type: row.file_type,
    file_size: row.file_size,
    uploaded_date: row.uploaded_date.toISOString(),
  };
}
