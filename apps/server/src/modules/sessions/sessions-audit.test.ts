import type { AuditAction, Session, SessionDocument } from "@events/contract";
import { describe, expect, it } from "vitest";
import {
  type AuditEntryFilter,
  createdChanges,
  deletedChanges,
  signInAuditedAdmins,
} from "../../test/audit-entries.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { documentUploads, sessionFields } from "../../test/requests.js";
import {
  type MultipartFilePart,
  minimalDocx,
  minimalPdf,
  TEST_IMAGES,
} from "../../test/uploads.js";

// The activity log's entries of sessions and their documents: each create, update, delete, upload
// and replacement writes exactly one, in the change's transaction; a refused change writes none.

const moduleTest = setUpModuleTest("sessions-audit");

const { systemAdmin, eventAdmin, otherEventAdmin, expectEntry, entriesWhere } =
  signInAuditedAdmins(moduleTest);

const PDF = minimalPdf("Agenda");
const DOCX = minimalDocx();
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The fields of a session made from sessionFields as a create or delete records them. */
const STORED_SESSION = {
  name: "Opening keynote",
  description: "Welcome",
  session_type: "keynote",
  start_datetime: "2027-05-10T09:00:00",
  end_datetime: "2027-05-10T10:30:00",
  venue: "Hall A",
};

/** The file of addDocument's defaults as a create or delete records it. */
const STORED_AGENDA = {
  original_filename: "agenda.pdf",
  file_type: "application/pdf",
  file_size: PDF.length,
};

const IMAGE_PATH = /^\/media\/session-images\/[0-9a-f-]{36}\.png$/;

const call = moduleTest.send;

const createEvent = () => insertEvent(moduleTest.db, eventAdmin.id);

const imagePart = (): MultipartFilePart => ({
  field: "image",
  filename: "stage.png",
  content: TEST_IMAGES.png,
});

async function createSession(
  eventId: string,
  overrides: Record<string, string> = {},
  files: MultipartFilePart[] = [],
): Promise<Session> {
  const response = await call(eventAdmin, "POST", "/api/sessions/create-session", {
    fields: sessionFields(eventId, overrides),
    files,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().session;
}

/** update-session with the session's own fields (its image kept), changed by overrides. */
function updateSession(
  actor: TestAdmin,
  session: Session,
  overrides: Record<string, string> = {},
  files: MultipartFilePart[] = [],
) {
  return call(actor, "PUT", `/api/sessions/update-session/${session.id}`, {
    fields: sessionFields(session.event_id, { image_url: session.image ?? "", ...overrides }),
    files,
  });
}

const deleteSession = (actor: TestAdmin, sessionId: string) =>
  call(actor, "DELETE", `/api/sessions/delete-session/${sessionId}`);

const { uploadSessionDocument: uploadDocument } = documentUploads(moduleTest);

async function addDocument(
  sessionId: string,
  filename = "agenda.pdf",
  content = PDF,
): Promise<SessionDocument> {
  const response = await uploadDocument(eventAdmin, sessionId, filename, content);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response;
}

const deleteDocument = (actor: TestAdmin, documentId: string, sessionId: string) =>
  call(actor, "DELETE", `/api/sessions/delete-document/${documentId}/${sessionId}`);

/** Asserts that the filter matches exactly one entry: the admin's record of the session. */
function expectSessionEntry(
  session: Session,
  filter: AuditEntryFilter,
  admin: TestAdmin,
  record: { action: AuditAction; changes: object },
) {
  const ofSession = { entity_type: "session", entity_id: session.id, event_id: session.event_id };
  return expectEntry(filter, admin, { ...ofSession, ...record });
}

/**
 * Asserts that one of the session's event's document entries, those the filter narrows to,
 * is the admin's record.
 */
function expectDocumentEntry(
  session: Session,
  narrowedBy: AuditEntryFilter,
  admin: TestAdmin,
  record: { action: AuditAction; entity_id: string; changes: object },
) {
  const ofDocuments = { entity_type: "session_document", event_id: session.event_id } as const;
  return expectEntry({ ...ofDocuments, ...narrowedBy }, admin, { ...ofDocuments, ...record });
}

const actionsOf = async (filter: Parameters<typeof entriesWhere>[0]) =>
  (await entriesWhere(filter)).map((entry) => entry.action);

describe("a session's activity log entries", () => {
  it("logs a create with every field it was given and its image, as null before", async () => {
    const eventId = await createEvent();
    const session = await createSession(eventId, {}, [imagePart()]);
    expect(session.image).toMatch(IMAGE_PATH);

    await expectEntry({ entity_id: session.id }, eventAdmin, {
      action: "create",
      entity_type: "session",
      entity_id: session.id,
      event_id: eventId,
      changes: createdChanges({ ...STORED_SESSION, image: session.image }),
    });
  });

  it("logs an update with the before and after of only the field that changed", async () => {
    const session = await createSession(await createEvent());
    const response = await updateSession(systemAdmin, session, { venue: "Hall B" });
    expect(response.statusCode, response.body).toBe(200);

    await expectSessionEntry(session, { action: "update", entity_id: session.id }, systemAdmin, {
      action: "update",
      changes: { venue: ["Hall A", "Hall B"] },
    });
  });

  it("logs a replaced image with both paths, and a removed one with its path", async () => {
    const session = await createSession(
      await createEvent(),
      { session_type: "other", other_session_type: "Gala dinner" },
      [imagePart()],
    );
    const replaced = await updateSession(eventAdmin, session, { session_type: "keynote" }, [
      imagePart(),
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newImage = replaced.json().session.image;
    expect(newImage).toMatch(IMAGE_PATH);
    expect(newImage).not.toBe(session.image);
    const removed = await updateSession(eventAdmin, session, { image_url: "" });
    expect(removed.statusCode, removed.body).toBe(200);

    const updates = await entriesWhere({
      action: "update",
      entity_id: session.id,
    });
    expect(updates.map((entry) => entry.changes)).toEqual([
      {
        session_type: ["other", "keynote"],
        other_session_type: ["Gala dinner", null],
        image: [session.image, newImage],
      },
      { image: [newImage, null] },
    ]);
  });

  it("logs a delete with what the session was, and nothing more for its document", async () => {
    const session = await createSession(await createEvent());
    await addDocument(session.id);
    const response = await deleteSession(systemAdmin, session.id);
    expect(response.statusCode, response.body).toBe(200);

    await expectSessionEntry(
      session,
      { action: "delete", event_id: session.event_id },
      systemAdmin,
      {
        action: "delete",
        changes: deletedChanges(STORED_SESSION),
      },
    );
  });

  it("writes no entry for a refused update or delete", async () => {
    const session = await createSession(await createEvent(), {}, [imagePart()]);
    const otherEventId = await createEvent();

    const notTheirs = await updateSession(otherEventAdmin, session, { venue: "Hall B" });
    expect(notTheirs.statusCode).toBe(404);
    const badImage = await updateSession(eventAdmin, session, {
      image_url: "/media/session-images/someone-else.png",
    });
    expect(badImage.statusCode).toBe(400);
    const moved = await updateSession(eventAdmin, session, { event_id: otherEventId });
    expect(moved.statusCode).toBe(400);
    expect((await deleteSession(otherEventAdmin, session.id)).statusCode).toBe(404);

    expect(await actionsOf({ entity_id: session.id })).toEqual(["create"]);
    expect(await actionsOf({ event_id: otherEventId })).toEqual([]);
  });
});

describe("a session document's activity log entries", () => {
  it("logs the first upload as a create, naming the session and the file", async () => {
    const session = await createSession(await createEvent());
    const document = await addDocument(session.id);

    await expectDocumentEntry(session, {}, eventAdmin, {
      action: "create",
      entity_id: document.id,
      changes: createdChanges({ session_id: session.id, ...STORED_AGENDA }),
    });
  });

  it("logs a replacement as one update of the session's document, from the old file to the new", async () => {
    const session = await createSession(await createEvent());
    await addDocument(session.id);
    const replacement = await addDocument(session.id, "minutes.docx", DOCX);

    await expectDocumentEntry(session, { action: "update" }, eventAdmin, {
      action: "update",
      entity_id: replacement.id,
      changes: {
        original_filename: ["agenda.pdf", "minutes.docx"],
        file_type: ["application/pdf", DOCX_TYPE],
        file_size: [PDF.length, DOCX.length],
      },
    });
    expect(
      await actionsOf({ entity_type: "session_document", event_id: session.event_id }),
    ).toEqual(["create", "update"]);
  });

  it("logs a delete with what the document was", async () => {
    const session = await createSession(await createEvent());
    const document = await addDocument(session.id);
    const response = await deleteDocument(systemAdmin, document.id, session.id);
    expect(response.statusCode, response.body).toBe(200);

    await expectDocumentEntry(session, { action: "delete" }, systemAdmin, {
      action: "delete",
      entity_id: document.id,
      changes: deletedChanges({ session_id: session.id, ...STORED_AGENDA }),
    });
  });

  it("writes no entry for a refused upload or delete", async () => {
    const session = await createSession(await createEvent());
    const document = await addDocument(session.id);
    const otherSession = await createSession(session.event_id, { name: "Closing" });

    expect((await uploadDocument(otherEventAdmin, session.id, "notes.pdf", PDF)).statusCode).toBe(
      404,
    );
    expect((await deleteDocument(otherEventAdmin, document.id, session.id)).statusCode).toBe(404);
    // The document exists, but not of that session: refused inside the delete's transaction.
    expect((await deleteDocument(eventAdmin, document.id, otherSession.id)).statusCode).toBe(404);

    expect(
      await actionsOf({ entity_type: "session_document", event_id: session.event_id }),
    ).toEqual(["create"]);
  });
});
