import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  chown,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readlink,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRecordingLog } from "../test/recording-log.js";
import { type EmbeddedCluster, startEmbeddedCluster } from "./embedded-cluster.js";
import {
  loadBinaries,
  OUTSIDE_CLUSTERS_FOLDER,
  reachableBinaries,
} from "./embedded-cluster-setup.js";
import { EmbeddedDatabaseError, isRunning } from "./embedded-lock.js";

const log = createRecordingLog();
let dataDir: string;
let cluster: EmbeddedCluster;

async function query(sql: string, on = cluster): Promise<pg.QueryResult> {
  const client = new pg.Client(on.connection);
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

const isRoot = process.getuid?.() === 0;
// A user with no way into a folder that root made private; 'nobody' on Debian, named or not.
const OTHER_USER = { uid: 65534, gid: 65534 };
const SERVER_ENTRY = path.resolve(import.meta.dirname, "../main.ts");

/** A folder as mkdtemp makes it: root's, mode 0700, closed to every other user. */
function makeClosedFolder(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "events-closed-"));
}

// PostgreSQL runs as the OS user 'postgres' only when the server runs as root; these tests
// switch users, which only root may do.
describe.runIf(isRoot)(
  "as root, with DATA_DIR in a folder the user 'postgres' may not pass",
  () => {
    it("keeps the cluster where that user can reach it, opens no folder, and finds it there at the next start", async () => {
      const closedFolder = await makeClosedFolder();
      const dataDir = path.join(closedFolder, "data", "pg");
      const rootLog = createRecordingLog();
      let rootCluster = await startEmbeddedCluster({ dataDir, log: rootLog });
      const clusterDir = await readlink(dataDir);
      try {
        expect(path.dirname(clusterDir)).toBe(OUTSIDE_CLUSTERS_FOLDER);
        expect(rootLog.lines).toContainEqual({
          level: "info",
          message: `The OS user 'postgres', which runs the embedded PostgreSQL, may not pass through ${closedFolder}, so its data is kept in ${clusterDir} (${dataDir} links to it)`,
        });
        const closed = await stat(closedFolder);
        expect([closed.mode & 0o777, closed.uid]).toEqual([0o700, 0]);
        expect((await stat(clusterDir)).mode & 0o777).toBe(0o700);
        expect((await stat(OUTSIDE_CLUSTERS_FOLDER)).mode & 0o007).toBe(0);
        await query(
          "create table kept (note text); insert into kept values ('found')",
          rootCluster,
        );
        await rootCluster.close();

        rootCluster = await startEmbeddedCluster({ dataDir, log: rootLog });
        const { rows } = await query("select note from kept", rootCluster);
        expect(rows).toEqual([{ note: "found" }]);
        expect(await readlink(dataDir)).toBe(clusterDir);
      } finally {
        await rootCluster.close();
        await rm(clusterDir, { recursive: true, force: true });
      }
    });

    it("runs PostgreSQL's programs from a copy that user can reach when the project is closed to it", async () => {
      // The project as a clone in root's home (0700) has it: the package behind a closed folder.
      const installed = await loadBinaries();
      const nativeDir = path.dirname(path.dirname(installed.postgres));
      const packageDir = path.dirname(nativeDir);
      const closedPackage = path.join(await makeClosedFolder(), "node_modules", "pg-package");
      await cp(packageDir, closedPackage, { recursive: true, verbatimSymlinks: true });
      const inClosed = (program: string) =>
        path.join(closedPackage, path.relative(packageDir, program));
      const closedBinaries = {
        postgres: inClosed(installed.postgres),
        initdb: inClosed(installed.initdb),
      };
      const { version } = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8"));
      const copyDir = path.join(OUTSIDE_CLUSTERS_FOLDER, `programs-${version}`);
      const wasCopied = await stat(copyDir).then(
        () => true,
        () => false,
      );
      try {
        const reachable = await reachableBinaries(closedBinaries, createRecordingLog());
        expect(reachable.initdb).toBe(
          path.join(copyDir, path.relative(nativeDir, installed.initdb)),
        );
        const idOfPostgres = (flag: string) =>
          Number(spawnSync("id", [flag, "postgres"]).stdout.toString().trim());
        const asPostgres = spawnSync(reachable.initdb, ["--version"], {
          uid: idOfPostgres("-u"),
          gid: idOfPostgres("-g"),
        });
        expect(asPostgres.stdout.toString()).toMatch(/^initdb \(PostgreSQL\) /);
        // The copy is root's: the user may run it, not change it.
        expect((await stat(reachable.initdb)).uid).toBe(0);
        expect((await stat(reachable.initdb)).mode & 0o022).toBe(0);
      } finally {
        if (!wasCopied) await rm(copyDir, { recursive: true, force: true });
      }
    });

    it("refuses, in one line naming that folder, a cluster already in DATA_DIR that it closed later", async () => {
      const closedFolder = await makeClosedFolder();
      const dataDir = path.join(closedFolder, "data", "pg");
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(dataDir, "events-password"), "secret", { mode: 0o600 });
      // The cluster's owner is the user it runs as; any user kept out of the folder will do.
      await chown(dataDir, OTHER_USER.uid, OTHER_USER.gid);

      const started = startEmbeddedCluster({ dataDir, log: createRecordingLog() });
      await expect(started).rejects.toThrow(EmbeddedDatabaseError);
      await expect(started).rejects.toThrow(
        `The embedded PostgreSQL in ${dataDir} cannot start: the OS user it runs as (the folder's owner) may not pass through ${closedFolder}.`,
      );
      expect((await stat(closedFolder)).mode & 0o777).toBe(0o700);
    });
  },
);

// The server's sources must be readable by the other user, which a clone in a private home is not.
const canOtherUserRunServer =
  isRoot && spawnSync("test", ["-r", SERVER_ENTRY], OTHER_USER).status === 0;

describe.runIf(canOtherUserRunServer)(
  "not as root (run as another user by root, who can read the server's sources)",
  () => {
    it("stops the server with one line naming the folder it may not pass, and what to do", async () => {
      const closedFolder = await makeClosedFolder();
      const childTmp = await mkdtemp(path.join(tmpdir(), "events-other-user-"));
      await chown(childTmp, OTHER_USER.uid, OTHER_USER.gid);
      const server = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
        ...OTHER_USER,
        cwd: path.dirname(SERVER_ENTRY),
        env: {
          PATH: process.env.PATH ?? "",
          TMPDIR: childTmp,
          DATA_DIR: path.join(closedFolder, "data"),
          PORT: "0",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      server.stderr?.on("data", (chunk) => {
        stderr += chunk;
      });
      const [code] = await once(server, "exit");

      expect(code).toBe(1);
      expect(stderr.trimEnd().split("\n")).toEqual([
        expect.stringMatching(
          `^Cannot keep the embedded PostgreSQL in ${closedFolder}/data/pg: the OS user .+, which runs this server, may not pass through ${closedFolder}\\. Set DATA_DIR to a folder it may write in, or DATABASE_URL`,
        ),
      ]);
      await expect(lstat(path.join(closedFolder, "data"))).rejects.toThrow(/ENOENT/);
    });
  },
);
