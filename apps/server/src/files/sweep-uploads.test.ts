import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventDocuments, users } from "../db/schema.js";
import { fileExists, insertEvent } from "../test/factories.js";
import { FILE_STORE_DRIVERS, useFileStoreFixture } from "../test/file-stores.js";
import { setUpModuleTest } from "../test/module-test.js";
import { documentUploads } from "../test/requests.js";
import { minimalPdf, TEST_IMAGES } from "../test/uploads.js";
import { createDiskFileStore } from "./disk-file-store.js";
import { PARTIAL_UPLOAD_GRACE_MS, sweepUploads, UPLOAD_SWEEP_GRACE_MS } from "./sweep-uploads.js";

const moduleTest = setUpModuleTest("sweep-uploads");
const { systemAdmin } = moduleTest.signInAdminsBeforeAll();

const uploadsDir = () => path.join(moduleTest.dataDir, "uploads");
const silentLog = { info() {}, warn() {}, error() {} };

/** Writes a file under uploads, its last change that long ago. */
async function plant(relative: string, ageMs: number): Promise<string> {
  const file = path.join(uploadsDir(), relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, TEST_IMAGES.png);
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
  return file;
}

describe("the sweep of the uploads folder on disk", () => {
  it("removes old temporary files and old unreferenced files, keeps referenced and young ones", async () => {
    const old = UPLOAD_SWEEP_GRACE_MS + 60_000;
    const young = 1_000;
    const partial = await plant("event-images/.0a.png.partial", old);
    // A temporary file untouched for longer than its own shorter grace is a dead upload's.
    const stalePartial = await plant(
      "event-images/.0f.png.partial",
      PARTIAL_UPLOAD_GRACE_MS + 60_000,
    );
    const orphan = await plant("event-images/0b.png", old);
    const privateOrphan = await plant("private/event-documents/0c.pdf", old);
    const youngPartial = await plant("event-images/.0d.png.partial", young);
    const youngOrphan = await plant("session-images/0e.png", young);

    // Referenced the ways rows name files: a media path, a storage key, from several columns.
    const logo = await plant("event-images/1a.png", old);
    const cover = await plant("event-images/1b.png", old);
    const eventId = await insertEvent(moduleTest.db, null, {
      logo_url: "/media/event-images/1a.png",
      cover_image_url: "/media/event-images/1b.png",
    });
    const profile = await plant("profile-images/1c.png", old);
    await moduleTest.db
      .update(users)
      .set({ profile_image: "/media/profile-images/1c.png" })
      .where(eq(users.id, systemAdmin.id));
    const uploaded = await documentUploads(moduleTest).uploadEventDocument(
      systemAdmin,
      eventId,
      "kept.pdf",
      minimalPdf("Kept"),
    );
    expect(uploaded.statusCode).toBe(201);
    const documents = await moduleTest.call(
      systemAdmin,
      "GET",
      `/api/users/get-all-documents/${eventId}`,
    );
    const [document] = documents.json().response;
    // Aged like the others: only its row keeps it.
    const [row] = await moduleTest.db
      .select()
      .from(eventDocuments)
      .where(eq(eventDocuments.id, document.id));
    const documentFile = moduleTest.storedPathOf(row?.storage_key ?? "");
    const when = new Date(Date.now() - old);
    await utimes(documentFile, when, when);

    const result = await sweepUploads({
      db: moduleTest.db,
      fileStore: createDiskFileStore(uploadsDir()),
      logger: silentLog,
    });

    const keyOf = (file: string) => path.relative(uploadsDir(), file).split(path.sep).join("/");
    expect(result.partials.sort()).toEqual([partial, stalePartial].map(keyOf).sort());
    expect(result.orphans.sort()).toEqual([orphan, privateOrphan].map(keyOf).sort());
    for (const gone of [partial, stalePartial, orphan, privateOrphan]) {
      expect(await fileExists(gone)).toBe(false);
    }
    for (const kept of [youngPartial, youngOrphan, logo, cover, profile, documentFile]) {
      expect(await fileExists(kept), kept).toBe(true);
    }
  });
});

describe.each(FILE_STORE_DRIVERS)("the sweep of files stored on %s", (driver) => {
  const storeFixture = useFileStoreFixture(driver);
  const put = (key: string) => storeFixture().put(key, TEST_IMAGES.png, "image/png");
  const later = () => Date.now() + UPLOAD_SWEEP_GRACE_MS + 60_000;

  it("removes what no row names once it is older than the grace, and keeps what rows name", async () => {
    await put("participant-images/orphan.png");
    await put("private/session-documents/orphan.pdf");
    await put("participant-images/named.png");
    await moduleTest.db
      .update(users)
      .set({ profile_image: "/media/participant-images/named.png" })
      .where(eq(users.id, systemAdmin.id));

    const now = await sweepUploads({
      db: moduleTest.db,
      fileStore: storeFixture().fileStore,
      logger: silentLog,
    });
    expect(now.orphans).toEqual([]);

    const result = await sweepUploads({
      db: moduleTest.db,
      fileStore: storeFixture().fileStore,
      logger: silentLog,
      now: later(),
    });
    expect(result.orphans.sort()).toEqual([
      "participant-images/orphan.png",
      "private/session-documents/orphan.pdf",
    ]);
    expect(await storeFixture().keysUnder("")).toEqual(["participant-images/named.png"]);
  });

  it("logs a removal the store refuses and makes it at the next sweep", async () => {
    await put("participant-images/refused.png");
    const errors: string[] = [];
    const refusing = {
      ...storeFixture().fileStore,
      remove: async () => {
        throw new Error("the store is away");
      },
    };
    const first = await sweepUploads({
      db: moduleTest.db,
      fileStore: refusing,
      logger: { ...silentLog, error: (_details: object, message: string) => errors.push(message) },
      now: later(),
    });
    expect(first.orphans).toEqual([]);
    expect(errors).toEqual(["could not remove a stored file that no row names"]);
    expect(await storeFixture().keysUnder("participant-images/refused")).toHaveLength(1);

    const next = await sweepUploads({
      db: moduleTest.db,
      fileStore: storeFixture().fileStore,
      logger: silentLog,
      now: later(),
    });
    expect(next.orphans).toEqual(["participant-images/refused.png"]);
    expect(await storeFixture().keysUnder("participant-images/refused")).toEqual([]);
  });
});
