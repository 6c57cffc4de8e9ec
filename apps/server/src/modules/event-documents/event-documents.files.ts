import { EVENT_DOCUMENT_FILE_RULE } from "@events/contract";
import { privateDocumentUpload } from "../../files/upload-rules.js";

export const EVENT_DOCUMENT_UPLOAD = privateDocumentUpload(
  EVENT_DOCUMENT_FILE_RULE,
  "event-documents",
);
