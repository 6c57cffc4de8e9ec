import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { type FileStore, isStorageKey, type StoredFile } from "./file-store.js";
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
/** Key prefix that /media never serves: documents only go out through checked routes. */
export const PRIVATE_UPLOADS_FOLDER = "private";

export type {
  MultipartForm,
  MultipartFormOptions,
  StoredUpload,
  UploadRule,
} from "./upload-types.js";

/**
 * The storage key a media path ("/media/...") or storage key ("private/...") names. Answers
 * undefined for anything that is not ours (an external http(s) URL); throws for anything else
 * that is not a key this server makes, such as a path that climbs out of its folder.
 */
export function storageKeyOf(reference: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(reference)) return undefined;
  let key = reference;
  if (reference.startsWith(MEDIA_URL_PREFIX)) {
    try {
      key = decodeURIComponent(reference.slice(MEDIA_URL_PREFIX.length));
    } catch {
      key = "";
    }
  }
  if (!isStorageKey(key)) throw new Error(`Refusing to touch ${reference}: it names no upload`);
  return key;
}

/** Reads uploads from requests into a file store, and names, opens and removes them there. */
export function createUploadStore(fileStore: FileStore) {
  function folderOf(rule: Pick<UploadRule, "folder" | "access">): string {
    const folder =
      rule.access === "private" ? `${PRIVATE_UPLOADS_FOLDER}/${rule.folder}` : rule.folder;
    if (!isStorageKey(`${folder}/name`)) throw new Error(`Bad upload folder ${rule.folder}`);
    return folder;
  }

  /** Streams one file part into the rule's folder; see writeUpload. */
  async function storePart(
    part: MultipartFile,
    rule: UploadRule,
  ): Promise<StoredUpload | undefined> {
    const written = await writeUpload(part, rule, { store: fileStore, folder: folderOf(rule) });
    if (!written) return undefined;
    return {
      ...written,
      fieldName: part.fieldname,
      mediaPath: rule.access === "public" ? `${MEDIA_URL_PREFIX}${written.storageKey}` : null,
      originalFilename: part.filename,
    };
  }

  async function removeStoredFile(reference: string | null | undefined): Promise<void> {
    if (!reference) return;
    const key = storageKeyOf(reference);
    if (key) await fileStore.remove(key);
  }

  async function removeStoredFiles(files: Partial<Record<string, StoredUpload>>): Promise<void> {
    await Promise.all(Object.values(files).map((upload) => removeStoredFile(upload?.storageKey)));
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
    readMultipartForm: readForm,
    removeStoredFile,
    /** The stored file a storage key names, ready to stream; undefined when it is gone. */
    openStoredFile(storageKey: string): Promise<StoredFile | undefined> {
      return fileStore.open(storageKey);
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
