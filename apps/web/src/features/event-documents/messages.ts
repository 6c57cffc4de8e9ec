import { DOCUMENT_MESSAGES } from "@events/contract";

/** The event document texts of the specification (doc 1 §2 and §8, doc 2 §8). */
export const eventDocumentTexts = {
  title: "Event Documents",
  uploadButton: "Upload Document",
  uploadDialogTitle: "Upload Document",
  loading: "Loading documents...",
  emptyTitle: "No documents uploaded yet.",
  emptyText: "Upload a PDF, Word document or image to share it with this event.",
  fetchFailed: "Failed to fetch documents",
  supported: DOCUMENT_MESSAGES.supported,
  selectFile: DOCUMENT_MESSAGES.selectFile,
  unsupportedType: DOCUMENT_MESSAGES.unsupportedType,
  tooLarge: DOCUMENT_MESSAGES.tooLarge,
  uploaded: "Document uploaded successfully!",
  uploadFailed: "Failed to upload document",
  deleted: "Document deleted successfully!",
  deleteFailed: "Failed to delete document",
  deleteQuestion: "Are you sure you want to delete this document?",
  loadFailed: "Failed to load document. Please try again.",
  previewUnavailable: "Preview not available for this file type",
} as const;
