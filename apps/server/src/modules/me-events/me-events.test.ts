import {
  CALENDAR_MESSAGES,
  DOCUMENT_MESSAGES,
  EVENT_MESSAGES,
  myAgendaResponseSchema,
  myEventsResponseSchema,
  SESSION_MESSAGES,
} from "@events/contract";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { eventDocuments, eventSessions, events, participants } from "../../db/schema.js";
import { contractWriter } from "../../http/response-serializer.js";
import {
  callAsParticipant,
  type SignedInParticipant,
  signInNewPerson,
} from "../../test/app-participants.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { uniquePerson } from "../../test/people.js";
import { minimalPdf } from "../../test/uploads.js";

const moduleTest = setUpModuleTest("me-events");
const { eventAdmin } = moduleTest.signInAdminsBeforeAll();

type EventFields = Partial<typeof events.$inferInsert>;

/** An event of the event admin's with these fields, dates as the API writes them. */
async function newEvent(fields: EventFields = {}): Promise<string> {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  const { event_datetime: start, end_datetime: end, ...rest } = fields;
  await moduleTest.db
    .update(events)
    .set({
      ...rest,
      // Never empty: drizzle refuses an update of nothing.
      event_datetime: start?.replace("T", " ") ?? null,
      end_datetime: end?.replace("T", " ") ?? null,
    })
    .where(eq(events.id, eventId));
  return eventId;
}

/** A person who is a participant of these events, signed in to the app. */
async function newParticipantOf(eventIds: readonly string[]) {
  const { person, signedIn } = await signInNewPerson(moduleTest, eventIds);
  return { ...person, signedIn };
}

async function participantRowOf(eventId: string, email: string) {
  const [row] = await moduleTest.db
    .select()
    .from(participants)
    .where(and(eq(participants.event_id, eventId), eq(participants.email, email)));
  if (!row) throw new Error(`${email} is not in ${eventId}`);
  return row;
}

interface SessionSeed {
  name: string;
  start: string;
  end: string;
  venue?: string | null;
}

async function newSessions(eventId: string, seeds: readonly SessionSeed[]): Promise<string[]> {
  const rows = await moduleTest.db
    .insert(eventSessions)
    .values(
      seeds.map((seed) => ({
        event_id: eventId,
        name: seed.name,
        session_type: "keynote" as const,
        venue: seed.venue === undefined ? "Hall A" : seed.venue,
        start_datetime: seed.start.replace("T", " "),
        end_datetime: seed.end.replace("T", " "),
      })),
    )
    .returning({ id: eventSessions.id, name: eventSessions.name });
  return seeds.map((seed) => rows.find((row) => row.name === seed.name)?.id ?? "");
}

const pdfPart = (filename: string, text: string) => ({
  field: "file",
  filename,
  content: minimalPdf(text),
});

async function uploadEventDocument(eventId: string, filename: string): Promise<string> {
  const response = await moduleTest.send(eventAdmin, "POST", "/api/users/upload-event-document", {
    fields: { event_id: eventId },
    files: [pdfPart(filename, filename)],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function uploadSessionDocument(sessionId: string): Promise<void> {
  const response = await moduleTest.send(
    eventAdmin,
    "POST",
    "/api/sessions/upload-session-document",
    { fields: { session_id: sessionId }, files: [pdfPart("slides.pdf", "Slides")] },
  );
  expect(response.statusCode, response.body).toBe(201);
}

/**
 * The answer is the bytes the contract's compiled serializer writes of it: the same fields, in
 * the same order, none left out and none added.
 */
function expectContractBytes(response: LightMyRequestResponse, schema: z.ZodType) {
  const write = contractWriter(schema);
  expect(response.body).toBe(write(response.json()));
}

const get = (participant: SignedInParticipant | undefined, url: string) =>
  callAsParticipant(moduleTest.app, participant, "GET", url);

/** PUT bookmarks the session, DELETE removes the bookmark. */
const mark = (participant: SignedInParticipant, method: "PUT" | "DELETE", sessionId?: string) =>
  callAsParticipant(moduleTest.app, participant, method, `/api/me/sessions/${sessionId}/bookmark`);

describe("GET /api/me/events", () => {
  // 11:30 UTC on 10 March 2027: already 11 March in Auckland (UTC+13), still 10 March in
  // Honolulu (UTC-10).
  const now = new Date("2027-03-10T11:30:00Z");

  it("lists every event of the person, current and upcoming first, then undated, then past, past judged in each event's zone", async () => {
    const sameDates = {
      event_datetime: "2027-03-10T09:00:00",
      end_datetime: "2027-03-10T20:00:00",
    };
    const ids = {
      current: await newEvent({
        event_name: "Current",
        event_datetime: "2027-03-08T09:00:00",
        end_datetime: "2027-03-12T18:00:00",
      }),
      honolulu: await newEvent({
        event_name: "Honolulu",
        time_zone: "Pacific/Honolulu",
        venue: "Waikiki Shell",
        logo_url: "/media/logos/shell.png",
        theme_colors: ["#102030"],
        ...sameDates,
      }),
      soon: await newEvent({ event_name: "Soon", event_datetime: "2027-04-01T10:00:00" }),
      undated: await newEvent({ event_name: "Undated" }),
      auckland: await newEvent({
        event_name: "Auckland",
        time_zone: "Pacific/Auckland",
        ...sameDates,
      }),
      yesterday: await newEvent({
        event_name: "Yesterday",
        event_datetime: "2027-03-09T08:00:00",
        end_datetime: "2027-03-09T23:00:00",
      }),
      longAgo: await newEvent({ event_name: "Long ago", event_datetime: "2026-12-01T10:00:00" }),
    };
    const notTheirs = await newEvent({ event_name: "Not theirs" });
    const person = await newParticipantOf(Object.values(ids));
    await insertParticipants(moduleTest.db, notTheirs, [uniquePerson()]);

    const listed = await moduleTest.withOtherApp({ now: () => now }, async (app) =>
      callAsParticipant(app, person.signedIn, "GET", "/api/me/events"),
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expectContractBytes(listed, myEventsResponseSchema);
    const list = listed.json().events as { id: string; is_past: boolean }[];
    expect(list.map((event) => [event.id, event.is_past])).toEqual([
      [ids.current, false],
      [ids.honolulu, false],
      [ids.soon, false],
      [ids.undated, false],
      [ids.auckland, true],
      [ids.yesterday, true],
      [ids.longAgo, true],
    ]);
    expect(list[1]).toEqual({
      id: ids.honolulu,
      event_name: "Honolulu",
      event_datetime: "2027-03-10T09:00:00",
      end_datetime: "2027-03-10T20:00:00",
      time_zone: "Pacific/Honolulu",
      venue: "Waikiki Shell",
      event_status: "SCHEDULED",
      logo_url: "/media/logos/shell.png",
      cover_image_url: null,
      theme_colors: ["#102030"],
      is_past: false,
    });
  });

  it("answers a person in no event an empty list, and 401 without an app session", async () => {
    const person = await newParticipantOf([await newEvent()]);
    await moduleTest.db.delete(participants).where(eq(participants.email, person.email));
    expect((await get(person.signedIn, "/api/me/events")).json()).toEqual({ events: [] });
    expect((await get(undefined, "/api/me/events")).statusCode).toBe(401);
    const asAdmin = await moduleTest.call(eventAdmin, "GET", "/api/me/events");
    expect(asAdmin.statusCode).toBe(401);
  });
});

describe("GET /api/me/events/{eventId}", () => {
  it("answers the event with a map link and its documents, newest first", async () => {
    const eventId = await newEvent({
      event_name: "Harbour Week",
      venue: "Pier 4, Hall B",
      description: "Boats.",
      contact_person_email: "desk@example.org",
      event_datetime: "2027-05-01T09:00:00",
    });
    const older = await uploadEventDocument(eventId, "programme.pdf");
    const newer = await uploadEventDocument(eventId, "map.pdf");
    await moduleTest.db
      .update(eventDocuments)
      .set({ upload_date: new Date("2027-01-01T10:00:00Z") })
      .where(eq(eventDocuments.id, older));
    await moduleTest.db
      .update(eventDocuments)
      .set({ upload_date: new Date("2027-01-02T10:00:00Z") })
      .where(eq(eventDocuments.id, newer));
    const person = await newParticipantOf([eventId]);

    const response = await get(person.signedIn, `/api/me/events/${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { event } = response.json();
    expect(event).toMatchObject({
      id: eventId,
      event_name: "Harbour Week",
      venue: "Pier 4, Hall B",
      description: "Boats.",
      contact_person_email: "desk@example.org",
      map_url: "https://www.openstreetmap.org/search?query=Pier%204%2C%20Hall%20B",
    });
    expect(event.documents).toEqual([
      {
        id: newer,
        original_filename: "map.pdf",
        file_type: "application/pdf",
        file_size: expect.any(Number),
        upload_date: "2027-01-02T10:00:00.000Z",
      },
      expect.objectContaining({ id: older, upload_date: "2027-01-01T10:00:00.000Z" }),
    ]);
  });

  it("answers no map link without a venue, and 404 for an event the person is not in", async () => {
    const own = await newEvent({ venue: "  " });
    const other = await newEvent();
    const person = await newParticipantOf([own]);
    await insertParticipants(moduleTest.db, other, [uniquePerson()]);
    expect((await get(person.signedIn, `/api/me/events/${own}`)).json().event.map_url).toBeNull();
    const refused = await get(person.signedIn, `/api/me/events/${other}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: EVENT_MESSAGES.eventNotFound,
      code: "events.eventNotFound",
    });
    expect((await get(person.signedIn, `/api/me/events/${other}/sessions`)).statusCode).toBe(404);
    expect((await get(person.signedIn, `/api/me/events/${other}/ticket`)).statusCode).toBe(404);
  });
});

describe("the documents", () => {
  it("sends an event's document inline or as an attachment, never another event's", async () => {
    const [own, alsoOwn, other] = [await newEvent(), await newEvent(), await newEvent()];
    const documentId = await uploadEventDocument(own, "programme.pdf");
    const alsoOwnDocument = await uploadEventDocument(alsoOwn, "menu.pdf");
    const otherDocument = await uploadEventDocument(other, "secret.pdf");
    const person = await newParticipantOf([own, alsoOwn]);
    const url = `/api/me/events/${own}/documents/${documentId}`;

    const inline = await get(person.signedIn, url);
    expect(inline.statusCode, inline.body).toBe(200);
    expect(inline.headers["content-type"]).toBe("application/pdf");
    expect(inline.headers["content-disposition"]).toMatch(/^inline; filename="programme.pdf"/);
    expect(inline.headers["x-content-type-options"]).toBe("nosniff");
    expect(inline.rawPayload.equals(minimalPdf("programme.pdf"))).toBe(true);
    const attachment = await get(person.signedIn, `${url}?download=1`);
    expect(attachment.headers["content-disposition"]).toMatch(/^attachment;/);

    for (const [eventId, id] of [
      [own, alsoOwnDocument],
      [alsoOwn, documentId],
      [own, otherDocument],
      [other, otherDocument],
    ]) {
      const refused = await get(person.signedIn, `/api/me/events/${eventId}/documents/${id}`);
      expect(refused.statusCode, `${eventId} ${id}`).toBe(404);
      expect(refused.json()).toEqual({
        error: DOCUMENT_MESSAGES.notFound,
        code: "documents.notFound",
      });
    }
  });

  it("sends a session's document, and 404 for a session without one or of another event", async () => {
    const [own, other] = [await newEvent(), await newEvent()];
    const [withDocument, without] = await newSessions(own, [
      { name: "Talk", start: "2027-05-01T09:00:00", end: "2027-05-01T10:00:00" },
      { name: "Break", start: "2027-05-01T10:00:00", end: "2027-05-01T10:30:00" },
    ]);
    const [othersSession] = await newSessions(other, [
      { name: "Hidden", start: "2027-05-01T09:00:00", end: "2027-05-01T10:00:00" },
    ]);
    await uploadSessionDocument(withDocument ?? "");
    await uploadSessionDocument(othersSession ?? "");
    const person = await newParticipantOf([own]);

    const sent = await get(person.signedIn, `/api/me/sessions/${withDocument}/document?download=1`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.headers["content-disposition"]).toMatch(/^attachment; filename="slides.pdf"/);
    expect(sent.headers["x-content-type-options"]).toBe("nosniff");
    const none = await get(person.signedIn, `/api/me/sessions/${without}/document`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      error: SESSION_MESSAGES.documentNotFound,
      code: "documents.notFound",
    });
    const othersDocument = await get(person.signedIn, `/api/me/sessions/${othersSession}/document`);
    expect(othersDocument.statusCode).toBe(404);
    expect(othersDocument.json()).toEqual({
      error: SESSION_MESSAGES.sessionNotFound,
      code: "sessions.sessionNotFound",
    });
  });
});

describe("the agenda and bookmarks", () => {
  it("orders the sessions, marks the person's bookmarks and the clashes among them", async () => {
    const eventId = await newEvent({ time_zone: "Europe/Berlin" });
    const [opening, panel, workshop, lunch] = await newSessions(eventId, [
      { name: "Opening", start: "2027-05-01T09:00:00", end: "2027-05-01T10:00:00" },
      { name: "Panel", start: "2027-05-01T09:30:00", end: "2027-05-01T10:30:00", venue: "Hall B" },
      { name: "Workshop", start: "2027-05-01T10:00:00", end: "2027-05-01T11:00:00", venue: null },
      { name: "Lunch", start: "2027-05-01T12:00:00", end: "2027-05-01T13:00:00" },
      { name: "Walk", start: "2027-05-01T09:00:00", end: "2027-05-01T09:45:00" },
      { name: "Apéro", start: "2027-05-01T09:00:00", end: "2027-05-01T10:00:00" },
    ]);
    const person = await newParticipantOf([eventId]);
    const other = await newParticipantOf([eventId]);
    for (const sessionId of [opening, panel, workshop]) {
      const put = await mark(person.signedIn, "PUT", sessionId);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({ session_id: sessionId, is_bookmarked: true });
    }
    // Again: nothing changes.
    const again = await mark(person.signedIn, "PUT", opening);
    expect(again.json()).toEqual({ session_id: opening, is_bookmarked: true });
    // Another participant's bookmark is theirs alone.
    await mark(other.signedIn, "PUT", lunch);

    const response = await get(person.signedIn, `/api/me/events/${eventId}/sessions`);
    expect(response.statusCode, response.body).toBe(200);
    expectContractBytes(response, myAgendaResponseSchema);
    const agenda = response.json();
    expect(agenda.time_zone).toBe("Europe/Berlin");
    const marks = agenda.sessions.map((session: Record<string, unknown>) => [
      session.name,
      session.is_bookmarked,
      session.clashes_with,
    ]);
    expect(marks).toEqual([
      ["Walk", false, []],
      ["Apéro", false, []],
      ["Opening", true, [panel]],
      ["Panel", true, [opening, workshop]],
      ["Workshop", true, [panel]],
      ["Lunch", false, []],
    ]);
    expect(agenda.sessions[2]).toEqual({
      id: opening,
      event_id: eventId,
      name: "Opening",
      description: null,
      session_type: "keynote",
      other_session_type: null,
      start_datetime: "2027-05-01T09:00:00",
      end_datetime: "2027-05-01T10:00:00",
      venue: "Hall A",
      image: null,
      has_document: false,
      is_bookmarked: true,
      clashes_with: [panel],
    });

    // Unbookmarked (twice: nothing changes), Panel clashes with nothing any more.
    for (let round = 0; round < 2; round += 1) {
      const removed = await mark(person.signedIn, "DELETE", workshop);
      expect(removed.json()).toEqual({ session_id: workshop, is_bookmarked: false });
    }
    const after = (await get(person.signedIn, `/api/me/events/${eventId}/sessions`)).json();
    const panelAfter = after.sessions.find((session: { id: string }) => session.id === panel);
    expect(panelAfter.clashes_with).toEqual([opening]);
  });

  it("answers 404 for a session of an event the person is not in", async () => {
    const [own, other] = [await newEvent(), await newEvent()];
    const [othersSession] = await newSessions(other, [
      { name: "Hidden", start: "2027-05-01T09:00:00", end: "2027-05-01T10:00:00" },
    ]);
    const person = await newParticipantOf([own]);
    for (const method of ["PUT", "DELETE"] as const) {
      const refused = await mark(person.signedIn, method, othersSession);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: SESSION_MESSAGES.sessionNotFound,
        code: "sessions.sessionNotFound",
      });
    }
    expect(
      (await get(person.signedIn, `/api/me/sessions/${othersSession}/calendar`)).statusCode,
    ).toBe(404);
  });
});

interface FeedEvent {
  uid: string;
  summary: string;
  tzid: string | null;
  start: string;
  local: string;
}

/** The calendar parsed back by ical.js with its own VTIMEZONEs: each VEVENT's instant in UTC. */
function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
    return {
      uid: event.uid,
      summary: event.summary,
      tzid: typeof tzid === "string" ? tzid : null,
      start: event.startDate.toJSDate().toISOString(),
      local: event.startDate.toString().slice(0, 19),
    };
  });
}

describe("the calendars", () => {
  it("feeds the bookmarks of every event of the person, each in its event's zone; renewing voids the old address", async () => {
    const berlin = await newEvent({ time_zone: "Europe/Berlin" });
    const newYork = await newEvent({ time_zone: "America/New_York" });
    const [keynote] = await newSessions(berlin, [
      { name: "Keynote", start: "2027-05-01T10:00:00", end: "2027-05-01T11:00:00" },
      { name: "Skipped", start: "2027-05-01T12:00:00", end: "2027-05-01T13:00:00" },
    ]);
    const [brunch] = await newSessions(newYork, [
      { name: "Brunch", start: "2027-05-02T10:00:00", end: "2027-05-02T11:00:00" },
    ]);
    const person = await newParticipantOf([berlin, newYork]);
    for (const sessionId of [keynote, brunch]) {
      await mark(person.signedIn, "PUT", sessionId);
    }

    const link = await get(person.signedIn, "/api/me/calendar-feed");
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().url);
    expect(url.origin).toBe("http://localhost:3000");
    expect(url.pathname).toMatch(/^\/api\/me\/calendar-feed\/[A-Za-z0-9_-]{43}$/);
    expect((await get(person.signedIn, "/api/me/calendar-feed")).json().url).toBe(url.toString());

    const feed = await get(undefined, url.pathname);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("private, no-store");
    expect(parseFeed(feed.body)).toEqual([
      {
        uid: `${keynote}@events-admin`,
        summary: "Keynote",
        tzid: "Europe/Berlin",
        start: "2027-05-01T08:00:00.000Z",
        local: "2027-05-01T10:00:00",
      },
      {
        uid: `${brunch}@events-admin`,
        summary: "Brunch",
        tzid: "America/New_York",
        start: "2027-05-02T14:00:00.000Z",
        local: "2027-05-02T10:00:00",
      },
    ]);

    const renewed = await callAsParticipant(
      moduleTest.app,
      person.signedIn,
      "POST",
      "/api/me/calendar-feed/renew",
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const renewedUrl = new URL(renewed.json().url);
    expect(renewedUrl.toString()).not.toBe(url.toString());
    const old = await get(undefined, url.pathname);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({
      error: CALENDAR_MESSAGES.feedNotFound,
      code: "calendar.feedNotFound",
    });
    expect((await get(undefined, renewedUrl.pathname)).statusCode).toBe(200);
    expect((await get(undefined, "/api/me/calendar-feed/not-a-token")).statusCode).toBe(404);
    expect((await get(undefined, "/api/me/calendar-feed/bad.token")).statusCode).toBe(400);
  });

  it("leaves out the bookmarks of an event the person has left", async () => {
    const [stays, leaves] = [await newEvent(), await newEvent()];
    const [kept] = await newSessions(stays, [
      { name: "Kept", start: "2027-05-01T10:00:00", end: "2027-05-01T11:00:00" },
    ]);
    const [gone] = await newSessions(leaves, [
      { name: "Gone", start: "2027-05-01T10:00:00", end: "2027-05-01T11:00:00" },
    ]);
    const person = await newParticipantOf([stays, leaves]);
    for (const sessionId of [kept, gone]) {
      await mark(person.signedIn, "PUT", sessionId);
    }
    const url = new URL((await get(person.signedIn, "/api/me/calendar-feed")).json().url);
    expect(
      parseFeed((await get(undefined, url.pathname)).body).map((event) => event.summary),
    ).toEqual(["Gone", "Kept"]);
    const row = await participantRowOf(leaves, person.email);
    await moduleTest.call(eventAdmin, "DELETE", `/api/participants/delete-participant/${row.id}`);
    expect(
      parseFeed((await get(undefined, url.pathname)).body).map((event) => event.summary),
    ).toEqual(["Kept"]);
  });

  it("sends one session as an .ics attachment in its event's zone", async () => {
    const eventId = await newEvent({ time_zone: "Europe/Berlin" });
    const [sessionId] = await newSessions(eventId, [
      { name: "Keynote", start: "2027-05-01T10:00:00", end: "2027-05-01T11:00:00" },
    ]);
    const person = await newParticipantOf([eventId]);
    const response = await get(person.signedIn, `/api/me/sessions/${sessionId}/calendar`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="Keynote.ics"/);
    expect(parseFeed(response.body)).toEqual([
      expect.objectContaining({ tzid: "Europe/Berlin", start: "2027-05-01T08:00:00.000Z" }),
    ]);
  });
});

describe("GET /api/me/events/{eventId}/ticket", () => {
  it("answers the person's own code, which the admins' check-in by code accepts", async () => {
    const eventId = await newEvent({
      event_name: "Harbour Week",
      time_zone: "Europe/Berlin",
      venue: "Pier 4",
      event_datetime: "2027-05-01T09:00:00",
    });
    const person = await newParticipantOf([eventId]);
    await insertParticipants(moduleTest.db, eventId, [uniquePerson()]);
    const row = await participantRowOf(eventId, person.email);

    const before = Date.now();
    const response = await get(person.signedIn, `/api/me/events/${eventId}/ticket`);
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    const { ticket } = response.json();
    expect(ticket).toMatchObject({
      event_id: eventId,
      event_name: "Harbour Week",
      event_datetime: "2027-05-01T09:00:00",
      time_zone: "Europe/Berlin",
      venue: "Pier 4",
      participant_name: person.name,
      check_in_code: row.check_in_code,
      checked_in_at: null,
    });
    expect(ticket.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const issuedAt = Date.parse(ticket.issued_at);
    expect(issuedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(issuedAt).toBeLessThanOrEqual(after + 1000);

    const scanned = await moduleTest.call(
      eventAdmin,
      "POST",
      "/api/participants/check-in-by-code",
      {
        json: { event_id: eventId, code: ticket.check_in_code },
      },
    );
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json().participant.id).toBe(row.id);
    const checkedIn = (await get(person.signedIn, `/api/me/events/${eventId}/ticket`)).json();
    expect(checkedIn.ticket.checked_in_at).toBe(scanned.json().checked_in_at);
  });
});

describe("leaving an event", () => {
  it("takes the event out of the app at the next request, when removed or when the event is deleted", async () => {
    const [stays, removedFrom, deleted] = [await newEvent(), await newEvent(), await newEvent()];
    const person = await newParticipantOf([stays, removedFrom, deleted]);
    const listed = async () =>
      ((await get(person.signedIn, "/api/me/events")).json().events as { id: string }[])
        .map((event) => event.id)
        .sort();
    expect(await listed()).toEqual([stays, removedFrom, deleted].sort());
    expect((await get(person.signedIn, `/api/me/events/${removedFrom}/ticket`)).statusCode).toBe(
      200,
    );

    const row = await participantRowOf(removedFrom, person.email);
    const removal = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/participants/delete-participant/${row.id}`,
    );
    expect(removal.statusCode, removal.body).toBe(200);
    const deletion = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/events/delete-event/${deleted}`,
    );
    expect(deletion.statusCode, deletion.body).toBe(200);

    expect(await listed()).toEqual([stays]);
    for (const eventId of [removedFrom, deleted]) {
      for (const suffix of ["", "/sessions", "/ticket"]) {
        const gone = await get(person.signedIn, `/api/me/events/${eventId}${suffix}`);
        expect(gone.statusCode, `${eventId}${suffix}`).toBe(404);
      }
    }
  });
});
