import { CSRF_HEADER, type MySession } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, stubAppServer } from "../testing/app-server-stub";
import {
  CSRF_TOKEN,
  renderAppAt,
  resetAppBetweenTests,
  setOnline,
} from "../testing/app-test-setup";
import { buildMyEventDetails, buildSession, EVENT_ID } from "../testing/factories";
import { bookmarkOfflineMessage, downloadOfflineMessage } from "./agenda-screen";
import { feedOfflineMessage, renewQuestion } from "./calendar-feed-panel";

resetAppBetweenTests();

const AGENDA = `GET /api/me/events/${EVENT_ID}/sessions`;
const keynote = buildSession({ name: "Opening keynote" });
const workshop = buildSession({
  name: "Data workshop",
  session_type: "workshop",
  start_datetime: "2027-05-04T09:30:00",
  end_datetime: "2027-05-04T11:00:00",
  has_document: true,
});
const dinner = buildSession({
  name: "Closing dinner",
  session_type: "other",
  other_session_type: "Dinner",
  start_datetime: "2027-05-05T19:00:00",
  end_datetime: "2027-05-05T22:00:00",
  venue: "The Old Hall",
});

function stubAgenda(sessions: MySession[], timeZone = "Europe/London") {
  return stubAppServer({
    [AGENDA]: answer({ time_zone: timeZone, sessions }),
    [`GET /api/me/events/${EVENT_ID}`]: answer({ event: buildMyEventDetails() }),
  });
}

/** The device's zone as the browser reports it, so the test does not hang on the machine's. */
function deviceIn(timeZone: string) {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}

const sessionItem = (name: string) =>
  screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;

describe("the agenda", () => {
  it("lists the sessions by day in the event's zone, with type, venue and the event's name", async () => {
    deviceIn("Europe/London");
    stubAgenda([keynote, workshop, dinner]);
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    const tuesday = (
      await screen.findByRole("heading", { level: 2, name: "Tuesday 4 May 2027" })
    ).closest("section") as HTMLElement;
    expect(
      within(tuesday)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Opening keynote", "Data workshop"]);
    expect(sessionItem("Opening keynote")).toHaveTextContent("09:00–10:00");
    expect(sessionItem("Data workshop")).toHaveTextContent("Workshop · Room 1");
    expect(sessionItem("Closing dinner")).toHaveTextContent("Dinner · The Old Hall");
    expect(screen.getByRole("heading", { level: 2, name: "Wednesday 5 May 2027" })).toBeVisible();
    expect(await screen.findByText("Annual Conference 2027")).toBeInTheDocument();
    expect(screen.getByText("Times are London time.")).toBeInTheDocument();
    expect(screen.queryByText(/Your time/)).not.toBeInTheDocument();
  });

  it("shows the device's time beside each session when the device is elsewhere", async () => {
    deviceIn("America/New_York");
    stubAgenda([keynote]);
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    await screen.findByRole("heading", { level: 3, name: "Opening keynote" });
    expect(sessionItem("Opening keynote")).toHaveTextContent("Your time: 04:00–05:00");
    expect(screen.getByText(/Your own time is shown under each one/)).toBeInTheDocument();
  });

  it("bookmarks a session with the CSRF header, and marks a clash in words", async () => {
    const server = stubAgenda([keynote, { ...workshop, is_bookmarked: true }]);
    server.route(
      `PUT /api/me/sessions/${keynote.id}/bookmark`,
      answer({ session_id: keynote.id, is_bookmarked: true }),
    );
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    const bookmark = await screen.findByRole("button", { name: "Bookmark Opening keynote" });
    expect(bookmark).toHaveAttribute("aria-pressed", "false");
    // What the server answers once both are bookmarked: they overlap from 09:30 to 10:00.
    server.route(
      AGENDA,
      answer({
        time_zone: "Europe/London",
        sessions: [
          { ...keynote, is_bookmarked: true, clashes_with: [workshop.id] },
          { ...workshop, is_bookmarked: true, clashes_with: [keynote.id] },
        ],
      }),
    );
    await userEvent.click(bookmark);
    expect(bookmark).toHaveAttribute("aria-pressed", "true");
    const [put] = server.callsTo(`PUT /api/me/sessions/${keynote.id}/bookmark`);
    expect(put?.headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
    expect(
      await within(sessionItem("Opening keynote")).findByText(/Clashes with Data workshop/),
    ).toBeInTheDocument();
    expect(sessionItem("Data workshop")).toHaveTextContent("Clashes with Opening keynote");
  });

  it("takes a bookmark off, and puts it back when the server refuses", async () => {
    const server = stubAgenda([{ ...keynote, is_bookmarked: true }]);
    server.route(
      `DELETE /api/me/sessions/${keynote.id}/bookmark`,
      answer({ error: "Session not found" }, { status: 404 }),
    );
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    const bookmark = await screen.findByRole("button", { name: "Bookmark Opening keynote" });
    await userEvent.click(bookmark);
    expect(await screen.findByText("Session not found")).toBeInTheDocument();
    expect(bookmark).toHaveAttribute("aria-pressed", "true");
    expect(server.callsTo(`DELETE /api/me/sessions/${keynote.id}/bookmark`)).toHaveLength(1);
  });

  it("says that bookmarking and downloads need a connection when there is none", async () => {
    const server = stubAgenda([keynote]);
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    const bookmark = await screen.findByRole("button", { name: "Bookmark Opening keynote" });
    setOnline(false);
    await userEvent.click(bookmark);
    expect(screen.getByText(bookmarkOfflineMessage())).toBeInTheDocument();
    expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(screen.getByRole("link", { name: "Add to calendar: Opening keynote" }));
    expect(screen.getByText(downloadOfflineMessage())).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method !== "GET")).toHaveLength(0);
  });

  it("shows only the bookmarked sessions under My agenda", async () => {
    stubAgenda([keynote, { ...dinner, is_bookmarked: true }]);
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    await userEvent.click(await screen.findByRole("radio", { name: "My agenda (1)" }));
    expect(screen.queryByRole("heading", { name: "Opening keynote" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Closing dinner" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "All sessions (2)" }));
    expect(screen.getByRole("heading", { name: "Opening keynote" })).toBeInTheDocument();
  });

  it("offers each session as a calendar file, and its document when it has one", async () => {
    stubAgenda([keynote, workshop]);
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    expect(
      await screen.findByRole("link", { name: "Add to calendar: Opening keynote" }),
    ).toHaveAttribute("href", `/api/me/sessions/${keynote.id}/calendar`);
    expect(screen.getByRole("link", { name: "Document of Data workshop" })).toHaveAttribute(
      "href",
      `/api/me/sessions/${workshop.id}/document`,
    );
    expect(screen.queryByRole("link", { name: "Document of Opening keynote" })).toBeNull();
  });
});

describe("the calendar feed", () => {
  const feedUrl = "http://localhost/api/me/calendar-feed/first-token";

  it("shows the feed's address to copy", async () => {
    const server = stubAgenda([]);
    server.route("GET /api/me/calendar-feed", answer({ url: feedUrl }));
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    await userEvent.click(await screen.findByRole("button", { name: "Show the feed address" }));
    expect(await screen.findByRole("textbox", { name: "Feed address" })).toHaveValue(feedUrl);
    await userEvent.click(screen.getByRole("button", { name: "Copy the address" }));
    expect(writeText).toHaveBeenCalledWith(feedUrl);
    expect(screen.getByText("The address is copied.")).toBeInTheDocument();
  });

  it("renews the address only once the person confirms", async () => {
    const server = stubAgenda([]);
    server.route("GET /api/me/calendar-feed", answer({ url: feedUrl }));
    server.route("POST /api/me/calendar-feed/renew", answer({ url: `${feedUrl}-renewed` }));
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    await userEvent.click(await screen.findByRole("button", { name: "Show the feed address" }));
    await userEvent.click(await screen.findByRole("button", { name: "Renew the address" }));
    const confirm = screen.getByRole("alertdialog", { name: renewQuestion() });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(server.callsTo("POST /api/me/calendar-feed/renew")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Renew the address" }));
    await userEvent.click(
      within(screen.getByRole("alertdialog", { name: renewQuestion() })).getByRole("button", {
        name: "Renew",
      }),
    );
    expect(await screen.findByText("The feed has a new address.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Feed address" })).toHaveValue(`${feedUrl}-renewed`);
    const [renew] = server.callsTo("POST /api/me/calendar-feed/renew");
    expect(renew?.headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
  });

  it("says that the feed needs a connection when there is none", async () => {
    const server = stubAgenda([]);
    renderAppAt(`/app/events/${EVENT_ID}/agenda`);
    const show = await screen.findByRole("button", { name: "Show the feed address" });
    setOnline(false);
    await userEvent.click(show);
    expect(screen.getByText(feedOfflineMessage())).toBeInTheDocument();
    expect(server.callsTo("GET /api/me/calendar-feed")).toHaveLength(0);
  });
});
