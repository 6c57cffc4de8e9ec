import { randomUUID } from "node:crypto";
import { TextDecoder } from "node:util";
import type { MultipartFile } from "@fastify/multipart";
import { type HttpError, payloadTooLarge, unsupportedMediaType } from "../errors.js";
import type { FileStore, FileWriter } from "./file-store.js";
import { DETECTION_SAMPLE_BYTES, detectFileType } from "./file-types.js";
import type { UploadRule } from "./upload-types.js";

/** A file part written to the store, before the upload store names it. */
export interface WrittenUpload {
  /** Where the store keeps it, for example "event-logos/<uuid>.png". */
  storageKey: string;
  /** Decided by content. */
  mimeType: string;
  size: number;
}

/**
 * Text has no magic number, so the sample proves little: every byte must be UTF-8, no NUL. The
 * check answers false once a chunk breaks that; isLast also refuses a character cut off at the end.
 */
function createTextCheck(): (chunk: Buffer, isLast?: boolean) => boolean {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  return (chunk, isLast = false) => {
    if (chunk.includes(0)) return false;
    try {
      decoder.decode(chunk, { stream: !isLast });
      return true;
    } catch {
      return false;
    }
  };
}

/** What one part's writing has seen so far. */
interface PartWriting {
  sample: Buffer[];
  sampleBytes: number;
  size: number;
  refusal?: HttpError;
  output?: FileWriter;
  storageKey?: string;
  mimeType?: string;
  isTextKept?: (chunk: Buffer, isLast?: boolean) => boolean;
}

function isAccepted(rule: UploadRule, mimeType: string, filename: string): boolean {
  return rule.mimeTypes.includes(mimeType) && (rule.isTypeAccepted?.(mimeType, filename) ?? true);
}

/** Where one part goes: a store, and the folder (a key prefix) of its rule. */
interface Destination {
  store: FileStore;
  folder: string;
}

/** Decides the type from the sample, then starts the file and writes the sample to it. */
async function startWriting(
  state: PartWriting,
  part: MultipartFile,
  rule: UploadRule,
  { store, folder }: Destination,
): Promise<void> {
  const head = Buffer.concat(state.sample);
  state.sample.length = 0;
  const detected = await detectFileType(head, part.filename);
  if (!detected || !isAccepted(rule, detected.mime, part.filename)) {
    state.refusal = unsupportedMediaType(rule.typeMessage);
    return;
  }
  if (detected.mime === "text/plain") {
    state.isTextKept = createTextCheck();
    if (!state.isTextKept(head)) {
      state.refusal = unsupportedMediaType(rule.typeMessage);
      return;
    }
  }
  state.mimeType = detected.mime;
  state.storageKey = `${folder}/${randomUUID()}.${detected.ext}`;
  state.output = store.createWriter(state.storageKey, detected.mime);
  await state.output.write(head);
}

/** Takes one chunk: counted always, kept only while nothing has been refused. */
async function takeChunk(
  state: PartWriting,
  chunk: Buffer,
  part: MultipartFile,
  rule: UploadRule,
  destination: Destination,
): Promise<void> {
  state.size += chunk.length;
  if (state.refusal) return;
  if (state.size > rule.maxBytes) {
    state.refusal = payloadTooLarge(rule.sizeMessage);
  } else if (state.mimeType === undefined) {
    state.sample.push(chunk);
    state.sampleBytes += chunk.length;
    if (state.sampleBytes >= DETECTION_SAMPLE_BYTES)
      await startWriting(state, part, rule, destination);
  } else if (state.isTextKept && !state.isTextKept(chunk)) {
    state.refusal = unsupportedMediaType(rule.typeMessage);
  } else if (state.output) {
    await state.output.write(chunk);
  }
}

/**
 * Streams one file part into the store as <folder>/<uuid>.<ext>, seen there only once complete.
 * The type is decided by the first bytes, before anything is written, and the size is counted
 * while writing; on any failure the store is told to drop what it had. After a
 * refused type the rest of the part is read and thrown away, so the request can still be
 * answered; past the size limit reading stops at once (the connection is closed). An empty part
 * without a file name (an untouched file input) is no file: undefined.
 */
export async function writeUpload(
  part: MultipartFile,
  rule: UploadRule,
  destination: Destination,
): Promise<WrittenUpload | undefined> {
  const state: PartWriting = { sample: [], sampleBytes: 0, size: 0 };
  // At busboy's limit the part stops delivering but only ends at its closing boundary, which a
  // sender may never send: end the reading here instead.
  part.file.once("limit", () => {
    state.refusal = payloadTooLarge(rule.sizeMessage);
    part.file.destroy(state.refusal);
  });
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      await takeChunk(state, chunk, part, rule, destination);
      if (state.refusal?.statusCode === 413) break;
    }
    // busboy stops at the request's limit and marks the part; the rest was never delivered.
    if (!state.refusal && part.file.truncated) state.refusal = payloadTooLarge(rule.sizeMessage);
    if (!state.refusal && state.size === 0 && part.filename === "") return undefined;
    if (!state.refusal && state.mimeType === undefined) {
      await startWriting(state, part, rule, destination);
    }
    if (!state.refusal && state.isTextKept && !state.isTextKept(Buffer.alloc(0), true)) {
      state.refusal = unsupportedMediaType(rule.typeMessage);
    }
    if (state.refusal) throw state.refusal;
    const { output, storageKey, mimeType } = state;
    if (!output || !storageKey || !mimeType) throw new Error("The upload was not written");
    await output.finish();
    return { storageKey, mimeType, size: state.size };
  } catch (error) {
    // Should the store not answer now either, the sweep (sweep-uploads.ts) removes what is left.
    await state.output?.abort().catch(() => {});
    throw error;
  }
}
