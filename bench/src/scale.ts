import { searchTermFor, seedEventWithParticipants } from "./database.js";
import { median, requestsPerSecond } from "./load.js";
import { PARTICIPANTS_PAGE_QUERY } from "./recorded-sql.js";

export const LARGE_EVENT_PARTICIPANTS = 100_000;
/** The participant both events have whose name the search looks for. */
const SOUGHT_PARTICIPANT = 777;

export interface PageTimeRatio {
  name: string;
  /** Requests per second on the small event and on the large one. */
  small: number;
  large: number;
  /** How much longer a page takes at 100,000 participants, each round: small rate / large rate. */
  roundRatios: number[];
}

/**
 * A page of participants in an event of 100,000 against the same page in an event of 1,000,
 * in interleaved rounds on the same server: without a search, and with a search that finds one
 * person (what a door volunteer types).
 */
export async function measurePageTimeAtScale(options: {
  baseUrl: string;
  databaseUrl: string;
  headers: Record<string, string>;
  smallEventId: string;
  rounds: number;
  roundSeconds: number;
}): Promise<PageTimeRatio[]> {
  const largeEventId = await seedEventWithParticipants(
    options.databaseUrl,
    LARGE_EVENT_PARTICIPANTS,
  );
  const pageUrl = (eventId: string, extra: string) =>
    `${options.baseUrl}/api/participants/get-all-participants-by-event/${eventId}?${PARTICIPANTS_PAGE_QUERY}${extra}`;
  const variants = [
    { name: "a page of participants", extra: "" },
    { name: "a page of participants, searched", extra: `&q=${searchTermFor(SOUGHT_PARTICIPANT)}` },
  ];
  const results: PageTimeRatio[] = [];
  for (const variant of variants) {
    for (const eventId of [options.smallEventId, largeEventId]) {
      const response = await fetch(pageUrl(eventId, variant.extra), { headers: options.headers });
      const body = (await response.json()) as { total?: number };
      if (!response.ok || (variant.extra && body.total !== 1)) {
        throw new Error(`${variant.name}: ${response.status}, total ${body.total} (expected 1)`);
      }
    }
    const small: number[] = [];
    const large: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      small.push(
        await requestsPerSecond(
          pageUrl(options.smallEventId, variant.extra),
          options.headers,
          options.roundSeconds,
        ),
      );
      large.push(
        await requestsPerSecond(
          pageUrl(largeEventId, variant.extra),
          options.headers,
          options.roundSeconds,
        ),
      );
    }
    results.push({
      name: variant.name,
      small: median(small),
      large: median(large),
      roundRatios: small.map((rate, round) => rate / (large[round] ?? Number.NaN)),
    });
  }
  return results;
}
