import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../test/file-database.js";
import { startJobQueue, stopJobQueue, workOn } from "./job-queue.js";

const database = setUpTestDatabase();

/**
 * A real pool whose statements that match `isSlow` take a while, as on a busy server; `onSlow`
 * hears when one is sent.
 */
function poolWithSlowStatements(
  url: string,
  isSlow: (text: string) => boolean,
  onSlow: () => void = () => {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString: url });
  const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== "query") return Reflect.get(target, property, receiver);
      return async (text: string, values?: unknown[]) => {
        if (typeof text === "string" && isSlow(text)) {
          onSlow();
          await sleep(1500);
        }
        return query(text, values);
      };
    },
  });
}

/** The statement marking a job failed: the moment at which pg-boss's stop() used to resolve with it still out. */
const marksFailed = (text: string) => text.includes("$3::jsonb") && text.includes("failed");
/** A worker's fetch of its next jobs. */
const fetchesJobs = (text: string) => text.includes("FOR UPDATE SKIP LOCKED");

async function stateOf(url: string, jobId: string | null): Promise<unknown> {
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  try {
    const { rows } = await check.query("select state from pgboss.job where id = $1", [jobId]);
    return rows;
  } finally {
    await check.end();
  }
}

describe("stopping the job queue", () => {
  it("waits for the statement that marks a failed job, so the pool can be closed after", async () => {
    const pool = poolWithSlowStatements(database.url, marksFailed);
    const errors: Error[] = [];
    const boss = await startJobQueue(pool, (error) => errors.push(error));
    await boss.createQueue("flaky", { name: "flaky" });
    let hasRun: () => void = () => {};
    const ran = new Promise<void>((resolve) => {
      hasRun = resolve;
    });
    await boss.work("flaky", { pollingIntervalSeconds: 0.5 }, async () => {
      hasRun();
      throw new Error("the SMTP server said no");
    });
    const jobId = await boss.send("flaky", {}, { retryLimit: 0 });
    await ran;

    await stopJobQueue(boss, { timeout: 1000 });
    await pool.end();

    expect(await stateOf(database.url, jobId)).toEqual([{ state: "failed" }]);
    expect(errors).toEqual([]);
  });

  it("waits for the jobs of a fetch that was out when it began, so the pool can be closed after", async () => {
    let fetchSent: () => void = () => {};
    const fetching = new Promise<void>((resolve) => {
      fetchSent = resolve;
    });
    const pool = poolWithSlowStatements(database.url, fetchesJobs, () => fetchSent());
    const errors: Error[] = [];
    const boss = await startJobQueue(pool, (error) => errors.push(error));
    await boss.createQueue("late", { name: "late" });
    const jobId = await boss.send("late", {});
    const worked: string[] = [];
    // pg-boss's worker works what its fetch brings back even once stop() has begun; the job
    // takes a moment, as an e-mail's sending does.
    await workOn(boss, "late", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      await sleep(200);
      if (job) worked.push(job.id);
    });
    await fetching;

    await stopJobQueue(boss, { timeout: 1000 });
    await pool.end();

    expect(worked).toEqual([jobId]);
    expect(await stateOf(database.url, jobId)).toEqual([{ state: "completed" }]);
    expect(errors).toEqual([]);
  });
});
