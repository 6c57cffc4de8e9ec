// `npm run bench:lists -w @events/bench`: the three lists of `npm run bench` alone, against the
// raw Fastify + pg server replaying the application's recorded SQL (build first: it runs
// apps/server/dist). Exits 1 when a target is missed.
import path from "node:path";
import { signedInBrowserHeaders } from "./browser-headers.js";
import { benchAdminUrl, createBenchDatabase } from "./database.js";
import { measureLists } from "./lists.js";
import { startApp } from "./processes.js";
import { seedAndRecordSql } from "./recorded-sql.js";
import { runAlone } from "./run-alone.js";

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);

await runAlone(
  "lists",
  async ({ workDir, rounds }) => {
    const database = await createBenchDatabase(benchAdminUrl());
    try {
      const dataDir = path.join(workDir, "lists");
      const { seeded, recordedFile } = await seedAndRecordSql({
        workDir,
        dataDir,
        databaseUrl: database.url,
        passwordHash: "not used: the seed's session signs in",
      });
      const app = await startApp({ dataDir, databaseUrl: database.url });
      try {
        const headers = signedInBrowserHeaders(seeded.token);
        const results: [string, string, string, boolean][] = [];
        await measureLists(
          {
            app,
            databaseUrl: database.url,
            recordedFile,
            seeded,
            headers,
            rounds,
            seconds: ROUND_SECONDS,
          },
          (...result) => results.push(result),
        );
        return results;
      } finally {
        await app.stop();
      }
    } finally {
      await database.drop();
    }
  },
  (results, check) => {
    for (const result of results) check(...result);
  },
);
