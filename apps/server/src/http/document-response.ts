import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { DocumentFile } from "../files/documents.js";
import { contentDisposition } from "./content-disposition.js";

/**
 * A served document must never run script or reach anything if opened directly, and only our
 * own pages may frame it. Checked in Chromium 156: its PDF viewer still renders a PDF under
 * `sandbox`, inline in a same-origin <iframe> and opened directly, and images still display.
 */
export const DOCUMENT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

export const VIEW_DOCUMENT_DESCRIPTION =
  "Streams the file with its content type, Content-Length, X-Content-Type-Options: nosniff, " +
  "Cache-Control: private, no-store and a restrictive Content-Security-Policy. " +
  "Content-Disposition is inline, or attachment with ?download=1 (or true), and carries the " +
  "original file name (filename and filename*).";

/** The OpenAPI description of a view-document answer. */
export const documentFileResponse = {
  description: "The file, with the type decided from its content when it was uploaded",
  content: {
    "application/octet-stream": {
      schema: z.any().meta({ type: "string", format: "binary" }),
    },
  },
};

/** Sends a private document inline, or as an attachment when download is "1" or "true". */
export function sendDocument(
  reply: FastifyReply,
  file: DocumentFile,
  download: string | undefined,
) {
  const disposition = download === "1" || download === "true" ? "attachment" : "inline";
  return reply
    .header("content-type", file.mimeType)
    .header("content-length", String(file.size))
    .header("content-disposition", contentDisposition(disposition, file.filename))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", DOCUMENT_CSP)
    .send(file.stream);
}
