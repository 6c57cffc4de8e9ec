import { CSRF_HEADER } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SAVED_AT_HEADER } from "../service-worker/saved-answers";
import { answer, stubAppServer } from "../testing/app-server-stub";
import {
  CSRF_TOKEN,
  renderAppAt,
  resetAppBetweenTests,
  setOnline,
} from "../testing/app-test-setup";
import { buildMyEvent, EVENT_ID, OTHER_EVENT_ID } from "../testing/factories";
import { signOutOfflineMessage } from "./my-events-screen";

resetAppBetweenTests();

const conference = buildMyEvent({ logo_url: "/media/logos/conference.png" });
const gala = buildMyEvent({
  id: OTHER_EVENT_ID,
  event_name: "Spring Gala 2026",
  event_datetime: "2026-03-20T19:00:00",
  end_datetime: "2026-03-20T23:00:00",
  venue: null,
  is_past: true,
});

describe("My events", () => {
  it("lists upcoming events first, then past ones, each with its dates, venue and logo", async () => {
    vi.useFakeTimers({ now: new Date("2027-01-10T12:00:00Z"), toFake: ["Date"] });
    stubAppServer({ "GET /api/me/events": answer({ events: [conference, gala] }) });
    renderAppAt("/app/");
    const upcoming = await screen.findByRole("region", { name: "Upcoming" });
    const past = screen.getByRole("region", { name: "Past" });
    const conferenceLink = within(upcoming).getByRole("link", { name: /Annual Conference 2027/ });
    expect(conferenceLink).toHaveAttribute("href", `/app/events/${EVENT_ID}`);
    expect(conferenceLink).toHaveTextContent("Tue 4 May, 09:00 – Thu 6 May 2027, 17:00");
    expect(conferenceLink).toHaveTextContent("Main Hall, Manchester");
    expect(conferenceLink.querySelector("img")).toHaveAttribute(
      "src",
      `${window.location.origin}/media/logos/conference.png`,
    );
    expect(within(past).getByRole("link", { name: /Spring Gala 2026/ })).toHaveTextContent(
      "Fri 20 Mar 2026, 19:00–23:00",
    );
    expect(screen.queryByText("Today")).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it("marks an event that is on today where it takes place", async () => {
    // 4 May 2027, 23:30 in London: still the event's first day there.
    vi.useFakeTimers({ now: new Date("2027-05-04T22:30:00Z"), toFake: ["Date"] });
    try {
      stubAppServer({ "GET /api/me/events": answer({ events: [conference] }) });
      renderAppAt("/app/");
      const link = await screen.findByRole("link", { name: /Annual Conference 2027/ });
      expect(within(link).getByText("Today")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says so when the person is on no event yet", async () => {
    stubAppServer({ "GET /api/me/events": answer({ events: [] }) });
    renderAppAt("/app/");
    expect(await screen.findByText(/You are not on any event yet/)).toBeInTheDocument();
  });

  it("says when it shows what was saved, with no network", async () => {
    stubAppServer({
      "GET /api/me/events": answer(
        { events: [conference] },
        { headers: { [SAVED_AT_HEADER]: new Date(2027, 4, 4, 14, 5).toISOString() } },
      ),
    });
    vi.useFakeTimers({ now: new Date(2027, 4, 4, 15, 0), toFake: ["Date"] });
    try {
      renderAppAt("/app/");
      await screen.findByRole("link", { name: /Annual Conference 2027/ });
      setOnline(false);
      expect(
        screen.getByText("You are offline — showing what was saved at 14:05"),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends the person to sign in when the server no longer knows the session", async () => {
    stubAppServer({
      "GET /api/me/events": answer({ error: "Not authenticated" }, { status: 401 }),
    });
    renderAppAt("/app/");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(document.cookie).not.toContain("app_csrf_token");
  });

  it("signs out with the CSRF header, and back to the sign-in", async () => {
    const server = stubAppServer({
      "GET /api/me/events": answer({ events: [] }),
      "POST /api/me/sign-out": answer({ message: "Signed out" }),
    });
    renderAppAt("/app/");
    await userEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/sign-out")[0]?.headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
  });

  it("says that signing out needs a connection when there is none", async () => {
    const server = stubAppServer({ "GET /api/me/events": answer({ events: [] }) });
    renderAppAt("/app/");
    const signOut = await screen.findByRole("button", { name: "Sign out" });
    setOnline(false);
    await userEvent.click(signOut);
    expect(screen.getByRole("alert")).toHaveTextContent(signOutOfflineMessage());
    expect(server.callsTo("POST /api/me/sign-out")).toHaveLength(0);
  });
});
