import { CSRF_HEADER } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answer, stubAppServer } from "../testing/app-server-stub";
import {
  CSRF_TOKEN,
  renderAppAt,
  resetAppBetweenTests,
  setOnline,
} from "../testing/app-test-setup";
import { buildMessage } from "../testing/person-factories";

resetAppBetweenTests();

const INBOX = "GET /api/me/messages";
const dinner = buildMessage({
  subject: "Dinner on Friday",
  body: "Dear Ada,\n\nthe dinner starts at 19:00.\n  Dress code: smart.",
  sent_at: "2027-05-01T13:05:00.000Z",
});
const welcome = buildMessage({
  subject: "Welcome",
  event_name: "Spring Gala 2026",
  sent_at: "2026-03-01T09:00:00.000Z",
  is_read: true,
});

/** The inbox's answers, which remember a copy marked read, as the server does. */
function stubInbox(messages = [dinner, welcome]) {
  const readIds = new Set<string>();
  const current = () =>
    messages.map((message) => (readIds.has(message.id) ? { ...message, is_read: true } : message));
  return stubAppServer({
    [INBOX]: () =>
      answer({
        messages: current(),
        unread: current().filter((message) => !message.is_read).length,
      }),
    [`POST /api/me/messages/${dinner.id}/read`]: () => {
      readIds.add(dinner.id);
      return answer({ message: { ...dinner, is_read: true } });
    },
  });
}

const tabs = () => screen.getByRole("navigation", { name: "Sections" });

describe("the inbox", () => {
  beforeEach(() => {
    // The device is in London: the dates read the same wherever the tests run.
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: "Europe/London" };
    });
  });

  it("lists the messages as the server orders them, with event, subject and date, unread ones said in words", async () => {
    stubInbox();
    renderAppAt("/app/inbox");
    const links = await screen.findAllByRole("link", { name: /Dinner on Friday|Welcome/ });
    expect(links.map((link) => link.textContent)).toEqual([
      "Dinner on FridayUnreadAnnual Conference 2027Sat 1 May 2027, 14:05",
      "WelcomeSpring Gala 2026Sun 1 Mar 2026, 09:00",
    ]);
    expect(links[0]).toHaveAttribute("href", `/app/inbox/${dinner.id}`);
    expect(screen.getByText("1 unread")).toBeInTheDocument();
    expect(within(tabs()).getByRole("link", { name: "Inbox (1 unread)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("says when there are no messages yet, and the tab counts none", async () => {
    stubInbox([]);
    renderAppAt("/app/inbox");
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    expect(within(tabs()).getByRole("link", { name: "Inbox" })).toBeInTheDocument();
  });

  it("says why the list could not be loaded, and loads it again on Try again", async () => {
    const server = stubAppServer({ [INBOX]: answer({ error: "Database busy" }, { status: 503 }) });
    renderAppAt("/app/inbox");
    expect(await screen.findByRole("alert")).toHaveTextContent("Database busy");
    server.route(INBOX, answer({ messages: [welcome], unread: 0 }));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.getByText("All read")).toBeInTheDocument();
  });

  it("opens a message whole, line breaks kept, and marks it read there and on the tab", async () => {
    const server = stubInbox();
    renderAppAt("/app/inbox");
    await userEvent.click(await screen.findByRole("link", { name: /Dinner on Friday/ }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Dinner on Friday" }),
    ).toHaveFocus();
    const body = screen.getByText(/the dinner starts at 19:00/);
    expect(body.textContent).toBe(dinner.body);
    expect(body).toHaveClass("whitespace-pre-wrap");
    expect(screen.getByText("Annual Conference 2027")).toBeInTheDocument();
    expect(screen.getByText("Sat 1 May 2027, 14:05")).toBeInTheDocument();

    await vi.waitFor(() =>
      expect(within(tabs()).getByRole("link", { name: "Inbox" })).toBeInTheDocument(),
    );
    const [read] = server.callsTo(`POST /api/me/messages/${dinner.id}/read`);
    expect(read?.headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);

    await userEvent.click(within(screen.getByRole("banner")).getByRole("link", { name: "Inbox" }));
    expect(await screen.findByText("All read")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Dinner on Friday/ })).not.toHaveTextContent("Unread");
  });

  it("does not ask to mark a message read that is read already", async () => {
    const server = stubInbox();
    renderAppAt(`/app/inbox/${welcome.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("shows a saved message offline, leaving it unread until it is opened online", async () => {
    const server = stubInbox();
    renderAppAt("/app/inbox");
    await screen.findByRole("link", { name: /Dinner on Friday/ });
    setOnline(false);
    expect(within(tabs()).getByRole("link", { name: "Inbox" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: /Dinner on Friday/ }));
    expect(screen.getByText(/the dinner starts at 19:00/)).toBeInTheDocument();
    expect(server.callsTo(`POST /api/me/messages/${dinner.id}/read`)).toHaveLength(0);
    expect(screen.getByText(/^You are offline/)).toBeInTheDocument();
  });

  it("says when a message is not in the person's inbox", async () => {
    stubInbox();
    renderAppAt("/app/inbox/3e55a9e0-0000-4000-8000-999999999999");
    expect(await screen.findByText(/This message is not in your inbox/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the inbox" })).toHaveAttribute(
      "href",
      "/app/inbox",
    );
  });
});
