// `npm run bench:exports -w @events/bench`: the two CSV exports of `npm run bench` alone, each
// beside psql's COPY of the same rows (build first: it runs apps/server/dist). As in the whole
// bench, the participants' export follows the unpaged call on the event just seeded, and the
// activity log's follows its pages. Exits 1 when a target is missed.
import path from "node:path";
import { LOG_CSV_EXPORT, measureActivityLog } from "./activity-log.js";
import { signedInBrowserHeaders } from "./browser-headers.js";
import { benchAdminUrl, createBenchDatabase, seed, seedEventWithParticipants } from "./database.js";
import { checkExportBesideCopy, type ExportBesideCopy } from "./exports.js";
import { measureParticipantExport, PARTICIPANT_CSV_EXPORT } from "./participant-export.js";
import { startApp } from "./processes.js";
import { runAlone } from "./run-alone.js";
import { LARGE_EVENT_PARTICIPANTS } from "./scale.js";
import { measureUnpagedParticipants } from "./unpaged-participants.js";

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);

await runAlone(
  "exports",
  async ({ workDir, rounds }) => {
    const database = await createBenchDatabase(benchAdminUrl());
    try {
      const dataDir = path.join(workDir, "exports");
      // Its first start migrates the database the seed then fills.
      await (await startApp({ dataDir, databaseUrl: database.url })).stop();
      const seeded = await seed(database.url, "not used: the seed's session signs in");
      const app = await startApp({ dataDir, databaseUrl: database.url });
      try {
        const headers = signedInBrowserHeaders(seeded.token);
        const eventId = await seedEventWithParticipants(database.url, LARGE_EVENT_PARTICIPANTS);
        await measureUnpagedParticipants({ app, databaseUrl: database.url, headers, eventId });
        const participants = await measureParticipantExport({
          app,
          databaseUrl: database.url,
          headers,
          eventId,
          // As in npm run bench: a round is under a second.
          rounds: 4 * rounds + 1,
        });
        const log = await measureActivityLog({
          baseUrl: app.url,
          databaseUrl: database.url,
          headers,
          seconds: ROUND_SECONDS,
          rounds,
        });
        return { participants: participants.csv, log: log.csv };
      } finally {
        await app.stop();
      }
    } finally {
      await database.drop();
    }
  },
  (figures, check) => {
    const rounds = ({ exportSeconds, copySeconds }: ExportBesideCopy) =>
      exportSeconds
        .map((exported, round) => `${exported.toFixed(2)}/${copySeconds[round]?.toFixed(2)}`)
        .join(" ");
    console.log(`     participants, export/COPY seconds by round: ${rounds(figures.participants)}`);
    console.log(`     activity log, export/COPY seconds by round: ${rounds(figures.log)}`);
    checkExportBesideCopy(check, PARTICIPANT_CSV_EXPORT, figures.participants, 1.5);
    checkExportBesideCopy(check, LOG_CSV_EXPORT, figures.log, 2);
  },
);
