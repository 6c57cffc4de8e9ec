import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { registerWebApp } from "../http/web-app.js";
import { registerSecurityHeaders } from "../plugins/security-headers.js";

/** A built web app in a temporary folder: these files (path in dist → content). */
export async function writeWebBuild(files: Record<string, string>): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), "events-web-dist-"));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  return dist;
}

/** The web build served as the server serves it, security headers included, and nothing else. */
export async function serveWebBuild(webDistDir: string): Promise<FastifyInstance> {
  const instance = Fastify();
  await registerSecurityHeaders(instance, { isHttps: false });
  await registerWebApp(instance, {
    webDistDir,
    media: { folder: path.join(webDistDir, "uploads") },
    supportEmail: "help@example.com",
    defaultLanguage: "en",
  });
  await instance.ready();
  return instance;
}

/** What a browser's Accept header says when it asks for a page. */
export const asPage = { accept: "text/html,application/xhtml+xml" };
