import { EVENT_DOCUMENT_FILE_RULE } from "@events/contract";
import type { Seeded } from "./database.js";
import { measureMemoryRise } from "./memory-rise.js";
import type { RunningServer } from "./processes.js";
import { sendForStatus } from "./raw-request.js";

const BOUNDARY = "----benchUpload";
const CHUNK = Buffer.alloc(1024 * 1024, 0x20);
const PDF_HEAD = Buffer.from("%PDF-1.4\n");

/**
 * Uploads a document just under the 100 MB limit, streamed, and answers how far the server's
 * resident memory rose above where it started while it took the file.
 */
export async function measureUploadMemory(app: RunningServer, seeded: Seeded): Promise<number> {
  const { riseMb } = await measureMemoryRise(app.pid, async () => {
    const status = await uploadDocument(app.url, seeded);
    if (status !== 201 && status !== 200) throw new Error(`The upload answered ${status}`);
  });
  return riseMb;
}

function uploadDocument(baseUrl: string, seeded: Seeded): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="event_id"\r\n\r\n${seeded.bigEventId}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="programme.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const fileBytes = EVENT_DOCUMENT_FILE_RULE.maxBytes - CHUNK.length;
  return sendForStatus(
    {
      hostname,
      port,
      method: "POST",
      path: "/api/users/upload-event-document",
      headers: {
        authorization: `Bearer ${seeded.token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": head.length + fileBytes + tail.length,
      },
    },
    (sent) => {
      let remaining = fileBytes;
      const pump = () => {
        while (remaining > 0) {
          const size = Math.min(remaining, CHUNK.length);
          const chunk =
            remaining === fileBytes
              ? Buffer.concat([head, PDF_HEAD, CHUNK.subarray(PDF_HEAD.length, size)])
              : CHUNK.subarray(0, size);
          remaining -= size;
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
