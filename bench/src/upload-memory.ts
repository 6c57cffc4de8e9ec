import { EVENT_DOCUMENT_FILE_RULE } from "@events/contract";
import type { Seeded } from "./database.js";
import { measureMemoryRise } from "./memory-rise.js";
import type { RunningServer } from "./processes.js";
import { sendForAnswer } from "./raw-request.js";

const BOUNDARY = "----benchUpload";
const CHUNK = Buffer.alloc(1024 * 1024, 0x20);
const PDF_HEAD = Buffer.from("%PDF-1.4\n");

/** The size of the document uploadDocument sends: just under the 100 MB limit. */
export const UPLOAD_BYTES = EVENT_DOCUMENT_FILE_RULE.maxBytes - CHUNK.length;

export interface UploadRun {
  /** How far the server's resident memory rose above where it started. */
  riseMb: number;
  seconds: number;
  documentId: string;
}

/**
 * Uploads a document just under the 100 MB limit, streamed, and answers how far the server's
 * resident memory rose above where it started while it took the file, and how long it took.
 */
export async function measureUpload(app: RunningServer, seeded: Seeded): Promise<UploadRun> {
  const started = performance.now();
  const { riseMb, result } = await measureMemoryRise(app.pid, async () => {
    const { status, body } = await uploadDocument(app.url, seeded);
    if (status !== 201) throw new Error(`The upload answered ${status}: ${body}`);
    return (JSON.parse(body) as { id: string }).id;
  });
  return { riseMb, seconds: (performance.now() - started) / 1000, documentId: result };
}

/** The same bytes uploadDocument sends, as chunks, for a baseline that writes them itself. */
export function* uploadChunks(): Generator<Buffer> {
  for (let remaining = UPLOAD_BYTES; remaining > 0; remaining -= CHUNK.length) {
    const size = Math.min(remaining, CHUNK.length);
    yield remaining === UPLOAD_BYTES
      ? Buffer.concat([PDF_HEAD, CHUNK.subarray(PDF_HEAD.length, size)])
      : CHUNK.subarray(0, size);
  }
}

function uploadDocument(baseUrl: string, seeded: Seeded) {
  const { hostname, port } = new URL(baseUrl);
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="event_id"\r\n\r\n${seeded.bigEventId}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="programme.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return sendForAnswer(
    {
      hostname,
      port,
      method: "POST",
      path: "/api/users/upload-event-document",
      headers: {
        authorization: `Bearer ${seeded.token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": head.length + UPLOAD_BYTES + tail.length,
      },
    },
    (sent) => {
      const chunks = uploadChunks();
      let isFirst = true;
      const pump = () => {
        for (let next = chunks.next(); !next.done; next = chunks.next()) {
          const chunk = isFirst ? Buffer.concat([head, next.value]) : next.value;
          isFirst = false;
          if (!sent.write(chunk)) {
            sent.once("drain", pump);
            return;
          }
        }
        sent.end(tail);
      };
      pump();
    },
  );
}
