import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  EVENT_MESSAGES,
  SESSION_DOCUMENT_FILE_RULE,
  SESSION_IMAGE_FILE_RULE,
  SESSION_MESSAGES,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  type Session,
  type SessionDocument,
} from "@events/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventSessions, sessionDocuments } from "../../db/schema.js";
import { DOCUMENT_CSP } from "../../http/document-response.js";
import { fileExists, insertEvent, storedStart } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { documentUploads, sessionFields } from "../../test/requests.js";
import {
  cfbHeader,
  listFiles,
  type MultipartFilePart,
  minimalDocx,
  minimalPdf,
  minimalPptx,
  minimalXlsx,
  streamPngOfSize,
  TEST_IMAGES,
} from "../../test/uploads.js";
import { EVENT_ID_CHANGE_MESSAGE, IMAGE_URL_MESSAGE } from "./sessions.service.js";

const PDF = minimalPdf("Agenda");
const SELECT_FILE = "Please select a file to upload";

const moduleTest = setUpModuleTest("sessions");
const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

const imagesDir = () => path.join(moduleTest.dataDir, "uploads", "session-images");
const documentsDir = () => path.join(moduleTest.dataDir, "uploads", "private", "session-documents");

/** A form or a JSON body, as the web app sends it. */
const call = moduleTest.send;

const createEvent = (eventAdminId: string | null = eventAdmin.id) =>
  insertEvent(moduleTest.db, eventAdminId);

const imagePart = (content: MultipartFilePart["content"] = TEST_IMAGES.png): MultipartFilePart => ({
  field: "image",
  filename: "stage.png",
  content,
});

/** create-session as the web form sends it: a valid session's fields, changed by overrides. */
function postSession(
  actor: TestAdmin,
  eventId: string,
  overrides: Record<string, string> = {},
  files: MultipartFilePart[] = [],
) {
  return call(actor, "POST", "/api/sessions/create-session", {
    fields: sessionFields(eventId, overrides),
    files,
  });
}

async function createSession(
  actor: TestAdmin,
  eventId: string,
  overrides: Record<string, string> = {},
  files: MultipartFilePart[] = [],
): Promise<Session> {
  const response = await postSession(actor, eventId, overrides, files);
  if (response.statusCode !== 201) {
    throw new Error(`create-session answered ${response.statusCode}: ${response.body}`);
  }
  return response.json().session;
}

const { uploadSessionDocument: uploadDocument } = documentUploads(moduleTest);

async function addDocument(
  actor: TestAdmin,
  sessionId: string,
  filename = "agenda.pdf",
  content: Buffer = PDF,
): Promise<SessionDocument> {
  const response = await uploadDocument(actor, sessionId, filename, content);
  if (response.statusCode !== 201) {
    throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  }
  return response.json().response;
}

const getDocument = (actor: TestAdmin | undefined, sessionId: string) =>
  call(actor, "GET", `/api/sessions/get-session-document/${sessionId}`);

const viewDocument = (actor: TestAdmin | undefined, documentId: string, query = "") =>
  call(actor, "GET", `/api/sessions/view-document/${documentId}${query}`);

const deleteDocument = (actor: TestAdmin, documentId: string, sessionId: string) =>
  call(actor, "DELETE", `/api/sessions/delete-document/${documentId}/${sessionId}`);

async function storageKeyOf(documentId: string): Promise<string> {
  const [row] = await moduleTest.db
    .select({ key: sessionDocuments.storage_key })
    .from(sessionDocuments)
    .where(eq(sessionDocuments.id, documentId));
  if (!row) throw new Error("no document row");
  return row.key;
}

async function countSessions(): Promise<number> {
  const [row] = await moduleTest.db.select({ value: count() }).from(eventSessions);
  return row?.value ?? 0;
}

async function listSessionsOf(actor: TestAdmin, eventId: string): Promise<Session[]> {
  const response = await call(actor, "GET", `/api/sessions/get-all-sessions/${eventId}`);
  expect(response.statusCode).toBe(200);
  return response.json().sessions;
}

describe("create-session checks", () => {
  async function expectInvalid(overrides: Record<string, string>, field: string, message: string) {
    const eventId = await createEvent();
    const before = await countSessions();
    const response = await postSession(eventAdmin, eventId, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await countSessions()).toBe(before);
  }

  it("requires a name and a session type", async () => {
    await expectInvalid({ name: "  " }, "name", SESSION_MESSAGES.requiredFields);
    const eventId = await createEvent();
    const fields: Record<string, string> = sessionFields(eventId);
    delete fields.session_type;
    const response = await call(eventAdmin, "POST", "/api/sessions/create-session", { fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toEqual([
      "session_type",
    ]);
  });

  it("requires other_session_type for other, and drops it for the other types", async () => {
    await expectInvalid(
      { session_type: "other", other_session_type: " " },
      "other_session_type",
      SESSION_MESSAGES.otherTypeRequired,
    );
    const eventId = await createEvent();
    const other = await createSession(eventAdmin, eventId, {
      session_type: "other",
      other_session_type: "Gala dinner",
    });
    expect(other).toMatchObject({ session_type: "other", other_session_type: "Gala dinner" });
    const keynote = await createSession(eventAdmin, eventId, { other_session_type: "Gala" });
    expect(keynote).toMatchObject({ session_type: "keynote", other_session_type: null });
  });

  it("requires both dates, in order, and real", async () => {
    await expectInvalid({ start_datetime: "" }, "start_datetime", SESSION_MESSAGES.datesRequired);
    await expectInvalid({ end_datetime: "" }, "end_datetime", SESSION_MESSAGES.datesRequired);
    await expectInvalid(
      { start_datetime: "2027-05-10T11:00:00", end_datetime: "2027-05-10T10:59:59" },
      "end_datetime",
      SESSION_MESSAGES.endBeforeStart,
    );
    await expectInvalid(
      { start_datetime: "2027-02-30T09:00:00" },
      "start_datetime",
      "Not a real date and time",
    );
  });

  /** Runs refused creates on a new event, then checks they left no session and no image. */
  async function expectNothingKept(refuse: (eventId: string) => Promise<void>) {
    const eventId = await createEvent();
    const before = await listFiles(imagesDir());
    const sessionsBefore = await countSessions();
    await refuse(eventId);
    expect(await listFiles(imagesDir())).toEqual(before);
    expect(await countSessions()).toBe(sessionsBefore);
  }

  it("answers 415 for an image that is not JPEG, PNG or GIF by content, and keeps nothing", () =>
    expectNothingKept(async (eventId) => {
      for (const content of [Buffer.from("only text named .png"), TEST_IMAGES.webp]) {
        const response = await postSession(eventAdmin, eventId, {}, [imagePart(content)]);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          error: SESSION_IMAGE_FILE_RULE.typeMessage,
          code: "uploads.sessionImageType",
        });
      }
    }));

  it("answers 413 for an image one byte over 16 MB, and keeps nothing", () =>
    expectNothingKept(async (eventId) => {
      const response = await postSession(eventAdmin, eventId, {}, [
        imagePart(streamPngOfSize(SESSION_IMAGE_FILE_RULE.maxBytes + 1)),
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: SESSION_IMAGE_FILE_RULE.sizeMessage,
        code: "uploads.sessionImageSize",
      });
    }));

  it("removes the stored image when the fields turn out invalid", async () => {
    const eventId = await createEvent();
    const before = await listFiles(imagesDir());
    const response = await postSession(eventAdmin, eventId, { end_datetime: "" }, [imagePart()]);
    expect(response.statusCode).toBe(400);
    expect(await listFiles(imagesDir())).toEqual(before);
  });
});

describe("create-session", () => {
  it("stores a session with its image, served under /media", async () => {
    const eventId = await createEvent();
    const response = await postSession(eventAdmin, eventId, {}, [imagePart()]);
    expect(response.statusCode).toBe(201);
    const { session, message } = response.json();
    expect(message).toBe(SESSION_MESSAGES.created);
    expect(session).toMatchObject({
      name: "Opening keynote",
      description: "Welcome",
      event_id: eventId,
      session_type: "keynote",
      other_session_type: null,
      venue: "Hall A",
      start_datetime: "2027-05-10T09:00:00",
      end_datetime: "2027-05-10T10:30:00",
      document: null,
    });
    expect(session.image).toMatch(/^\/media\/session-images\/[0-9a-f-]{36}\.png$/);
    expect(session.image_url).toBe(session.image);
    const served = await moduleTest.app.inject({ method: "GET", url: session.image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(TEST_IMAGES.png);
  });

  it("accepts a JSON body", async () => {
    const eventId = await createEvent();
    const response = await call(eventAdmin, "POST", "/api/sessions/create-session", {
      json: { ...sessionFields(eventId), description: null, venue: null, image_url: null },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      session: { event_id: eventId, description: null, venue: null, image: null },
      message: SESSION_MESSAGES.created,
    });
  });

  it("refuses an image_url naming a file the session does not have", async () => {
    const eventId = await createEvent();
    const response = await postSession(eventAdmin, eventId, {
      image_url: "/media/profile-images/someone.png",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: "image_url", message: IMAGE_URL_MESSAGE, code: "sessions.imageUrl" },
    ]);
  });

  it("keeps wall-clock times exactly as sent, whatever the server's time zone", async () => {
    const eventId = await createEvent();
    const start = "2027-03-14T02:30:00";
    const end = "2027-03-14T23:45:59";
    const originalZone = process.env.TZ;
    try {
      process.env.TZ = "America/Los_Angeles";
      const created = await createSession(eventAdmin, eventId, {
        start_datetime: start,
        end_datetime: end,
      });
      expect(created).toMatchObject({ start_datetime: start, end_datetime: end });
      process.env.TZ = "Pacific/Kiritimati";
      const [listed] = await listSessionsOf(eventAdmin, eventId);
      expect(listed).toMatchObject({ start_datetime: start, end_datetime: end });
      const stored = await storedStart(
        moduleTest.db,
        eventSessions,
        eventSessions.id,
        eventSessions.start_datetime,
        created.id,
      );
      expect(stored).toEqual({ start: "2027-03-14 02:30:00", type: "timestamp without time zone" });
    } finally {
      if (originalZone === undefined) delete process.env.TZ;
      else process.env.TZ = originalZone;
    }
  });
});

describe("listing", () => {
  it("orders an event's sessions by start, then name, with their document paths", async () => {
    const eventId = await createEvent();
    const late = await createSession(eventAdmin, eventId, {
      name: "Beta",
      start_datetime: "2027-05-10T10:00:00",
      end_datetime: "2027-05-10T11:00:00",
    });
    const sameTime = await createSession(eventAdmin, eventId, {
      name: "Alpha",
      start_datetime: "2027-05-10T10:00:00",
      end_datetime: "2027-05-10T11:00:00",
    });
    const early = await createSession(eventAdmin, eventId, {
      name: "Zeta",
      start_datetime: "2027-05-10T08:00:00",
      end_datetime: "2027-05-10T09:00:00",
    });
    const document = await addDocument(eventAdmin, sameTime.id);
    const listed = await listSessionsOf(eventAdmin, eventId);
    expect(listed.map((session) => session.id)).toEqual([early.id, sameTime.id, late.id]);
    expect(listed.map((session) => session.document)).toEqual([
      null,
      `/api/sessions/view-document/${document.id}`,
      null,
    ]);
  });

  it("lists every session for system admins and their own events' for event admins", async () => {
    const mine = await createSession(eventAdmin, await createEvent(eventAdmin.id));
    const theirs = await createSession(otherEventAdmin, await createEvent(otherEventAdmin.id));
    const ids = async (actor: TestAdmin) => {
      const response = await call(actor, "GET", "/api/sessions/get-all-sessions");
      expect(response.statusCode).toBe(200);
      return response.json().sessions.map((session: Session) => session.id);
    };
    const all = await ids(systemAdmin);
    expect(all).toContain(mine.id);
    expect(all).toContain(theirs.id);
    const own = await ids(eventAdmin);
    expect(own).toContain(mine.id);
    expect(own).not.toContain(theirs.id);
  });

  it("answers the session types in order with their labels", async () => {
    const response = await call(eventAdmin, "GET", "/api/sessions/get-session-types");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      SESSION_TYPES.map((value) => ({ name: SESSION_TYPE_LABELS[value], value })),
    );
    expect(response.json()[0]).toEqual({ name: "General Info", value: "general_info" });
  });

  it("are described in the API documentation, multipart parts included", async () => {
    const document = (await moduleTest.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const create = document.paths["/api/sessions/create-session"].post.requestBody.content;
    expect(create["multipart/form-data"].schema.properties.image).toMatchObject({
      format: "binary",
    });
    expect(create["application/json"]).toBeDefined();
    const upload = document.paths["/api/sessions/upload-session-document"].post.requestBody;
    expect(Object.keys(upload.content["multipart/form-data"].schema.properties)).toEqual([
      "session_id",
      "file",
    ]);
    const view = document.paths["/api/sessions/view-document/{documentId}"].get;
    expect(view.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      "documentId",
      "download",
    ]);
  });

  it("answers 401 without a session", async () => {
    const response = await call(undefined, "GET", "/api/sessions/get-all-sessions");
    expect(response.statusCode).toBe(401);
  });
});

describe("update-session", () => {
  function update(id: string, fields: Record<string, string>, files: MultipartFilePart[] = []) {
    return call(eventAdmin, "PUT", `/api/sessions/update-session/${id}`, { fields, files });
  }

  it("keeps the image when image_url is the current one, and replaces it with a new one", async () => {
    const eventId = await createEvent();
    const created = await createSession(eventAdmin, eventId, {}, [imagePart()]);
    const kept = await update(
      created.id,
      sessionFields(eventId, { name: "Renamed", image_url: created.image ?? "" }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      session: { name: "Renamed", image: created.image },
      message: SESSION_MESSAGES.updated,
    });
    expect(await fileExists(moduleTest.storedPathOf(created.image ?? ""))).toBe(true);

    const replaced = await update(
      created.id,
      sessionFields(eventId, { image_url: created.image ?? "" }),
      [{ field: "image", filename: "new.gif", content: TEST_IMAGES.gif }],
    );
    expect(replaced.statusCode).toBe(200);
    const image = replaced.json().session.image;
    expect(image).toMatch(/^\/media\/session-images\/.+\.gif$/);
    expect(await fileExists(moduleTest.storedPathOf(image))).toBe(true);
    expect(await fileExists(moduleTest.storedPathOf(created.image ?? ""))).toBe(false);
  });

  it("removes the image when image_url is empty and no image is sent", async () => {
    const eventId = await createEvent();
    const created = await createSession(eventAdmin, eventId, {}, [imagePart()]);
    const response = await update(created.id, sessionFields(eventId, { image_url: "" }));
    expect(response.statusCode).toBe(200);
    expect(response.json().session).toMatchObject({ image: null, image_url: null });
    expect(await fileExists(moduleTest.storedPathOf(created.image ?? ""))).toBe(false);
  });

  it("refuses any other image_url and keeps the image", async () => {
    const eventId = await createEvent();
    const created = await createSession(eventAdmin, eventId, {}, [imagePart()]);
    const other = await createSession(eventAdmin, eventId, {}, [imagePart()]);
    for (const imageUrl of [other.image ?? "", "/media/../../secret.png", "https://x.test/a.png"]) {
      const response = await update(created.id, sessionFields(eventId, { image_url: imageUrl }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { field: "image_url", message: IMAGE_URL_MESSAGE, code: "sessions.imageUrl" },
      ]);
    }
    const [listed] = (await listSessionsOf(eventAdmin, eventId)).filter(
      (session) => session.id === created.id,
    );
    expect(listed?.image).toBe(created.image);
    expect(await fileExists(moduleTest.storedPathOf(created.image ?? ""))).toBe(true);
  });

  it("refuses to move a session to another event, and drops other_session_type off other", async () => {
    const eventId = await createEvent();
    const created = await createSession(eventAdmin, eventId, {
      session_type: "other",
      other_session_type: "Gala",
    });
    const moved = await update(created.id, sessionFields(await createEvent()));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details).toEqual([
      { field: "event_id", message: EVENT_ID_CHANGE_MESSAGE, code: "sessions.eventChange" },
    ]);
    const changed = await update(
      created.id,
      sessionFields(eventId, { session_type: "workshop", other_session_type: "Gala" }),
    );
    expect(changed.json().session).toMatchObject({
      session_type: "workshop",
      other_session_type: null,
    });
  });

  it("accepts a JSON body", async () => {
    const eventId = await createEvent();
    const created = await createSession(eventAdmin, eventId);
    const response = await call(eventAdmin, "PUT", `/api/sessions/update-session/${created.id}`, {
      json: sessionFields(eventId, { venue: "Hall B" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().session.venue).toBe("Hall B");
  });
});

describe("session documents", () => {
  it.each([
    ["agenda.pdf", PDF, "application/pdf"],
    [
      "minutes.docx",
      minimalDocx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["minutes.doc", cfbHeader(), "application/msword"],
    ["budget.xls", cfbHeader(), "application/vnd.ms-excel"],
    [
      "budget.xlsx",
      minimalXlsx(),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    ["slides.ppt", cfbHeader(), "application/vnd.ms-powerpoint"],
    [
      "slides.pptx",
      minimalPptx(),
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ],
    ["notes.txt", Buffer.from("Café at 10:00 ☕\n"), "text/plain"],
    ["photo.webp", TEST_IMAGES.webp, "image/webp"],
  ])("accepts %s whose content agrees with its extension", async (filename, content, type) => {
    const session = await createSession(eventAdmin, await createEvent());
    const response = await uploadDocument(eventAdmin, session.id, filename, content);
    expect(response.statusCode).toBe(201);
    expect(response.json().response).toEqual({
      id: expect.any(String),
      document_id: response.json().response.id,
      session_id: session.id,
      original_filename: filename,
      file_type: type,
      file_size: content.length,
      uploaded_date: expect.any(String),
    });
  });

  it.each([
    ["a PDF named .txt", "agenda.txt", PDF],
    ["text with a NUL byte", "notes.txt", Buffer.from("notes\u0000more")],
    [
      "text whose last bytes are not UTF-8",
      "notes.txt",
      Buffer.concat([Buffer.alloc(70_000, "a"), Buffer.from([0xc3])]),
    ],
    [
      "text with a NUL byte after the sample",
      "notes.txt",
      Buffer.concat([Buffer.alloc(70_000, "a"), Buffer.from([0])]),
    ],
    ["a spreadsheet named .docx", "budget.docx", minimalXlsx()],
    ["a Word file named .pptx", "minutes.pptx", minimalDocx()],
    ["an old Office file named .xlsx", "budget.xlsx", cfbHeader()],
    ["a program named .pdf", "setup.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(400)])],
  ])("answers 415 for %s and keeps nothing", async (_case, filename, content) => {
    const session = await createSession(eventAdmin, await createEvent());
    const before = await listFiles(documentsDir());
    const response = await uploadDocument(eventAdmin, session.id, filename, content);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: SESSION_DOCUMENT_FILE_RULE.typeMessage,
      code: "uploads.sessionDocumentType",
    });
    expect(await listFiles(documentsDir())).toEqual(before);
  });

  it("answers 413 for a document one byte over 16 MB, and keeps nothing", async () => {
    const session = await createSession(eventAdmin, await createEvent());
    const before = await listFiles(documentsDir());
    const response = await uploadDocument(
      eventAdmin,
      session.id,
      "huge.png",
      streamPngOfSize(SESSION_DOCUMENT_FILE_RULE.maxBytes + 1),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: SESSION_DOCUMENT_FILE_RULE.sizeMessage,
      code: "uploads.sessionDocumentSize",
    });
    expect(await listFiles(documentsDir())).toEqual(before);
  });

  it("answers 400 when no file is sent", async () => {
    const session = await createSession(eventAdmin, await createEvent());
    const response = await call(eventAdmin, "POST", "/api/sessions/upload-session-document", {
      fields: { session_id: session.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: SELECT_FILE,
      code: "documents.selectFile",
      details: [{ field: "file", message: SELECT_FILE, code: "documents.selectFile" }],
    });
  });

  it("keeps one document per session: a second upload replaces the first and its file", async () => {
    const session = await createSession(eventAdmin, await createEvent());
    const first = await addDocument(eventAdmin, session.id, "first.pdf");
    const firstKey = await storageKeyOf(first.id);
    expect(await fileExists(moduleTest.storedPathOf(firstKey))).toBe(true);
    const second = await addDocument(eventAdmin, session.id, "second.txt", Buffer.from("hi\n"));
    const rows = await moduleTest.db
      .select({ id: sessionDocuments.id })
      .from(sessionDocuments)
      .where(eq(sessionDocuments.session_id, session.id));
    expect(rows).toEqual([{ id: second.id }]);
    expect(await fileExists(moduleTest.storedPathOf(firstKey))).toBe(false);
    expect(await fileExists(moduleTest.storedPathOf(await storageKeyOf(second.id)))).toBe(true);
    const fetched = await getDocument(eventAdmin, session.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ response: second });
    const [listed] = await listSessionsOf(eventAdmin, session.event_id);
    expect(listed?.document).toBe(`/api/sessions/view-document/${second.id}`);
  });

  it("answers 404 from get-session-document when the session has none, or is unknown", async () => {
    const session = await createSession(eventAdmin, await createEvent());
    const none = await getDocument(eventAdmin, session.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      error: SESSION_MESSAGES.documentNotFound,
      code: "documents.notFound",
    });
    const unknown = await getDocument(eventAdmin, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: SESSION_MESSAGES.sessionNotFound,
      code: "sessions.sessionNotFound",
    });
  });

  it("serves the file inline or as an attachment, with the safety headers", async () => {
    const session = await createSession(eventAdmin, await createEvent());
    const document = await addDocument(eventAdmin, session.id, "Programme été.pdf");
    const viewed = await viewDocument(eventAdmin, document.id);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.rawPayload).toEqual(PDF);
    expect(viewed.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(PDF.length),
      "content-disposition": `inline; filename="Programme _t_.pdf"; filename*=UTF-8''Programme%20%C3%A9t%C3%A9.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": DOCUMENT_CSP,
    });
    const downloaded = await viewDocument(eventAdmin, document.id, "?download=1");
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers["content-disposition"]).toMatch(
      /^attachment; filename="Programme _t_.pdf"; /,
    );
    expect(downloaded.rawPayload).toEqual(PDF);
    const bearer = await moduleTest.app.inject({
      method: "GET",
      url: `/api/sessions/view-document/${document.id}`,
      headers: { authorization: `Bearer ${eventAdmin.session.token}` },
    });
    expect(bearer.statusCode).toBe(200);
    const anonymous = await viewDocument(undefined, document.id);
    expect(anonymous.statusCode).toBe(401);
  });

  it("deletes a document of that session only, with its file", async () => {
    const session = await createSession(eventAdmin, await createEvent());
    const otherSession = await createSession(eventAdmin, await createEvent());
    const document = await addDocument(eventAdmin, session.id);
    const key = await storageKeyOf(document.id);
    const wrongSession = await deleteDocument(eventAdmin, document.id, otherSession.id);
    expect(wrongSession.statusCode).toBe(404);
    expect(wrongSession.json()).toEqual({
      error: SESSION_MESSAGES.documentNotFound,
      code: "documents.notFound",
    });
    expect(await fileExists(moduleTest.storedPathOf(key))).toBe(true);
    const deleted = await deleteDocument(eventAdmin, document.id, session.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: SESSION_MESSAGES.documentDeleted });
    expect(await fileExists(moduleTest.storedPathOf(key))).toBe(false);
    const none = await getDocument(eventAdmin, session.id);
    expect(none.statusCode).toBe(404);
    const viewed = await viewDocument(eventAdmin, document.id);
    expect(viewed.statusCode).toBe(404);
  });
});

describe("deleting", () => {
  async function sessionWithFiles(eventId: string) {
    const session = await createSession(eventAdmin, eventId, {}, [imagePart()]);
    const document = await addDocument(eventAdmin, session.id);
    const files = [
      moduleTest.storedPathOf(session.image ?? ""),
      moduleTest.storedPathOf(await storageKeyOf(document.id)),
    ];
    for (const file of files) expect(await fileExists(file)).toBe(true);
    return { session, files };
  }

  it("removes a session with its image and document files", async () => {
    const { session, files } = await sessionWithFiles(await createEvent());
    const response = await call(eventAdmin, "DELETE", `/api/sessions/delete-session/${session.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.deleted });
    for (const file of files) expect(await fileExists(file)).toBe(false);
    const again = await call(eventAdmin, "DELETE", `/api/sessions/delete-session/${session.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: SESSION_MESSAGES.sessionNotFound,
      code: "sessions.sessionNotFound",
    });
  });

  it("removes the sessions' files when their event is deleted, or all events", async () => {
    const eventId = await createEvent();
    const { files } = await sessionWithFiles(eventId);
    const response = await call(eventAdmin, "DELETE", `/api/events/delete-event/${eventId}`);
    expect(response.statusCode).toBe(200);
    for (const file of files) expect(await fileExists(file)).toBe(false);

    const { files: remaining } = await sessionWithFiles(await createEvent());
    const all = await call(systemAdmin, "DELETE", "/api/events/delete-all-events");
    expect(all.statusCode).toBe(200);
    for (const file of remaining) expect(await fileExists(file)).toBe(false);
    expect(await countSessions()).toBe(0);
    expect(await listFiles(documentsDir())).toEqual([]);
    expect(await listFiles(imagesDir())).toEqual([]);
  });
});

describe("another admin's sessions", () => {
  it("answer 404 on every route, and nothing changes", async () => {
    const eventId = await createEvent(otherEventAdmin.id);
    const session = await createSession(otherEventAdmin, eventId, {}, [imagePart()]);
    const document = await addDocument(otherEventAdmin, session.id);
    const imagesBefore = await listFiles(imagesDir());
    const documentsBefore = await listFiles(documentsDir());
    const sessionsBefore = await countSessions();

    const notFound = (error: string, code: string) => ({ status: 404, body: { error, code } });
    const checks = [
      [
        await call(eventAdmin, "GET", `/api/sessions/get-all-sessions/${eventId}`),
        notFound(EVENT_MESSAGES.eventNotFound, "events.eventNotFound"),
      ],
      [
        await postSession(eventAdmin, eventId, {}, [imagePart()]),
        notFound(EVENT_MESSAGES.eventNotFound, "events.eventNotFound"),
      ],
      [
        await call(eventAdmin, "POST", "/api/sessions/create-session", {
          json: sessionFields(eventId),
        }),
        notFound(EVENT_MESSAGES.eventNotFound, "events.eventNotFound"),
      ],
      [
        await call(eventAdmin, "PUT", `/api/sessions/update-session/${session.id}`, {
          fields: sessionFields(eventId, { name: "Mine now" }),
          files: [imagePart()],
        }),
        notFound(SESSION_MESSAGES.sessionNotFound, "sessions.sessionNotFound"),
      ],
      [
        await call(eventAdmin, "DELETE", `/api/sessions/delete-session/${session.id}`),
        notFound(SESSION_MESSAGES.sessionNotFound, "sessions.sessionNotFound"),
      ],
      [
        await uploadDocument(eventAdmin, session.id, "mine.pdf", PDF),
        notFound(SESSION_MESSAGES.sessionNotFound, "sessions.sessionNotFound"),
      ],
      [
        await getDocument(eventAdmin, session.id),
        notFound(SESSION_MESSAGES.sessionNotFound, "sessions.sessionNotFound"),
      ],
      [
        await viewDocument(eventAdmin, document.id),
        notFound(SESSION_MESSAGES.documentNotFound, "documents.notFound"),
      ],
      [
        await deleteDocument(eventAdmin, document.id, session.id),
        notFound(SESSION_MESSAGES.sessionNotFound, "sessions.sessionNotFound"),
      ],
    ] as const;
    for (const [response, expected] of checks) {
      expect({ status: response.statusCode, body: response.json() }).toEqual(expected);
    }

    expect(await listFiles(imagesDir())).toEqual(imagesBefore);
    expect(await listFiles(documentsDir())).toEqual(documentsBefore);
    expect(await countSessions()).toBe(sessionsBefore);
    const [listed] = await listSessionsOf(otherEventAdmin, eventId);
    expect(listed).toMatchObject({ name: session.name, image: session.image });
    expect(listed?.document).toBe(`/api/sessions/view-document/${document.id}`);
    // The system admin reaches it.
    const viewed = await viewDocument(systemAdmin, document.id);
    expect(viewed.statusCode).toBe(200);
  });
});
