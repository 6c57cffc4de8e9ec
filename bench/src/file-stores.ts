import path from "node:path";
import { Readable } from "node:stream";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Seeded } from "./database.js";
import { median } from "./load.js";
import { type RunningServer, startApp, startProcess } from "./processes.js";
import { measureUpload, UPLOAD_BYTES, uploadChunks } from "./upload-memory.js";

const BUCKET = "events-bench";
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const MEGABYTES = UPLOAD_BYTES / 2 ** 20;

export interface StoreRun {
  name: string;
  /** How far the server's resident memory rose while it took the 100 MB upload. */
  riseMb: number;
  /** Each round's rise, for the spread. */
  riseMbSamples: number[];
  uploadMbPerSecond: number;
  downloadMbPerSecond: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** Reads a whole body, keeping none of it, and answers how many bytes came. */
async function drain(body: AsyncIterable<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.length;
  return bytes;
}

/** Uploads the bench document through an app, then downloads it through its document route. */
async function runThroughApp(name: string, app: RunningServer, seeded: Seeded): Promise<StoreRun> {
  const upload = await measureUpload(app, seeded);
  let received = 0;
  const downloadSeconds = await timed(async () => {
    const response = await fetch(
      `${app.url}/api/users/view-document/${upload.documentId}?download=1`,
      { headers: { authorization: `Bearer ${seeded.token}` } },
    );
    if (!response.ok || !response.body) throw new Error(`The download answered ${response.status}`);
    received = await drain(response.body);
  });
  if (received !== UPLOAD_BYTES) throw new Error(`${name}: downloaded ${received} bytes`);
  return {
    name,
    riseMb: upload.riseMb,
    riseMbSamples: [upload.riseMb],
    uploadMbPerSecond: MEGABYTES / upload.seconds,
    downloadMbPerSecond: MEGABYTES / downloadSeconds,
  };
}

/** The same bytes straight to and from the store, with the SDK the server uses: the baseline. */
async function runStraightToStore(endpoint: string): Promise<StoreRun> {
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  try {
    const Key = "private/bench/direct.pdf";
    const uploadSeconds = await timed(() =>
      new Upload({
        client,
        params: { Bucket: BUCKET, Key, Body: Readable.from(uploadChunks()) },
        partSize: 5 * 2 ** 20,
        queueSize: 2,
      }).done(),
    );
    const downloadSeconds = await timed(async () => {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key }));
      await drain(object.Body as Readable);
    });
    return {
      name: "the SDK straight to the store",
      riseMb: Number.NaN,
      riseMbSamples: [],
      uploadMbPerSecond: MEGABYTES / uploadSeconds,
      downloadMbPerSecond: MEGABYTES / downloadSeconds,
    };
  } finally {
    client.destroy();
  }
}

/** One run per store of each round, as one run with each figure the rounds' median. */
function medianRuns(rounds: StoreRun[][]): StoreRun[] {
  const [first = []] = rounds;
  return first.map((run, index) => {
    const samples = rounds.map((round) => round[index] ?? run);
    const medianOf = (figure: (sample: StoreRun) => number) => median(samples.map(figure));
    return {
      name: run.name,
      riseMb: medianOf((sample) => sample.riseMb),
      riseMbSamples: samples.map((sample) => sample.riseMb),
      uploadMbPerSecond: medianOf((sample) => sample.uploadMbPerSecond),
      downloadMbPerSecond: medianOf((sample) => sample.downloadMbPerSecond),
    };
  });
}

/**
 * A 100 MB document through the disk server, through a server with FILE_STORE=s3 on one
 * database, and straight to the store, in `rounds` interleaved rounds: memory while uploading
 * and throughput both ways, each the rounds' median.
 */
export async function measureFileStores(options: {
  diskApp: RunningServer;
  databaseUrl: string;
  seeded: Seeded;
  workDir: string;
  rounds: number;
}): Promise<StoreRun[]> {
  const store = await startProcess(
    ["--import", "tsx", "bench/src/s3-store-server.ts"],
    { S3_DIR: path.join(options.workDir, "s3"), S3_BUCKET: BUCKET },
    "/",
  );
  const s3App = await startApp({
    dataDir: path.join(options.workDir, "s3-app"),
    databaseUrl: options.databaseUrl,
    env: {
      FILE_STORE: "s3",
      S3_ENDPOINT: store.url,
      S3_REGION: "us-east-1",
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
  });
  try {
    const rounds: StoreRun[][] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      rounds.push([
        await runThroughApp("disk (DATA_DIR/uploads)", options.diskApp, options.seeded),
        await runThroughApp("S3 (s3rver on this machine)", s3App, options.seeded),
        await runStraightToStore(store.url),
      ]);
    }
    return medianRuns(rounds);
  } finally {
    await s3App.stop();
    await store.stop();
  }
}
