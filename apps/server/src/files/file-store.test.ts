import { writeFile } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  FILE_STORE_DRIVERS,
  openFileStoreFixture,
  useFileStoreFixture,
} from "../test/file-stores.js";
import { startS3Server } from "../test/s3-server.js";
import { createDiskFileStore } from "./disk-file-store.js";
import type { FileStore } from "./file-store.js";
import { createS3FileStore } from "./s3-file-store.js";

const MEGABYTE = 1024 * 1024;

/**
 * Keys no store makes: empty, outside any folder, climbing out, hidden, absolute, or with an
 * empty folder name.
 */
const UNMADE_KEYS = ["", "a.png", "../a/b.png", "a/../../b.png", "a/.b.png", "/a/b.png", "a//b"];

/** Bytes that differ along their length, so a part put in the wrong place shows. */
function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let offset = 0; offset + 4 <= size; offset += 4) bytes.writeUInt32LE(offset >>> 2, offset);
  return bytes;
}

/** Writes bytes in 64 KB chunks, as a request delivers them. */
async function writeAll(store: FileStore, key: string, bytes: Buffer) {
  const writer = store.createWriter(key, "application/pdf");
  for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
    await writer.write(bytes.subarray(offset, offset + 64 * 1024));
  }
  return writer;
}

// The same suite for each driver: the upload store relies on these promises, whichever it has.
describe.each(FILE_STORE_DRIVERS)("the %s file store", (driver) => {
  const storeFixture = useFileStoreFixture(driver);

  it("keeps a file of several parts whole, and lists it with its time", async () => {
    // Over two S3 parts of 5 MB: the multipart path, not a single PutObject.
    const bytes = patterned(12 * MEGABYTE + 123);
    const before = Date.now();
    const writer = await writeAll(storeFixture().fileStore, "private/big/a.pdf", bytes);
    expect(await storeFixture().fileStore.open("private/big/a.pdf")).toBeUndefined();
    await writer.finish();

    const opened = await storeFixture().fileStore.open("private/big/a.pdf");
    if (!opened) throw new Error("the finished file is not there");
    expect(opened.size).toBe(bytes.length);
    expect((await buffer(opened.stream)).equals(bytes)).toBe(true);
    if (driver === "s3") expect(opened.mimeType).toBe("application/pdf");

    const listed: { key: string; lastModified: Date }[] = [];
    for await (const file of storeFixture().fileStore.list()) listed.push(file);
    const entry = listed.find((file) => file.key === "private/big/a.pdf");
    // Stores keep whole seconds.
    expect(entry?.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await storeFixture().fileStore.remove("private/big/a.pdf");
    expect(await storeFixture().fileStore.open("private/big/a.pdf")).toBeUndefined();
  });

  it("keeps a file of whole parts only, with no shorter last part", async () => {
    const bytes = patterned(10 * MEGABYTE);
    await (await writeAll(storeFixture().fileStore, "private/even/a.pdf", bytes)).finish();
    const opened = await storeFixture().fileStore.open("private/even/a.pdf");
    expect(opened && (await buffer(opened.stream)).equals(bytes)).toBe(true);
    await storeFixture().fileStore.remove("private/even/a.pdf");
  });

  it("leaves nothing behind when a write is aborted, small or past its first parts", async () => {
    for (const size of [10_000, 11 * MEGABYTE]) {
      const writer = await writeAll(
        storeFixture().fileStore,
        "private/aborted/a.pdf",
        patterned(size),
      );
      await writer.abort();
      expect(await storeFixture().keysUnder("private/aborted/")).toEqual([]);
      expect(await storeFixture().fileStore.open("private/aborted/a.pdf")).toBeUndefined();
    }
  });

  it("treats a missing file as none: open answers undefined and remove is no error", async () => {
    expect(await storeFixture().fileStore.open("pictures/none.png")).toBeUndefined();
    await storeFixture().fileStore.remove("pictures/none.png");
  });

  it("refuses keys it would never make", async () => {
    for (const key of UNMADE_KEYS) {
      expect(() => storeFixture().fileStore.createWriter(key, "image/png"), key).toThrow(
        /not a storage key/,
      );
      await expect(storeFixture().fileStore.open(key), key).rejects.toThrow(/not a storage key/);
      await expect(storeFixture().fileStore.remove(key), key).rejects.toThrow(/not a storage key/);
    }
  });

  it("answers the readiness check", async () => {
    await storeFixture().fileStore.checkReachable();
  });
});

describe("a store that cannot serve", () => {
  it("fails on disk when a file stands where the folder should be", async () => {
    const fixture = await openFileStoreFixture("disk");
    const folder = fixture.folder ?? "";
    await writeFile(path.join(path.dirname(folder), "blocked"), "not a folder");
    await expect(
      createDiskFileStore(path.join(path.dirname(folder), "blocked")).checkReachable(),
    ).rejects.toThrow();
    await fixture.close();
  });

  it("fails on S3 for a bucket that does not exist, and for a server that does not answer", async () => {
    const server = await startS3Server();
    const options = {
      endpoint: server.endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    };
    const missing = createS3FileStore({ ...options, bucket: "no-such-bucket" });
    await expect(missing.checkReachable()).rejects.toThrow();
    missing.close();
    await server.stop();
    const gone = createS3FileStore({ ...options, bucket: "events-test" });
    await expect(gone.checkReachable()).rejects.toThrow();
    gone.close();
  });

  it("fails an S3 upload whose parts the store refuses, rather than waiting on it", async () => {
    const server = await startS3Server();
    const store = createS3FileStore({
      endpoint: server.endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
      bucket: "no-such-bucket",
    });
    // 30 MB: the first parts are refused while later ones wait for their turn.
    const written = (async () => {
      const writer = await writeAll(store, "private/refused/a.pdf", patterned(30 * MEGABYTE));
      await writer.finish();
    })();
    await expect(written).rejects.toThrow();
    store.close();
    await server.stop();
  });
});
