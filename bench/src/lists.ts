import { EVENT_COUNT, PARTICIPANTS_PER_EVENT, type Seeded } from "./database.js";
import { median, ratesInTurn } from "./load.js";
import { type RunningServer, startProcess } from "./processes.js";
import { PARTICIPANTS_PAGE_QUERY } from "./recorded-sql.js";
import { ratios } from "./report.js";
import type { Check } from "./run-alone.js";

/** Throws, showing where, unless the baseline answered what the application did. */
export function requireSameAnswer(name: string, appBody: string, rawBody: string) {
  if (appBody === rawBody) return;
  const at = [...appBody].findIndex((char, index) => rawBody[index] !== char);
  throw new Error(
    `${name}: the baseline's answer differs at character ${at}:\n` +
      `app: ${appBody.slice(Math.max(0, at - 80), at + 80)}\n` +
      `raw: ${rawBody.slice(Math.max(0, at - 80), at + 80)}`,
  );
}

/**
 * The three lists against the raw Fastify + pg server (raw-server.ts) replaying the application's
 * SQL recorded in `recordedFile`, asked in turn (ratesInTurn), after checking that both answer
 * the same bytes.
 */
export async function measureLists(
  options: {
    app: RunningServer;
    databaseUrl: string;
    recordedFile: string;
    seeded: Seeded;
    headers: Record<string, string>;
    rounds: number;
    seconds: number;
  },
  check: Check,
) {
  const { app, headers, seeded } = options;
  const raw = await startProcess(
    ["--import", "tsx", "bench/src/raw-server.ts"],
    { DATABASE_URL: options.databaseUrl, RECORDED_SQL_FILE: options.recordedFile },
    "/api/health",
  );
  const lists = [
    { name: `events list (${EVENT_COUNT} rows)`, path: "/api/events/get-all-events" },
    {
      name: `participants list (${PARTICIPANTS_PER_EVENT} rows)`,
      path: `/api/participants/get-all-participants-by-event/${seeded.bigEventId}`,
    },
    {
      name: `paged participant list (${PARTICIPANTS_PAGE_QUERY} of ${PARTICIPANTS_PER_EVENT})`,
      path: `/api/participants/get-all-participants-by-event/${seeded.bigEventId}?${PARTICIPANTS_PAGE_QUERY}`,
    },
  ];
  try {
    for (const list of lists) {
      const bodyOf = async (server: RunningServer) =>
        (await fetch(`${server.url}${list.path}`, { headers })).text();
      const [appBody, rawBody] = [await bodyOf(app), await bodyOf(raw)];
      requireSameAnswer(list.name, appBody, rawBody);
      const { appRates, rawRates, roundRatios } = await ratesInTurn(
        { app: `${app.url}${list.path}`, raw: `${raw.url}${list.path}` },
        headers,
        { rounds: options.rounds, seconds: options.seconds },
      );
      console.log(
        `     ${list.name}: app ${median(appRates).toFixed(0)} req/s, ` +
          `raw ${median(rawRates).toFixed(0)} req/s (same ${appBody.length} bytes)`,
      );
      check(
        `${list.name} vs raw Fastify + pg`,
        ratios(roundRatios),
        "≥ 0.85x",
        median(roundRatios) >= 0.85,
      );
    }
  } finally {
    await raw.stop();
  }
}
