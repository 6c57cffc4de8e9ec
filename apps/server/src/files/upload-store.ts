import { randomUUID } from "node:crypto";
import { type FileHandle, mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { TextDecoder } from "node:util";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError, invalidInput, payloadTooLarge, unsupportedMediaType } from "../errors.js";
import { DETECTION_SAMPLE_BYTES, detectFileType } from "./file-types.js";

/** URL prefix under which public uploads are served (see http/web-app.ts). */
export const MEDIA_URL_PREFIX = "/media/";
/** Folder under uploads that /media never serves: documents only go out through checked routes. */
export const PRIVATE_UPLOADS_FOLDER = "private";

/** What a caller accepts for one file field. */
export interface UploadRule {
  /** Folder under uploads, for example "profile-images" or "event-logos". */
  folder: string;
  /** public: served at /media/<folder>/<name>; private: under uploads/private, never at /media. */
  access: "public" | "private";
  allowedTypes: readonly string[];
  maxBytes: number;
  /** The 415 answer's message. */
  typeMessage: string;
  /** The 413 answer's message. */
  sizeMessage: string;
  /**
   * A further check of the type decided by content against the sender's file name (for example
   * that the extension names that type); false answers 415 with typeMessage.
   */
  isTypeAccepted?: (mimeType: string, originalFilename: string) => boolean;
}

export interface MultipartFormOptions {
  /**
   * Runs before a file part is stored, with the text fields that came before it; throwing
   * refuses the request with that error (the file is read and thrown away, never stored).
   */
  beforeFile?: (fields: Readonly<Record<string, string>>, fieldName: string) => Promise<void>;
}

export interface StoredUpload {
  fieldName: string;
  /** Absolute path on disk. */
  storedPath: string;
  /** Path relative to the uploads folder, for example "private/event-documents/<uuid>.pdf". */
  storageKey: string;
  /** "/media/<folder>/<name>" for public uploads; null for private ones. */
  mediaPath: string | null;
  /** Decided by content. */
  mimeType: string;
  size: number;
  /** As the sender named it; only metadata. */
  originalFilename: string;
}

export interface MultipartForm {
  /** Text fields; a JSON part (content type application/json) is kept as its JSON text. */
  fields: Record<string, string>;
  /** Stored files by field name; at most one per field. */
  files: Partial<Record<string, StoredUpload>>;
}

const MULTIPART_FIELDS_LIMIT = 50;
const MALFORMED_MULTIPART_MESSAGE = "Malformed multipart body";

function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}

/** Reads a stream to its end without keeping it, so the parser can move on to the next part. */
async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // Discarded on purpose.
  }
}

/** Awaiting every write keeps at most one chunk in flight, however fast the sender is. */
async function writeChunk(file: FileHandle, chunk: Buffer): Promise<void> {
  for (let offset = 0; offset < chunk.length; ) {
    const { bytesWritten } = await file.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}

export function createUploadStore(uploadsDir: string) {
  const root = path.resolve(uploadsDir);

  function folderPath(rule: Pick<UploadRule, "folder" | "access">): string {
    const relative =
      rule.access === "private" ? path.join(PRIVATE_UPLOADS_FOLDER, rule.folder) : rule.folder;
    const resolved = path.resolve(root, relative);
    if (!isInside(resolved) || resolved === root)
      throw new Error(`Bad upload folder ${rule.folder}`);
    return resolved;
  }

  function isInside(candidate: string): boolean {
    const relative = path.relative(root, candidate);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  }

  /**
   * The absolute path a media path ("/media/..."), storage key ("private/...") or stored path
   * names. Answers undefined for anything that is not ours (an external http(s) URL); throws for
   * a path that escapes the uploads folder.
   */
  function resolveStoredFile(reference: string): string | undefined {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(reference)) return undefined;
    let candidate: string;
    if (reference.startsWith(MEDIA_URL_PREFIX)) {
      candidate = path.resolve(root, decodeURIComponent(reference.slice(MEDIA_URL_PREFIX.length)));
    } else if (path.isAbsolute(reference)) {
      candidate = path.resolve(reference);
    } else {
      candidate = path.resolve(root, reference);
    }
    if (!isInside(candidate) || candidate === root) {
      throw new Error(`Refusing to touch ${reference}: it is outside the uploads folder`);
    }
    return candidate;
  }

  /** storeFile, except that an empty part without a file name (an untouched file input) is no file. */
  async function writePart(
    part: MultipartFile,
    rule: UploadRule,
  ): Promise<StoredUpload | undefined> {
    const directory = folderPath(rule);
    const sample: Buffer[] = [];
    let sampleBytes = 0;
    let size = 0;
    let refusal: HttpError | undefined;
    let output: FileHandle | undefined;
    let storedPath: string | undefined;
    let mimeType: string | undefined;
    // Text has no magic number, so the sample proves little: every byte must be UTF-8, no NUL.
    let textDecoder: TextDecoder | undefined;
    const isTextKept = (chunk: Buffer, isLast = false): boolean => {
      if (!textDecoder) return true;
      if (chunk.includes(0)) return false;
      try {
        textDecoder.decode(chunk, { stream: !isLast });
        return true;
      } catch {
        return false;
      }
    };

    const startWriting = async () => {
      const head = Buffer.concat(sample);
      sample.length = 0;
      const detected = await detectFileType(head, part.filename);
      if (
        !detected ||
        !rule.allowedTypes.includes(detected.mime) ||
        (rule.isTypeAccepted && !rule.isTypeAccepted(detected.mime, part.filename))
      ) {
        refusal = unsupportedMediaType(rule.typeMessage);
        return;
      }
      if (detected.mime === "text/plain") {
        textDecoder = new TextDecoder("utf-8", { fatal: true });
        if (!isTextKept(head)) {
          refusal = unsupportedMediaType(rule.typeMessage);
          return;
        }
      }
      mimeType = detected.mime;
      await mkdir(directory, { recursive: true });
      const target = path.join(directory, `${randomUUID()}.${detected.ext}`);
      output = await open(target, "wx");
      storedPath = target;
      await writeChunk(output, head);
    };

    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (refusal) continue;
        if (size > rule.maxBytes) {
          refusal = payloadTooLarge(rule.sizeMessage);
          continue;
        }
        if (mimeType === undefined) {
          sample.push(chunk);
          sampleBytes += chunk.length;
          if (sampleBytes >= DETECTION_SAMPLE_BYTES) await startWriting();
          continue;
        }
        if (!isTextKept(chunk)) {
          refusal = unsupportedMediaType(rule.typeMessage);
          continue;
        }
        if (output) await writeChunk(output, chunk);
      }
      // busboy stops at the request's limit and marks the part; the rest was never delivered.
      if (!refusal && part.file.truncated) refusal = payloadTooLarge(rule.sizeMessage);
      if (!refusal && size === 0 && part.filename === "") return undefined;
      if (!refusal && mimeType === undefined) await startWriting();
      // A character cut off at the very end is not UTF-8 either.
      if (!refusal && !isTextKept(Buffer.alloc(0), true)) {
        refusal = unsupportedMediaType(rule.typeMessage);
      }
      if (refusal) throw refusal;
      if (!output || !storedPath || !mimeType) throw new Error("The upload was not written");
      await output.close();
      output = undefined;
      const storageKey = path.relative(root, storedPath).split(path.sep).join("/");
      return {
        fieldName: part.fieldname,
        storedPath,
        storageKey,
        mediaPath: rule.access === "public" ? `${MEDIA_URL_PREFIX}${storageKey}` : null,
        mimeType,
        size,
        originalFilename: part.filename,
      };
    } catch (error) {
      await output?.close().catch(() => {});
      if (storedPath) await rm(storedPath, { force: true });
      throw error;
    }
  }

  /**
   * Streams one file part to uploads/<folder>/<uuid>.<ext>. The type is decided by the first
   * bytes and the size is counted while writing; on any failure the partial file is removed and
   * the rest of the part is read and thrown away, so the request can still be answered.
   */
  async function storeFile(part: MultipartFile, rule: UploadRule): Promise<StoredUpload> {
    const stored = await writePart(part, rule);
    if (!stored) throw unsupportedMediaType(rule.typeMessage);
    return stored;
  }

  async function removeStoredFile(reference: string | null | undefined): Promise<void> {
    if (!reference) return;
    const target = resolveStoredFile(reference);
    if (target) await rm(target, { force: true });
  }

  async function removeStoredFiles(
    uploads: Iterable<StoredUpload | undefined> | Partial<Record<string, StoredUpload>>,
  ): Promise<void> {
    const list = Symbol.iterator in uploads ? [...uploads] : Object.values(uploads);
    await Promise.all(list.map((upload) => removeStoredFile(upload?.storedPath)));
  }

  /**
   * Reads a whole multipart request: text fields, and at most one file for each field named in
   * rules, each stored as it streams in. Any other file, a second file for a field, or a field
   * sent twice is refused with 400 after the rest of the request has been read; on every failure
   * the files stored so far are removed.
   */
  async function readMultipartForm(
    request: FastifyRequest,
    rules: Readonly<Record<string, UploadRule>>,
    options: MultipartFormOptions = {},
  ): Promise<MultipartForm> {
    const fields: Record<string, string> = {};
    const files: Record<string, StoredUpload> = {};
    const ruleFor = (name: string) => (Object.hasOwn(rules, name) ? rules[name] : undefined);
    const ruleList = Object.values(rules);
    let refusal: unknown;

    /** Errors of the multipart parser are the sender's: never a 500. */
    const describeParserError = (error: unknown): HttpError => {
      if (hasCode(error, "FST_REQ_FILE_TOO_LARGE")) {
        const fieldName = (error as { part?: { fieldname?: string } }).part?.fieldname ?? "";
        return payloadTooLarge(ruleFor(fieldName)?.sizeMessage);
      }
      const statusCode = (error as { statusCode?: unknown } | undefined)?.statusCode;
      if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
        return new HttpError(
          statusCode,
          statusCode === 413 ? "The request is too large" : String((error as Error).message),
        );
      }
      return new HttpError(400, MALFORMED_MULTIPART_MESSAGE);
    };

    const parts = request.parts({
      limits: {
        fileSize: Math.max(0, ...ruleList.map((rule) => rule.maxBytes)),
        // One more than expected, so an unexpected file is seen and answered 400, not 413.
        files: ruleList.length + 1,
        fields: MULTIPART_FIELDS_LIMIT,
      },
    });

    try {
      for await (const part of parts) {
        if (part.type === "field") {
          if (refusal) continue;
          if (part.valueTruncated) {
            refusal = payloadTooLarge();
          } else if (Object.hasOwn(fields, part.fieldname)) {
            refusal = invalidInput([{ field: part.fieldname, message: "Send this field once" }]);
          } else {
            fields[part.fieldname] =
              typeof part.value === "string" ? part.value : JSON.stringify(part.value);
          }
          continue;
        }
        const rule = ruleFor(part.fieldname);
        if (refusal || !rule) {
          refusal ??= invalidInput([
            { field: part.fieldname, message: "No file is expected here" },
          ]);
          await drain(part.file);
          continue;
        }
        if (files[part.fieldname]) {
          refusal = invalidInput([{ field: part.fieldname, message: "Send only one file" }]);
          await drain(part.file);
          continue;
        }
        if (options.beforeFile) {
          try {
            await options.beforeFile(fields, part.fieldname);
          } catch (error) {
            refusal = error;
            await drain(part.file);
            continue;
          }
        }
        try {
          const stored = await writePart(part, rule);
          if (stored) files[part.fieldname] = stored;
        } catch (error) {
          // The part's own stream failing means the request broke off or was malformed;
          // anything else (a full disk) is the server's problem.
          refusal = error === part.file.errored ? describeParserError(error) : error;
        }
      }
    } catch (error) {
      refusal ??= describeParserError(error);
    }
    if (refusal) {
      await removeStoredFiles(files);
      throw refusal;
    }
    return { fields, files };
  }

  return {
    uploadsDir: root,
    storeFile,
    readMultipartForm,
    removeStoredFile,
    removeStoredFiles,
    resolveStoredFile,
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
