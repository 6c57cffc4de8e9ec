import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";
import { brotliDecompressSync } from "node:zlib";
import { type Participant, participantsByEventResponseSchema } from "@events/contract";
import { sql } from "drizzle-orm";
import fastJson from "fast-json-stringify";
import { beforeAll, describe, expect, it } from "vitest";
import { selectDriverRows } from "../../db/table-rows.js";
import { toSerializerSchema } from "../../http/response-serializer.js";
import { presentParticipant } from "../../presenters/participant.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { createParticipantsRepository, ONE_QUERY_LIST_ROWS } from "./participants.repository.js";

// The answers' memory and CPU are measured below as they are in service: the test apps' check of
// every answer against its schema's compiled writer would write each row twice (about 20 MB more
// heap and half as much CPU again). The lists this file asks for are compared with that writer's
// output byte for byte anyway.
const moduleTest = setUpModuleTest("participants-unpaged", { verifyAnswers: false });

const { eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

// Enough that answering them in one piece held the event loop for about a second.
const LARGE_EVENT_SIZE = 50_000;
/**
 * The longest turn as a share of all the CPU time the answer took: a whole list written at once
 * is one turn (the share near 1), batches of 250 rows were 1-2% on a quiet machine. A share, not
 * milliseconds, because a loaded machine slows every turn alike, and a collection of the heap
 * that lands in one turn (seen once: 68 ms) counts against the code less than 50 ms would.
 */
const MAX_LONGEST_TURN_SHARE = 0.1;

/**
 * The most CPU time this thread spent between two turns of the event loop: how long one piece
 * of synchronous work held the loop. Read as CPU time, not wall time, so that a machine busy with
 * other work (which stretches every wait) does not count against the code; monitorEventLoopDelay's
 * wall-clock figure is printed beside it.
 */
function watchLongestTurn() {
  let last = process.threadCpuUsage();
  let longestMs = 0;
  const started = process.threadCpuUsage();
  const timer = setInterval(() => {
    const spent = process.threadCpuUsage(last);
    longestMs = Math.max(longestMs, (spent.user + spent.system) / 1000);
    last = process.threadCpuUsage();
  }, 1);
  return {
    stop(): { longestMs: number; totalMs: number } {
      clearInterval(timer);
      const total = process.threadCpuUsage(started);
      return { longestMs, totalMs: (total.user + total.system) / 1000 };
    },
  };
}
// Every participant as one answer was about 150 MB more heap; a batch at a time holds a few,
// and the rest of the rise is garbage awaiting collection, as the collector happens to run: 10
// to 73 MB over runs, quiet and beside stress-ng (with every answer checked too, 91 to 104 MB).
const MAX_HEAP_RISE_MB = 100;

const listUrl = (eventId: string) => `/api/participants/get-all-participants-by-event/${eventId}`;

/**
 * Participants straight into the database: three at a time share a joining moment, so the
 * order's ties (name, then id) are at work; every fifth has no phone, every seventh a name
 * that JSON must escape.
 */
async function seedParticipants(eventId: string, count: number): Promise<void> {
  await moduleTest.db.execute(sql`
    insert into participants (event_id, name, email, phone, username, participant_role,
      checked_in_at, created_date, updated_date)
    select ${eventId},
      case when n % 7 = 0 then 'Zoë "Quote" \\ ' || md5(n::text) else 'Participant ' || md5(n::text) end,
      'participant' || n || '@example.com',
      case when n % 5 = 0 then null else '+44 7700 ' || lpad(n::text, 6, '0') end,
      'participant' || n,
      (array['attendee', 'speaker', 'host', 'lecturer', 'guest'])[n % 5 + 1],
      case when n % 3 = 0 then timestamptz '2026-02-01 10:00:00.123456+00' end,
      timestamptz '2026-01-01 00:00:00+00' + (n / 3) * interval '1.5 millisecond',
      timestamptz '2026-01-01 00:00:00+00'
    from generate_series(1, ${count}::int) as n`);
  await moduleTest.db.execute(sql`analyze participants`);
}

/** The ids of the event's participants in the list's order, read in one query. */
async function idsInListOrder(eventId: string): Promise<string[]> {
  const rows = await selectDriverRows<{ id: string }>(
    moduleTest.db,
    sql`select id from participants where event_id = ${eventId}
      order by created_date, name, id`,
  );
  return rows.map((row) => row.id);
}

let largeEventId: string;
let baseUrl: string;

beforeAll(async () => {
  largeEventId = await insertEvent(moduleTest.db, eventAdmin.id);
  await seedParticipants(largeEventId, LARGE_EVENT_SIZE);
  await moduleTest.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(moduleTest.app.server.address() as AddressInfo).port}`;
});

describe("an event's participants, unpaged", () => {
  // Up to ONE_QUERY_LIST_ROWS are read in one query, more in batches within a snapshot.
  it.each([ONE_QUERY_LIST_ROWS, ONE_QUERY_LIST_ROWS + 1, 2_500])(
    "answers %i participants as the whole list written at once, compressed or not",
    async (size) => {
      const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
      await seedParticipants(eventId, size);
      const rows = await createParticipantsRepository(moduleTest.db).listByEvent(eventId);
      // The writer the route's response schema compiles to: the answer as it was before streaming.
      const writeWhole = fastJson(toSerializerSchema(participantsByEventResponseSchema));
      const expected = writeWhole({
        status: "success",
        participants: rows.map(presentParticipant),
      });

      const plain = await moduleTest.call(eventAdmin, "GET", listUrl(eventId));
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(plain.body).toBe(expected);

      const compressed = await moduleTest.app.inject({
        method: "GET",
        url: listUrl(eventId),
        cookies: eventAdmin.session.cookies,
        headers: { ...eventAdmin.session.headers, "accept-encoding": "br" },
      });
      expect(compressed.headers["content-encoding"]).toBe("br");
      expect(compressed.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(brotliDecompressSync(compressed.rawPayload).toString("utf8")).toBe(expected);
    },
  );

  it("answers an event without participants with an empty list", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const response = await moduleTest.call(eventAdmin, "GET", listUrl(eventId));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"status":"success","participants":[]}');
  });

  it("refuses another admin's event with the usual JSON error", async () => {
    const response = await moduleTest.call(otherEventAdmin, "GET", listUrl(largeEventId));
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.json()).toHaveProperty("error");
  });

  it(`answers ${LARGE_EVENT_SIZE} participants in order without one turn of the event loop taking a tenth of its work or growing the heap ${MAX_HEAP_RISE_MB} MB`, async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const turns = watchLongestTurn();
    const heapBefore = getHeapStatistics().used_heap_size;
    let heapPeak = heapBefore;
    const sampleHeap = setInterval(() => {
      heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
    }, 5);
    delay.enable();
    const started = performance.now();
    // The body's chunks are buffers outside the heap; parsed only once the measurement is over.
    const chunks: Uint8Array[] = [];
    const response = await fetch(`${baseUrl}${listUrl(largeEventId)}`, {
      headers: { authorization: `Bearer ${eventAdmin.session.token}` },
    });
    for await (const chunk of response.body ?? []) chunks.push(chunk);
    const elapsedMs = performance.now() - started;
    delay.disable();
    const { longestMs: longestTurnMs, totalMs: cpuMs } = turns.stop();
    clearInterval(sampleHeap);
    heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);

    const maxDelayMs = delay.max / 1e6;
    const heapRiseMb = (heapPeak - heapBefore) / 2 ** 20;
    console.info(
      `unpaged ${LARGE_EVENT_SIZE}: ${elapsedMs.toFixed(0)} ms, event-loop max ${maxDelayMs.toFixed(1)} ms ` +
        `(longest turn ${longestTurnMs.toFixed(1)} of ${cpuMs.toFixed(0)} ms of CPU), ` +
        `heap rise ${heapRiseMb.toFixed(1)} MB`,
    );
    expect(response.status).toBe(200);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
      status: string;
      participants: Participant[];
    };
    expect(body.status).toBe("success");
    expect(body.participants.map((participant) => participant.id)).toEqual(
      await idsInListOrder(largeEventId),
    );
    expect(body.participants).toHaveLength(LARGE_EVENT_SIZE);
    expect(longestTurnMs / cpuMs).toBeLessThan(MAX_LONGEST_TURN_SHARE);
    expect(heapRiseMb).toBeLessThan(MAX_HEAP_RISE_MB);
    // The limits above are of CPU and memory, not of time: on a loaded machine the 50,000 rows
    // take longer to arrive, which is no failure.
  }, 120_000);
});
