import { constants } from "node:fs";
import { access, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { readMultipartForm } from "./multipart-form.js";
import type {
  MultipartForm,
  MultipartFormOptions,
  StoredUpload,
  UploadRule,
} from "./upload-types.js";
import { writeUpload } from "./write-upload.js";

/** URL prefix under which public uploads are served (see http/web-app.ts). */
export const MEDIA_URL_PREFIX = "/media/";
/** Folder under uploads that /media never serves: documents only go out through checked routes. */
export const PRIVATE_UPLOADS_FOLDER = "private";

export type {
  MultipartForm,
  MultipartFormOptions,
  StoredUpload,
  UploadRule,
} from "./upload-types.js";

export function createUploadStore(uploadsDir: string) {
  const root = path.resolve(uploadsDir);

  function folderPath(rule: Pick<UploadRule, "folder" | "access">): string {
    const relative =
      rule.access === "private" ? path.join(PRIVATE_UPLOADS_FOLDER, rule.folder) : rule.folder;
    const resolved = path.resolve(root, relative);
    if (!isInside(resolved) || resolved === root)
      throw new Error(`Bad upload folder ${rule.folder}`);
    return resolved;
  }

  function isInside(candidate: string): boolean {
    const relative = path.relative(root, candidate);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  }

  /**
   * The absolute path a media path ("/media/..."), storage key ("private/...") or stored path
   * names. Answers undefined for anything that is not ours (an external http(s) URL); throws for
   * a path that escapes the uploads folder.
   */
  function resolveStoredFile(reference: string): string | undefined {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(reference)) return undefined;
    let candidate: string;
    if (reference.startsWith(MEDIA_URL_PREFIX)) {
      candidate = path.resolve(root, decodeURIComponent(reference.slice(MEDIA_URL_PREFIX.length)));
    } else if (path.isAbsolute(reference)) {
      candidate = path.resolve(reference);
    } else {
      candidate = path.resolve(root, reference);
    }
    if (!isInside(candidate) || candidate === root) {
      throw new Error(`Refusing to touch ${reference}: it is outside the uploads folder`);
    }
    return candidate;
  }

  /** Streams one file part into the rule's folder; see writeUpload. */
  async function storePart(
    part: MultipartFile,
    rule: UploadRule,
  ): Promise<StoredUpload | undefined> {
    const written = await writeUpload(part, rule, folderPath(rule));
    if (!written) return undefined;
    const storageKey = path.relative(root, written.storedPath).split(path.sep).join("/");
    return {
      ...written,
      fieldName: part.fieldname,
      storageKey,
      mediaPath: rule.access === "public" ? `${MEDIA_URL_PREFIX}${storageKey}` : null,
      originalFilename: part.filename,
    };
  }

  async function removeStoredFile(reference: string | null | undefined): Promise<void> {
    if (!reference) return;
    const target = resolveStoredFile(reference);
    if (target) await rm(target, { force: true });
  }

  async function removeStoredFiles(files: Partial<Record<string, StoredUpload>>): Promise<void> {
    await Promise.all(Object.values(files).map((upload) => removeStoredFile(upload?.storedPath)));
  }

  /** Reads a whole multipart request, storing its files; see readMultipartForm. */
  function readForm(
    request: FastifyRequest,
    rules: Readonly<Record<string, UploadRule>>,
    options: MultipartFormOptions = {},
  ): Promise<MultipartForm> {
    return readMultipartForm(request, rules, { storePart, removeStoredFiles }, options);
  }

  return {
    /** Throws unless the uploads folder exists (made if missing) and this process may write it. */
    async checkWritable(): Promise<void> {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    readMultipartForm: readForm,
    removeStoredFile,
    resolveStoredFile,
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
