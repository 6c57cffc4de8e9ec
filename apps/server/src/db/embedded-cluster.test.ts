import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRecordingLog } from "../test/recording-log.js";
import { type EmbeddedCluster, startEmbeddedCluster } from "./embedded-cluster.js";
import { isRunning } from "./embedded-lock.js";

const log = createRecordingLog();
let dataDir: string;
let cluster: EmbeddedCluster;

async function query(sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client(cluster.connection);
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

beforeAll(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), "events-cluster-test-")), "pg");
  cluster = await startEmbeddedCluster({ dataDir, log });
});

afterAll(async () => {
  await cluster?.close();
});

describe("startEmbeddedCluster", () => {
  it("listens only on a Unix socket in a private folder, with its password kept private", async () => {
    const { rows } = await query("select current_setting('listen_addresses') as addresses");
    expect(rows[0].addresses).toBe("");
    expect((await stat(cluster.connection.host)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, "events-password"))).mode & 0o777).toBe(0o600);
    await expect(
      new pg.Client({ ...cluster.connection, password: "wrong" }).connect(),
    ).rejects.toThrow(/password authentication failed/);
  });

  it("folds case beyond ASCII, as the case-insensitive unique indexes need", async () => {
    const { rows } = await query("select lower('ÉLODIE@EXAMPLE.COM') as email");
    expect(rows[0].email).toBe("élodie@example.com");
  });

  it("starts PostgreSQL again when it dies, with the data it had", async () => {
    await query("create table kept (note text); insert into kept values ('still here')");
    const firstPid = cluster.pid;
    if (firstPid === undefined) throw new Error("PostgreSQL is not running");

    process.kill(firstPid, "SIGKILL");
    await waitFor(() => cluster.pid !== undefined && cluster.pid !== firstPid);

    const { rows } = await query("select note from kept");
    expect(rows).toEqual([{ note: "still here" }]);
    expect(log.lines).toContainEqual({
      level: "error",
      message: expect.stringMatching(/stopped unexpectedly \(signal SIGKILL\); restarting it/),
    });
  });

  it.runIf(process.platform === "linux")(
    "never outlives its server, even one killed outright",
    async () => {
      const otherDataDir = path.join(
        await mkdtemp(path.join(tmpdir(), "events-cluster-test-")),
        "pg",
      );
      const server = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "--input-type=module",
          "--eval",
          `const { startEmbeddedCluster } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "embedded-cluster.ts"))});
          const quiet = () => {};
          const cluster = await startEmbeddedCluster({ dataDir: ${JSON.stringify(otherDataDir)}, log: { debug: quiet, info: quiet, warn: quiet, error: quiet } });
          process.stdout.write(String(cluster.pid) + "\\n");
          setInterval(() => {}, 1000);`,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      const [line] = await once(createInterface({ input: server.stdout }), "line");
      const postgresPid = Number.parseInt(String(line), 10);
      expect(isRunning(postgresPid)).toBe(true);

      server.kill("SIGKILL");
      await waitFor(() => !isRunning(postgresPid));
    },
  );

  it("stops PostgreSQL for good on close, and a new start finds the data", async () => {
    const pid = cluster.pid;
    if (pid === undefined) throw new Error("PostgreSQL is not running");
    await cluster.close();
    expect(isRunning(pid)).toBe(false);

    cluster = await startEmbeddedCluster({ dataDir, log });
    const { rows } = await query("select note from kept");
    expect(rows).toEqual([{ note: "still here" }]);
  });
});
