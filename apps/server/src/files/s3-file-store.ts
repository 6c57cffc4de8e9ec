import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertStorageKey,
  type FileStore,
  type FileWriter,
  type ListedFile,
  type StoredFile,
  type UnfinishedFile,
} from "./file-store.js";
import { createS3PartWriter } from "./s3-part-writer.js";

export interface S3FileStoreOptions {
  /** For a store other than AWS (MinIO, Ceph, s3rver); AWS itself needs none. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Without these the SDK's own chain is used (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key), as most stores other than AWS want. */
  forcePathStyle: boolean;
}

/** S3's smallest part: a file this size or smaller goes up in one request when it ends. */
const PART_BYTES = 5 * 1024 * 1024;
/**
 * Parts sent at once: an upload holds a buffer for each, and the part it is filling, so a
 * 100 MB upload costs a server some 15 MB, whatever its size.
 */
const PARTS_IN_FLIGHT = 2;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** Files in an S3-compatible bucket, shared by every server that names it. */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });

  return {
    kind: "s3",

    createWriter(key, mimeType): FileWriter {
      assertStorageKey(key);
      return createS3PartWriter(
        client,
        { Bucket: bucket, Key: key, ContentType: mimeType },
        { partBytes: PART_BYTES, partsInFlight: PARTS_IN_FLIGHT },
      );
    },

    async open(key): Promise<StoredFile | undefined> {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          // In Node the SDK's body is a Readable (an IncomingMessage with helpers mixed in).
          stream: object.Body as Readable,
          size: object.ContentLength ?? 0,
          ...(object.ContentType ? { mimeType: object.ContentType } : {}),
          ...(object.LastModified ? { lastModified: object.LastModified } : {}),
          ...(object.ETag ? { etag: object.ETag } : {}),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list(): AsyncIterable<ListedFile> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified)
            yield { key: object.Key, lastModified: object.LastModified };
        }
      }
    },

    async *listUnfinished(): AsyncIterable<UnfinishedFile> {
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      try {
        for (;;) {
          const page = await client.send(
            new ListMultipartUploadsCommand({ Bucket: bucket, ...markers }),
          );
          for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
            if (!Key || !UploadId || !Initiated) continue;
            yield {
              name: `${Key} (upload ${UploadId})`,
              lastModified: Initiated,
              remove: async () => {
                await client.send(
                  new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }),
                );
              },
            };
          }
          if (!page.IsTruncated) return;
          markers = {
            ...(page.NextKeyMarker ? { KeyMarker: page.NextKeyMarker } : {}),
            ...(page.NextUploadIdMarker ? { UploadIdMarker: page.NextUploadIdMarker } : {}),
          };
        }
      } catch (error) {
        // Some S3-compatible stores cannot list uploads; their buckets' lifecycle rules (see the
        // README) remove what dead uploads left.
        if (error instanceof S3ServiceException && error.name === "NotImplemented") return;
        throw error;
      }
    },

    async checkReachable() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    close() {
      client.destroy();
    },
  };
}
