import { describe, expect, it } from "vitest";
import {
  describeTimeZone,
  formatAgendaDay,
  formatDeviceTimes,
  formatEventDates,
  formatMoment,
  formatSavedTime,
  formatSessionTimes,
  getInstant,
  isEventToday,
} from "./event-time";

describe("formatEventDates", () => {
  it("shows one day's times as entered, whatever zone runs the test", () => {
    expect(formatEventDates("2027-05-04T09:00:00", "2027-05-04T17:30:00")).toBe(
      "Tue 4 May 2027, 09:00–17:30",
    );
  });

  it("shows several days with the year once, or twice when they span a new year", () => {
    expect(formatEventDates("2027-05-04T09:00:00", "2027-05-06T17:00:00")).toBe(
      "Tue 4 May, 09:00 – Thu 6 May 2027, 17:00",
    );
    expect(formatEventDates("2027-12-31T20:00:00", "2028-01-01T02:00:00")).toBe(
      "Fri 31 Dec 2027, 20:00 – Sat 1 Jan 2028, 02:00",
    );
  });

  it("says when there is no date yet, and shows a start without an end", () => {
    expect(formatEventDates(null, null)).toBe("Date to be announced");
    expect(formatEventDates("2027-05-04T09:00:00", null)).toBe("Tue 4 May 2027, 09:00");
  });
});

describe("isEventToday", () => {
  const event = {
    event_datetime: "2027-05-04T09:00:00",
    end_datetime: "2027-05-06T17:00:00",
    time_zone: "Pacific/Auckland",
  };

  it("counts today where the event is, not where the device is", () => {
    // 2027-05-03 13:00 UTC is already 4 May (01:00) in Auckland.
    expect(isEventToday(event, new Date("2027-05-03T13:00:00Z"))).toBe(true);
    expect(isEventToday(event, new Date("2027-05-03T11:00:00Z"))).toBe(false);
    expect(isEventToday(event, new Date("2027-05-06T11:59:00Z"))).toBe(true);
    expect(isEventToday(event, new Date("2027-05-06T12:00:00Z"))).toBe(false);
  });

  it("takes an event without an end as one day, and one without a date as never today", () => {
    const oneDay = { ...event, end_datetime: null, time_zone: "UTC" };
    expect(isEventToday(oneDay, new Date("2027-05-04T23:59:00Z"))).toBe(true);
    expect(isEventToday(oneDay, new Date("2027-05-05T00:00:00Z"))).toBe(false);
    expect(isEventToday({ ...oneDay, event_datetime: null }, new Date())).toBe(false);
  });
});

describe("getInstant", () => {
  it("places a wall-clock time in its zone, summer time included", () => {
    expect(getInstant("2027-01-10T09:00:00", "Europe/London")?.toISOString()).toBe(
      "2027-01-10T09:00:00.000Z",
    );
    expect(getInstant("2027-07-10T09:00:00", "Europe/London")?.toISOString()).toBe(
      "2027-07-10T08:00:00.000Z",
    );
    expect(getInstant("2027-07-10T09:00:00", "America/New_York")?.toISOString()).toBe(
      "2027-07-10T13:00:00.000Z",
    );
  });

  it("places the hours next to a change of the clocks", () => {
    // London goes to summer time at 01:00 UTC on 28 March 2027.
    expect(getInstant("2027-03-28T00:30:00", "Europe/London")?.toISOString()).toBe(
      "2027-03-28T00:30:00.000Z",
    );
    expect(getInstant("2027-03-28T03:00:00", "Europe/London")?.toISOString()).toBe(
      "2027-03-28T02:00:00.000Z",
    );
  });

  it("cannot place a time in an unknown zone", () => {
    expect(getInstant("2027-01-10T09:00:00", "Mars/Olympus_Mons")).toBeUndefined();
  });
});

describe("formatDeviceTimes", () => {
  const session = { start_datetime: "2027-05-04T09:00:00", end_datetime: "2027-05-04T10:30:00" };

  it("shows the device's clock when it differs from the event's", () => {
    expect(formatDeviceTimes(session, "Europe/London", "Europe/Berlin")).toBe("10:00–11:30");
  });

  it("shows nothing when both clocks read the same, even under other zone names", () => {
    expect(formatDeviceTimes(session, "Europe/London", "Europe/London")).toBeUndefined();
    expect(formatDeviceTimes(session, "Europe/Berlin", "Europe/Paris")).toBeUndefined();
  });

  it("names the device's day when the session falls on another day there", () => {
    expect(formatDeviceTimes(session, "Europe/London", "America/Los_Angeles")).toBe("01:00–02:30");
    const early = { start_datetime: "2027-05-04T05:00:00", end_datetime: "2027-05-04T06:00:00" };
    expect(formatDeviceTimes(early, "Europe/London", "America/Los_Angeles")).toBe(
      "Mon 3 May, 21:00–22:00",
    );
    const late = { start_datetime: "2027-05-04T20:00:00", end_datetime: "2027-05-04T21:00:00" };
    expect(formatDeviceTimes(late, "Europe/London", "Asia/Tokyo")).toBe("Wed 5 May, 04:00–05:00");
  });
});

describe("the agenda's words", () => {
  it("formats a session's times, and its end's day when it ends on another", () => {
    expect(
      formatSessionTimes({
        start_datetime: "2027-05-04T09:00:00",
        end_datetime: "2027-05-04T10:00:00",
      }),
    ).toBe("09:00–10:00");
    expect(
      formatSessionTimes({
        start_datetime: "2027-05-04T22:00:00",
        end_datetime: "2027-05-05T01:00:00",
      }),
    ).toBe("22:00 – Wed 5 May, 01:00");
  });

  it("names a day and a zone", () => {
    expect(formatAgendaDay("2027-05-04")).toBe("Tuesday 4 May 2027");
    expect(describeTimeZone("Europe/London")).toBe("London time");
    expect(describeTimeZone("America/Argentina/Buenos_Aires")).toBe("Buenos Aires time");
    expect(describeTimeZone("UTC")).toBe("UTC");
  });
});

describe("formatSavedTime", () => {
  it("shows the time alone today, and the day before it on another day", () => {
    const savedAt = new Date("2027-05-04T13:05:00Z");
    expect(formatSavedTime(savedAt, new Date("2027-05-04T18:00:00Z"), "Europe/London")).toBe(
      "14:05",
    );
    expect(formatSavedTime(savedAt, new Date("2027-05-05T08:00:00Z"), "Europe/London")).toBe(
      "4 May at 14:05",
    );
  });
});

describe("formatMoment", () => {
  it("writes the moment with its day and year on the clock of the zone it is given", () => {
    const sentAt = new Date("2027-05-04T13:05:00.000Z");
    expect(formatMoment(sentAt, "Europe/London")).toBe("Tue 4 May 2027, 14:05");
    expect(formatMoment(sentAt, "America/New_York")).toBe("Tue 4 May 2027, 09:05");
    // Past midnight in Tokyo: the next day.
    expect(formatMoment(new Date("2027-09-04T16:30:00.000Z"), "Asia/Tokyo")).toBe(
      "Sun 5 Sep 2027, 01:30",
    );
  });

  it("writes nothing for a date that is not one", () => {
    expect(formatMoment(new Date("soon"), "UTC")).toBe("");
  });
});

describe("in another language", () => {
  it("writes an event's times with Intl's forms of the language, still as the event's clock reads", () => {
    const oneDay = formatEventDates("2027-05-04T09:00:00", "2027-05-04T17:30:00", "de");
    expect(oneDay).toMatch(/^Di\., 4\. Mai 2027, 09:00\s?–\s?17:30/);
    expect(formatAgendaDay("2027-05-04", "es")).toBe("martes, 4 de mayo de 2027");
    const session = { start_datetime: "2027-05-04T09:00:00", end_datetime: "2027-05-04T10:30:00" };
    expect(formatSessionTimes(session, "de")).toMatch(/^09:00\s?–\s?10:30/);
    expect(formatMoment(new Date("2027-05-04T13:05:00Z"), "UTC", "de")).toBe(
      "Di., 4. Mai 2027, 13:05",
    );
  });

  it("names a zone as the language does, and keeps UTC as it is", () => {
    expect(describeTimeZone("Europe/London", "en")).toBe("London time");
    expect(describeTimeZone("Europe/London", "es")).not.toBe("London time");
    expect(describeTimeZone("UTC", "ar")).toBe("UTC");
  });
});
