import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { requireRole } from "./access/require-role.js";
import { createUser } from "./test/app.js";
import { createTestDatabase } from "./test/database.js";
import { setUpModuleTest } from "./test/module-test.js";

const BIG_SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;

const moduleTest = setUpModuleTest("app", {
  async prepare(dataDir) {
    const webDir = await mkdtemp(path.join(tmpdir(), "events-app-test-web-"));
    await mkdir(path.join(webDir, "assets"), { recursive: true });
    await mkdir(path.join(dataDir, "uploads"), { recursive: true });
    await writeFile(
      path.join(webDir, "index.html"),
      '<!doctype html><meta name="support-email" content="__SUPPORT_EMAIL__"><div id="root"></div>',
    );
    await writeFile(path.join(webDir, "assets", "index-abc123.js"), "console.log('app')");
    await writeFile(path.join(webDir, "assets", "big-def456.js"), BIG_SCRIPT);
    await writeFile(
      path.join(webDir, "assets", "big-def456.js.br"),
      brotliCompressSync(BIG_SCRIPT),
    );
    await writeFile(path.join(webDir, "assets", "big-def456.js.gz"), gzipSync(BIG_SCRIPT));
    await writeFile(path.join(webDir, "favicon.svg"), "<svg></svg>");
    await mkdir(path.join(webDir, ".vite"));
    await writeFile(path.join(webDir, ".vite", "manifest.json"), "{}");
    await writeFile(path.join(dataDir, "uploads", "picture.png"), "not really a png");
    return { WEB_DIST_DIR: webDir, SUPPORT_EMAIL: 'help+"x"@example.com' };
  },
  configure: (instance) =>
    instance.get(
      "/api/test/system-admin-only",
      { preHandler: requireRole("system_admin") },
      async () => ({ ok: true }),
    ),
});

/** A GET without a session; a browser says what it accepts. */
const get = (url: string, accept?: string) =>
  moduleTest.app.inject({ method: "GET", url, ...(accept ? { headers: { accept } } : {}) });

/** GETs of those URLs, in turn, from another app whose database has just been dropped. */
async function getWithDatabaseGone(...urls: string[]) {
  const doomed = await createTestDatabase();
  return moduleTest.withOtherApp({ db: doomed.db }, async (doomedApp) => {
    await doomed.destroy();
    const responses: LightMyRequestResponse[] = [];
    for (const url of urls) responses.push(await doomedApp.inject({ method: "GET", url }));
    return responses;
  });
}

describe("GET /api/health", () => {
  it("answers ok when the database answers, without a session", async () => {
    const response = await get("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 when the database is gone", async () => {
    const [response] = await getWithDatabaseGone("/api/health");
    expect(response?.statusCode).toBe(503);
    expect(response?.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
  });
});

describe("GET /api/health/live and /api/health/ready", () => {
  const READY = { status: "ready", database: "ok", redis: "not_configured", file_store: "ok" };

  it("answers live and ready without a session when every store answers", async () => {
    const live = await get("/api/health/live");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "live" });
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual(READY);
  });

  it("stays live but is not ready when the database is gone", async () => {
    const [live, ready] = await getWithDatabaseGone("/api/health/live", "/api/health/ready");
    expect(live?.statusCode).toBe(200);
    expect(ready?.statusCode).toBe(503);
    expect(ready?.json()).toEqual({
      error: "Not ready: database unavailable",
      code: "http.notReady",
      params: { services: "database" },
    });
  });

  it("is not ready when uploaded files cannot be written", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "events-ready-test-"));
    await moduleTest.withOtherApp({ env: { DATA_DIR: dataDir } }, async (app) => {
      expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
      // A file where the uploads folder was: nothing can be stored under it (tests run as root,
      // for whom no permission bit refuses a write).
      await rm(path.join(dataDir, "uploads"), { recursive: true, force: true });
      await writeFile(path.join(dataDir, "uploads"), "not a folder");
      const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: "Not ready: file_store unavailable",
        code: "http.notReady",
        params: { services: "file_store" },
      });
    });
  });

  it("is not ready, within its time limit, when the configured Redis never answers", async () => {
    // A Redis that takes the connection and then says nothing: only the check's own time limit
    // can answer the request, which would otherwise wait for ever (the test's time-out).
    const connections: Socket[] = [];
    const silentRedis = createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => silentRedis.listen(0, "127.0.0.1", resolve));
    const { port } = silentRedis.address() as AddressInfo;
    try {
      const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
      await moduleTest.withOtherApp({ env }, async (app) => {
        const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({
          error: "Not ready: redis unavailable",
          code: "http.notReady",
          params: { services: "redis" },
        });
      });
    } finally {
      for (const socket of connections) socket.destroy();
      silentRedis.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)("is ready with a Redis that answers", async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? "" };
    await moduleTest.withOtherApp({ env }, async (app) => {
      const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.json()).toEqual({ ...READY, redis: "ok" });
    });
  });
});

describe("routing", () => {
  it("answers JSON 404 for an unknown /api path, never the web app", async () => {
    for (const method of ["GET", "POST"] as const) {
      const response = await moduleTest.app.inject({
        method,
        url: "/api/does-not-exist",
        headers: { accept: "text/html" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ error: "Not found", code: "http.notFound" });
    }
  });

  it("serves index.html for page routes with the support e-mail filled in", async () => {
    const response = await get("/system-admin/dashboard", "text/html,application/xhtml+xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('content="help+&quot;x&quot;@example.com"');
    expect(response.body).not.toContain("__SUPPORT_EMAIL__");
    const direct = await get("/index.html", "text/html");
    expect(direct.body).not.toContain("__SUPPORT_EMAIL__");
  });

  it("serves the web app to clients that accept anything, but not for missing files", async () => {
    const page = await get("/login", "*/*");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const missingFile = await get("/assets/missing.js", "*/*");
    expect(missingFile.statusCode).toBe(404);
  });

  it("caches hashed assets for a long time and answers 404 for missing files", async () => {
    const asset = await get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await get("/assets/missing.js");
    expect(missing.statusCode).toBe(404);
    const buildRecord = await get("/.vite/manifest.json");
    expect(buildRecord.statusCode).toBe(404);
  });

  it("serves uploads under /media with nosniff", async () => {
    const response = await get("/media/picture.png");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const missing = await get("/media/nothing.png", "text/html");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Not found", code: "http.notFound" });
  });

  it("sends a content security policy that lets the web app run", async () => {
    const response = await get("/", "text/html");
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("frame-src 'self' blob:");
    expect(policy).toContain("object-src 'none'");
  });
});

describe("access rules", () => {
  it("answers 401 for a protected route without a session", async () => {
    const response = await get("/api/test/system-admin-only");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Not authenticated", code: "http.notAuthenticated" });
  });

  it("answers 403 for the wrong role and 200 for the right one", async () => {
    const eventAdmin = await moduleTest.signInAs("event_admin");
    const systemAdmin = await moduleTest.signInAs("system_admin");
    const refused = await moduleTest.call(eventAdmin, "GET", "/api/test/system-admin-only");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Forbidden", code: "http.forbidden" });
    const allowed = await moduleTest.call(systemAdmin, "GET", "/api/test/system-admin-only");
    expect(allowed.statusCode).toBe(200);
  });
});

describe("compression", () => {
  it("sends a built file's brotli or gzip twin as the browser accepts, varying on it", async () => {
    const url = "/assets/big-def456.js";
    const brotli = await moduleTest.app.inject({
      url,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await moduleTest.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await moduleTest.app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it("compresses JSON answers over 1 KB and leaves small ones as they are", async () => {
    const adminUser = await moduleTest.signInAs("system_admin");
    for (let index = 0; index < 10; index += 1) await createUser(moduleTest.db);
    const headers = { "accept-encoding": "br, gzip" };
    const list = await moduleTest.app.inject({
      url: "/api/users/get-all-users",
      cookies: adminUser.session.cookies,
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-encoding"]).toBe("br");
    const users: { id: string }[] = JSON.parse(brotliDecompressSync(list.rawPayload).toString());
    expect(users.map((user) => user.id)).toContain(adminUser.id);

    const health = await moduleTest.app.inject({ url: "/api/health", headers });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("API documentation", () => {
  it("lists the auth routes with their schemas", async () => {
    const response = await get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.paths["/api/auth/login"].post.requestBody).toBeDefined();
    expect(document.paths["/api/auth/verify-otp"]).toBeDefined();
    expect(document.paths["/api/health"].get).toBeDefined();
  });

  it("serves the Swagger UI page", async () => {
    const response = await get("/api/docs/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("swagger");
  });
});
