import { CSRF_COOKIE, PENDING_SIGN_IN_COOKIE } from "@events/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, DEFAULT_PASSWORD, extractCode, uniqueEmail } from "./test/app.js";
import { createTestDatabase, type TestDatabase } from "./test/database.js";
import { insertEvent } from "./test/factories.js";
import { startS3Server, type TestS3Server } from "./test/s3-server.js";
import { createCookieJar, type ServerProcess, startServerProcess } from "./test/server-process.js";
import { type SmtpSink, startSmtpSink } from "./test/smtp-sink.js";
import { minimalPdf } from "./test/uploads.js";

// Several servers share their state through PostgreSQL, Redis and the bucket; without a Redis
// each would count sign-in attempts for itself, which is what this file must show they do not.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("two server processes on one PostgreSQL, Redis and S3 store", () => {
  let database: TestDatabase & { url: string };
  let sink: SmtpSink;
  let s3: TestS3Server;
  let serverA: ServerProcess;
  let serverB: ServerProcess;
  const admin = { email: uniqueEmail("two-servers"), password: DEFAULT_PASSWORD };
  const browser = createCookieJar();

  beforeAll(async () => {
    [database, sink, s3] = await Promise.all([
      createTestDatabase(),
      startSmtpSink(),
      startS3Server(),
    ]);
    await createUser(database.db, { type: "system_admin", ...admin });
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? "",
      SMTP_URL: sink.url,
      ...s3.envFor(await s3.createBucket()),
    };
    [serverA, serverB] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([serverA?.kill(), serverB?.kill()]);
    await Promise.all([s3?.stop(), sink?.close()]);
    await database?.destroy();
  });

  /** A request as the web app sends it, from the one browser, to either server. */
  async function request(server: ServerProcess, path: string, init: RequestInit = {}) {
    const csrf = browser.get(CSRF_COOKIE);
    const response = await fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: browser.header(),
        ...(csrf ? { "x-csrf-token": csrf } : {}),
      },
    });
    browser.take(response);
    return response;
  }

  const json = (body: object) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

  it("signs in on A with the code A e-mailed, verified on B, and the session works on both", async () => {
    const login = await request(serverA, "/api/auth/login", json(admin));
    expect(login.status).toBe(200);
    const { user_id: userId } = (await login.json()) as { user_id: string };
    expect(browser.get(PENDING_SIGN_IN_COOKIE)).toBeDefined();
    const code = extractCode((await sink.nextMailTo(admin.email)).text);

    const verified = await request(
      serverB,
      "/api/auth/verify-otp",
      json({ otp: code, user_id: userId }),
    );
    expect(verified.status).toBe(200);
    for (const server of [serverA, serverB]) {
      const users = await request(server, "/api/users/get-all-users");
      expect(users.status).toBe(200);
    }
  });

  it("downloads through B a document uploaded through A", async () => {
    const eventId = await insertEvent(database.db, null);
    const pdf = minimalPdf("Shared");
    const form = new FormData();
    form.set("event_id", eventId);
    form.set("file", new Blob([pdf], { type: "application/pdf" }), "shared.pdf");
    const uploaded = await request(serverA, "/api/users/upload-event-document", {
      method: "POST",
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    const viewed = await request(serverB, `/api/users/view-document/${id}`);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await viewed.arrayBuffer())).toEqual(pdf);
  });

  it("counts the sign-in attempts of one account on both servers against one limit", async () => {
    const target = { email: uniqueEmail("guessed"), password: DEFAULT_PASSWORD };
    await createUser(database.db, target);
    const statuses: number[] = [];
    // The per-account limit is 10 in 15 minutes: five wrong passwords to each server use it up.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const server = attempt % 2 === 0 ? serverA : serverB;
      const response = await fetch(
        `${server.url}/api/auth/login`,
        json({ ...target, password: `wrong ${attempt}` }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("goes on serving on B when A is killed", async () => {
    await serverA.kill();
    await expect(fetch(`${serverA.url}/api/health/live`)).rejects.toThrow();
    const ready = await fetch(`${serverB.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      database: "ok",
      redis: "ok",
      file_store: "ok",
    });
    const users = await request(serverB, "/api/users/get-all-users");
    expect(users.status).toBe(200);
  });
});
