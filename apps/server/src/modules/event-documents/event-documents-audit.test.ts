import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventDocuments } from "../../db/schema.js";
import { createdChanges, deletedChanges, signInAuditedAdmins } from "../../test/audit-entries.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { documentUploads } from "../../test/requests.js";
import { minimalPdf, TEST_IMAGES } from "../../test/uploads.js";

// The activity log's entries of event documents: an upload and a delete each write exactly one,
// in the change's transaction, naming the file as a person knows it.

const moduleTest = setUpModuleTest("event-documents-audit");

const { systemAdmin, eventAdmin, otherEventAdmin, expectEntry, entriesWhere } = signInAuditedAdmins(
  moduleTest,
  { entity_type: "event_document" },
);

const PDF = minimalPdf("Programme");

/** The programme of uploadProgramme as an upload or a delete records it. */
const STORED_PROGRAMME = {
  original_filename: "programme.pdf",
  file_type: "application/pdf",
  file_size: PDF.length,
};

const createEvent = () => insertEvent(moduleTest.db, eventAdmin.id);

const { uploadEventDocument: upload } = documentUploads(moduleTest);

async function uploadProgramme(eventId: string): Promise<{ id: string }> {
  const response = await upload(eventAdmin, eventId, "programme.pdf", PDF);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const deleteDocument = (actor: TestAdmin, documentId: string, eventId: string) =>
  moduleTest.call(actor, "DELETE", `/api/users/delete-document/${documentId}/${eventId}`);

const entriesOfEvent = (eventId: string) => entriesWhere({ event_id: eventId });

describe("an event document's activity log entries", () => {
  it("logs an upload with the file's name, type and size, and never where it is stored", async () => {
    const eventId = await createEvent();
    const document = await uploadProgramme(eventId);

    const entry = await expectEntry({ event_id: eventId }, eventAdmin, {
      action: "create",
      entity_id: document.id,
      event_id: eventId,
      changes: createdChanges(STORED_PROGRAMME),
    });
    const [row] = await moduleTest.db
      .select({ storage_key: eventDocuments.storage_key })
      .from(eventDocuments)
      .where(eq(eventDocuments.id, document.id));
    expect(row?.storage_key).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(row?.storage_key);
  });

  it("logs a delete with what the document was", async () => {
    const eventId = await createEvent();
    const document = await uploadProgramme(eventId);
    const response = await deleteDocument(systemAdmin, document.id, eventId);
    expect(response.statusCode, response.body).toBe(200);

    await expectEntry({ action: "delete", event_id: eventId }, systemAdmin, {
      action: "delete",
      entity_id: document.id,
      event_id: eventId,
      changes: deletedChanges(STORED_PROGRAMME),
    });
    expect((await entriesOfEvent(eventId)).map((each) => each.action)).toEqual([
      "create",
      "delete",
    ]);
  });

  it("writes no entry for a refused upload or delete", async () => {
    const eventId = await createEvent();
    const document = await uploadProgramme(eventId);

    expect((await upload(otherEventAdmin, eventId, "notes.pdf", PDF)).statusCode).toBe(404);
    expect((await upload(eventAdmin, eventId, "photo.pdf", TEST_IMAGES.png)).statusCode).toBe(415);
    expect((await deleteDocument(otherEventAdmin, document.id, eventId)).statusCode).toBe(404);
    // The document exists, but not in that event: refused inside the delete's transaction.
    const otherEventId = await createEvent();
    expect((await deleteDocument(eventAdmin, document.id, otherEventId)).statusCode).toBe(404);

    expect((await entriesOfEvent(eventId)).map((each) => each.action)).toEqual(["create"]);
    expect(await entriesOfEvent(otherEventId)).toEqual([]);
  });
});
