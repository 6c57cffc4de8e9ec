import { describe, expect, it } from "vitest";
import { buildEvent } from "@/testing/factories";
import { filterEvents, NO_EVENT_FILTERS } from "./filter-events";

const gala = buildEvent({
  id: "00000000-0000-4000-8000-000000000001",
  event_name: "Spring Gala",
  venue: "Main Hall",
  event_status: "SCHEDULED",
  event_datetime: "2025-03-05T23:30:00",
});
const lecture = buildEvent({
  id: "00000000-0000-4000-8000-000000000002",
  event_name: "Physics Lecture",
  venue: "Room 12, Gala Building",
  event_status: "INPROGRESS",
  event_datetime: "2025-03-06T00:15:00",
});
const noDate = buildEvent({
  id: "00000000-0000-4000-8000-000000000003",
  event_name: "Picnic",
  venue: null,
  event_status: "SCHEDULED",
  event_datetime: null,
});
const events = [gala, lecture, noDate];

describe("filterEvents", () => {
  it("keeps every event when no filter is set", () => {
    expect(filterEvents(events, NO_EVENT_FILTERS)).toEqual(events);
  });

  it("keeps only the chosen status", () => {
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, status: "INPROGRESS" })).toEqual([lecture]);
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, status: "SCHEDULED" })).toEqual([
      gala,
      noDate,
    ]);
  });

  it("matches the calendar day of the start as written, without shifting time zones", () => {
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, date: "2025-03-05" })).toEqual([gala]);
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, date: "2025-03-06" })).toEqual([lecture]);
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, date: "2025-03-07" })).toEqual([]);
  });

  it("searches the name and the venue, ignoring case and surrounding spaces", () => {
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, search: "  gala " })).toEqual([
      gala,
      lecture,
    ]);
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, search: "MAIN hall" })).toEqual([gala]);
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, search: "picnic" })).toEqual([noDate]);
    expect(filterEvents(events, { ...NO_EVENT_FILTERS, search: "Ceremonies" })).toEqual([]);
  });

  it("applies every filter that is set together", () => {
    expect(
      filterEvents(events, { status: "SCHEDULED", date: "2025-03-05", search: "gala" }),
    ).toEqual([gala]);
    expect(
      filterEvents(events, { status: "INPROGRESS", date: "2025-03-05", search: "gala" }),
    ).toEqual([]);
  });
});
