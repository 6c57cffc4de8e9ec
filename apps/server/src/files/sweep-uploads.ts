import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import {
  eventDocuments,
  eventSessions,
  events,
  participants,
  sessionDocuments,
  users,
} from "../db/schema.js";
import { createUploadStore } from "./upload-store.js";
import { PARTIAL_SUFFIX } from "./write-upload.js";

/**
 * A file younger than this is left alone: it may be an upload in flight, or one whose row another
 * server is about to insert (servers may share DATA_DIR).
 */
export const UPLOAD_SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * A temporary file is written to as its upload streams in, so one untouched this long belongs to
 * an upload that died (a server killed mid-upload): it need not wait the full grace.
 */
export const PARTIAL_UPLOAD_GRACE_MS = 10 * 60 * 1000;

export interface UploadSweepOptions {
  db: Database;
  uploadsDir: string;
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  graceMs?: number;
  partialGraceMs?: number;
  now?: number;
}

export interface UploadSweepResult {
  /** Absolute paths removed: temporary files of unfinished uploads. */
  partials: string[];
  /** Absolute paths removed: stored files no row names. */
  orphans: string[];
}

/** Every media path and storage key a row holds: each column of the schema that names a file. */
async function referencedFiles(db: Database): Promise<(string | null)[]> {
  const [eventRows, documentRows, sessionRows, sessionDocumentRows, participantRows, userRows] =
    await Promise.all([
      db
        .select({
          logo: events.logo_url,
          cover: events.cover_image_url,
          contact: events.contact_person_profile_image,
        })
        .from(events),
      db.select({ key: eventDocuments.storage_key }).from(eventDocuments),
      db
        .select({ image: eventSessions.image })
        .from(eventSessions)
        .where(isNotNull(eventSessions.image)),
      db.select({ key: sessionDocuments.storage_key }).from(sessionDocuments),
      // Most participants have no photo: an event of 100,000 should not be read whole.
      db
        .select({ image: participants.profile_image })
        .from(participants)
        .where(isNotNull(participants.profile_image)),
      db.select({ image: users.profile_image }).from(users).where(isNotNull(users.profile_image)),
    ]);
  return [
    ...eventRows.flatMap((row) => [row.logo, row.cover, row.contact]),
    ...documentRows.map((row) => row.key),
    ...sessionRows.map((row) => row.image),
    ...sessionDocumentRows.map((row) => row.key),
    ...participantRows.map((row) => row.image),
    ...userRows.map((row) => row.image),
  ];
}

/**
 * Removes, once at start, what crashed or failed requests left under the uploads folder: the
 * temporary files of unfinished uploads, and stored files that no row names (a server killed
 * between storing a file and committing its row, or after a row was deleted but before its
 * file). Files younger than the grace period stay. Each removal is logged.
 */
export async function sweepUploads({
  db,
  uploadsDir,
  logger,
  graceMs = UPLOAD_SWEEP_GRACE_MS,
  partialGraceMs = PARTIAL_UPLOAD_GRACE_MS,
  now = Date.now(),
}: UploadSweepOptions): Promise<UploadSweepResult> {
  const store = createUploadStore(uploadsDir);
  const root = path.resolve(uploadsDir);
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { partials: [], orphans: [] };
    throw error;
  }
  // Read after listing: a file stored and named by a row meanwhile is then seen as referenced.
  const referenced = new Set<string>();
  for (const reference of await referencedFiles(db)) {
    if (!reference) continue;
    try {
      const file = store.resolveStoredFile(reference);
      if (file) referenced.add(file);
    } catch {
      // A reference outside the uploads folder names none of the files swept here.
    }
  }

  const result: UploadSweepResult = { partials: [], orphans: [] };
  for (const entry of entries) {
    const file = path.join(root, entry);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    const isPartial = path.basename(file).endsWith(PARTIAL_SUFFIX);
    if (now - info.mtimeMs < (isPartial ? partialGraceMs : graceMs)) continue;
    if (!isPartial && referenced.has(file)) continue;
    try {
      await rm(file, { force: true });
    } catch (error) {
      logger.error({ err: error, file }, "could not remove a file left by an unfinished upload");
      continue;
    }
    const relative = path.relative(root, file);
    if (isPartial) {
      result.partials.push(file);
      logger.info({ file: relative }, "removed the temporary file of an unfinished upload");
    } else {
      result.orphans.push(file);
      logger.warn({ file: relative }, "removed a stored file that no row names");
    }
  }
  return result;
}
