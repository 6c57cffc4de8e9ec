import {
  IMPORT_MESSAGES,
  MAX_IMPORT_BYTES,
  MEGABYTE,
  PARTICIPANT_IMPORT_FILE_RULE,
} from "@events/contract";
import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { HttpError, payloadTooLarge } from "../../errors.js";
import { type FormFileStore, readMultipartForm } from "../../files/multipart-form.js";
import { parseId } from "../../files/request-uploads.js";
import type { UploadRule } from "../../files/upload-types.js";

// The import's multipart form. The file is read into memory, never stored: it must be checked
// whole before anything is written, its rows are held for the one transaction anyway, and the
// limit (10 MB) is enforced while it streams in, so no more than that is ever read.

export const IMPORT_FILE_FIELD = "file";

/** The rule the multipart reader enforces; folder and access are unused, nothing is stored. */
const IMPORT_UPLOAD: UploadRule = {
  ...PARTICIPANT_IMPORT_FILE_RULE,
  folder: "participant-imports",
  access: "private",
};

/** Room for the text fields and the multipart framing beside the file. */
const FORM_ALLOWANCE_BYTES = MEGABYTE;

const filesByRequest = new WeakMap<FastifyRequest, Buffer>();

/** A FormFileStore keeping the file's bytes for this request instead of writing them to disk. */
function createMemoryFileStore(request: FastifyRequest): FormFileStore {
  return {
    async storePart(part, rule) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        // The multipart reader's own limit stops the stream first; this only makes sure of it.
        if (size > rule.maxBytes) throw payloadTooLarge(rule.sizeMessage);
        chunks.push(chunk);
      }
      filesByRequest.set(request, Buffer.concat(chunks, size));
      return {
        fieldName: part.fieldname,
        storageKey: "",
        mediaPath: null,
        mimeType: part.mimetype,
        size,
        originalFilename: part.filename,
      };
    },
    async removeStoredFiles() {
      filesByRequest.delete(request);
    },
  };
}

/**
 * A preValidation hook: refuses a caller who may not manage the event before a byte of the file
 * is read, then reads the form, putting the text fields in request.body for the route's schema
 * and the file beside it (importFileOf). Over the limit: 413 at once, with the connection closed
 * so the rest is never read.
 */
export function acceptImportForm(
  assertCanManageEvent: (request: FastifyRequest, eventId: string) => Promise<void>,
): preValidationAsyncHookHandler {
  return async (request, reply) => {
    try {
      const declared = Number(request.headers["content-length"]);
      if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES + FORM_ALLOWANCE_BYTES) {
        throw payloadTooLarge(IMPORT_MESSAGES.tooLarge);
      }
      // A malformed id is left unread for the params schema, which answers 400.
      const eventId = parseId((request.params as { eventId?: unknown }).eventId);
      if (!eventId) return;
      await assertCanManageEvent(request, eventId);
      const form = await readMultipartForm(
        request,
        { [IMPORT_FILE_FIELD]: IMPORT_UPLOAD },
        createMemoryFileStore(request),
      );
      request.body = form.fields;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 413)
        reply.header("connection", "close");
      throw error;
    }
  };
}

/** The file sent with the import form; without one, 400 naming the field. */
export function importFileOf(request: FastifyRequest): Buffer {
  const file = filesByRequest.get(request);
  if (!file) {
    throw new HttpError(400, IMPORT_MESSAGES.selectFile, {}, [
      { field: IMPORT_FILE_FIELD, message: IMPORT_MESSAGES.selectFile },
    ]);
  }
  return file;
}
