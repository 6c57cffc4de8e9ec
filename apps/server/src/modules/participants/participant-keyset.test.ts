import { randomUUID } from "node:crypto";
import {
  encodeCursor,
  LIST_MESSAGES,
  PARTICIPANT_SORT_FIELDS,
  type PagedParticipantsResponse,
} from "@events/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";

// Pages by cursor must be the numbered pages, row for row, in every sort, both ways: rows that
// tie on the sorted column are told apart by their ids, and a time keeps its microseconds.

const moduleTest = setUpModuleTest("participant-keyset");
const { eventAdmin } = moduleTest.signInAdminsBeforeAll();

const PAGE_SIZE = 4;
const PARTICIPANTS = 23;
const SORTS = PARTICIPANT_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

let eventId: string;

beforeAll(async () => {
  eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  // Five names and four moments for 23 people: every sort but e-mail has ties. Two of the
  // moments are a microsecond apart, within one millisecond; one name holds the cursor's '|'
  // and letters beyond Latin-1.
  await moduleTest.db.execute(sql`
    insert into participants (event_id, name, email, username, participant_role, created_date)
    select ${eventId}, (array['Ana', 'Zoë | Ωmega', 'ana', 'Bo', 'Ana'])[n % 5 + 1],
      'person' || n || '@example.org', 'person' || n,
      (array['attendee', 'speaker'])[n % 2 + 1],
      (array[timestamptz '2026-01-01 09:00:00.000001+00', '2026-01-01 09:00:00.000002+00',
        '2026-01-01 09:00:00+00', '2026-01-02 10:00:00+00'])[n % 4 + 1]
    from generate_series(1, ${PARTICIPANTS}::int) as n`);
});

const listUrl = (query: string) =>
  `/api/participants/get-all-participants-by-event/${eventId}?${query}`;

async function listPage(query: string): Promise<PagedParticipantsResponse> {
  const response = await moduleTest.call(eventAdmin, "GET", listUrl(query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (page: PagedParticipantsResponse) => page.participants.map((p) => p.id);

describe.each([
  ["every participant", ""],
  ["a search", "&q=example.org"],
  ["a filter", "&role=speaker"],
])("stepping by cursor through %s", (_, filter) => {
  it.each(SORTS)("gives the numbered pages of sort=%s, forwards and back", async (sort) => {
    const base = `sort=${sort}&page_size=${PAGE_SIZE}${filter}`;
    const first = await listPage(base);
    const pageCount = Math.ceil(first.total / PAGE_SIZE);
    expect(pageCount).toBeGreaterThan(2);
    const numbered = [first];
    for (let page = 2; page <= pageCount; page += 1) {
      numbered.push(await listPage(`${base}&page=${page}`));
    }
    expect(new Set(numbered.flatMap(idsOf)).size).toBe(first.total);

    expect(first.previous_cursor).toBeNull();
    const forwards = [first];
    for (let page = 2; page <= pageCount; page += 1) {
      const cursor = forwards.at(-1)?.next_cursor;
      expect(cursor, `next_cursor of page ${page - 1}`).toEqual(expect.any(String));
      forwards.push(await listPage(`${base}&page=${page}&after=${cursor}`));
    }
    expect(forwards.map(idsOf)).toEqual(numbered.map(idsOf));
    expect(forwards.at(-1)?.next_cursor).toBeNull();

    const backwards = [forwards.at(-1) as PagedParticipantsResponse];
    for (let page = pageCount - 1; page >= 1; page -= 1) {
      const cursor = backwards[0]?.previous_cursor;
      expect(cursor, `previous_cursor of page ${page + 1}`).toEqual(expect.any(String));
      backwards.unshift(await listPage(`${base}&page=${page}&before=${cursor}`));
    }
    expect(backwards.map(idsOf)).toEqual(numbered.map(idsOf));
    expect(backwards[0]?.previous_cursor).toBeNull();
    expect(backwards.map((page) => page.total)).toEqual(numbered.map((page) => page.total));
  });
});

describe("a cursor that is not one of this list's pages", () => {
  const place = { id: randomUUID() };
  const nameCursor = encodeCursor({ ...place, sort: "name", value: "Ana" });
  it.each([
    ["after=page-2", "after"],
    [`before=${nameCursor}==`, "before"],
    [`sort=email&after=${nameCursor}`, "after"],
    [`sort=-name&before=${nameCursor}`, "before"],
    [`after=${nameCursor}`, "after"],
    [`after=${encodeCursor({ ...place, sort: "-created_date", value: "Ana" })}`, "after"],
    [
      `sort=created_date&before=${encodeCursor({ ...place, sort: "created_date", value: "" })}`,
      "before",
    ],
  ] as const)("answers 400 for %s", async (query, field) => {
    const response = await moduleTest.call(eventAdmin, "GET", listUrl(query));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field, message: LIST_MESSAGES.cursor(field), code: "lists.cursor", params: { field } },
    ]);
  });

  it("answers 400 for after and before together", async () => {
    const response = await moduleTest.call(
      eventAdmin,
      "GET",
      listUrl(`sort=name&after=${nameCursor}&before=${nameCursor}`),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: "before", message: LIST_MESSAGES.afterAndBefore, code: "lists.afterAndBefore" },
    ]);
  });
});
