import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { eventDocuments } from "../db/schema.js";
import { uniqueEmail } from "../test/app.js";
import { insertEvent } from "../test/factories.js";
import { setUpModuleTest } from "../test/module-test.js";
import { startS3Server, type TestS3Server } from "../test/s3-server.js";
import { minimalPdf, TEST_IMAGES } from "../test/uploads.js";

// The whole app with FILE_STORE=s3: what users do with files, checked in the bucket itself.
let s3: TestS3Server | undefined;
let bucket = "";
const moduleTest = setUpModuleTest("s3-uploads", {
  async prepare() {
    s3 = await startS3Server();
    bucket = await s3.createBucket();
    return s3.envFor(bucket);
  },
});
const { systemAdmin } = moduleTest.signInAdminsBeforeAll();
afterAll(async () => {
  await s3?.stop();
});

function bucketClient(): S3Client {
  const env = s3?.envFor(bucket) ?? {};
  return new S3Client({
    endpoint: env.S3_ENDPOINT ?? "",
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
}

async function keysInBucket(prefix: string): Promise<string[]> {
  const client = bucketClient();
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

describe("files in an S3 bucket", () => {
  it("stores a document in the bucket, serves it through its checked route, and deletes it after the row", async () => {
    const eventId = await insertEvent(moduleTest.db, null);
    const pdf = minimalPdf("In the bucket");
    const uploaded = await moduleTest.send(
      systemAdmin,
      "POST",
      "/api/users/upload-event-document",
      {
        fields: { event_id: eventId },
        files: [{ field: "file", filename: "agenda.pdf", content: pdf }],
      },
    );
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json();
    const [row] = await moduleTest.db
      .select()
      .from(eventDocuments)
      .where(eq(eventDocuments.id, id));
    const key = row?.storage_key ?? "";
    expect(await keysInBucket("private/")).toEqual([key]);
    const client = bucketClient();
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? [])).toEqual(pdf);
    expect(object.ContentType).toBe("application/pdf");
    client.destroy();

    const view = await moduleTest.call(systemAdmin, "GET", `/api/users/view-document/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["content-length"]).toBe(String(pdf.length));
    expect(view.rawPayload).toEqual(pdf);
    // Never public: /media does not serve a private key from the bucket.
    expect((await moduleTest.app.inject({ method: "GET", url: `/media/${key}` })).statusCode).toBe(
      404,
    );

    const deleted = await moduleTest.call(
      systemAdmin,
      "DELETE",
      `/api/users/delete-document/${id}/${eventId}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await keysInBucket("private/")).toEqual([]);
  });

  it("serves a profile image at /media from the bucket, and removes the old one when replaced", async () => {
    const fields = {
      name: "Eve Admin",
      email: uniqueEmail("eve"),
      password: "secret1",
      phone: "+41 79 555 00 00",
      type: "event_admin",
      isVerified: "false",
    };
    const created = await moduleTest.send(systemAdmin, "POST", "/api/users/create-user", {
      fields,
      files: [{ field: "profile_image", filename: "me.png", content: TEST_IMAGES.png }],
    });
    expect(created.statusCode).toBe(201);
    const { id, profile_image: image } = created.json();
    expect(await keysInBucket("profile-images/")).toEqual([image.slice("/media/".length)]);

    const served = await moduleTest.app.inject({ method: "GET", url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.rawPayload).toEqual(TEST_IMAGES.png);
    const again = await moduleTest.app.inject({
      method: "GET",
      url: image,
      headers: { "if-none-match": String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const updated = await moduleTest.send(systemAdmin, "PUT", `/api/users/update-user/${id}`, {
      fields: { ...fields, password: "" },
      files: [{ field: "profile_image", filename: "me.gif", content: TEST_IMAGES.gif }],
    });
    expect(updated.statusCode).toBe(200);
    const replaced = updated.json().profile_image;
    expect(await keysInBucket("profile-images/")).toEqual([replaced.slice("/media/".length)]);
    expect((await moduleTest.app.inject({ method: "GET", url: image })).statusCode).toBe(404);
  });

  it("refuses a file of the wrong type before anything reaches the bucket", async () => {
    const eventId = await insertEvent(moduleTest.db, null);
    const refused = await moduleTest.send(systemAdmin, "POST", "/api/users/upload-event-document", {
      fields: { event_id: eventId },
      files: [{ field: "file", filename: "agenda.pdf", content: Buffer.from("not a pdf at all") }],
    });
    expect(refused.statusCode).toBe(415);
    expect(await keysInBucket("private/")).toEqual([]);
  });

  it("keeps /media out of the API's documentation, as on disk", async () => {
    const document = await moduleTest.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = Object.keys(document.json().paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((route) => route.startsWith("/media"))).toEqual([]);
  });

  it("is ready while the bucket answers", async () => {
    const ready = await moduleTest.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", file_store: "ok" });
  });

  it("is live but not ready once the store stops answering", async () => {
    await s3?.stop();
    s3 = undefined;
    const ready = await moduleTest.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: "Not ready: file_store unavailable",
      code: "http.notReady",
      params: { services: "file_store" },
    });
    const live = await moduleTest.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
  });
});
