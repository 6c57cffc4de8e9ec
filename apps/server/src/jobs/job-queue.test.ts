import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../test/file-database.js";
import { startJobQueue, stopJobQueue } from "./job-queue.js";

const database = setUpTestDatabase();

/**
 * A real pool whose statements marking a job failed take a while, as on a busy server: the
 * moment at which pg-boss's stop() used to resolve with that statement still out.
 */
function poolWithSlowFailures(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url });
  const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== "query") return Reflect.get(target, property, receiver);
      return async (text: string, values?: unknown[]) => {
        if (typeof text === "string" && text.includes("$3::jsonb") && text.includes("failed"))
          await sleep(1500);
        return query(text, values);
      };
    },
  });
}

describe("stopping the job queue", () => {
  it("waits for the statement that marks a failed job, so the pool can be closed after", async () => {
    const pool = poolWithSlowFailures(database.url);
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

    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    const { rows } = await check.query("select state from pgboss.job where id = $1", [jobId]);
    await check.end();
    expect(rows).toEqual([{ state: "failed" }]);
    expect(errors).toEqual([]);
  });
});
