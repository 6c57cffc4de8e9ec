import path from "node:path";
import type { Config } from "../config.js";
import { createDiskFileStore } from "./disk-file-store.js";
import type { FileStore } from "./file-store.js";

type FileStoreConfig = Pick<
  Config,
  | "DATA_DIR"
  | "FILE_STORE"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_BUCKET"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The folder of the disk store: DATA_DIR/uploads. */
export function uploadsDirOf(config: Pick<Config, "DATA_DIR">): string {
  return path.resolve(config.DATA_DIR, "uploads");
}

/**
 * The store FILE_STORE names, from the rest of the configuration (checked by loadConfig). The
 * AWS SDK is loaded only for S3: it would add a good part of a second to every start on disk.
 */
export async function createFileStore(config: FileStoreConfig): Promise<FileStore> {
  if (config.FILE_STORE === "disk") return createDiskFileStore(uploadsDirOf(config));
  const { S3_REGION: region, S3_BUCKET: bucket } = config;
  if (!region || !bucket) throw new Error("FILE_STORE=s3 needs S3_REGION and S3_BUCKET");
  const { createS3FileStore } = await import("./s3-file-store.js");
  return createS3FileStore({
    region,
    bucket,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  });
}
