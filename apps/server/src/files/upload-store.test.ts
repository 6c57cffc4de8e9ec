import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import fastifyMultipart from "@fastify/multipart";
import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError, handleError } from "../errors.js";
import { registerWebApp } from "../http/web-app.js";
import {
  FILE_STORE_DRIVERS,
  type FileStoreFixture,
  openFileStoreFixture,
} from "../test/file-stores.js";
import { buildMultipart, pngOfSize, TEST_IMAGES } from "../test/uploads.js";
import {
  acceptUploads,
  registerUploadCleanup,
  uploadedFile,
  withUploadCleanup,
} from "./request-uploads.js";
import { createUploadStore, type UploadRule, type UploadStore } from "./upload-store.js";

const IMAGE_RULE: UploadRule = {
  folder: "pictures",
  access: "public",
  mimeTypes: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  maxBytes: 2000,
  typeMessage: "Pictures must be JPEG, PNG, GIF or WEBP",
  sizeMessage: "Pictures must be 2000 bytes or smaller",
};

const DOCUMENT_RULE: UploadRule = {
  folder: "documents",
  access: "private",
  mimeTypes: ["application/pdf", "text/plain", "image/png"],
  maxBytes: 200_000,
  typeMessage: "Documents must be PDF or text",
  sizeMessage: "Documents must be 200 KB or smaller",
};

let fixture: FileStoreFixture;
let store: UploadStore;
let app: Awaited<ReturnType<typeof buildStoreApp>>;

async function buildStoreApp() {
  const instance = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  instance.setErrorHandler(handleError);
  await instance.register(fastifyMultipart);
  registerUploadCleanup(instance);

  instance.post("/form", async (request) => {
    const form = await store.readMultipartForm(request, { picture: IMAGE_RULE });
    return form;
  });
  instance.post("/guarded", async (request) =>
    store.readMultipartForm(
      request,
      { document: { ...DOCUMENT_RULE, folder: "guarded" } },
      {
        async beforeFile(fields) {
          if (fields.owner !== "me") throw new HttpError(404, "Not yours");
        },
      },
    ),
  );
  instance.post("/two-files", async (request) =>
    store.readMultipartForm(request, { picture: IMAGE_RULE, document: DOCUMENT_RULE }),
  );
  instance.post(
    "/validated",
    {
      preValidation: acceptUploads(store, { picture: IMAGE_RULE }),
      schema: { body: z.object({ title: z.string().min(1, "Title is required") }) },
    },
    async (request) =>
      withUploadCleanup(request, async () => {
        if (request.body.title === "fail later") throw new Error("the database went away");
        return { title: request.body.title, picture: uploadedFile(request, "picture") ?? null };
      }),
  );
  await registerWebApp(instance, {
    webDistDir: path.join(import.meta.dirname, "no-web-build"),
    media: fixture.media,
    supportEmail: "support@example.com",
    defaultLanguage: "en",
  });
  await instance.ready();
  return instance;
}

const PICTURES = "pictures/";
const DOCUMENTS = "private/documents/";

/** Posts a multipart form of these text fields and file parts. */
function send(url: string, ...form: Parameters<typeof buildMultipart>) {
  const body = buildMultipart(...form);
  return app.inject({ method: "POST", url, headers: body.headers, payload: body.payload });
}

/** Every finished key under prefix. */
async function finishedKeysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of fixture.fileStore.list()) keys.push(file.key);
  return keys.filter((key) => key.startsWith(prefix)).sort();
}

// The same suite for each driver: what a client sees and what the store keeps must not depend
// on where files live.
describe.each(FILE_STORE_DRIVERS)("uploads stored on %s", (driver) => {
  beforeAll(async () => {
    fixture = await openFileStoreFixture(driver);
    store = createUploadStore(fixture.fileStore);
    app = await buildStoreApp();
  });

  afterAll(async () => {
    await app?.close();
    await fixture?.close();
  });

  describe("readMultipartForm", () => {
    it.each([
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["gif", "image/gif"],
      ["webp", "image/webp"],
    ] as const)("stores a real %s under a random name decided by content", async (kind, mime) => {
      const before = await fixture.keysUnder(PICTURES);
      const response = await send(
        "/form",
        { title: "Hello" },
        // The sender's name and type are wrong on purpose: only the content counts.
        [{ field: "picture", filename: "photo.bin", content: TEST_IMAGES[kind] }],
      );
      expect(response.statusCode).toBe(200);
      const { fields, files } = response.json();
      expect(fields).toEqual({ title: "Hello" });
      const extension = kind === "jpeg" ? "jpg" : kind;
      expect(files.picture).toMatchObject({
        fieldName: "picture",
        mimeType: mime,
        size: TEST_IMAGES[kind].length,
        originalFilename: "photo.bin",
      });
      expect(files.picture.mediaPath).toMatch(
        new RegExp(`^/media/pictures/[0-9a-f-]{36}\\.${extension}$`),
      );
      expect(files.picture.storageKey).toBe(files.picture.mediaPath.slice("/media/".length));
      expect(await fixture.read(files.picture.storageKey)).toEqual(TEST_IMAGES[kind]);
      expect(await fixture.keysUnder(PICTURES)).toHaveLength(before.length + 1);

      const served = await app.inject({ method: "GET", url: files.picture.mediaPath });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(mime);
      expect(served.rawPayload).toEqual(TEST_IMAGES[kind]);
    });

    it("answers 415 for a text file named .png and keeps nothing", async () => {
      const before = await fixture.keysUnder(PICTURES);
      const response = await send("/form", {}, [
        {
          field: "picture",
          filename: "picture.png",
          contentType: "image/png",
          content: Buffer.from("this is only text pretending to be a picture"),
        },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: IMAGE_RULE.typeMessage,
        code: "http.unsupportedMediaType",
      });
      expect(await fixture.keysUnder(PICTURES)).toEqual(before);
    });

    it("accepts a file of exactly the limit and answers 413 one byte over, keeping nothing", async () => {
      const exact = await send("/form", {}, [
        { field: "picture", filename: "a.png", content: pngOfSize(2000) },
      ]);
      expect(exact.statusCode).toBe(200);
      expect(exact.json().files.picture.size).toBe(2000);

      const before = await fixture.keysUnder(PICTURES);
      const tooLarge = await send("/form", {}, [
        { field: "picture", filename: "a.png", content: pngOfSize(2001) },
      ]);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({
        error: IMAGE_RULE.sizeMessage,
        code: "http.payloadTooLarge",
      });
      expect(await fixture.keysUnder(PICTURES)).toEqual(before);
    });

    it("removes the part already written when a large file turns out one byte too large", async () => {
      const response = await send("/two-files", {}, [
        // Far beyond the detection sample, so writing to disk had begun.
        { field: "document", filename: "notes.txt", content: Buffer.alloc(200_001, "a") },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: DOCUMENT_RULE.sizeMessage,
        code: "http.payloadTooLarge",
      });
      expect(await fixture.keysUnder(DOCUMENTS)).toEqual([]);
    });

    it("applies each field's own limit when fields allow different sizes", async () => {
      const before = await fixture.keysUnder(PICTURES);
      const response = await send("/two-files", {}, [
        { field: "document", filename: "notes.txt", content: Buffer.alloc(100_000, "a") },
        // Below the document limit that sets busboy's, above the picture's own.
        { field: "picture", filename: "a.png", content: pngOfSize(150_000) },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: IMAGE_RULE.sizeMessage,
        code: "http.payloadTooLarge",
      });
      // The document stored before the picture failed is removed too.
      expect(await fixture.keysUnder(DOCUMENTS)).toEqual([]);
      expect(await fixture.keysUnder(PICTURES)).toEqual(before);
    });

    it("refuses an unexpected file field or a second file with 400 and keeps nothing", async () => {
      const before = await fixture.keysUnder(PICTURES);
      const unexpected = await send("/form", {}, [
        { field: "picture", filename: "a.png", content: TEST_IMAGES.png },
        { field: "virus", filename: "a.png", content: TEST_IMAGES.png },
      ]);
      expect(unexpected.statusCode).toBe(400);
      expect(unexpected.json()).toEqual({
        error: "Invalid input",
        code: "http.invalidInput",
        details: [
          { field: "virus", message: "No file is expected here", code: "uploads.noFileExpected" },
        ],
      });

      const twice = await send("/form", {}, [
        { field: "picture", filename: "a.png", content: TEST_IMAGES.png },
        { field: "picture", filename: "b.png", content: TEST_IMAGES.png },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().details).toEqual([
        { field: "picture", message: "Send only one file", code: "uploads.oneFile" },
      ]);
      expect(await fixture.keysUnder(PICTURES)).toEqual(before);
    });

    it("treats an untouched file input (no name, no bytes) as no file", async () => {
      const response = await send("/form", { title: "x" }, [
        { field: "picture", filename: "", content: Buffer.alloc(0) },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ fields: { title: "x" }, files: {} });
    });

    it("answers 400 for a malformed multipart body", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/form",
        headers: { "content-type": "multipart/form-data; boundary=abc" },
        payload:
          '--abc\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nxx',
      });
      expect(response.statusCode).toBe(400);
    });

    it("stores private files outside /media", async () => {
      const response = await send("/two-files", {}, [
        { field: "document", filename: "notes.txt", content: Buffer.from("meeting notes\n") },
      ]);
      expect(response.statusCode).toBe(200);
      const document = response.json().files.document;
      expect(document).toMatchObject({ mimeType: "text/plain", mediaPath: null });
      expect(document.storageKey).toMatch(/^private\/documents\/[0-9a-f-]{36}\.txt$/);
      expect((await fixture.read(document.storageKey))?.toString()).toBe("meeting notes\n");
      for (const url of [
        `/media/${document.storageKey}`,
        `/media/%70rivate/${document.storageKey.slice(8)}`,
      ]) {
        const served = await app.inject({ method: "GET", url });
        expect(served.statusCode).toBe(404);
      }
    });
  });

  describe("a file being written", () => {
    it("is seen at its key only once it is complete", async () => {
      const before = await finishedKeysUnder(DOCUMENTS);
      const boundary = "----partial-test";
      const payload = new PassThrough();
      const answer = app.inject({
        method: "POST",
        url: "/two-files",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      payload.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="a.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      );
      // More than the detection sample: writing begins before the upload ends.
      payload.write(pngOfSize(100_000));
      if (driver === "disk") {
        // On disk the file is written under a temporary dot name, which /media never serves.
        let unfinished: string[] = [];
        for (let tries = 0; tries < 200 && unfinished.length === 0; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          unfinished = (await fixture.keysUnder(DOCUMENTS)).filter((key) => !before.includes(key));
        }
        expect(unfinished).toEqual([expect.stringMatching(/\/\.[0-9a-f-]{36}\.png\.partial$/)]);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await finishedKeysUnder(DOCUMENTS)).toEqual(before);

      payload.end(`\r\n--${boundary}--\r\n`);
      const response = await answer;
      expect(response.statusCode).toBe(200);
      const stored = response.json().files.document;
      expect(stored.storageKey).toMatch(/^private\/documents\/[0-9a-f-]{36}\.png$/);
      expect(await fixture.keysUnder(DOCUMENTS)).toEqual([...before, stored.storageKey].sort());
      expect((await fixture.read(stored.storageKey))?.length).toBe(100_000);
      await store.removeStoredFile(stored.storageKey);
    });
  });

  describe("/media", () => {
    it("serves no key that is not one of ours, nor a private one", async () => {
      const stored = await send("/form", {}, [
        { field: "picture", filename: "a.png", content: TEST_IMAGES.png },
      ]);
      const { mediaPath } = stored.json().files.picture;
      expect((await app.inject({ method: "GET", url: mediaPath })).statusCode).toBe(200);
      for (const url of [
        "/media/pictures/.hidden.png",
        "/media/pictures/%2e%2e/pictures/x.png",
        "/media/private/documents/x.txt",
      ]) {
        expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
      }
    });
  });

  describe("readMultipartForm's beforeFile", () => {
    it("refuses before a byte of the file is stored, and stores it when it passes", async () => {
      const refused = await send("/guarded", { owner: "someone else" }, [
        { field: "document", filename: "notes.txt", content: Buffer.from("notes\n") },
      ]);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: "Not yours", code: "http.notFound" });
      // Nothing was written: on disk, not even the folder was made.
      expect(await fixture.keysUnder("private/guarded/")).toEqual([]);
      if (fixture.folder) {
        await expect(
          readFile(path.join(fixture.folder, "private", "guarded")),
        ).rejects.toMatchObject({ code: "ENOENT" });
      }
      const accepted = await send("/guarded", { owner: "me" }, [
        { field: "document", filename: "notes.txt", content: Buffer.from("notes\n") },
      ]);
      expect(accepted.statusCode).toBe(200);
      expect(await fixture.keysUnder("private/guarded/")).toHaveLength(1);
    });
  });

  describe("acceptUploads and withUploadCleanup", () => {
    /** The validated route's form: a title and a PNG picture. */
    const sendPicture = (title: string) =>
      send("/validated", { title }, [
        { field: "picture", filename: "a.png", content: TEST_IMAGES.png },
      ]);

    it("validates multipart fields with the route's schema and removes the file when they fail", async () => {
      const before = await fixture.keysUnder(PICTURES);
      const response = await sendPicture("");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "Invalid input",
        code: "http.invalidInput",
        details: [{ field: "title", message: "Title is required" }],
      });
      expect(await fixture.keysUnder(PICTURES)).toEqual(before);
    });

    it("removes the file when the work after storing fails, and keeps it when it succeeds", async () => {
      const before = await fixture.keysUnder(PICTURES);
      const failed = await sendPicture("fail later");
      expect(failed.statusCode).toBe(500);
      expect(await fixture.keysUnder(PICTURES)).toEqual(before);

      const kept = await sendPicture("ok");
      expect(kept.statusCode).toBe(200);
      expect(await fixture.read(kept.json().picture.storageKey)).toEqual(TEST_IMAGES.png);
    });

    it("takes the same fields as JSON", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/validated",
        payload: { title: "json" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ title: "json", picture: null });
    });
  });

  describe("removeStoredFile", () => {
    const put = (key: string) => fixture.put(key, TEST_IMAGES.png, "image/png");

    it("removes by media path or storage key and ignores a missing file", async () => {
      await put("pictures/gone.png");
      await store.removeStoredFile("/media/pictures/gone.png");
      expect(await fixture.keysUnder(PICTURES)).not.toContain("pictures/gone.png");
      await store.removeStoredFile("/media/pictures/gone.png");
      await put("pictures/gone.png");
      await store.removeStoredFile("pictures/gone.png");
      expect(await fixture.keysUnder(PICTURES)).not.toContain("pictures/gone.png");
      await store.removeStoredFile(null);
      await store.removeStoredFile("https://example.com/picture.png");
    });

    it("refuses references that name no upload", async () => {
      for (const reference of [
        "/media/../keep.txt",
        "/media/%2e%2e/keep.txt",
        "/tmp/keep.txt",
        "../keep.txt",
        "/media/",
        "pictures/.x.png.partial",
      ]) {
        await expect(store.removeStoredFile(reference)).rejects.toThrow(/names no upload/);
      }
    });
  });
});

describe("the disk store", () => {
  it("keeps files under their keys in the folder, and never serves a dot name at /media", async () => {
    fixture = await openFileStoreFixture("disk");
    store = createUploadStore(fixture.fileStore);
    app = await buildStoreApp();
    const folder = fixture.folder ?? "";
    const stored = await send("/form", {}, [
      { field: "picture", filename: "a.png", content: TEST_IMAGES.png },
    ]);
    const { storageKey } = stored.json().files.picture;
    expect(await readFile(path.join(folder, storageKey))).toEqual(TEST_IMAGES.png);

    const name = ".0f0f0f0f-0000-4000-8000-000000000000.png.partial";
    await mkdir(path.join(folder, "pictures"), { recursive: true });
    await writeFile(path.join(folder, "pictures", name), TEST_IMAGES.png);
    const served = await app.inject({ method: "GET", url: `/media/pictures/${name}` });
    expect(served.statusCode).toBe(404);
    await rm(path.join(folder, "pictures", name));
    await app.close();
    await fixture.close();
  });
});
