import { EVENT_STATUSES, type Event, type EventStatus } from "@events/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { eventSessions, events, participants } from "../../db/schema.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("event-lists");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

interface SeedEvent {
  name: string;
  venue?: string;
  start?: string;
  end?: string;
  status?: EventStatus;
  owner?: TestAdmin;
}

/** Events created a second apart in the given order; answers their ids. */
async function seed(rows: readonly SeedEvent[]): Promise<string[]> {
  const inserted = await moduleTest.db
    .insert(events)
    .values(
      rows.map((row, index) => ({
        event_name: row.name,
        venue: row.venue ?? null,
        event_datetime: row.start ?? null,
        end_datetime: row.end ?? null,
        event_status: row.status ?? "SCHEDULED",
        event_type: "Conferences",
        event_admin_id: (row.owner ?? eventAdmin).id,
        created_date: new Date(Date.UTC(2026, 0, 1, 9, 0, index)),
      })),
    )
    .returning({ id: events.id });
  return inserted.map((row) => row.id);
}

async function list(actor: TestAdmin, url: string) {
  const response = await moduleTest.call(actor, "GET", url);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { ...body, names: body.events.map((event: Event) => event.event_name) as string[] };
}

describe("the event lists, paged", () => {
  beforeAll(async () => {
    await seed([
      {
        name: "Harbour Summit",
        venue: "Pier 9",
        start: "2027-03-01T09:00:00",
        end: "2027-03-03T17:00:00",
      },
      { name: "Winter Gala", venue: "Grand Hall", start: "2027-01-15T19:00:00", status: "ACTIVE" },
      { name: "Spring Lectures", venue: "Harbour Room", status: "COMPLETED" },
      { name: "Other's Meetup", venue: "Harbour Café", owner: otherEventAdmin },
    ]);
  });

  it("keeps the specification's answers when asked without parameters", async () => {
    for (const url of ["/api/events/get-all-events", "/api/events/get-events-by-admin"]) {
      const body = (await moduleTest.call(eventAdmin, "GET", url)).json();
      expect(Object.keys(body)).toEqual(["events"]);
      expect(body.events).toHaveLength(3);
    }
  });

  it("pages an event admin's own events, newest first, with the total", async () => {
    const first = await list(eventAdmin, "/api/events/get-all-events?page=1&page_size=2");
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.names).toEqual(["Spring Lectures", "Winter Gala"]);
    const second = await list(eventAdmin, "/api/events/get-events-by-admin?page=2&page_size=2");
    expect(second.names).toEqual(["Harbour Summit"]);
  });

  it("searches name and venue, filters by status and by the day an event covers", async () => {
    const harbour = await list(eventAdmin, "/api/events/get-all-events?q=HARBOUR&sort=name");
    expect(harbour.names).toEqual(["Harbour Summit", "Spring Lectures"]);
    const active = await list(eventAdmin, "/api/events/get-all-events?status=ACTIVE");
    expect(active.names).toEqual(["Winter Gala"]);
    const onSecondDay = await list(eventAdmin, "/api/events/get-all-events?date=2027-03-02");
    expect(onSecondDay.names).toEqual(["Harbour Summit"]);
    const onGalaDay = await list(eventAdmin, "/api/events/get-all-events?date=2027-01-15");
    expect(onGalaDay.names).toEqual(["Winter Gala"]);
    const byDate = await list(eventAdmin, "/api/events/get-all-events?sort=date");
    expect(byDate.names).toEqual(["Winter Gala", "Harbour Summit", "Spring Lectures"]);
  });

  it("gives a system admin everyone's events, and any admin's by id", async () => {
    const everyone = await list(systemAdmin, "/api/events/get-all-events?q=harbour%20caf");
    expect(everyone.names).toEqual(["Other's Meetup"]);
    const others = await list(
      systemAdmin,
      `/api/events/get-events-by-admin/${otherEventAdmin.id}?page=1`,
    );
    expect(others).toMatchObject({ total: 1, names: ["Other's Meetup"] });
    const refused = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/events/get-events-by-admin/${otherEventAdmin.id}?page=1`,
    );
    expect(refused.statusCode).toBe(404);
  });

  it.each([
    ["page=-1", "page"],
    ["page_size=500", "page_size"],
    ["status=LATE", "status"],
    ["date=2027-02-30", "date"],
    ["date=tomorrow", "date"],
    ["sort=email", "sort"],
  ])("refuses %s with the field named", async (query, field) => {
    const response = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/events/get-all-events?${query}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field })]);
  });
});

describe("the dashboards' summary", () => {
  it("counts the caller's events per status, their sessions and their participants", async () => {
    const owner = await moduleTest.signInAs("event_admin");
    const [first, second] = await seed([
      { name: "Counted One", status: "ACTIVE", owner },
      { name: "Counted Two", status: "COMPLETED", owner },
    ]);
    if (!first || !second) throw new Error("seed failed");
    await moduleTest.db.insert(eventSessions).values(
      [first, first, second].map((eventId, index) => ({
        event_id: eventId,
        name: `Talk ${index}`,
        session_type: "keynote" as const,
        start_datetime: "2027-01-01T10:00:00",
        end_datetime: "2027-01-01T11:00:00",
      })),
    );
    await moduleTest.db.insert(participants).values(
      Array.from({ length: 5 }, (_, index) => ({
        event_id: index < 4 ? first : second,
        name: `Guest ${index}`,
        email: `guest${index}@example.org`,
        username: `guest${index}`,
      })),
    );

    const response = await moduleTest.call(owner, "GET", "/api/events/summary");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      events: 2,
      sessions: 3,
      participants: 5,
      events_by_status: {
        ...Object.fromEntries(EVENT_STATUSES.map((status) => [status, 0])),
        ACTIVE: 1,
        COMPLETED: 1,
      },
    });

    const everything = (await moduleTest.call(systemAdmin, "GET", "/api/events/summary")).json();
    expect(everything.events).toBeGreaterThanOrEqual(2);
    expect(everything.participants).toBeGreaterThanOrEqual(5);
    expect(
      Object.values(everything.events_by_status as Record<string, number>).reduce((a, b) => a + b),
    ).toBe(everything.events);

    expect((await moduleTest.call(undefined, "GET", "/api/events/summary")).statusCode).toBe(401);
  });
});
