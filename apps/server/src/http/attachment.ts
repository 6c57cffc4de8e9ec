import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { contentDisposition } from "./content-disposition.js";

/** A download: what it is, what the browser saves it as, and its bytes. */
export interface Attachment {
  contentType: string;
  fileName: string;
  body: Buffer | Readable;
}

/** Sends a file to save, never to show: it holds the caller's own data, so nothing keeps a copy. */
export function sendAttachment(reply: FastifyReply, { contentType, fileName, body }: Attachment) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", contentDisposition("attachment", fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(body);
}
