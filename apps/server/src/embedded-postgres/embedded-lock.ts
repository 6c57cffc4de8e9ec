import { readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * What keeps the embedded database from starting that only whoever runs the server can remove:
 * told in one line, without a stack trace (db/open.ts).
 */
export class EmbeddedDatabaseError extends Error {}

export class EmbeddedDatabaseInUseError extends EmbeddedDatabaseError {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}: stop it first, or set DATABASE_URL to share a PostgreSQL server.`,
    );
  }
}

/** Whether a process with this id exists, whoever it belongs to. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * An embedded database folder belongs to one server process, which runs (and after a crash
 * cleans up) the database in it; the previous embedded engine, PGlite, could even be corrupted
 * by a second process. A pid file next to the folder lets only one process in; a file left by a
 * process that died is taken over. Answers the function that gives the lock back.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new EmbeddedDatabaseInUseError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  const release = () => {
    process.off("exit", release);
    rmSync(lockFile, { force: true });
  };
  // A crash or process.exit() without close() must not leave the lock behind.
  process.on("exit", release);
  return release;
}
