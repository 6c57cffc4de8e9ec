import { PARTICIPANT_SORT_FIELDS, type ParticipantSort } from "@events/contract";
import { describe, expect, it } from "vitest";
import type { PagePlace } from "../../db/keyset-order.js";
import { type PlanNode, setUpPlannedDatabase } from "../../test/query-plans.js";
import { createParticipantsRepository } from "./participants.repository.js";

// A page of a big event by cursor must be read from the event's index in the sort's order,
// never by sorting the event's rows: the planner's choice is what regresses unseen, so this
// asks PostgreSQL for it on an event of some size beside others.

const BIG_EVENT_PARTICIPANTS = 20_000;
const OTHER_EVENTS = 20;
const OTHER_EVENT_PARTICIPANTS = 500;

/** The index of (event_id, column, id) that a sort of that column reads. */
const indexOf = (sort: ParticipantSort) =>
  `participants_event_id_${sort.replace("-", "")}_id_index`;

const planned = setUpPlannedDatabase({
  async fill(pool) {
    const events = await pool.query<{ id: string }>(
      `insert into events (event_name, event_type)
       select 'Event ' || n, 'Congress' from generate_series(0, $1::int) as n returning id`,
      [OTHER_EVENTS],
    );
    const [big, ...others] = events.rows.map((row) => row.id);
    if (!big) throw new Error("no event");
    // Names and times repeat, so that ties are broken by the id within the index too.
    const insert = (eventId: string, count: number) =>
      pool.query(
        `insert into participants (event_id, name, email, username, created_date)
         select $1, 'Participant ' || (n % 997), 'p' || n || '@example.org', 'p' || n,
           timestamptz '2026-01-01' + (n % 5000) * interval '1 second'
         from generate_series(1, $2::int) as n`,
        [eventId, count],
      );
    await insert(big, BIG_EVENT_PARTICIPANTS);
    for (const eventId of others) await insert(eventId, OTHER_EVENT_PARTICIPANTS);
    return { bigEventId: big };
  },
  analyze: "participants",
  repository: createParticipantsRepository,
});

/** The plan PostgreSQL chooses for the page's statement, as a flat list of its nodes. */
function planOfPage(sort: ParticipantSort, place: PagePlace): Promise<PlanNode[]> {
  return planned.planOfPage(() =>
    planned.repository.listPage(planned.filled.bigEventId, { q: "" }, { sort, place, limit: 50 }),
  );
}

describe("a page of a big event's participants by cursor", () => {
  it.each(PARTICIPANT_SORT_FIELDS.flatMap((field) => [field, `-${field}` as const]))(
    "is read from the event's index in sort=%s, not sorted, after and before a place deep in it",
    async (sort) => {
      const deep = await planned.repository.listPage(
        planned.filled.bigEventId,
        { q: "" },
        { sort, place: { offset: BIG_EVENT_PARTICIPANTS / 2 }, limit: 50 },
      );
      const middle = deep.rows[25];
      if (!middle) throw new Error("no participants");
      for (const place of [{ after: middle }, { before: middle }]) {
        const plan = await planOfPage(sort, place);
        const what = `${sort} ${Object.keys(place)}`;
        expect(
          plan.map((node) => node["Node Type"]),
          what,
        ).not.toContain("Sort");
        expect(
          plan.map((node) => node["Index Name"]),
          what,
        ).toContain(indexOf(sort));
      }
    },
  );
});
