import { MEGABYTE } from "@events/contract";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { z } from "zod";
import { HttpError, payloadTooLarge } from "../errors.js";
import { readMultipartForm } from "./multipart-form.js";
import { removeUnusedFiles } from "./remove-unused-files.js";
import type {
  MultipartFormOptions,
  StoredUpload,
  UploadRule,
  UploadStore,
} from "./upload-store.js";

/** Reads a request's form, keeping its files somewhere, and removes a kept file again. */
type FormReader = Pick<UploadStore, "readMultipartForm" | "removeStoredFile">;

interface RequestUploads {
  store: FormReader;
  files: Partial<Record<string, StoredUpload>>;
  /** True once the handler has either kept the files (committed) or removed them. */
  isSettled: boolean;
}

const uploadsByRequest = new WeakMap<FastifyRequest, RequestUploads>();

/** Removes the files the request stored, at most once, unless the handler already settled them. */
async function removeUnsettledUploads(request: FastifyRequest): Promise<void> {
  const uploads = uploadsByRequest.get(request);
  if (!uploads || uploads.isSettled) return;
  uploads.isSettled = true;
  const storageKeys = Object.values(uploads.files).map((upload) => upload?.storageKey);
  await removeUnusedFiles(
    uploads.store,
    request.log,
    storageKeys,
    "removing the uploads of a failed request failed",
  );
}

interface AcceptOptions {
  /** Runs before any of the body is read; throwing refuses the request with that error. */
  beforeForm?: (request: FastifyRequest) => Promise<void>;
  formOptions?: (request: FastifyRequest) => MultipartFormOptions;
}

function acceptForm(
  store: FormReader,
  rules: Readonly<Record<string, UploadRule>>,
  { beforeForm, formOptions }: AcceptOptions,
): preValidationAsyncHookHandler {
  const limit = requestSizeLimit(rules);
  return async (request, reply) => {
    if (!request.isMultipart()) return;
    try {
      refuseDeclaredOversize(request, limit);
      await beforeForm?.(request);
      const form = await store.readMultipartForm(request, rules, formOptions?.(request));
      uploadsByRequest.set(request, { store, files: form.files, isSettled: false });
      request.body = form.fields;
    } catch (error) {
      // The rest of an oversized body is never read: closing the connection after the answer
      // keeps Node from reading it to the end to reuse the connection.
      if (error instanceof HttpError && error.statusCode === 413)
        reply.header("connection", "close");
      throw error;
    }
  };
}

/**
 * A preValidation hook for routes that take JSON or multipart/form-data. For multipart it stores
 * the files named in rules and puts the text fields in request.body, so the route's zod body
 * schema validates them exactly as it validates JSON and both answer the same 400.
 * Routes using it must run their work inside withUploadCleanup.
 */
export function acceptUploads(
  store: UploadStore,
  rules: Readonly<Record<string, UploadRule>>,
  formOptions: (request: FastifyRequest) => MultipartFormOptions = () => ({}),
): preValidationAsyncHookHandler {
  return acceptForm(store, rules, { formOptions });
}

/** Room for the text fields and the multipart framing beside the files themselves. */
const FORM_ALLOWANCE_BYTES = MEGABYTE;

interface RequestSizeLimit {
  maxBytes: number;
  message: string | undefined;
}

function requestSizeLimit(rules: Readonly<Record<string, UploadRule>>): RequestSizeLimit {
  const ruleList = Object.values(rules);
  return {
    maxBytes: ruleList.reduce((total, rule) => total + rule.maxBytes, FORM_ALLOWANCE_BYTES),
    // With one file field the sender can only have meant that file, so its own message fits.
    message: ruleList.length === 1 ? ruleList[0]?.sizeMessage : undefined,
  };
}

/** A request that says up front it is larger than the route can take is refused unread. */
function refuseDeclaredOversize(request: FastifyRequest, limit: RequestSizeLimit): void {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit.maxBytes) {
    throw payloadTooLarge(limit.message);
  }
}

/** A field or path parameter as it arrives, before validation: the id when it is one. */
export function parseId(value: unknown): string | undefined {
  const parsed = z.uuid().safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Where a form names the record it is about, read before the file is stored. */
export type RecordIdOf = (
  request: FastifyRequest,
  fields: Readonly<Record<string, string>>,
) => unknown;

/** The record named by the route's :id path parameter. */
export const idParam: RecordIdOf = (request) => (request.params as { id?: unknown }).id;

/** The record named by a text field, which must come before the file (as FormData sends it). */
export const formField =
  (name: string): RecordIdOf =>
  (_request, fields) =>
    fields[name];

/**
 * acceptUploads for a form about one record: a caller who may not manage it is refused before a
 * byte of a file is stored. A missing or invalid id is left to the route's schema, which answers
 * 400.
 */
export function acceptUploadsForRecord(
  store: UploadStore,
  rules: Readonly<Record<string, UploadRule>>,
  recordIdOf: RecordIdOf,
  assertCanManage: (request: FastifyRequest, id: string) => Promise<unknown>,
): preValidationAsyncHookHandler {
  return acceptUploads(store, rules, (request) => ({
    async beforeFile(fields) {
      const id = parseId(recordIdOf(request, fields));
      if (id) await assertCanManage(request, id);
    },
  }));
}

/** acceptUploadsForRecord for a form naming its event in event_id. */
export function acceptUploadsForEvent(
  store: UploadStore,
  rules: Readonly<Record<string, UploadRule>>,
  assertCanManageEvent: (request: FastifyRequest, eventId: string) => Promise<unknown>,
): preValidationAsyncHookHandler {
  return acceptUploadsForRecord(store, rules, formField("event_id"), assertCanManageEvent);
}

/**
 * acceptUploads for a route about the event its :eventId path parameter names: a caller who may
 * not manage it is refused before any of the body is read. A malformed id is left to the params
 * schema, which answers 400.
 */
export function acceptUploadsForEventParam(
  store: FormReader,
  rules: Readonly<Record<string, UploadRule>>,
  assertCanManageEvent: (request: FastifyRequest, eventId: string) => Promise<void>,
): preValidationAsyncHookHandler {
  return acceptForm(store, rules, {
    async beforeForm(request) {
      const eventId = parseId((request.params as { eventId?: unknown }).eventId);
      if (eventId) await assertCanManageEvent(request, eventId);
    },
  });
}

const heldFiles = new WeakMap<StoredUpload, Buffer>();

/** Keeps a file part's bytes in memory, within the rule's limit. */
async function holdPart(part: MultipartFile, rule: UploadRule): Promise<StoredUpload> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // The multipart reader's own limit stops the stream first; this only makes sure of it.
    if (size > rule.maxBytes) throw payloadTooLarge(rule.sizeMessage);
    chunks.push(chunk);
  }
  const held: StoredUpload = {
    fieldName: part.fieldname,
    storageKey: "",
    mediaPath: null,
    mimeType: part.mimetype,
    size,
    originalFilename: part.filename,
  };
  heldFiles.set(held, Buffer.concat(chunks, size));
  return held;
}

/**
 * A form reader that holds each file in memory rather than storing it, for a file that is read
 * whole once and never kept (a spreadsheet to import). The rule's limit is enforced while it
 * streams in, so no more than that is ever held; its folder and access are unused.
 */
export const inMemoryUploads: FormReader = {
  readMultipartForm: (request, rules, options) =>
    readMultipartForm(
      request,
      rules,
      { storePart: holdPart, removeStoredFiles: async () => {} },
      options,
    ),
  removeStoredFile: async () => {},
};

/** The bytes inMemoryUploads held for this field; without a file, 400 with that message. */
export function requireHeldFile(
  request: FastifyRequest,
  fieldName: string,
  message: string,
): Buffer {
  const bytes = heldFiles.get(requireUploadedFile(request, fieldName, message));
  if (!bytes) throw new Error(`The ${fieldName} file was stored, not held in memory`);
  return bytes;
}

/** The file stored for this field of a multipart request, if one was sent. */
export function uploadedFile(request: FastifyRequest, fieldName: string): StoredUpload | undefined {
  return uploadsByRequest.get(request)?.files[fieldName];
}

/** The file stored for this field; without one, 400 with that message naming the field. */
function requireUploadedFile(
  request: FastifyRequest,
  fieldName: string,
  message: string,
): StoredUpload {
  const file = uploadedFile(request, fieldName);
  if (!file) throw new HttpError(400, message, {}, [{ field: fieldName, message }]);
  return file;
}

/**
 * Runs the route's work; if it fails, the files this request stored are removed. Once it
 * succeeds they belong to the rows that were committed and are kept.
 */
export async function withUploadCleanup<T>(
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  const uploads = uploadsByRequest.get(request);
  try {
    const result = await work();
    if (uploads) uploads.isSettled = true;
    return result;
  } catch (error) {
    await removeUnsettledUploads(request);
    throw error;
  }
}

/** withUploadCleanup for work that needs the file of that field; see requireUploadedFile. */
export function withRequiredUpload<T>(
  request: FastifyRequest,
  fieldName: string,
  message: string,
  work: (file: StoredUpload) => Promise<T>,
): Promise<T> {
  return withUploadCleanup(request, () => work(requireUploadedFile(request, fieldName, message)));
}

/**
 * Removes the files of requests that failed before their handler settled them (for example
 * when the fields did not pass validation).
 */
export function registerUploadCleanup(app: FastifyInstance) {
  // onSend, not onResponse: the files are gone before the caller hears of the failure.
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 400) await removeUnsettledUploads(request);
    return payload;
  });
}
