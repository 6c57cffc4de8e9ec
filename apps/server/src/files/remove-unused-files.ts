import type { FastifyBaseLogger } from "fastify";
import type { UploadStore } from "./upload-store.js";

/** What a service needs to remove files: the store, and a log for the removals that fail. */
export interface FileRemovalDependencies {
  uploadStore: Pick<UploadStore, "removeStoredFile">;
  logger: Pick<FastifyBaseLogger, "error">;
}

/**
 * Removes files nobody points at any more: after a commit replaced or deleted their rows, or
 * after a request that stored them failed. A file that cannot be removed is only orphaned, so
 * the failure is logged and never fails the call.
 */
export async function removeUnusedFiles(
  store: Pick<UploadStore, "removeStoredFile">,
  logger: Pick<FastifyBaseLogger, "error">,
  references: readonly (string | null | undefined)[],
  failureMessage: string,
): Promise<void> {
  await Promise.all(
    references.map(async (reference) => {
      try {
        await store.removeStoredFile(reference);
      } catch (error) {
        logger.error({ err: error, reference }, failureMessage);
      }
    }),
  );
}

/** removeUnusedFiles with a service's store and log, its failures logged with that message. */
export function fileRemover(
  { uploadStore, logger }: FileRemovalDependencies,
  failureMessage: string,
): (references: readonly (string | null | undefined)[]) => Promise<void> {
  return (references) => removeUnusedFiles(uploadStore, logger, references, failureMessage);
}
