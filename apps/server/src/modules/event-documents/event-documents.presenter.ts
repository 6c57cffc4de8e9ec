import type { EventDocument } from "@events/contract";
import type { EventDocumentRow } from "../../db/schema.js";

/** The one shape a document leaves the server in; storage_key and uploaded_by stay inside. */
export function presentEventDocument(row: EventDocumentRow): EventDocument {
  return {
    id: row.id,
    document_id: row.id,
    event_id: row.event_id,
    original_filename: row.original_filename,
    file_type: row.file_type,
    file_size: row.file_size,
    upload_date: row.upload_date.toISOString(),
  };
}
