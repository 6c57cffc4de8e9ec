import path from "node:path";

export interface DetectedFileType {
  mime: string;
  /** The extension the stored file gets, decided by content (never the sender's name). */
  ext: string;
}

/**
 * How much of a file is read before its type is decided. file-type needs about 4 KB for most
 * formats; Office files are zip archives whose telling entry may come later.
 */
export const DETECTION_SAMPLE_BYTES = 64 * 1024;

/**
 * Old Office files share one container format (CFB), so the content proves only that it is one of
 * them; the sender's extension then says which. Anything else in a CFB container stays x-cfb.
 */
const CFB_TYPES_BY_EXTENSION: Record<string, DetectedFileType> = {
  ".doc": { mime: "application/msword", ext: "doc" },
  ".xls": { mime: "application/vnd.ms-excel", ext: "xls" },
  ".ppt": { mime: "application/vnd.ms-powerpoint", ext: "ppt" },
};

// file-type and its tokenizer are some thirty modules that a start need not load: they are loaded
// with the first file whose type is asked.
let fileTypeLibrary: Promise<typeof import("file-type")> | undefined;
function loadFileType(): Promise<typeof import("file-type")> {
  fileTypeLibrary ??= import("file-type");
  return fileTypeLibrary;
}

function isPlainText(sample: Uint8Array): boolean {
  if (sample.length === 0 || sample.includes(0)) return false;
  try {
    // stream: true tolerates a character cut in half at the end of the sample.
    new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides a file's type from its first bytes (magic numbers). Text has no magic number: a sample
 * that is valid UTF-8 without NUL bytes counts as text/plain. Answers undefined when unknown.
 */
export async function detectFileType(
  sample: Uint8Array,
  originalFilename = "",
): Promise<DetectedFileType | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(sample);
  if (detected?.mime === "application/x-cfb") {
    return (
      CFB_TYPES_BY_EXTENSION[path.extname(originalFilename).toLowerCase()] ?? {
        mime: detected.mime,
        ext: detected.ext,
      }
    );
  }
  if (detected) return { mime: detected.mime, ext: detected.ext };
  return isPlainText(sample) ? { mime: "text/plain", ext: "txt" } : undefined;
}
