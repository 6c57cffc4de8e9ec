import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventDocuments } from "../db/schema.js";
import { DOCUMENT_CSP } from "../http/document-response.js";
import { insertEvent } from "../test/factories.js";
import { setUpModuleTest } from "../test/module-test.js";
import { documentUploads, sessionFields } from "../test/requests.js";
import { type MultipartFilePart, TEST_IMAGES } from "../test/uploads.js";

const moduleTest = setUpModuleTest("upload-safety");
const { systemAdmin, eventAdmin } = moduleTest.signInAdminsBeforeAll();

/** A real PNG header, then a page with script: what a browser that sniffs would run. */
const PNG_THEN_HTML = Buffer.concat([
  TEST_IMAGES.png,
  Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>"),
]);
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

function createEvent(files: MultipartFilePart[]) {
  return moduleTest.send(systemAdmin, "POST", "/api/events/create-event", {
    fields: {
      data: JSON.stringify({
        event_name: `Safety ${Math.random()}`,
        event_type: "Ceremonies",
        event_admin_id: eventAdmin.id,
      }),
    },
    files,
  });
}

const uploads = documentUploads(moduleTest);
const uploadEventDocument = (eventId: string, filename: string, content: Buffer) =>
  uploads.uploadEventDocument(systemAdmin, eventId, filename, content);
const uploadSessionDocument = (sessionId: string, filename: string, content: Buffer) =>
  uploads.uploadSessionDocument(systemAdmin, sessionId, filename, content);

async function createSession(eventId: string): Promise<string> {
  const response = await moduleTest.send(systemAdmin, "POST", "/api/sessions/create-session", {
    fields: sessionFields(eventId, { name: "Keynote", description: "" }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().session.id;
}

describe("files that pretend to be something else", () => {
  it("serves a PNG followed by HTML as image/png, never sniffed, in a sandbox", async () => {
    const event = await createEvent([
      { field: "logo", filename: "logo.html", contentType: "text/html", content: PNG_THEN_HTML },
    ]);
    expect(event.statusCode, event.body).toBe(201);
    const logoUrl: string = event.json().logo_url;
    expect(logoUrl).toMatch(/^\/media\/event-images\/[0-9a-f-]{36}\.png$/);
    const served = await moduleTest.app.inject({ method: "GET", url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe(DOCUMENT_CSP);
    expect(served.headers["content-security-policy"]).toMatch(/\bsandbox\b/);
    expect(served.rawPayload).toEqual(PNG_THEN_HTML);

    const eventId = event.json().id;
    const document = await uploadEventDocument(eventId, "plan.png", PNG_THEN_HTML);
    expect(document.statusCode, document.body).toBe(201);
    const download = await moduleTest.call(
      systemAdmin,
      "GET",
      `/api/users/view-document/${document.json().id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toBe(DOCUMENT_CSP);
  });

  it("refuses an SVG with script wherever images or documents are taken", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const sessionId = await createSession(eventId);
    const answers = [
      await createEvent([{ field: "logo", filename: "logo.svg", content: SVG_WITH_SCRIPT }]),
      await uploadEventDocument(eventId, "plan.svg", SVG_WITH_SCRIPT),
      await uploadSessionDocument(sessionId, "plan.svg", SVG_WITH_SCRIPT),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([415, 415, 415]);
  });

  it("serves an SVG named .txt, taken as text, as text/plain that no browser runs", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const sessionId = await createSession(eventId);
    const uploaded = await uploadSessionDocument(sessionId, "notes.txt", SVG_WITH_SCRIPT);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const download = await moduleTest.call(
      systemAdmin,
      "GET",
      `/api/sessions/view-document/${uploaded.json().response.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^text\/plain\b/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toBe(DOCUMENT_CSP);
  });
});

describe("a hostile file name", () => {
  it("is stored under a random name and answered with a safe Content-Disposition", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    // Folders either way, a quote, a tab and what looks like an encoded line break. busboy itself
    // drops a part whose name holds a real CR or LF, and cuts a name at its last "/".
    const hostile = '..\\..\\etc\\evil\\"x;\ty%0D%0ASet-Cookie: a=1.png';
    const uploaded = await uploadEventDocument(eventId, hostile, TEST_IMAGES.png);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json();
    expect(document.original_filename).not.toMatch(/[\r\n\t/\\]/);
    expect(document.original_filename).toMatch(/\.png$/);
    const [row] = await moduleTest.db
      .select()
      .from(eventDocuments)
      .where(eq(eventDocuments.id, document.id));
    expect(row?.storage_key).toMatch(/^private\/event-documents\/[0-9a-f-]{36}\.png$/);

    for (const query of ["", "?download=1"]) {
      const download = await moduleTest.call(
        systemAdmin,
        "GET",
        `/api/users/view-document/${document.id}${query}`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers["set-cookie"]).toBeUndefined();
      expect(download.headers["content-security-policy"]).toBe(DOCUMENT_CSP);
      const disposition = String(download.headers["content-disposition"]);
      expect(disposition).not.toMatch(/[\r\n]/);
      expect(disposition).toMatch(
        /^(inline|attachment); filename="[^"/\\]*"; filename\*=UTF-8''[^\s/]*$/,
      );
      expect(download.rawPayload).toEqual(TEST_IMAGES.png);
    }
  });
});
