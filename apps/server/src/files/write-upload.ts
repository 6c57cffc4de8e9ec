import { randomUUID } from "node:crypto";
import { type FileHandle, mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { TextDecoder } from "node:util";
import type { MultipartFile } from "@fastify/multipart";
import { type HttpError, payloadTooLarge, unsupportedMediaType } from "../errors.js";
import { DETECTION_SAMPLE_BYTES, detectFileType } from "./file-types.js";
import type { UploadRule } from "./upload-types.js";

/**
 * A file is written under a temporary name, a dot name (never served at /media) with this suffix,
 * and only takes its final name once complete and accepted: a server killed mid-upload leaves
 * nothing at a final name, and the start-up sweep (sweep-uploads.ts) removes what it left.
 */
export const PARTIAL_SUFFIX = ".partial";

/** The temporary name a file is written under before it takes its final name. */
export function partialPathOf(finalPath: string): string {
  return path.join(path.dirname(finalPath), `.${path.basename(finalPath)}${PARTIAL_SUFFIX}`);
}

/** A file part written to disk, before the store names it. */
export interface WrittenUpload {
  /** Absolute path on disk. */
  storedPath: string;
  /** Decided by content. */
  mimeType: string;
  size: number;
}

/** Awaiting every write keeps at most one chunk in flight, however fast the sender is. */
async function writeChunk(file: FileHandle, chunk: Buffer): Promise<void> {
  for (let offset = 0; offset < chunk.length; ) {
    const { bytesWritten } = await file.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
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
  output?: FileHandle;
  /** The final path; the file is written at partialPathOf(storedPath) until it is complete. */
  storedPath?: string;
  mimeType?: string;
  isTextKept?: (chunk: Buffer, isLast?: boolean) => boolean;
}

function isAccepted(rule: UploadRule, mimeType: string, filename: string): boolean {
  return rule.mimeTypes.includes(mimeType) && (rule.isTypeAccepted?.(mimeType, filename) ?? true);
}

/** Decides the type from the sample, then opens the file and writes the sample to it. */
async function startWriting(
  state: PartWriting,
  part: MultipartFile,
  rule: UploadRule,
  directory: string,
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
  await mkdir(directory, { recursive: true });
  const target = path.join(directory, `${randomUUID()}.${detected.ext}`);
  state.output = await open(partialPathOf(target), "wx");
  state.storedPath = target;
  await writeChunk(state.output, head);
}

/** Takes one chunk: counted always, kept only while nothing has been refused. */
async function takeChunk(
  state: PartWriting,
  chunk: Buffer,
  part: MultipartFile,
  rule: UploadRule,
  directory: string,
): Promise<void> {
  state.size += chunk.length;
  if (state.refusal) return;
  if (state.size > rule.maxBytes) {
    state.refusal = payloadTooLarge(rule.sizeMessage);
  } else if (state.mimeType === undefined) {
    state.sample.push(chunk);
    state.sampleBytes += chunk.length;
    if (state.sampleBytes >= DETECTION_SAMPLE_BYTES)
      await startWriting(state, part, rule, directory);
  } else if (state.isTextKept && !state.isTextKept(chunk)) {
    state.refusal = unsupportedMediaType(rule.typeMessage);
  } else if (state.output) {
    await writeChunk(state.output, chunk);
  }
}

/**
 * Streams one file part into directory as <uuid>.<ext>, written under a temporary name until it
 * is complete (see PARTIAL_SUFFIX). The type is decided by the first bytes and the size is counted
 * while writing; on any failure the partial file is removed. After a
 * refused type the rest of the part is read and thrown away, so the request can still be
 * answered; past the size limit reading stops at once (the connection is closed). An empty part
 * without a file name (an untouched file input) is no file: undefined.
 */
export async function writeUpload(
  part: MultipartFile,
  rule: UploadRule,
  directory: string,
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
      await takeChunk(state, chunk, part, rule, directory);
      if (state.refusal?.statusCode === 413) break;
    }
    // busboy stops at the request's limit and marks the part; the rest was never delivered.
    if (!state.refusal && part.file.truncated) state.refusal = payloadTooLarge(rule.sizeMessage);
    if (!state.refusal && state.size === 0 && part.filename === "") return undefined;
    if (!state.refusal && state.mimeType === undefined) {
      await startWriting(state, part, rule, directory);
    }
    if (!state.refusal && state.isTextKept && !state.isTextKept(Buffer.alloc(0), true)) {
      state.refusal = unsupportedMediaType(rule.typeMessage);
    }
    if (state.refusal) throw state.refusal;
    const { output, storedPath, mimeType } = state;
    if (!output || !storedPath || !mimeType) throw new Error("The upload was not written");
    await output.close();
    state.output = undefined;
    await rename(partialPathOf(storedPath), storedPath);
    return { storedPath, mimeType, size: state.size };
  } catch (error) {
    await state.output?.close().catch(() => {});
    if (state.storedPath) await rm(partialPathOf(state.storedPath), { force: true });
    throw error;
  }
}
