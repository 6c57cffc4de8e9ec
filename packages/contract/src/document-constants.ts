// Event documents' messages, apart from their schemas (documents.ts): a page that reads a
// server's message by its code (error-codes.ts) needs them, and zod should not come with them.

export const DOCUMENT_MESSAGES = {
  supported: "Supported: PDF, DOC, DOCX, JPG, PNG, GIF, WEBP",
  selectFile: "Please select a file to upload",
  notFound: "Document not found",
  uploaded: "Document uploaded successfully",
  deleted: "Document deleted successfully",
} as const;
