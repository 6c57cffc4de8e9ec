import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const SERVER_ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process wrote to stderr, for a failing test's message. */
  output(): string;
  /** Ends the process at once, as a crash or a pulled plug does. */
  kill(): Promise<void>;
}

/** A port nothing listens on right now, for a process started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

/**
 * The server as it runs in production (src/main.ts, through tsx), in a process of its own, so
 * that signals and a kill hit the real entry point; with this configuration and, unless it names
 * one, a DATA_DIR of its own. Resolves once /api/health/ready answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "events-server-process-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      // A run under another clock zone reaches the servers it starts too.
      ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      PORT: String(port),
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 90_000) {
      await stop(child, "SIGKILL");
      throw new Error(`the server was not ready within 90 s:\n${stderr}`);
    }
    await sleep(50);
  }
  return { url, child, exited, output: () => stderr, kill: () => stop(child, "SIGKILL") };
}

/** A cookie jar for one browser: what Set-Cookie gave, sent back as Cookie. */
export function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const separator = pair.indexOf("=");
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        if (value === "") cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    get(name: string): string | undefined {
      return cookies.get(name);
    },
    header(): string {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
  };
}
