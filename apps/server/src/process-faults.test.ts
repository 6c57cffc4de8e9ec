import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, stat, utimes } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { insertSampleEvents } from "./test/sample-events.js";
import { type ServerProcess, startServerProcess } from "./test/server-process.js";

/** Every file under a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

let databaseUrl = "";
let databaseName = "";
let client: pg.Client;
let token = "";
let eventId = "";
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

async function freshDataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "process-faults-"));
  dataDirs.push(folder);
  return folder;
}

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  const adminUrl = inject("testDatabaseUrl");
  databaseName = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  // The first start migrates the database; the rows are written after it, with SQL.
  const first = await start(await freshDataDir());
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  token = randomBytes(32).toString("base64url");
  const adminId = randomUUID();
  await client.query(
    `insert into users (id, name, email, password_hash, type, is_verified)
     values ($1, 'Fault Admin', 'fault-admin@example.com', 'x', 'system_admin', true)`,
    [adminId],
  );
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [adminId, createHash("sha256").update(token).digest("hex")],
  );
  const eventIds = Array.from({ length: 400 }, () => randomUUID());
  await insertSampleEvents(client, eventIds);
  eventId = eventIds[0] ?? "";
}, 90_000);

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
  await client?.end();
  if (databaseName) {
    const admin = new pg.Client({ connectionString: inject("testDatabaseUrl") });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
  for (const folder of dataDirs) await rm(folder, { recursive: true, force: true });
}, 60_000);

/** An event document upload whose body is sent in two halves, with a pause between them. */
function startUpload(url: string, filename: string) {
  const boundary = `----fault${randomBytes(8).toString("hex")}`;
  const request = http.request(`${url}/api/users/upload-event-document`, {
    method: "POST",
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
  });
  const outcome = new Promise<string>((resolve) => {
    request.on("error", (error) => resolve(`error ${error.message}`));
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve(response.complete ? `answered ${response.statusCode}` : `cut short ${body}`),
      );
      response.on("error", (error) => resolve(`error ${error.message}`));
    });
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="event_id"\r\n\r\n${eventId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
  );
  return {
    request,
    outcome,
    async write(bytes: number) {
      if (!request.write(Buffer.alloc(bytes, 0x20))) {
        await new Promise((resolve) => request.once("drain", resolve));
      }
    },
    finish() {
      request.end(`\r\n--${boundary}--\r\n`);
    },
  };
}

describe("the server process under faults", () => {
  it("finishes the requests in flight on SIGTERM, then exits with 0", async () => {
    const dataDir = await freshDataDir();
    const server = await start(dataDir);
    // 40 uploads under way: each has begun its file, whose rest is sent only after the signal.
    // In flight means the server is handling it: a connection it has not yet read a request from
    // when the signal comes is closed (an idle connection) and is not what this test is about.
    const uploads = Array.from({ length: 40 }, (_, index) =>
      startUpload(server.url, `in-flight-${index}.pdf`),
    );
    for (const upload of uploads) await upload.write(256 * 1024);
    await until("the 40 uploads to be writing their files", async () => {
      const files = await filesUnder(path.join(dataDir, "uploads"));
      return files.filter((file) => file.endsWith(".partial")).length === 40 ? true : undefined;
    });
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    for (const upload of uploads) {
      await upload.write(768 * 1024);
      upload.finish();
    }
    const outcomes = await Promise.all(uploads.map((upload) => upload.outcome));
    expect(outcomes).toEqual(Array.from({ length: 40 }, () => "answered 201"));
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(30_000);
    const rows = await client.query<{ storage_key: string }>(
      "select storage_key from event_documents",
    );
    expect(rows.rows).toHaveLength(40);
    expect(
      rows.rows.filter((row) => !existsSync(path.join(dataDir, "uploads", row.storage_key))),
    ).toEqual([]);
    await client.query("delete from event_documents");
  }, 90_000);

  it("leaves no file without a row and no row without a file after SIGKILL mid-upload and a restart", async () => {
    const dataDir = await freshDataDir();
    const uploads = path.join(dataDir, "uploads");
    const server = await start(dataDir);

    // A 50 MB file of which 20 MB are sent, then the sender waits: the kill lands in the middle.
    const upload = startUpload(server.url, "big.pdf");
    for (let sent = 0; sent < 20; sent += 1) await upload.write(1024 * 1024);

    // Everything on disk while the upload streams in is under a temporary name.
    const partial = await until("the upload's temporary file to pass 10 MB", async () => {
      const files = await filesUnder(uploads);
      expect(files.filter((file) => !file.endsWith(".partial"))).toEqual([]);
      for (const file of files) {
        if ((await stat(file)).size > 10 * 1024 * 1024) return file;
      }
      return undefined;
    });
    expect(path.basename(partial)).toMatch(/^\..+\.partial$/);

    server.child.kill("SIGKILL");
    await server.exited;
    expect(await upload.outcome).toMatch(/^error /);

    // Nothing took a final name, and no row names a missing file.
    const left = await filesUnder(uploads);
    expect(left.filter((file) => !file.endsWith(".partial"))).toEqual([]);
    const rows = await client.query<{ storage_key: string }>(
      "select storage_key from event_documents",
    );
    expect(rows.rows.filter((row) => !existsSync(path.join(uploads, row.storage_key)))).toEqual([]);
    expect(rows.rows).toEqual([]);

    // The temporary file as it will look once untouched for longer than the sweep's grace.
    const longAgo = new Date(Date.now() - 11 * 60 * 1000);
    for (const file of left) await utimes(file, longAgo, longAgo);

    const restarted = await start(dataDir);
    await until("the start-up sweep to remove the dead upload", async () =>
      (await filesUnder(uploads)).length === 0 ? true : undefined,
    );
    const after = await client.query<{ storage_key: string }>(
      "select storage_key from event_documents",
    );
    expect(after.rows).toEqual([]);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
  }, 90_000);
});
