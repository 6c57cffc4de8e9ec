import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPage, serveWebBuild, writeWebBuild } from "../test/web-build.js";

// The events' public pages: a build of their own in dist/public, served under /e/.

const ADMIN_PAGE = "<title>Admin</title>";
const PUBLIC_PAGE = "<title>Register</title>";
const APP_PAGE = "<title>Participants</title>";

/** The served build asked for what is at url as a browser asks for a page. */
function openPage(web: FastifyInstance, url: string) {
  return web.inject({ method: "GET", url, headers: asPage });
}

/** A built web app: the admin SPA and the participants' app, with or without the public page. */
function writeBuild(withPublicPage: boolean): Promise<string> {
  return writeWebBuild({
    "index.html": ADMIN_PAGE,
    "assets/admin-1a2b3c.js": "console.log('admin');",
    "app/index.html": APP_PAGE,
    ...(withPublicPage
      ? {
          "public/index.html": PUBLIC_PAGE,
          "public/assets/index-7g8h9i.js": "console.log('public');",
          "public/assets/index-7g8h9i.js.br": "brotli bytes",
          "public/assets/pow-worker-0j1k2l.js": "self.onmessage = () => {};",
        }
      : {}),
  });
}

describe("an event's public page under /e/", () => {
  let web: FastifyInstance;

  beforeAll(async () => {
    web = await serveWebBuild(await writeBuild(true));
  });

  afterAll(async () => {
    await web.close();
  });

  it("answers the page, its cancel and offer links with its own index.html, checked again on each visit", async () => {
    for (const url of [
      "/e/harbour-festival",
      "/e/harbour-festival/",
      "/e/harbour-festival/cancel",
      "/e/harbour-festival/offer",
    ]) {
      const page = await openPage(web, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toBe(PUBLIC_PAGE);
    }
  });

  it("sends the same security headers as the admin app's pages", async () => {
    const admin = await openPage(web, "/login");
    const page = await openPage(web, "/e/harbour-festival");
    for (const header of [
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(page.headers[header], header).toBeDefined();
      expect(page.headers[header], header).toBe(admin.headers[header]);
    }
    // The proof of work's worker is a file of the page's own origin: script-src 'self' covers it.
    expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self'(;|$)/);
  });

  it("serves its hashed scripts and its worker under /e/assets/, kept for a year, precompressed when it can", async () => {
    for (const url of ["/e/assets/index-7g8h9i.js", "/e/assets/pow-worker-0j1k2l.js"]) {
      const script = await web.inject({ method: "GET", url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const brotli = await web.inject({
      method: "GET",
      url: "/e/assets/index-7g8h9i.js",
      headers: { "accept-encoding": "br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body).toBe("brotli bytes");
  });

  it("answers a missing file 404, and the build's folder is not a second address of its files", async () => {
    for (const url of [
      "/e/assets/gone.js",
      "/public/assets/index-7g8h9i.js",
      "/public/index.html",
      "/e/index.html",
    ]) {
      expect((await openPage(web, url)).statusCode, url).toBe(404);
    }
  });

  it("leaves the admin app's pages and the participants' app as they were", async () => {
    const admin = await openPage(web, "/events");
    expect(admin.body).toBe(ADMIN_PAGE);
    // Only /e and what is under it is the public page's: a path that merely starts with e is not.
    const events = await openPage(web, "/everything");
    expect(events.body).toBe(ADMIN_PAGE);
    const app = await openPage(web, "/app/");
    expect(app.body).toBe(APP_PAGE);
  });
});

describe("a web build without the public page", () => {
  it("answers /e/{slug} 404 and still serves the admin app", async () => {
    const web = await serveWebBuild(await writeBuild(false));
    try {
      const page = await openPage(web, "/e/harbour-festival");
      expect(page.statusCode).toBe(404);
      const admin = await openPage(web, "/login");
      expect(admin.body).toBe(ADMIN_PAGE);
    } finally {
      await web.close();
    }
  });
});
