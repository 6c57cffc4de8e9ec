import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll } from "vitest";
import { createDiskFileStore } from "../files/disk-file-store.js";
import type { FileStore } from "../files/file-store.js";
import { createS3FileStore } from "../files/s3-file-store.js";
import type { WebAppOptions } from "../http/web-app.js";
import { startS3Server } from "./s3-server.js";

/** Every file store driver: the shared suites run once for each. */
export const FILE_STORE_DRIVERS = ["disk", "s3"] as const;
export type FileStoreDriver = (typeof FILE_STORE_DRIVERS)[number];

/** One driver's store, fresh and empty, with what a test needs to look inside it. */
export interface FileStoreFixture {
  driver: FileStoreDriver;
  fileStore: FileStore;
  /** How the app serves /media from this store. */
  media: WebAppOptions["media"];
  /** The disk store's folder; undefined for S3. */
  folder?: string;
  /** Every key under prefix, finished or not (unfinished ones as the store names them), sorted. */
  keysUnder(prefix: string): Promise<string[]>;
  /** The bytes at key, or undefined. */
  read(key: string): Promise<Buffer | undefined>;
  /** Writes bytes at key through the store itself. */
  put(key: string, bytes: Buffer, mimeType?: string): Promise<void>;
  close(): Promise<void>;
}

export async function openFileStoreFixture(driver: FileStoreDriver): Promise<FileStoreFixture> {
  const scratch = await mkdtemp(path.join(tmpdir(), `events-${driver}-store-`));
  let fileStore: FileStore;
  let media: WebAppOptions["media"];
  let stopServer = async () => {};
  let folder: string | undefined;
  if (driver === "disk") {
    folder = path.join(scratch, "uploads");
    fileStore = createDiskFileStore(folder);
    media = { folder };
  } else {
    const server = await startS3Server();
    const bucket = await server.createBucket();
    fileStore = createS3FileStore({
      endpoint: server.endpoint,
      region: "us-east-1",
      bucket,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    });
    media = { store: fileStore };
    stopServer = server.stop;
  }
  return {
    driver,
    fileStore,
    media,
    ...(folder ? { folder } : {}),
    async keysUnder(prefix) {
      const keys: string[] = [];
      for await (const file of fileStore.list()) keys.push(file.key);
      for await (const file of fileStore.listUnfinished()) keys.push(file.name);
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },
    async read(key) {
      const file = await fileStore.open(key);
      return file && buffer(file.stream);
    },
    async put(key, bytes, mimeType = "application/octet-stream") {
      const writer = fileStore.createWriter(key, mimeType);
      await writer.write(bytes);
      await writer.finish();
    },
    async close() {
      fileStore.close();
      await stopServer();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * The driver's fixture, opened in a beforeAll and closed in an afterAll of the calling describe;
 * call the answer inside tests and hooks.
 */
export function useFileStoreFixture(driver: FileStoreDriver): () => FileStoreFixture {
  let fixture: FileStoreFixture | undefined;
  beforeAll(async () => {
    fixture = await openFileStoreFixture(driver);
  });
  afterAll(async () => {
    await fixture?.close();
  });
  return () => {
    if (!fixture) throw new Error("useFileStoreFixture: used before beforeAll ran");
    return fixture;
  };
}
