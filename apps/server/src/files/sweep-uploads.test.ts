import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventDocuments, events, users } from "../db/schema.js";
import { fileExists, insertEvent } from "../test/factories.js";
import { setUpModuleTest } from "../test/module-test.js";
import { minimalPdf, TEST_IMAGES } from "../test/uploads.js";
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

describe("the start-up sweep of the uploads folder", () => {
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
    const eventId = await insertEvent(moduleTest.db, null);
    await moduleTest.db
      .update(events)
      .set({
        logo_url: "/media/event-images/1a.png",
        cover_image_url: "/media/event-images/1b.png",
      })
      .where(eq(events.id, eventId));
    const profile = await plant("profile-images/1c.png", old);
    await moduleTest.db
      .update(users)
      .set({ profile_image: "/media/profile-images/1c.png" })
      .where(eq(users.id, systemAdmin.id));
    const uploaded = await moduleTest.send(
      systemAdmin,
      "POST",
      "/api/users/upload-event-document",
      {
        fields: { event_id: eventId },
        files: [{ field: "file", filename: "kept.pdf", content: minimalPdf("Kept") }],
      },
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
      uploadsDir: uploadsDir(),
      logger: silentLog,
    });

    expect(result.partials.sort()).toEqual([partial, stalePartial].sort());
    expect(result.orphans.sort()).toEqual([orphan, privateOrphan].sort());
    for (const gone of [partial, stalePartial, orphan, privateOrphan]) {
      expect(await fileExists(gone)).toBe(false);
    }
    for (const kept of [youngPartial, youngOrphan, logo, cover, profile, documentFile]) {
      expect(await fileExists(kept), kept).toBe(true);
    }
  });
});
