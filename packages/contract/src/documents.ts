import { z } from "zod";
import { recordIdsSchema } from "./common.js";

export * from "./document-constants.js";

// Event documents (spec doc 1 §2 'Event details', §5 'Document upload'; DESIGN §7); the file
// rule is EVENT_DOCUMENT_FILE_RULE in uploads.ts.

export const eventDocumentSchema = z.object({
  id: z.uuid(),
  document_id: z.uuid().describe("The same value as id"),
  event_id: z.uuid(),
  original_filename: z.string(),
  file_type: z.string().describe("The MIME type decided from the content"),
  file_size: z.number().int().describe("Bytes"),
  upload_date: z.string().describe("UTC ISO 8601"),
});
export type EventDocument = z.infer<typeof eventDocumentSchema>;

export const eventDocumentsResponseSchema = z.object({ response: z.array(eventDocumentSchema) });
export type EventDocumentsResponse = z.infer<typeof eventDocumentsResponseSchema>;
export const eventDocumentParamsSchema = recordIdsSchema({ eventId: "event" });
export const documentIdParamsSchema = recordIdsSchema({ document_id: "document" });
export const deleteEventDocumentParamsSchema = recordIdsSchema({
  documentId: "document",
  eventId: "event",
});
export const uploadEventDocumentFieldsSchema = recordIdsSchema({ event_id: "event" });
export const viewDocumentQuerySchema = z.object({
  download: z
    .enum(["1", "true", "0", "false"])
    .optional()
    .describe("1 or true sends the file as an attachment; otherwise it is shown inline"),
});
