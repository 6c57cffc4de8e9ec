import { EVENT_DOCUMENT_FILE_RULE } from "@events/contract";
import { acceptsTypeNamedByExtension } from "../../files/documents.js";
import type { UploadRule } from "../../files/upload-store.js";

export const EVENT_DOCUMENT_UPLOAD: UploadRule = {
  ...EVENT_DOCUMENT_FILE_RULE,
  folder: "event-documents",
  access: "private",
  isTypeAccepted: acceptsTypeNamedByExtension(EVENT_DOCUMENT_FILE_RULE.mimeTypeByExtension),
};
