import { describe, expect, it } from "vitest";
import { insertEvent } from "../test/factories.js";
import { setUpModuleTest } from "../test/module-test.js";
import { documentUploads } from "../test/requests.js";
import { minimalPdf, TEST_IMAGES } from "../test/uploads.js";

const moduleTest = setUpModuleTest("cache-control");
const { systemAdmin, eventAdmin } = moduleTest.signInAdminsBeforeAll();

describe("caching of answers", () => {
  it("sends every /api JSON answer, errors included, with Cache-Control: no-store", async () => {
    const answers = [
      await moduleTest.call(systemAdmin, "GET", "/api/events/get-all-events"),
      await moduleTest.call(undefined, "GET", "/api/events/get-all-events"),
      await moduleTest.call(systemAdmin, "GET", "/api/no-such-route"),
      await moduleTest.call(systemAdmin, "POST", "/api/auth/login", { json: {} }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("keeps a download private, no-store and a /media image's own caching", async () => {
    const eventId = await insertEvent(moduleTest.db, null);
    const { uploadEventDocument } = documentUploads(moduleTest);
    const uploaded = await uploadEventDocument(systemAdmin, eventId, "a.pdf", minimalPdf("A"));
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.headers["cache-control"]).toBe("no-store");
    const download = await moduleTest.call(
      systemAdmin,
      "GET",
      `/api/users/view-document/${uploaded.json().id}?download=1`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers["cache-control"]).toBe("private, no-store");

    const event = await moduleTest.send(systemAdmin, "POST", "/api/events/create-event", {
      fields: {
        data: JSON.stringify({
          event_name: `Cached ${eventId}`,
          event_type: "Ceremonies",
          event_admin_id: eventAdmin.id,
        }),
      },
      files: [{ field: "logo", filename: "logo.png", content: TEST_IMAGES.png }],
    });
    expect(event.statusCode, event.body).toBe(201);
    const image = await moduleTest.app.inject({ method: "GET", url: event.json().logo_url });
    expect(image.statusCode).toBe(200);
    // @fastify/static's own default: the file may be kept, but is checked again before use.
    expect(image.headers["cache-control"]).toBe("public, max-age=0");
  });
});
