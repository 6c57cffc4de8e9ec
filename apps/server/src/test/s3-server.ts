import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver takes any bucket and these credentials. */
const ACCESS_KEY = "S3RVER";

export interface TestS3Server {
  endpoint: string;
  /** A new, empty bucket on this server, with a DNS-valid name as S3 wants. */
  createBucket(): Promise<string>;
  /** The server's configuration for a bucket, as a server process reads it. */
  envFor(bucket: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, keeping its objects on disk) on a free local port, so the S3
 * file store is tested over HTTP as it talks to AWS or MinIO, never with a mocked client.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "events-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    async createBucket() {
      const bucket = `events-${randomUUID().slice(0, 8)}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    envFor(bucket) {
      return {
        FILE_STORE: "s3",
        S3_ENDPOINT: endpoint,
        S3_REGION: "us-east-1",
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: ACCESS_KEY,
        S3_FORCE_PATH_STYLE: "true",
      };
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
