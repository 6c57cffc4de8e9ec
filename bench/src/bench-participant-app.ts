// `npm run bench:participant-app -w @events/bench`: the participants' app's lists of
// `npm run bench` alone (build first: it runs apps/server/dist). Exits 1 when a target is missed.
import path from "node:path";
import { benchAdminUrl, createBenchDatabase } from "./database.js";
import { measureParticipantApp, reportParticipantApp } from "./participant-app.js";
import { startApp } from "./processes.js";
import { runAlone } from "./run-alone.js";

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);

await runAlone(
  "participant-app",
  async ({ workDir, rounds }) => {
    const database = await createBenchDatabase(benchAdminUrl());
    try {
      // Its first start migrates the database the seed then fills.
      const app = await startApp({
        dataDir: path.join(workDir, "participant-app"),
        databaseUrl: database.url,
      });
      try {
        return await measureParticipantApp({
          app,
          databaseUrl: database.url,
          workDir,
          rounds,
          roundSeconds: ROUND_SECONDS,
        });
      } finally {
        await app.stop();
      }
    } finally {
      await database.drop();
    }
  },
  reportParticipantApp,
);
