import {
  AbortMultipartUploadCommand,
  ChecksumAlgorithm,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { FileWriter } from "./file-store.js";

export interface PartWriterOptions {
  /** Bytes of every part but the last; S3 wants 5 MB at least. */
  partBytes: number;
  /** Parts sent at once; the writer holds a buffer for each and the bytes of the next part. */
  partsInFlight: number;
}

/**
 * Writes one object to S3 in parts copied into a few part buffers of its own, each sent again
 * once its last part is stored, so an upload of any size holds partsInFlight buffers and the
 * chunks of the part it is filling, and leaves no garbage behind each part. (lib-storage's
 * Upload joins each part into a new buffer: freed only when the collector came round to it, a
 * 100 MB upload raised a server's memory by 50 to 80 MB rather than the 15 its parts take.)
 *
 * A file smaller than one part is a single PutObject sent when the writer finishes, so an
 * upload refused before then never reaches the store at all.
 */
export function createS3PartWriter(
  client: S3Client,
  object: { Bucket: string; Key: string; ContentType: string },
  { partBytes, partsInFlight }: PartWriterOptions,
): FileWriter {
  const { Bucket, Key } = object;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const freeBuffers: Buffer[] = [];
  const inFlight = new Set<Promise<void>>();
  const parts: CompletedPart[] = [];
  let uploadId: Promise<string> | undefined;
  let failure: unknown;

  function startUpload(): Promise<string> {
    uploadId ??= (async () => {
      // As lib-storage asks: the SDK then sends each part with its CRC32, checked by the store.
      const isChecksummed = (await client.config.requestChecksumCalculation()) === "WHEN_SUPPORTED";
      const created = await client.send(
        new CreateMultipartUploadCommand({
          ...object,
          ...(isChecksummed ? { ChecksumAlgorithm: ChecksumAlgorithm.CRC32 } : {}),
        }),
      );
      if (!created.UploadId) throw new Error(`S3 gave no upload id for ${Key}`);
      return created.UploadId;
    })();
    return uploadId;
  }

  /** The next `bytes` of the pending chunks, copied into `target`. */
  function takePending(target: Buffer, bytes: number): Buffer {
    for (let at = 0; at < bytes; ) {
      const chunk = pending[0] as Buffer;
      const taken = Math.min(chunk.length, bytes - at);
      chunk.copy(target, at, 0, taken);
      at += taken;
      if (taken === chunk.length) pending.shift();
      else pending[0] = chunk.subarray(taken);
    }
    pendingBytes -= bytes;
    return target.subarray(0, bytes);
  }

  async function sendPart(bytes: number): Promise<void> {
    while (inFlight.size >= partsInFlight) await Promise.race(inFlight);
    if (failure) throw failure;
    const buffer = freeBuffers.pop() ?? Buffer.allocUnsafeSlow(partBytes);
    const body = takePending(buffer, bytes);
    const PartNumber = parts.length + 1;
    const part: CompletedPart = { PartNumber };
    parts.push(part);
    const sent = (async () => {
      try {
        const UploadId = await startUpload();
        const answer = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body }),
        );
        if (!answer.ETag) throw new Error(`S3 gave no ETag for part ${PartNumber} of ${Key}`);
        Object.assign(part, {
          ETag: answer.ETag,
          ...(answer.ChecksumCRC32 ? { ChecksumCRC32: answer.ChecksumCRC32 } : {}),
        });
      } catch (error) {
        failure ??= error;
      }
    })().finally(() => {
      freeBuffers.push(buffer);
      inFlight.delete(sent);
    });
    inFlight.add(sent);
  }

  async function settle(): Promise<void> {
    await Promise.all(inFlight);
    if (failure) throw failure;
  }

  return {
    async write(chunk) {
      if (failure) throw failure;
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= partBytes) await sendPart(partBytes);
    },
    async finish() {
      if (!uploadId && parts.length === 0) {
        const Body = Buffer.concat(pending, pendingBytes);
        pending = [];
        await client.send(new PutObjectCommand({ ...object, Body }));
        return;
      }
      if (pendingBytes > 0) await sendPart(pendingBytes);
      await settle();
      const UploadId = await startUpload();
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    },
    async abort() {
      pending = [];
      await Promise.all(inFlight);
      if (uploadId) {
        const UploadId = await uploadId.catch(() => undefined);
        if (UploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
            .catch(() => {});
        }
      }
      // The upload may have just completed as the abort came.
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
