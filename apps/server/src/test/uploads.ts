import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { Readable } from "node:stream";
import { crc32 } from "node:zlib";

/** Real, tiny images (1×1 pixel), as a browser would upload them. */
export const TEST_IMAGES = {
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
  gif: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
  webp: Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64"),
  jpeg: Buffer.from(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    "base64",
  ),
} as const;

/** A PNG of the given size: a real PNG header followed by filler, enough for type detection. */
export function pngOfSize(bytes: number): Buffer {
  const image = Buffer.alloc(bytes, 0x20);
  TEST_IMAGES.png.copy(image, 0, 0, Math.min(bytes, TEST_IMAGES.png.length));
  return image;
}

export interface MultipartFilePart {
  field: string;
  filename: string;
  /** The bytes, or chunks produced while sending (for files too large to hold in memory). */
  content: Buffer | Iterable<Buffer>;
  contentType?: string;
}

/** The part that a document or spreadsheet upload sends its file in. */
export const filePart = (filename: string, content: MultipartFilePart["content"]) =>
  ({ field: "file", filename, content }) satisfies MultipartFilePart;

export interface MultipartBody {
  /** A stream of small chunks, as a slow client would send it. */
  payload: Readable;
  headers: Record<string, string>;
}

const CHUNK_BYTES = 64 * 1024;

function* chunksOf(parts: (Buffer | Iterable<Buffer>)[]): Generator<Buffer> {
  for (const part of parts) {
    if (!Buffer.isBuffer(part)) {
      yield* part;
      continue;
    }
    for (let offset = 0; offset < part.length; offset += CHUNK_BYTES) {
      yield part.subarray(offset, offset + CHUNK_BYTES);
    }
  }
}

/**
 * A PNG of the given size as chunks made while it is sent: a real PNG header, then one reused
 * buffer of filler, so even 100 MB never sits in memory.
 */
export function* streamPngOfSize(bytes: number): Generator<Buffer> {
  const head = TEST_IMAGES.png.subarray(0, Math.min(bytes, TEST_IMAGES.png.length));
  yield head;
  const filler = Buffer.alloc(CHUNK_BYTES, 0x20);
  for (let remaining = bytes - head.length; remaining > 0; remaining -= CHUNK_BYTES) {
    yield filler.subarray(0, Math.min(remaining, CHUNK_BYTES));
  }
}

/** multipart/form-data as a browser's FormData sends it: text fields first, then files. */
export function buildMultipart(
  fields: Record<string, string>,
  files: MultipartFilePart[] = [],
): MultipartBody {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const buffers: (Buffer | Iterable<Buffer>)[] = [];
  for (const [name, value] of Object.entries(fields)) {
    buffers.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    buffers.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  buffers.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Readable.from(chunksOf(buffers)),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Names of the files in a folder; a folder that does not exist holds none. */
export async function listFiles(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** A real, minimal one-page PDF (with a correct cross-reference table), as bytes. */
export function minimalPdf(text = "Hello"): Buffer {
  const stream = `BT /F1 24 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R " +
      "/Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * The fields a zip entry's local header and its central directory record both hold, in the same
 * order from `at`: CRC-32, compressed and uncompressed size (equal: stored), name length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  crc: number,
  size: number,
  nameLength: number,
): void {
  header.writeUInt32LE(crc, at);
  header.writeUInt32LE(size, at + 4);
  header.writeUInt32LE(size, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}

/** A zip archive of uncompressed entries, with its central directory. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 14, crc, data.length, nameBytes.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 16, crc, data.length, nameBytes.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A minimal Office Open XML file, as file type detection sees one: [Content_Types].xml naming
 * the main part's type, and that part.
 */
function minimalOoxml(part: string, contentType: string, partXml: string): Buffer {
  const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
  return storedZip({
    "[Content_Types].xml":
      `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Override PartName="/${part}" ContentType="${contentType}.main+xml"/></Types>`,
    [part]: xmlDeclaration + partXml,
  });
}

/** A minimal Word (OOXML) document, as file type detection sees one. */
export function minimalDocx(): Buffer {
  return minimalOoxml(
    "word/document.xml",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  );
}

/** The start of an old Office (CFB) file: its signature, then filler. */
export function cfbHeader(bytes = 1024): Buffer {
  const file = Buffer.alloc(bytes);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file);
  return file;
}

/** A minimal Excel (OOXML) workbook, as file type detection sees one. */
export function minimalXlsx(): Buffer {
  return minimalOoxml(
    "xl/workbook.xml",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  );
}

/** A minimal PowerPoint (OOXML) presentation, as file type detection sees one. */
export function minimalPptx(): Buffer {
  return minimalOoxml(
    "ppt/presentation.xml",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  );
}
