import { HTTP_MESSAGES, UPLOAD_MESSAGES } from "@events/contract";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError, invalidInput, payloadTooLarge } from "../errors.js";
import type {
  MultipartForm,
  MultipartFormOptions,
  StoredUpload,
  UploadRule,
} from "./upload-types.js";

const MULTIPART_FIELDS_LIMIT = 50;
const MALFORMED_MULTIPART_MESSAGE = HTTP_MESSAGES.malformedMultipart;

/** How the form keeps a file part and gives its files back on failure. */
export interface FormFileStore {
  storePart(part: MultipartFile, rule: UploadRule): Promise<StoredUpload | undefined>;
  removeStoredFiles(files: Partial<Record<string, StoredUpload>>): Promise<void>;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}

/** Reads a stream to its end without keeping it, so the parser can move on to the next part. */
async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // Discarded on purpose.
  }
}

/** Errors of the multipart parser are the sender's: never a 500. */
function describeParserError(error: unknown, ruleFor: (name: string) => UploadRule | undefined) {
  if (error instanceof HttpError) return error;
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
}

function isTooLarge(refusal: unknown): boolean {
  return refusal instanceof HttpError && refusal.statusCode === 413;
}

/** One reading of a form: what it has kept so far and the first reason to refuse it. */
interface FormReading {
  fields: Record<string, string>;
  files: Record<string, StoredUpload>;
  refusal?: unknown;
  ruleFor(name: string): UploadRule | undefined;
}

function readField(form: FormReading, part: MultipartValue): void {
  if (form.refusal) return;
  if (part.valueTruncated) {
    form.refusal = payloadTooLarge();
  } else if (Object.hasOwn(form.fields, part.fieldname)) {
    form.refusal = invalidInput([{ field: part.fieldname, message: UPLOAD_MESSAGES.fieldTwice }]);
  } else {
    form.fields[part.fieldname] =
      typeof part.value === "string" ? part.value : JSON.stringify(part.value);
  }
}

/** The reason not to store this file part, if there is one. */
async function refuseFilePart(
  form: FormReading,
  part: MultipartFile,
  options: MultipartFormOptions,
): Promise<unknown> {
  if (form.refusal) return form.refusal;
  if (!form.ruleFor(part.fieldname)) {
    return invalidInput([{ field: part.fieldname, message: UPLOAD_MESSAGES.noFileExpected }]);
  }
  if (form.files[part.fieldname]) {
    return invalidInput([{ field: part.fieldname, message: UPLOAD_MESSAGES.oneFile }]);
  }
  try {
    await options.beforeFile?.(form.fields, part.fieldname);
    return undefined;
  } catch (error) {
    return error;
  }
}

async function readFile(
  form: FormReading,
  part: MultipartFile,
  store: FormFileStore,
  options: MultipartFormOptions,
): Promise<void> {
  const refusal = await refuseFilePart(form, part, options);
  const rule = form.ruleFor(part.fieldname);
  if (refusal || !rule) {
    form.refusal = refusal;
    await drain(part.file);
    return;
  }
  try {
    const stored = await store.storePart(part, rule);
    if (stored) form.files[part.fieldname] = stored;
  } catch (error) {
    // The part's own stream failing means the request broke off or was malformed;
    // anything else (a full disk) is the server's problem.
    form.refusal = error === part.file.errored ? describeParserError(error, form.ruleFor) : error;
  }
}

/**
 * Reads a whole multipart request: text fields, and at most one file for each field named in
 * rules, each stored as it streams in. Any other file, a second file for a field, or a field
 * sent twice is refused with 400 after the rest of the request has been read; a part over its
 * limit is refused with 413 at once, unread. On every failure the files stored so far are removed.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: Readonly<Record<string, UploadRule>>,
  store: FormFileStore,
  options: MultipartFormOptions = {},
): Promise<MultipartForm> {
  const ruleList = Object.values(rules);
  const form: FormReading = {
    fields: {},
    files: {},
    ruleFor: (name) => (Object.hasOwn(rules, name) ? rules[name] : undefined),
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
      if (part.type === "field") readField(form, part);
      else await readFile(form, part, store, options);
      // Past a limit nothing more is read: the answer goes out now and the connection closes.
      if (isTooLarge(form.refusal)) break;
    }
  } catch (error) {
    form.refusal ??= describeParserError(error, form.ruleFor);
  }
  if (form.refusal) {
    await store.removeStoredFiles(form.files);
    throw form.refusal;
  }
  return { fields: form.fields, files: form.files };
}
