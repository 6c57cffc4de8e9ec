import { mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { setUpTestDatabase } from "../test/file-database.js";
import { createLogCollector } from "../test/log-collector.js";
import { asPage, serveWebBuild, writeWebBuild } from "../test/web-build.js";

// pino's number for the level 'warn'; 'error' and 'fatal' are above it.
const WARN_LEVEL = 40;

const database = setUpTestDatabase();

describe("a first start", () => {
  it("on an empty DATA_DIR logs no warning, and /media answers from the folder it made", async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "events-first-start-")), "data");
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      LOG_LEVEL: "info",
    });
    const log = createLogCollector();
    const app = await buildApp({ config, db: database.db, logger: { stream: log.stream } });
    try {
      await app.ready();
      expect(log.jsonLines().filter((line) => line.level >= WARN_LEVEL)).toEqual([]);
      expect((await stat(path.join(dataDir, "uploads"))).isDirectory()).toBe(true);
      const missing = await app.inject({ method: "GET", url: "/media/nothing.png" });
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

/** A built web app: the admin SPA, and the participants' app in app/. */
function writeAdminAndAppBuild(withParticipantApp: boolean): Promise<string> {
  const files: Record<string, string> = {
    "index.html": "<title>Admin</title><meta content='__SUPPORT_EMAIL__'>",
    "assets/admin-1a2b3c.js": "console.log('admin');",
  };
  if (withParticipantApp) {
    Object.assign(files, {
      "app/index.html": "<title>Participants</title>",
      "app/sw.js": "self.addEventListener('fetch', () => {});",
      "app/manifest.webmanifest": JSON.stringify({ name: "Events", start_url: "/app/" }),
      "app/icon-192.png": "png",
      "app/assets/index-4d5e6f.js": "console.log('app');",
      "app/assets/index-4d5e6f.js.br": "brotli bytes",
    });
  }
  return writeWebBuild(files);
}

/** The directives of a Content-Security-Policy header, each with its sources. */
function readCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

describe("the participants' app under /app", () => {
  let web: FastifyInstance;

  beforeAll(async () => {
    web = await serveWebBuild(await writeAdminAndAppBuild(true));
  });

  afterAll(async () => {
    await web.close();
  });

  it("answers every page of the app with its own index.html, checked again on each visit", async () => {
    for (const url of ["/app/", "/app/sign-in?next=%2Fapp%2F", "/app/events/42/ticket"]) {
      const page = await web.inject({ method: "GET", url, headers: asPage });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toBe("<title>Participants</title>");
    }
  });

  it("sends /app on to /app/, inside the service worker's scope, keeping the query", async () => {
    const bare = await web.inject({ method: "GET", url: "/app", headers: asPage });
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe("/app/");
    const withQuery = await web.inject({ method: "GET", url: "/app?from=mail", headers: asPage });
    expect(withQuery.headers.location).toBe("/app/?from=mail");
  });

  it("serves the service worker and the manifest with their types, never kept unchecked", async () => {
    const worker = await web.inject({ method: "GET", url: "/app/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await web.inject({ method: "GET", url: "/app/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    const icon = await web.inject({ method: "GET", url: "/app/icon-192.png" });
    expect(icon.headers["content-type"]).toBe("image/png");
  });

  it("keeps the hashed scripts of both apps for a year, and sends the precompressed twin", async () => {
    for (const url of ["/app/assets/index-4d5e6f.js", "/assets/admin-1a2b3c.js"]) {
      const script = await web.inject({ method: "GET", url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const brotli = await web.inject({
      method: "GET",
      url: "/app/assets/index-4d5e6f.js",
      headers: { "accept-encoding": "br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body).toBe("brotli bytes");
  });

  it("answers a missing file of the app 404, not with a page", async () => {
    const missing = await web.inject({
      method: "GET",
      url: "/app/assets/gone.js",
      headers: asPage,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("leaves the admin app's pages as they were", async () => {
    const page = await web.inject({ method: "GET", url: "/system-admin/events", headers: asPage });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe("<title>Admin</title><meta content='help@example.com'>");
    const application = await web.inject({ method: "GET", url: "/application", headers: asPage });
    expect(application.body).toContain("<title>Admin</title>");
  });

  it("lets the app register its worker, read its manifest and show a data: image (the ticket's QR)", async () => {
    const page = await web.inject({ method: "GET", url: "/app/", headers: asPage });
    const csp = readCsp(page.headers["content-security-policy"]);
    // worker-src falls back to script-src, manifest-src to default-src.
    expect(csp.get("worker-src") ?? csp.get("script-src")).toContain("'self'");
    expect(csp.get("manifest-src") ?? csp.get("default-src")).toContain("'self'");
    expect(csp.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:"]));
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });
});

describe("a web build without the participants' app", () => {
  it("answers /app 404 and still serves the admin app", async () => {
    const web = await serveWebBuild(await writeAdminAndAppBuild(false));
    try {
      expect((await web.inject({ method: "GET", url: "/app/", headers: asPage })).statusCode).toBe(
        404,
      );
      const admin = await web.inject({ method: "GET", url: "/login", headers: asPage });
      expect(admin.statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });
});
