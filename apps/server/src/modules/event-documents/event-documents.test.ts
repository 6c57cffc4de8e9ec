import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  DOCUMENT_MESSAGES,
  EVENT_DOCUMENT_FILE_RULE,
  EVENT_MESSAGES,
  eventDocumentSchema,
} from "@events/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventDocuments } from "../../db/schema.js";
import { cleanDocumentFilename, MAX_DOCUMENT_FILENAME_LENGTH } from "../../files/documents.js";
import { contentDisposition } from "../../http/content-disposition.js";
import { DOCUMENT_CSP } from "../../http/document-response.js";
import { fileExists, insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { documentUploads } from "../../test/requests.js";
import {
  cfbHeader,
  filePart,
  listFiles,
  minimalDocx,
  minimalPdf,
  streamPngOfSize,
  TEST_IMAGES,
} from "../../test/uploads.js";

const DOCUMENT_FIELDS = Object.keys(eventDocumentSchema.shape).sort();
const PDF = minimalPdf("Programme");
const PDF_TYPE = "application/pdf";

const moduleTest = setUpModuleTest("documents");
const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

const documentsDir = () => path.join(moduleTest.dataDir, "uploads", "private", "event-documents");

/** A form or a JSON body, as the web app sends it. */
const call = moduleTest.send;

const createEvent = (eventAdminId: string | null = eventAdmin.id) =>
  insertEvent(moduleTest.db, eventAdminId);

const { uploadEventDocument: upload } = documentUploads(moduleTest);

async function uploadDocument(
  actor: TestAdmin,
  eventId: string,
  filename: string,
  content: Buffer,
): Promise<{ id: string; original_filename: string }> {
  const response = await upload(actor, eventId, filename, content);
  if (response.statusCode !== 201) {
    throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

const listDocuments = (actor: TestAdmin, eventId: string) =>
  call(actor, "GET", `/api/users/get-all-documents/${eventId}`);

const viewDocument = (actor: TestAdmin, documentId: string, query = "") =>
  call(actor, "GET", `/api/users/view-document/${documentId}${query}`);

const deleteDocument = (actor: TestAdmin, documentId: string, eventId: string) =>
  call(actor, "DELETE", `/api/users/delete-document/${documentId}/${eventId}`);

async function findDocumentRow(id: string) {
  const [row] = await moduleTest.db.select().from(eventDocuments).where(eq(eventDocuments.id, id));
  return row;
}

async function countDocuments(): Promise<number> {
  const [row] = await moduleTest.db.select({ value: count() }).from(eventDocuments);
  return row?.value ?? 0;
}

describe("uploading, listing and viewing documents", () => {
  it("stores a PDF and a PNG privately and lists them newest first", async () => {
    const eventId = await createEvent();
    const pdfResponse = await upload(systemAdmin, eventId, "agenda.pdf", PDF);
    expect(pdfResponse.statusCode).toBe(201);
    const pdf = pdfResponse.json();
    expect(Object.keys(pdf).sort()).toEqual(DOCUMENT_FIELDS);
    expect(pdf).toEqual({
      id: expect.any(String),
      document_id: pdf.id,
      event_id: eventId,
      original_filename: "agenda.pdf",
      file_type: PDF_TYPE,
      file_size: PDF.length,
      upload_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const png = await uploadDocument(systemAdmin, eventId, "floor plan.PNG", TEST_IMAGES.png);
    expect(png).toMatchObject({ file_type: "image/png", original_filename: "floor plan.PNG" });

    const row = await findDocumentRow(pdf.id);
    expect(row).toMatchObject({ uploaded_by: systemAdmin.id, file_size: PDF.length });
    expect(row?.storage_key).toMatch(/^private\/event-documents\/[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(moduleTest.storedPathOf(row?.storage_key ?? ""))).toEqual(PDF);
    // Private: never served as media, however the path is spelled.
    const media = await moduleTest.app.inject({ method: "GET", url: `/media/${row?.storage_key}` });
    expect(media.statusCode).toBe(404);

    const list = await listDocuments(systemAdmin, eventId);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ response: [png, pdf] });
  });

  it("shows a document inline with safe headers and the exact bytes", async () => {
    const eventId = await createEvent();
    const document = await uploadDocument(systemAdmin, eventId, "agenda.pdf", PDF);
    const response = await viewDocument(systemAdmin, document.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(PDF_TYPE);
    expect(response.headers["content-length"]).toBe(String(PDF.length));
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="agenda.pdf"; filename*=UTF-8''agenda.pdf`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["content-security-policy"]).toBe(DOCUMENT_CSP);
    expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(response.rawPayload).toEqual(PDF);

    const image = await uploadDocument(systemAdmin, eventId, "photo.jpeg", TEST_IMAGES.jpeg);
    const shown = await viewDocument(systemAdmin, image.id);
    expect(shown.headers["content-type"]).toBe("image/jpeg");
    expect(shown.headers["content-security-policy"]).toBe(DOCUMENT_CSP);
    expect(shown.headers["x-content-type-options"]).toBe("nosniff");
    expect(shown.rawPayload).toEqual(TEST_IMAGES.jpeg);
  });

  it("sends an attachment with the original name, non-ASCII included, for ?download=1", async () => {
    const eventId = await createEvent();
    const name = "Programme été 2026.pdf";
    const document = await uploadDocument(systemAdmin, eventId, name, PDF);
    expect(document.original_filename).toBe(name);
    for (const download of ["1", "true"]) {
      const response = await viewDocument(systemAdmin, document.id, `?download=${download}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="Programme _t_ 2026.pdf"; filename*=UTF-8''Programme%20%C3%A9t%C3%A9%202026.pdf`,
      );
      expect(response.rawPayload).toEqual(PDF);
    }
    const inline = await viewDocument(systemAdmin, document.id, `?download=0`);
    expect(inline.headers["content-disposition"]).toMatch(/^inline; /);
  });

  it.each([
    ["minutes.doc", cfbHeader(), "application/msword"],
    [
      "minutes.docx",
      minimalDocx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["photo.JPG", TEST_IMAGES.jpeg, "image/jpeg"],
    ["badge.gif", TEST_IMAGES.gif, "image/gif"],
  ])("accepts %s whose content agrees with its extension", async (filename, content, type) => {
    const eventId = await createEvent();
    const document = await uploadDocument(systemAdmin, eventId, filename, content);
    expect(document).toMatchObject({ original_filename: filename, file_type: type });
  });

  it("keeps only the last part of a file name sent with folders", async () => {
    const eventId = await createEvent();
    const document = await uploadDocument(systemAdmin, eventId, "../../secret/Résumé.pdf", PDF);
    expect(document.original_filename).toBe("Résumé.pdf");
  });

  it("cleans file names and writes them into Content-Disposition safely", () => {
    expect(cleanDocumentFilename("..\\..\\secret/plan\u202Egnp.pdf")).toBe("plangnp.pdf");
    expect(cleanDocumentFilename("  a\tb\r\nc.pdf ")).toBe("a b c.pdf");
    expect(cleanDocumentFilename("../")).toBe("document");
    const long = cleanDocumentFilename(`${"é".repeat(500)}.docx`);
    expect([...long]).toHaveLength(MAX_DOCUMENT_FILENAME_LENGTH);
    expect(long.endsWith("é.docx")).toBe(true);
    expect(contentDisposition("attachment", '"quoted" 100% été\\.pdf')).toBe(
      `attachment; filename="_quoted_ 100_ _t__.pdf"; ` +
        `filename*=UTF-8''%22quoted%22%20100%25%20%C3%A9t%C3%A9%5C.pdf`,
    );
    expect(contentDisposition("inline", "it's (1)*.pdf")).toBe(
      `inline; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`,
    );
  });

  it("answers 401 without a session", async () => {
    const eventId = await createEvent();
    const document = await uploadDocument(systemAdmin, eventId, "agenda.pdf", PDF);
    for (const url of [
      `/api/users/get-all-documents/${eventId}`,
      `/api/users/view-document/${document.id}`,
    ]) {
      expect((await call(undefined, "GET", url)).statusCode).toBe(401);
    }
  });
});

describe("refused uploads", () => {
  it.each([
    ["text named .pdf", "notes.pdf", Buffer.from("just some text, not a PDF\n")],
    ["a program named .pdf", "setup.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(400)])],
    ["a PNG named .pdf", "picture.pdf", TEST_IMAGES.png],
    ["a PDF named .txt", "agenda.txt", PDF],
    ["a PDF named .docx", "agenda.docx", PDF],
    ["a JPEG named .png", "photo.png", TEST_IMAGES.jpeg],
    ["a PDF without an extension", "agenda", PDF],
    ["a Word (OOXML) file named .doc", "minutes.doc", minimalDocx()],
    ["an old Office (CFB) file named .docx", "minutes.docx", cfbHeader()],
  ])("answers 415 for %s and keeps nothing", async (_case, filename, content) => {
    const eventId = await createEvent();
    const before = await listFiles(documentsDir());
    const response = await upload(systemAdmin, eventId, filename, content);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: EVENT_DOCUMENT_FILE_RULE.typeMessage,
      code: "uploads.eventDocumentType",
    });
    expect(await listFiles(documentsDir())).toEqual(before);
    const list = await listDocuments(systemAdmin, eventId);
    expect(list.json()).toEqual({ response: [] });
  });

  it("answers 413 for a file one byte over 100 MB, streamed, and keeps nothing", async () => {
    const eventId = await createEvent();
    const before = await listFiles(documentsDir());
    const documentsBefore = await countDocuments();
    const response = await upload(
      systemAdmin,
      eventId,
      "huge.png",
      streamPngOfSize(EVENT_DOCUMENT_FILE_RULE.maxBytes + 1),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: EVENT_DOCUMENT_FILE_RULE.sizeMessage,
      code: "uploads.eventDocumentSize",
    });
    expect(await listFiles(documentsDir())).toEqual(before);
    expect(await countDocuments()).toBe(documentsBefore);
  }, 60_000);

  it("answers 400 when no file is sent", async () => {
    const eventId = await createEvent();
    const response = await call(systemAdmin, "POST", "/api/users/upload-event-document", {
      fields: { event_id: eventId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: DOCUMENT_MESSAGES.selectFile,
      code: "documents.selectFile",
      details: [
        { field: "file", message: DOCUMENT_MESSAGES.selectFile, code: "documents.selectFile" },
      ],
    });
    // An untouched file input (no name, no bytes) is no file either.
    const empty = await upload(systemAdmin, eventId, "", Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(DOCUMENT_MESSAGES.selectFile);
  });

  it("answers 400 for a missing or invalid event_id and keeps nothing", async () => {
    const before = await listFiles(documentsDir());
    const documentsBefore = await countDocuments();
    const missing = await call(systemAdmin, "POST", "/api/users/upload-event-document", {
      fields: {},
      files: [filePart("agenda.pdf", PDF)],
    });
    expect(missing.statusCode).toBe(400);
    const eventIdDetail = {
      field: "event_id",
      message: "event_id must be an event id",
      code: "field.recordId",
      params: { field: "event_id", record: "event" },
    };
    expect(missing.json().details).toEqual([eventIdDetail]);
    const invalid = await upload(systemAdmin, "not-an-id", "agenda.pdf", PDF);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: "Invalid input",
      code: "http.invalidInput",
      details: [eventIdDetail],
    });
    expect(await listFiles(documentsDir())).toEqual(before);
    expect(await countDocuments()).toBe(documentsBefore);
  });

  it("answers 404 for an unknown event, and 415 for a body that is not multipart", async () => {
    const unknown = await upload(systemAdmin, randomUUID(), "agenda.pdf", PDF);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: EVENT_MESSAGES.eventNotFound,
      code: "events.eventNotFound",
    });
    const json = await moduleTest.app.inject({
      method: "POST",
      url: "/api/users/upload-event-document",
      cookies: systemAdmin.session.cookies,
      headers: systemAdmin.session.headers,
      payload: { event_id: await createEvent() },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe("event admins", () => {
  it("use documents of their own events end to end, with the Bearer token too", async () => {
    const eventId = await createEvent(eventAdmin.id);
    const document = await uploadDocument(eventAdmin, eventId, "menu.webp", TEST_IMAGES.webp);
    expect(document).toMatchObject({ original_filename: "menu.webp" });
    const list = await listDocuments(eventAdmin, eventId);
    expect(list.json().response.map((item: { id: string }) => item.id)).toEqual([document.id]);
    const viewed = await moduleTest.app.inject({
      method: "GET",
      url: `/api/users/view-document/${document.id}`,
      headers: { authorization: `Bearer ${eventAdmin.session.token}` },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers["content-type"]).toBe("image/webp");
    expect(viewed.rawPayload).toEqual(TEST_IMAGES.webp);
    const deleted = await deleteDocument(eventAdmin, document.id, eventId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: DOCUMENT_MESSAGES.deleted });
  });

  it("get 404 for another admin's event on every call, and nothing is stored", async () => {
    const eventId = await createEvent(otherEventAdmin.id);
    const document = await uploadDocument(otherEventAdmin, eventId, "agenda.pdf", PDF);
    const before = await listFiles(documentsDir());
    const documentsBefore = await countDocuments();

    const uploaded = await upload(eventAdmin, eventId, "mine.pdf", PDF);
    expect(uploaded.statusCode).toBe(404);
    expect(uploaded.json()).toEqual({
      error: EVENT_MESSAGES.eventNotFound,
      code: "events.eventNotFound",
    });
    // With the file before event_id the file is stored first, then removed.
    const boundary = "----file-first";
    const late = await moduleTest.app.inject({
      method: "POST",
      url: "/api/users/upload-event-document",
      cookies: eventAdmin.session.cookies,
      headers: {
        ...eventAdmin.session.headers,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mine.pdf"\r\n` +
            "Content-Type: application/pdf\r\n\r\n",
        ),
        PDF,
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="event_id"\r\n\r\n` +
            `${eventId}\r\n--${boundary}--\r\n`,
        ),
      ]),
    });
    expect(late.statusCode).toBe(404);

    const list = await listDocuments(eventAdmin, eventId);
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({
      error: EVENT_MESSAGES.eventNotFound,
      code: "events.eventNotFound",
    });
    const view = await viewDocument(eventAdmin, document.id);
    expect(view.statusCode).toBe(404);
    expect(view.json()).toEqual({ error: DOCUMENT_MESSAGES.notFound, code: "documents.notFound" });
    const deleted = await deleteDocument(eventAdmin, document.id, eventId);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({
      error: EVENT_MESSAGES.eventNotFound,
      code: "events.eventNotFound",
    });

    expect(await listFiles(documentsDir())).toEqual(before);
    expect(await countDocuments()).toBe(documentsBefore);
    expect(await findDocumentRow(document.id)).toBeDefined();
  });

  it("get 404 for documents of an unassigned event", async () => {
    const eventId = await createEvent(null);
    const document = await uploadDocument(systemAdmin, eventId, "agenda.pdf", PDF);
    const view = await viewDocument(eventAdmin, document.id);
    expect(view.statusCode).toBe(404);
  });
});

describe("deleting", () => {
  it("removes the row and then the file", async () => {
    const eventId = await createEvent();
    const document = await uploadDocument(systemAdmin, eventId, "agenda.pdf", PDF);
    const storageKey = (await findDocumentRow(document.id))?.storage_key ?? "";
    expect(await fileExists(moduleTest.storedPathOf(storageKey))).toBe(true);
    const response = await deleteDocument(systemAdmin, document.id, eventId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: DOCUMENT_MESSAGES.deleted });
    expect(await findDocumentRow(document.id)).toBeUndefined();
    expect(await fileExists(moduleTest.storedPathOf(storageKey))).toBe(false);
    const view = await viewDocument(systemAdmin, document.id);
    expect(view.statusCode).toBe(404);
    const again = await deleteDocument(systemAdmin, document.id, eventId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: DOCUMENT_MESSAGES.notFound, code: "documents.notFound" });
  });

  it("answers 404 for a document of another event in the path and keeps it", async () => {
    const eventId = await createEvent();
    const otherEventId = await createEvent();
    const document = await uploadDocument(systemAdmin, otherEventId, "agenda.pdf", PDF);
    const response = await deleteDocument(systemAdmin, document.id, eventId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: DOCUMENT_MESSAGES.notFound,
      code: "documents.notFound",
    });
    const storageKey = (await findDocumentRow(document.id))?.storage_key ?? "";
    expect(await fileExists(moduleTest.storedPathOf(storageKey))).toBe(true);
  });

  it("answers 400 for ids that are not UUIDs", async () => {
    const response = await call(systemAdmin, "DELETE", "/api/users/delete-document/x/y");
    expect(response.statusCode).toBe(400);
    const view = await call(systemAdmin, "GET", "/api/users/view-document/nope");
    expect(view.statusCode).toBe(400);
  });

  it("removes the documents' files when their event is deleted", async () => {
    const eventId = await createEvent(eventAdmin.id);
    const first = await uploadDocument(eventAdmin, eventId, "a.pdf", PDF);
    const second = await uploadDocument(eventAdmin, eventId, "b.gif", TEST_IMAGES.gif);
    const keys = await Promise.all(
      [first.id, second.id].map(async (id) => (await findDocumentRow(id))?.storage_key ?? ""),
    );
    const response = await call(eventAdmin, "DELETE", `/api/events/delete-event/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(await findDocumentRow(first.id)).toBeUndefined();
    expect(await findDocumentRow(second.id)).toBeUndefined();
    for (const key of keys) expect(await fileExists(moduleTest.storedPathOf(key))).toBe(false);
  });

  it("removes every document file when all events are deleted", async () => {
    const eventId = await createEvent();
    await uploadDocument(systemAdmin, eventId, "a.pdf", PDF);
    expect((await listFiles(documentsDir())).length).toBeGreaterThan(0);
    const response = await call(systemAdmin, "DELETE", "/api/events/delete-all-events");
    expect(response.statusCode).toBe(200);
    expect(await countDocuments()).toBe(0);
    expect(await listFiles(documentsDir())).toEqual([]);
  });
});
