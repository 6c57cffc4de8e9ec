import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** One piece of argon2 work, done by a worker thread. */
export type HashJob =
  | { kind: "hash"; password: string; options: object }
  | { kind: "verify"; hash: string; password: string };

// The worker runs from source text, so it works the same from src/ under the tests and from
// dist/; it is told where @node-rs/argon2 lives rather than resolving it from its own place.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { setPriority } = require("node:os");
const { hashSync, verifySync } = require(workerData.argon2Path);
// On Linux a nice value belongs to one thread: at 10 this one gets about a tenth of the share of
// the event loop, PostgreSQL and file reads when they want a core, yet is not starved outright
// by other work on the machine (at 19 a hash under a full CPU load took 3 to 5 s, not 50 ms).
try { setPriority(10); } catch {}
parentPort.on("message", (job) => {
  try {
    const result =
      job.kind === "hash" ? hashSync(job.password, job.options) : verifySync(job.hash, job.password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Outcome = { result: string | boolean } | { error: string };

/**
 * A fixed number of lower-priority worker threads doing argon2 one job at a time each. Hashing
 * there, not on libuv's thread pool, leaves that pool to file reads, and the lower priority
 * keeps a burst of sign-ins from taking the CPU the rest of the server needs.
 */
export function createHashWorkers(count: number) {
  const argon2Path = createRequire(import.meta.url).resolve("@node-rs/argon2");
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  let started = 0;

  function startWorker(): Worker {
    started += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2Path } });
    // Idle workers must not keep a finished process (a CLI, a test run) alive.
    worker.unref();
    return worker;
  }

  function take(): Promise<Worker> {
    const worker = idle.pop();
    if (worker) return Promise.resolve(worker);
    if (started < count) return Promise.resolve(startWorker());
    return new Promise((resolve) => waiting.push(resolve));
  }

  function giveBack(worker: Worker) {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  }

  function runOn(worker: Worker, job: HashJob): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The hash worker stopped (${code})`));
      worker.once("message", (outcome: Outcome) => {
        worker.off("exit", onExit);
        if ("error" in outcome) reject(new Error(outcome.error));
        else resolve(outcome.result);
      });
      worker.once("exit", onExit);
      worker.ref();
      worker.postMessage(job);
    });
  }

  return {
    async run(job: HashJob): Promise<string | boolean> {
      const worker = await take();
      try {
        return await runOn(worker, job);
      } finally {
        worker.unref();
        if (worker.threadId >= 0) {
          giveBack(worker);
        } else {
          started -= 1;
          waiting.shift()?.(startWorker());
        }
      }
    },
  };
}
