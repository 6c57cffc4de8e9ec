import { SESSION_DOCUMENT_FILE_RULE } from "@events/contract";
import { t } from "@/i18n/i18n";

/** The file input's accept attribute: the extensions the server takes. */
export const SESSION_DOCUMENT_ACCEPT = SESSION_DOCUMENT_FILE_RULE.extensions.join(",");

function getExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot).toLowerCase();
}

/** Why a chosen document cannot be uploaded, or undefined when it can (spec doc 2 §5). */
export function getSessionDocumentError(file: File): string | undefined {
  const extension = getExtension(file.name);
  if (!(SESSION_DOCUMENT_FILE_RULE.extensions as readonly string[]).includes(extension)) {
    return t("sessions.document.typeError");
  }
  if (file.size > SESSION_DOCUMENT_FILE_RULE.maxBytes) return t("sessions.document.sizeError");
  return undefined;
}
