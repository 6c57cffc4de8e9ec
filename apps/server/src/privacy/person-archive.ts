import type { Readable } from "node:stream";
import type { PersonData } from "@events/contract";
import { storageKeyOf, type UploadStore } from "../files/upload-store.js";
import { writeZip, type ZipWriterEntry } from "../zip/zip-writer.js";

/** The name of a file in the archive: its participant row, then the stored file's own name. */
function archivedName(participantId: string, storageKey: string): string {
  return `files/${participantId}-${storageKey.split("/").at(-1) ?? "file"}`;
}

/** The archive's entries: the data as person.json, then each file the store still holds. */
async function* archiveEntries(
  uploadStore: Pick<UploadStore, "openStoredFile">,
  data: PersonData,
): AsyncGenerator<ZipWriterEntry> {
  yield { name: "person.json", content: Buffer.from(JSON.stringify(data, null, 2)) };
  for (const file of data.files) {
    const key = storageKeyOf(file.url);
    const stored = key ? await uploadStore.openStoredFile(key) : undefined;
    if (key && stored) {
      yield { name: archivedName(file.participant_id, key), content: stored.stream };
    }
  }
}

/** A person's data as person.json in a zip with their files, streamed as it is written. */
export function writePersonArchive(
  uploadStore: Pick<UploadStore, "openStoredFile">,
  data: PersonData,
): Readable {
  return writeZip(archiveEntries(uploadStore, data));
}
