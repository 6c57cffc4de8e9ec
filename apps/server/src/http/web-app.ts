import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Language, SSO_LABEL_ATTRIBUTE } from "@events/contract";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../errors.js";
import { type FileStore, isStorageKey } from "../files/file-store.js";
import { PRIVATE_UPLOADS_FOLDER } from "../files/upload-store.js";
import { escapeHtml } from "../text/escape-html.js";
import { DOCUMENT_CSP } from "./document-response.js";

export interface WebAppOptions {
  /**
   * The built SPA (apps/web/dist), with the participants' app in its app/ folder and the events'
   * public pages in public/; may be missing, for example in server tests.
   */
  webDistDir: string;
  /**
   * Where /media is served from: the uploads folder itself when files are on this server's disk,
   * else the file store (S3), read through this server.
   */
  media: { folder: string } | { store: FileStore };
  supportEmail: string;
  /** The server's DEFAULT_LANGUAGE: a page falls back to it when the browser's are all unknown. */
  defaultLanguage: Language;
  /**
   * OIDC_BUTTON_LABEL when single sign-on is configured: the admin app's page carries it, so the
   * sign-in page shows "Sign in with <label>" without a request.
   */
  ssoLabel?: string | undefined;
}

function isPrivateUploadPath(pathName: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  const firstSegment = decoded.split(/[/\\]/).find((segment) => segment !== "");
  return firstSegment === PRIVATE_UPLOADS_FOLDER;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The participants' app: a build of its own in dist/app, served under /app/. */
const PARTICIPANT_APP_FOLDER = "app";
const PARTICIPANT_APP_PREFIX = `/${PARTICIPANT_APP_FOLDER}/`;

function isParticipantAppUrl(url: string): boolean {
  return url === "/app" || url.startsWith(PARTICIPANT_APP_PREFIX) || url.startsWith("/app?");
}

/**
 * An event's public page and registration form: a build of its own in dist/public,
 * served under /e/ (/e/{slug}, /e/{slug}/cancel, /e/{slug}/offer).
 */
const PUBLIC_PAGE_FOLDER = "public";
const PUBLIC_PAGE_PREFIX = "/e/";

function isPublicPageUrl(url: string): boolean {
  return url === "/e" || url.startsWith(PUBLIC_PAGE_PREFIX) || url.startsWith("/e?");
}

/**
 * Hashed build files (each build's assets/) never change under their name; everything else
 * (the pages, the service worker, the manifest, the icons) is checked with the server each time,
 * so a new version reaches phones at their next visit.
 */
function cacheControlOf(relativePath: string): string {
  const [first, second] = relativePath.split(path.sep);
  const isHashedAsset =
    first === "assets" ||
    ((first === PARTICIPANT_APP_FOLDER || first === PUBLIC_PAGE_FOLDER) && second === "assets");
  return isHashedAsset ? IMMUTABLE : "no-cache";
}

const MEDIA_HEADERS = {
  // Served as the type its content proved when stored, never sniffed; and should a file still
  // be taken for a page, the sandbox keeps any script in it from running.
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": DOCUMENT_CSP,
};

/** Public uploads in the uploads folder, as static files (with ranges and validators). */
async function serveMediaFolder(app: FastifyInstance, folder: string) {
  // The disk store makes its folders as files arrive; made now, a first start serves an empty
  // folder instead of @fastify/static warning that its root is missing.
  await mkdir(folder, { recursive: true });
  await app.register(fastifyStatic, {
    root: folder,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    // An upload being written sits under a dot name (files/disk-file-store.ts): never served.
    dotfiles: "ignore",
    // Private uploads (documents) only go out through routes that check who asks.
    allowedPath: (pathName) => !isPrivateUploadPath(pathName),
    setHeaders: (response) => {
      for (const [name, value] of Object.entries(MEDIA_HEADERS)) response.header(name, value);
    },
  });
}

/**
 * Public uploads read from the file store and streamed through this server, not redirected to
 * presigned store addresses: the rows keep /media paths that must work in every page and e-mail
 * for good (a presigned address expires), the store need not be reachable from browsers, and the
 * answer keeps the headers above, whatever the store would send.
 */
function serveMediaFromStore(app: FastifyInstance, store: FileStore) {
  // Not in the API's documentation, as /media on disk is not: files, not calls.
  app.get(
    "/media/*",
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { "*": string } }>, reply) => {
      let key: string;
      try {
        key = decodeURIComponent(request.params["*"]);
      } catch {
        throw notFound();
      }
      if (!isStorageKey(key) || isPrivateUploadPath(key)) throw notFound();
      const file = await store.open(key);
      if (!file) throw notFound();
      if (file.etag && request.headers["if-none-match"] === file.etag) {
        file.stream.destroy();
        return reply.code(304).headers(MEDIA_HEADERS).header("ETag", file.etag).send();
      }
      reply
        .headers(MEDIA_HEADERS)
        .type(file.mimeType ?? "application/octet-stream")
        .header("Content-Length", file.size)
        .header("Cache-Control", "public, max-age=0");
      if (file.etag) reply.header("ETag", file.etag);
      if (file.lastModified) reply.header("Last-Modified", file.lastModified.toUTCString());
      return reply.send(file.stream);
    },
  );
}

/**
 * A page's HTML, read when first asked for and kept, with the server's default language on its
 * root element (apps/web/src/i18n/choose-language.ts reads it).
 */
function readPageOnce(
  file: string,
  defaultLanguage: Language,
  fill: (html: string) => string = (html) => html,
) {
  let html: string | undefined;
  return async () => {
    html ??= fill(await readFile(file, "utf8")).replace(
      /<html\b/,
      `<html data-default-language="${defaultLanguage}"`,
    );
    return html;
  };
}

function withSsoLabel(html: string, label: string | undefined): string {
  return label === undefined
    ? html
    : html.replace(/<html\b/, `<html ${SSO_LABEL_ATTRIBUTE}="${escapeHtml(label)}"`);
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(html);
}

/**
 * Serves /media uploads, the SPA's files, and index.html for every page route (history fallback):
 * the participants' app's own index.html for its pages under /app/, the public page's for those
 * under /e/, the admin app's for the rest.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  if ("folder" in options.media) await serveMediaFolder(app, options.media.folder);
  else serveMediaFromStore(app, options.media.store);

  const hasWebApp = existsSync(path.join(options.webDistDir, "index.html"));
  const participantAppIndex = path.join(options.webDistDir, PARTICIPANT_APP_FOLDER, "index.html");
  const hasParticipantApp = hasWebApp && existsSync(participantAppIndex);
  const readIndexHtml = readPageOnce(
    path.join(options.webDistDir, "index.html"),
    options.defaultLanguage,
    (html) =>
      withSsoLabel(
        html.replaceAll("__SUPPORT_EMAIL__", escapeHtml(options.supportEmail)),
        options.ssoLabel,
      ),
  );
  const readParticipantAppHtml = readPageOnce(participantAppIndex, options.defaultLanguage);
  const publicPageDir = path.join(options.webDistDir, PUBLIC_PAGE_FOLDER);
  const publicPageIndex = path.join(publicPageDir, "index.html");
  const hasPublicPage = hasWebApp && existsSync(publicPageIndex);
  const readPublicPageHtml = readPageOnce(publicPageIndex, options.defaultLanguage);
  const setCacheControl = (
    response: { header: (name: string, value: string) => void },
    filePath: string,
  ) => {
    response.header("Cache-Control", cacheControlOf(path.relative(options.webDistDir, filePath)));
  };

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: "/",
      decorateReply: false,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent.
      preCompressed: true,
      // A GET and a HEAD route for each file found: the twins are sent in place of their file,
      // and the pages and the public page's files only through the routes below, so none of
      // them needs routes of its own here (they were two thirds of the 1,300 routes, a sixth of
      // a start). A file without routes goes to the fallback as any unrouted address does.
      globIgnore: ["**/*.br", "**/*.gz", "index.html", `${PUBLIC_PAGE_FOLDER}/**`],
      // index.html is only served through the fallback, which fills in the support e-mail; the
      // public page's files are served under /e/ below, not at /public/.
      allowedPath: (pathName) =>
        pathName !== "/index.html" && !pathName.startsWith(`/${PUBLIC_PAGE_FOLDER}/`),
      setHeaders: setCacheControl,
    });
  }
  if (hasPublicPage) {
    await app.register(fastifyStatic, {
      root: publicPageDir,
      prefix: PUBLIC_PAGE_PREFIX,
      decorateReply: false,
      index: false,
      wildcard: false,
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz", "index.html"],
      // Its page is served through the fallback, for every address under /e/.
      allowedPath: (pathName) => pathName !== "/index.html",
      setHeaders: setCacheControl,
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isApiOrMedia =
      url === "/api" ||
      url.startsWith("/api/") ||
      url.startsWith("/api?") ||
      url.startsWith("/media/");
    // As browsers and most tools ask for pages ('text/html', or anything: '*/*'); a path that
    // names a file (a dot in its last segment) is a missing file, never a page.
    const accept = request.headers.accept ?? "";
    const acceptsHtml = accept.includes("text/html") || accept.includes("*/*");
    const namesFile = (url.split("?")[0]?.split("/").pop() ?? "").includes(".");
    const isPageRequest =
      hasWebApp &&
      !isApiOrMedia &&
      !namesFile &&
      (request.method === "GET" || request.method === "HEAD") &&
      acceptsHtml;
    if (isPageRequest && isParticipantAppUrl(url)) {
      if (!hasParticipantApp) throw notFound();
      // The service worker's scope is /app/: the app's address without the slash is outside it.
      if (!url.startsWith(PARTICIPANT_APP_PREFIX)) {
        return reply.redirect(`${PARTICIPANT_APP_PREFIX}${url.slice("/app".length)}`, 308);
      }
      return sendPage(reply, await readParticipantAppHtml());
    }
    if (isPageRequest && isPublicPageUrl(url)) {
      if (!hasPublicPage) throw notFound();
      return sendPage(reply, await readPublicPageHtml());
    }
    if (isPageRequest) return sendPage(reply, await readIndexHtml());
    throw notFound();
  });
}
