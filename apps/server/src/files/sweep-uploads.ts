import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.js";
import {
  eventDocuments,
  eventSessions,
  events,
  participants,
  sessionDocuments,
  users,
} from "../db/schema.js";
import { type PeriodicTask, schedulePeriodicTask } from "../jobs/periodic-task.js";
import { type FileStore, isStorageKey } from "./file-store.js";
import { storageKeyOf } from "./upload-store.js";

/**
 * A file younger than this is left alone: it may be an upload in flight, or one whose row another
 * server is about to insert (servers share a bucket, or DATA_DIR).
 */
export const UPLOAD_SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * An unfinished upload is written to as it streams in, so one untouched this long belongs to an
 * upload that died (a server killed mid-upload): it need not wait the full grace.
 */
export const PARTIAL_UPLOAD_GRACE_MS = 10 * 60 * 1000;

/** How often each server sweeps: a file whose removal failed goes at the next sweep. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** What the sweep reports through: a server's log, or a test's record. */
export type SweepLog = Record<
  "info" | "warn" | "error",
  (details: object, message: string) => void
>;

export interface UploadSweepOptions {
  db: Database;
  fileStore: FileStore;
  logger: SweepLog;
  graceMs?: number;
  partialGraceMs?: number;
  now?: number;
}

export interface UploadSweepResult {
  /** Removed unfinished uploads, as the store names them. */
  partials: string[];
  /** Removed storage keys: stored files no row names. */
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
 * Removes what crashed or failed requests left in the file store: unfinished uploads, and stored
 * files that no row names (a server killed between storing a file and committing its row, a row
 * deleted but its file not, a removal the store refused). Files younger than the grace period
 * stay. Each removal is logged; one that fails is logged and tried again at the next sweep.
 */
export async function sweepUploads({
  db,
  fileStore,
  logger,
  graceMs = UPLOAD_SWEEP_GRACE_MS,
  partialGraceMs = PARTIAL_UPLOAD_GRACE_MS,
  now = Date.now(),
}: UploadSweepOptions): Promise<UploadSweepResult> {
  const result: UploadSweepResult = { partials: [], orphans: [] };
  for await (const unfinished of fileStore.listUnfinished()) {
    if (now - unfinished.lastModified.getTime() < partialGraceMs) continue;
    try {
      await unfinished.remove();
    } catch (error) {
      logger.error({ err: error, file: unfinished.name }, "could not remove an unfinished upload");
      continue;
    }
    result.partials.push(unfinished.name);
    logger.info({ file: unfinished.name }, "removed the temporary file of an unfinished upload");
  }

  const old: string[] = [];
  for await (const file of fileStore.list()) {
    // Only what this server names: anything else someone put there is theirs.
    if (isStorageKey(file.key) && now - file.lastModified.getTime() >= graceMs) old.push(file.key);
  }
  if (old.length === 0) return result;
  // Read after listing: a file stored and named by a row meanwhile is then seen as referenced.
  const referenced = new Set<string>();
  for (const reference of await referencedFiles(db)) {
    if (!reference) continue;
    try {
      const key = storageKeyOf(reference);
      if (key) referenced.add(key);
    } catch {
      // A reference that is no storage key names none of the files swept here.
    }
  }
  for (const key of old) {
    if (referenced.has(key)) continue;
    try {
      await fileStore.remove(key);
    } catch (error) {
      logger.error({ err: error, file: key }, "could not remove a stored file that no row names");
      continue;
    }
    result.orphans.push(key);
    logger.warn({ file: key }, "removed a stored file that no row names");
  }
  return result;
}

/**
 * Sweeps right after start, then every UPLOAD_SWEEP_INTERVAL_MS, until stopped. Several servers
 * may sweep one store at once: removing a file twice is no error, and the grace period keeps
 * every server's uploads in flight.
 */
export function scheduleUploadSweep(
  options: Omit<UploadSweepOptions, "now"> & { intervalMs?: number },
): PeriodicTask {
  const { intervalMs = UPLOAD_SWEEP_INTERVAL_MS, ...sweepOptions } = options;
  return schedulePeriodicTask({
    async run() {
      try {
        await sweepUploads(sweepOptions);
      } catch (error) {
        options.logger.error({ err: error }, "the sweep of uploaded files failed");
      }
    },
    firstDelayMs: 0,
    intervalMs,
  });
}
