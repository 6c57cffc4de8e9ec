import {
  MAX_SESSION_DOCUMENT_BYTES,
  SESSION_DOCUMENT_EXTENSIONS,
  SESSION_MESSAGES,
} from "@events/contract";

/** The file input's accept attribute: the extensions the server takes. */
export const SESSION_DOCUMENT_ACCEPT = SESSION_DOCUMENT_EXTENSIONS.join(",");

function getExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot).toLowerCase();
}

/** Why a chosen document cannot be uploaded, or undefined when it can (spec doc 2 §5). */
export function getSessionDocumentError(file: File): string | undefined {
  const extension = getExtension(file.name);
  if (!(SESSION_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return SESSION_MESSAGES.documentType;
  }
  if (file.size > MAX_SESSION_DOCUMENT_BYTES) return SESSION_MESSAGES.documentSize;
  return undefined;
}
