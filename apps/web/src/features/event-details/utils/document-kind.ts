import { EVENT_DOCUMENT_FILE_RULE } from "@events/contract";

export type DocumentIconKind = "pdf" | "word" | "image" | "other";
export type DocumentPreviewKind = "pdf" | "image" | "none";

const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "webp"]);
const PREVIEWABLE_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

/** The extension in lower case without its dot ('' when the name has none). */
export function getFileExtension(fileName: string): string {
  const dotIndex = fileName.lastIndexOf(".");
  return dotIndex <= 0 || dotIndex === fileName.length - 1
    ? ""
    : fileName.slice(dotIndex + 1).toLowerCase();
}

/** The list icon is chosen by extension (spec doc 1 §2). */
export function documentIconKind(fileName: string): DocumentIconKind {
  const extension = getFileExtension(fileName);
  if (extension === "pdf") return "pdf";
  if (extension === "doc" || extension === "docx") return "word";
  if (IMAGE_EXTENSIONS.has(extension)) return "image";
  return "other";
}

export function hasSupportedExtension(fileName: string): boolean {
  const extension = `.${getFileExtension(fileName)}`;
  return (EVENT_DOCUMENT_FILE_RULE.extensions as readonly string[]).includes(extension);
}

/**
 * How the viewer shows a file: the type the server decided from the content wins; the name
 * decides only when no type is known. Only PDFs and raster images are ever rendered.
 */
export function getDocumentPreviewKind(mimeType: string, fileName: string): DocumentPreviewKind {
  const type = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/pdf") return "pdf";
  if (PREVIEWABLE_IMAGE_TYPES.has(type)) return "image";
  if (type !== "" && type !== "application/octet-stream") return "none";
  const iconKind = documentIconKind(fileName);
  return iconKind === "pdf" || iconKind === "image" ? iconKind : "none";
}
