import { setTimeout as sleep } from "node:timers/promises";
import {
  encodeCursor,
  PARTICIPANT_SORT_FIELDS,
  type PagedParticipantsResponse,
  type ParticipantSort,
} from "@events/contract";
import { withClient } from "./database.js";
import { median, sampleLatenciesInTurn } from "./load.js";

const PAGE_SIZE = 50;
const SORTS: ParticipantSort[] = PARTICIPANT_SORT_FIELDS.flatMap((field) => [
  field,
  `-${field}` as const,
]);

export interface DeepPageTimes {
  sort: ParticipantSort;
  /** p50 milliseconds of page 1, and of the last page reached by cursor, over every round. */
  firstPageMs: number;
  lastPageMs: number;
  /** Each round's p50 of the last page over its p50 of the first. */
  roundRatios: number[];
}

/** How many participants the event has, which decides its last page. */
async function participantCount(databaseUrl: string, eventId: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ count: number }>(
      "select count(*)::int as count from participants where event_id = $1",
      [eventId],
    );
    return result.rows[0]?.count ?? 0;
  });
}

/**
 * The cursor Next gives on the page before the last: the place of that page's last row in the
 * sort, its value as PostgreSQL writes it (as the server does) and its id.
 */
async function cursorBeforeLastPage(
  databaseUrl: string,
  eventId: string,
  sort: ParticipantSort,
  rowsBefore: number,
): Promise<string> {
  const column = sort.replace("-", "");
  const direction = sort.startsWith("-") ? "desc" : "asc";
  return withClient(databaseUrl, async (client) => {
    // The column comes from the contract's list of sort fields, never from input.
    const result = await client.query<{ value: string; id: string }>(
      `select ${column}::text as value, id from participants where event_id = $1
       order by ${column} ${direction}, id ${direction} offset $2 limit 1`,
      [eventId, rowsBefore - 1],
    );
    const [row] = result.rows;
    if (!row) throw new Error(`The event has no row ${rowsBefore} in sort=${sort}`);
    return encodeCursor({ sort, value: row.value, id: row.id });
  });
}

async function idsOf(url: string, headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const page = (await response.json()) as PagedParticipantsResponse;
  return page.participants.map((participant) => participant.id);
}

/**
 * The last page of a large event's participants against its first, in each sort: page 1, and
 * the last page as the web reaches it (Next on the page before it, `after` that page's
 * next_cursor), asked in turn, one request after another, in each round. Before measuring, the
 * last page by cursor must hold the rows of the same page read by its number.
 */
export async function measureDeepPages(options: {
  baseUrl: string;
  databaseUrl: string;
  headers: Record<string, string>;
  /** An event with many participants (the bench's 100,000-participant event). */
  eventId: string;
  rounds: number;
  /** Seconds of requests for each page in each round. */
  seconds: number;
}): Promise<DeepPageTimes[]> {
  const count = await participantCount(options.databaseUrl, options.eventId);
  const lastPage = Math.ceil(count / PAGE_SIZE);
  if (lastPage < 2) throw new Error(`The event has ${count} participants: one page`);
  const listUrl = `${options.baseUrl}/api/participants/get-all-participants-by-event/${options.eventId}`;
  const results: DeepPageTimes[] = [];
  for (const sort of SORTS) {
    const firstUrl = `${listUrl}?page=1&page_size=${PAGE_SIZE}&sort=${sort}`;
    const cursor = await cursorBeforeLastPage(
      options.databaseUrl,
      options.eventId,
      sort,
      (lastPage - 1) * PAGE_SIZE,
    );
    const lastUrl = `${listUrl}?page=${lastPage}&page_size=${PAGE_SIZE}&sort=${sort}&after=${cursor}`;
    const [byCursor, byNumber] = [
      await idsOf(lastUrl, options.headers),
      await idsOf(
        `${listUrl}?page=${lastPage}&page_size=${PAGE_SIZE}&sort=${sort}`,
        options.headers,
      ),
    ];
    if (byCursor.length === 0 || byCursor.join() !== byNumber.join()) {
      throw new Error(`sort=${sort}: the last page by cursor is not the last page by number`);
    }
    const first: number[] = [];
    const last: number[] = [];
    const roundRatios: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      // Twice the window, as each page had one of its own when they were asked one after the other.
      const window = sleep(2 * options.seconds * 1000);
      const [firstRound = [], lastRound = []] = await sampleLatenciesInTurn(
        [firstUrl, lastUrl],
        window,
        options.headers,
      );
      first.push(...firstRound);
      last.push(...lastRound);
      roundRatios.push(median(lastRound) / median(firstRound));
    }
    results.push({ sort, firstPageMs: median(first), lastPageMs: median(last), roundRatios });
  }
  return results;
}
