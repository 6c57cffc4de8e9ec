import {
  CALENDAR_MESSAGES,
  findClashesWith,
  findSessionConflicts,
  listTimeZones,
  type SessionSlot,
} from "@events/contract";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildSessionsCalendar, calendarZoneOf } from "../../calendar/session-calendar.js";
import { eventSessions } from "../../db/schema.js";
import { auditEntriesWhere } from "../../test/audit-entries.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("agenda");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

interface SessionSeed {
  name: string;
  venue?: string | null;
  start: string;
  end: string;
  description?: string | null;
}

/** An event of eventAdmin's in the zone, with the sessions; answers the ids in order. */
async function eventWithSessions(timeZone: string, seeds: SessionSeed[]) {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id, {
    event_name: "Harbour Week",
    time_zone: timeZone,
  });
  const sessionIds: string[] = [];
  for (const seed of seeds) {
    const [row] = await moduleTest.db
      .insert(eventSessions)
      .values({
        event_id: eventId,
        name: seed.name,
        session_type: "keynote",
        venue: seed.venue === undefined ? "Hall A" : seed.venue,
        description: seed.description ?? null,
        start_datetime: seed.start.replace("T", " "),
        end_datetime: seed.end.replace("T", " "),
      })
      .returning({ id: eventSessions.id });
    if (row) sessionIds.push(row.id);
  }
  return { eventId, sessionIds };
}

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  start: string;
  end: string;
  tzid: string | null;
  /** The start's wall-clock digits as written (for a UTC time, in UTC). */
  local: string;
}

/** The feed parsed back by ical.js, its VTIMEZONEs registered, each VEVENT's instants in UTC. */
function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return {
    name: String(calendar.getFirstPropertyValue("x-wr-calname")),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location ?? null,
        description: event.description ?? null,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        tzid: typeof tzid === "string" ? tzid : null,
        local: event.startDate.toString().slice(0, 19),
      };
    }),
  };
}

async function linkOf(eventId: string, actor = eventAdmin) {
  const response = await moduleTest.call(actor, "GET", `/api/sessions/calendar-link/${eventId}`);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url as string);
}

async function fetchFeed(url: URL) {
  return moduleTest.call(undefined, "GET", `${url.pathname}${url.search}`);
}

describe("the clash rule (contract)", () => {
  const slot = (id: string, venue: string | null, start: string, end: string): SessionSlot => ({
    id,
    venue,
    start_datetime: `2027-05-01T${start}:00`,
    end_datetime: `2027-05-01T${end}:00`,
  });

  it("finds each pair once, earlier first, and none at touching ends, other rooms or no room", () => {
    const sessions = [
      slot("c", "Hall A", "09:30", "10:30"),
      slot("a", "Hall A", "09:00", "10:00"),
      slot("b", " hall a ", "09:59", "11:00"),
      slot("d", "Hall A", "11:00", "12:00"),
      slot("e", "Hall B", "09:00", "10:00"),
      slot("f", null, "09:00", "10:00"),
      slot("g", null, "09:00", "10:00"),
    ];
    expect(findSessionConflicts(sessions).map(([x, y]) => `${x.id}${y.id}`)).toEqual([
      "ac",
      "ab",
      "cb",
    ]);
  });

  it("names the sessions a new or edited session would clash with, never itself", () => {
    const sessions = [slot("a", "Hall A", "09:00", "10:00"), slot("b", "Hall A", "10:00", "11:00")];
    const moved = { ...slot("b", "hall a", "09:30", "10:30") };
    expect(findClashesWith(moved, sessions).map((session) => session.id)).toEqual(["a"]);
    const { id: _unsaved, ...fresh } = slot("x", "Hall A", "10:00", "10:01");
    expect(findClashesWith(fresh, sessions).map((session) => session.id)).toEqual(["b"]);
    expect(findClashesWith({ ...fresh, venue: null }, sessions)).toEqual([]);
  });
});

describe("GET /api/sessions/conflicts/{eventId}", () => {
  it("answers the overlapping pairs of one venue, not touching ones, not other venues", async () => {
    const { eventId, sessionIds } = await eventWithSessions("Europe/Berlin", [
      { name: "Keynote", start: "2027-05-01T09:00:00", end: "2027-05-01T10:00:00" },
      { name: "Panel", start: "2027-05-01T10:00:00", end: "2027-05-01T11:00:00" },
      {
        name: "Workshop",
        venue: "hall a ",
        start: "2027-05-01T10:59:00",
        end: "2027-05-01T12:00:00",
      },
      { name: "Lunch", venue: "Garden", start: "2027-05-01T10:30:00", end: "2027-05-01T11:30:00" },
      { name: "Walk", venue: null, start: "2027-05-01T10:30:00", end: "2027-05-01T11:30:00" },
    ]);
    const response = await moduleTest.call(eventAdmin, "GET", `/api/sessions/conflicts/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      conflicts: [
        {
          first: {
            id: sessionIds[1],
            name: "Panel",
            venue: "Hall A",
            start_datetime: "2027-05-01T10:00:00",
            end_datetime: "2027-05-01T11:00:00",
          },
          second: {
            id: sessionIds[2],
            name: "Workshop",
            venue: "hall a ",
            start_datetime: "2027-05-01T10:59:00",
            end_datetime: "2027-05-01T12:00:00",
          },
        },
      ],
    });
  });

  it("answers no pairs for an agenda without clashes, 404 to another admin, 401 signed out", async () => {
    const { eventId } = await eventWithSessions("UTC", [
      { name: "One", start: "2027-05-01T09:00:00", end: "2027-05-01T10:00:00" },
      { name: "Two", start: "2027-05-01T10:00:00", end: "2027-05-01T11:00:00" },
    ]);
    const url = `/api/sessions/conflicts/${eventId}`;
    expect((await moduleTest.call(systemAdmin, "GET", url)).json()).toEqual({ conflicts: [] });
    expect((await moduleTest.call(otherEventAdmin, "GET", url)).statusCode).toBe(404);
    expect((await moduleTest.call(undefined, "GET", url)).statusCode).toBe(401);
  });
});

describe("the calendar feed", () => {
  it("places the times in the event's zone across a daylight-saving change, with stable UIDs", async () => {
    const { eventId, sessionIds } = await eventWithSessions("Europe/Berlin", [
      {
        name: "Saturday keynote",
        start: "2027-03-27T10:00:00",
        end: "2027-03-27T11:00:00",
        description: "Doors at 9:30; bring the ticket.",
      },
      {
        name: "Sunday brunch",
        venue: "Pier 4, Hall B",
        start: "2027-03-28T10:00:00",
        end: "2027-03-28T11:30:00",
      },
    ]);
    const url = await linkOf(eventId);
    expect(url.origin).toBe("http://localhost:3000");
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");

    const feed = parseCalendar(response.body);
    expect(feed.name).toBe("Harbour Week");
    expect(feed.events).toEqual([
      {
        uid: `${sessionIds[0]}@events-admin`,
        summary: "Saturday keynote",
        location: "Hall A",
        description: "Doors at 9:30; bring the ticket.",
        start: "2027-03-27T09:00:00.000Z",
        end: "2027-03-27T10:00:00.000Z",
        tzid: "Europe/Berlin",
        local: "2027-03-27T10:00:00",
      },
      {
        uid: `${sessionIds[1]}@events-admin`,
        summary: "Sunday brunch",
        location: "Pier 4, Hall B",
        description: null,
        start: "2027-03-28T08:00:00.000Z",
        end: "2027-03-28T09:30:00.000Z",
        tzid: "Europe/Berlin",
        local: "2027-03-28T10:00:00",
      },
    ]);

    // Edited, the session keeps its UID, so a calendar app updates it.
    await moduleTest.db
      .update(eventSessions)
      .set({ name: "Saturday opening", updated_date: new Date() })
      .where(eq(eventSessions.id, sessionIds[0] ?? ""));
    const again = parseCalendar((await fetchFeed(url)).body);
    expect(again.events.map((event) => [event.uid, event.summary])).toEqual([
      [`${sessionIds[0]}@events-admin`, "Saturday opening"],
      [`${sessionIds[1]}@events-admin`, "Sunday brunch"],
    ]);
  });

  it("does so in America/New_York across its November change", async () => {
    const { eventId } = await eventWithSessions("America/New_York", [
      { name: "Before", start: "2027-11-06T09:00:00", end: "2027-11-06T10:00:00" },
      { name: "After", start: "2027-11-07T09:00:00", end: "2027-11-07T10:00:00" },
    ]);
    const feed = parseCalendar((await fetchFeed(await linkOf(eventId))).body);
    expect(feed.events.map((event) => event.start)).toEqual([
      "2027-11-06T13:00:00.000Z",
      "2027-11-07T14:00:00.000Z",
    ]);
  });

  it("writes a UTC event's times in UTC", async () => {
    const { eventId } = await eventWithSessions("UTC", [
      { name: "Noon", start: "2027-06-01T12:00:00", end: "2027-06-01T13:00:00" },
    ]);
    const text = (await fetchFeed(await linkOf(eventId))).body;
    expect(text).toContain("DTSTART:20270601T120000Z");
    expect(parseCalendar(text).events[0]?.start).toBe("2027-06-01T12:00:00.000Z");
  });

  it("gives every zone the runtime offers a feed ical.js reads, at the right instants in winter and summer", () => {
    const session = (id: string, day: string) => ({
      id,
      name: "Opening",
      description: null,
      venue: null,
      start_datetime: `${day}T12:00:00`,
      end_datetime: `${day}T13:00:00`,
      updated_date: new Date("2026-11-23T10:00:00Z"),
    });
    const days = ["2027-01-15", "2027-07-15"];
    // British Columbia and Alberta keep daylight time all year from 2026 in the IANA data the
    // VTIMEZONE library follows, which Node 20's older ICU data does not have yet: there the
    // feed says 12:00 local time as it should, and the runtime would place it an hour apart.
    const newerRulesThanRuntime = new Set(["America/Edmonton", "America/Vancouver"]);
    const wrong: string[] = [];
    for (const zone of listTimeZones()) {
      const text = buildSessionsCalendar(
        { event_name: "E", time_zone: zone },
        days.map((day, index) => session(`0b0f8f5e-4a8c-4c41-9d36-1f7d0c1e2a3${index}`, day)),
      );
      const calendarZone = calendarZoneOf(zone);
      parseCalendar(text).events.forEach((event, index) => {
        // The wall-clock digits, in the zone named: what a calendar app shows.
        // (A zone written in UTC is checked by its instant alone.)
        const isLocal = calendarZone !== null;
        if (event.tzid !== calendarZone || (isLocal && event.local !== `${days[index]}T12:00:00`)) {
          wrong.push(`${zone}: ${event.local} ${event.tzid}`);
        }
        if (newerRulesThanRuntime.has(zone) && index === 0) return;
        const noon = new Date(`${days[index]}T12:00:00Z`);
        const expected = new Date(
          noon.getTime() - offsetMinutesAt(zone, noon) * 60_000,
        ).toISOString();
        if (event.start !== expected) wrong.push(`${zone}: ${event.start} (expected ${expected})`);
      });
    }
    expect(wrong).toEqual([]);
    // An alias the VTIMEZONE library writes under its current name.
    expect(calendarZoneOf("Asia/Calcutta")).toBe("Asia/Kolkata");
  });

  it("answers one 404 for a wrong token, an unknown event and a renewed token; 400 without one", async () => {
    const { eventId } = await eventWithSessions("UTC", []);
    const url = await linkOf(eventId);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    // Asked again, the link is the same.
    expect((await linkOf(eventId)).toString()).toBe(url.toString());

    const wrong = await moduleTest.call(
      undefined,
      "GET",
      `${url.pathname}?token=x${url.searchParams.get("token")}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({
      error: CALENDAR_MESSAGES.feedNotFound,
      code: "calendar.feedNotFound",
    });
    const otherEvent = await insertEvent(moduleTest.db, eventAdmin.id);
    const unknown = await moduleTest.call(
      undefined,
      "GET",
      `/api/sessions/ics/${otherEvent}${url.search}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: CALENDAR_MESSAGES.feedNotFound,
      code: "calendar.feedNotFound",
    });
    expect((await moduleTest.call(undefined, "GET", `${url.pathname}?token=`)).statusCode).toBe(
      400,
    );
    expect((await moduleTest.call(undefined, "GET", url.pathname)).statusCode).toBe(400);

    const rotated = await moduleTest.call(
      eventAdmin,
      "POST",
      `/api/sessions/calendar-link/${eventId}/rotate`,
    );
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().message).toBe(CALENDAR_MESSAGES.rotated);
    const renewed = new URL(rotated.json().url as string);
    expect(renewed.toString()).not.toBe(url.toString());
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    expect((await linkOf(eventId)).toString()).toBe(renewed.toString());

    // The renewal is logged once, without either token.
    const entries = await auditEntriesWhere(moduleTest.db, {
      action: "calendar_link_rotate",
      entity_id: eventId,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: eventAdmin.id, event_id: eventId, changes: {} });
    const logged = JSON.stringify(entries);
    for (const token of [url.searchParams.get("token"), renewed.searchParams.get("token")]) {
      expect(logged).not.toContain(token);
    }
  });

  it("lets only the event's admins see and renew the link", async () => {
    const { eventId } = await eventWithSessions("UTC", []);
    const link = `/api/sessions/calendar-link/${eventId}`;
    expect((await moduleTest.call(otherEventAdmin, "GET", link)).statusCode).toBe(404);
    expect((await moduleTest.call(otherEventAdmin, "POST", `${link}/rotate`)).statusCode).toBe(404);
    expect((await moduleTest.call(undefined, "GET", link)).statusCode).toBe(401);
    expect((await moduleTest.call(undefined, "POST", `${link}/rotate`)).statusCode).toBe(401);
    expect((await moduleTest.call(systemAdmin, "GET", link)).statusCode).toBe(200);
    expect(
      await auditEntriesWhere(moduleTest.db, {
        action: "calendar_link_rotate",
        entity_id: eventId,
      }),
    ).toEqual([]);
  });
});

describe("GET /api/sessions/download-ics/{id}", () => {
  it("downloads one session as an attachment named after it, for its event's admins only", async () => {
    const { sessionIds } = await eventWithSessions("Europe/Berlin", [
      { name: 'Keynote: "Tides"', start: "2027-03-28T10:00:00", end: "2027-03-28T11:00:00" },
      { name: "Other", start: "2027-03-28T12:00:00", end: "2027-03-28T13:00:00" },
    ]);
    const url = `/api/sessions/download-ics/${sessionIds[0]}`;
    const response = await moduleTest.call(eventAdmin, "GET", url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Keynote: _Tides_.ics"; filename*=UTF-8''Keynote%3A%20%22Tides%22.ics`,
    );
    const events = parseCalendar(response.body).events;
    expect(events.map((event) => [event.summary, event.start])).toEqual([
      ['Keynote: "Tides"', "2027-03-28T08:00:00.000Z"],
    ]);
    expect((await moduleTest.call(otherEventAdmin, "GET", url)).statusCode).toBe(404);
    expect((await moduleTest.call(undefined, "GET", url)).statusCode).toBe(401);
  });
});

/** The zone's offset from UTC at that instant, in minutes, as the runtime knows it. */
function offsetMinutesAt(zone: string, at: Date): number {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find(({ type }) => type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}
