import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { freePort } from "@events/server/dist/test/server-process.js";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

/** Spawns a Node entry point and waits until `healthPath` answers 200. */
export async function startProcess(
  entry: string[],
  env: Record<string, string>,
  healthPath: string,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "warn", LOG_FORMAT: "json" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${entry.join(" ")} exited with ${child.exitCode}:\n${stderr}`);
    }
    try {
      const response = await fetch(`${url}${healthPath}`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 60_000) {
      child.kill("SIGKILL");
      throw new Error(`${entry.join(" ")} was not healthy within 60 s:\n${stderr}`);
    }
    await sleep(10);
  }
  return {
    url,
    pid: child.pid ?? 0,
    startMs: performance.now() - started,
    stop: () => stopProcess(child),
  };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** BENCH_CPU_PROFILE=<folder> writes a V8 CPU profile of each application run there. */
const PROFILE_FLAGS = process.env.BENCH_CPU_PROFILE
  ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROFILE)}`]
  : [];
const SERVER_ENTRY = [...PROFILE_FLAGS, "apps/server/dist/main.js"];

const LOOP_MONITOR = path.join(import.meta.dirname, "event-loop-monitor.mjs");

/** The event loop's delay over a window of the server's life, in milliseconds. */
export interface EventLoopDelay {
  maxMs: number;
  p99Ms: number;
}

/**
 * The built application, on PostgreSQL at databaseUrl or, without it, on its embedded one.
 * `eventLoopDelay()` ends one window of the server's event-loop delay and starts the next.
 */
export async function startApp(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}) {
  const loopFile = path.join(options.dataDir, "..", `loop-${path.basename(options.dataDir)}.json`);
  const server = await startProcess(
    ["--import", pathToFileURL(LOOP_MONITOR).href, ...SERVER_ENTRY],
    {
      DATA_DIR: options.dataDir,
      BENCH_LOOP_FILE: loopFile,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    "/api/health",
  );
  return {
    ...server,
    async eventLoopDelay(): Promise<EventLoopDelay> {
      await rm(loopFile, { force: true });
      process.kill(server.pid, "SIGUSR2");
      for (let waited = 0; waited < 5000; waited += 20) {
        try {
          return JSON.parse(await readFile(loopFile, "utf8")) as EventLoopDelay;
        } catch {
          await sleep(20);
        }
      }
      throw new Error("The server did not report its event-loop delay");
    },
  };
}

/** Resident memory of a process in megabytes, from /proc. */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}
