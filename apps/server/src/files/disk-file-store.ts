import { constants } from "node:fs";
import { access, type FileHandle, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  assertStorageKey,
  type FileStore,
  type FileWriter,
  type ListedFile,
  type StoredFile,
  type UnfinishedFile,
} from "./file-store.js";

/**
 * A file is written under a temporary name, a dot name (never served at /media) with this suffix,
 * and only takes its final name once complete: a server killed mid-upload leaves nothing at a
 * final name, and the sweep (sweep-uploads.ts) removes what it left.
 */
const PARTIAL_SUFFIX = ".partial";

/** The temporary name a file is written under before it takes its final name. */
function partialPathOf(finalPath: string): string {
  return path.join(path.dirname(finalPath), `.${path.basename(finalPath)}${PARTIAL_SUFFIX}`);
}

/** Awaiting every write keeps at most one chunk in flight, however fast the sender is. */
async function writeChunk(file: FileHandle, chunk: Buffer): Promise<void> {
  for (let offset = 0; offset < chunk.length; ) {
    const { bytesWritten } = await file.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}

async function listFolder(root: string): Promise<string[]> {
  try {
    return await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Files in a folder of this server's disk (DATA_DIR/uploads): the default store. */
export function createDiskFileStore(uploadsDir: string): FileStore & { root: string } {
  const root = path.resolve(uploadsDir);

  function pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  }

  /** Each file under the folder with its modification time; dot names are the partial files. */
  async function* walk(wantPartials: boolean) {
    for (const entry of await listFolder(root)) {
      const file = path.join(root, entry);
      const isPartial = path.basename(file).endsWith(PARTIAL_SUFFIX);
      if (isPartial !== wantPartials) continue;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      yield { file, relative: entry.split(path.sep).join("/"), lastModified: info.mtime };
    }
  }

  return {
    kind: "disk",
    root,

    createWriter(key): FileWriter {
      const finalPath = pathOf(key);
      const partialPath = partialPathOf(finalPath);
      let output: Promise<FileHandle> | undefined;
      const opened = () => {
        output ??= mkdir(path.dirname(finalPath), { recursive: true }).then(() =>
          open(partialPath, "wx"),
        );
        return output;
      };
      return {
        async write(chunk) {
          await writeChunk(await opened(), chunk);
        },
        async finish() {
          await (await opened()).close();
          await rename(partialPath, finalPath);
        },
        async abort() {
          if (output) await (await output.catch(() => undefined))?.close().catch(() => {});
          await rm(partialPath, { force: true });
        },
      };
    },

    async open(key): Promise<StoredFile | undefined> {
      let file: FileHandle;
      try {
        file = await open(pathOf(key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      try {
        // Size and stream from one open file, so a delete meanwhile cannot make them disagree.
        const info = await file.stat();
        return { stream: file.createReadStream(), size: info.size, lastModified: info.mtime };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(): AsyncIterable<ListedFile> {
      for await (const { relative, lastModified } of walk(false)) {
        yield { key: relative, lastModified };
      }
    },

    async *listUnfinished(): AsyncIterable<UnfinishedFile> {
      for await (const { file, relative, lastModified } of walk(true)) {
        yield { name: relative, lastModified, remove: () => rm(file, { force: true }) };
      }
    },

    async checkReachable() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },

    close() {},
  };
}
