import type { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { buildNumberedParticipant, buildParticipant, EVENT_ID } from "@/testing/factories";
import { fakeTimersInEachTest } from "@/testing/fake-timers";
import { inPortal } from "@/testing/in-portal";
import { renderWithCache, seedQueryError } from "@/testing/render-with-cache";
import { renderWithRouter } from "@/testing/render-with-router";
import { after, before, participantsPages } from "../testing/participants-pages";
import { EventParticipantsScreen, SCREEN_PAGE_SIZE } from "./event-participants-screen";

const ada = buildParticipant({ participant_role: "ParticipantRole.SPEAKER" as "speaker" });
const nameless = buildParticipant({
  id: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e73",
  name: "",
  email: "anon@example.com",
  phone: null,
  username: "anon",
  participant_role: "attendee",
  status: "pending",
});
const veteran = buildParticipant({
  id: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f84",
  name: "Grace Brewster Hopper",
  email: "grace@example.com",
  username: "grace",
  participant_role: "host",
  status: "True",
});

const { pageKey, answerOf, seedPage, seedPages } = participantsPages(SCREEN_PAGE_SIZE);

/** The screen with the event's first page in the cache, and whatever else `seed` adds. */
function renderScreen(
  participants = [ada, nameless, veteran],
  seed: (client: QueryClient) => void = () => {},
) {
  return renderWithCache(
    inPortal("system_admin", <EventParticipantsScreen eventId={EVENT_ID} />),
    (client) => {
      seedPage(client, {}, participants);
      seed(client);
    },
  );
}

/** A server that has not answered yet; the test answers each request when it likes. */
function stubPendingServer() {
  const requests: { url: string; answer: (body: unknown, status?: number) => void }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          requests.push({
            url,
            answer: (body, status = 200) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { "Content-Type": "application/json" },
                }),
              ),
          });
        }),
    ),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("EventParticipantsScreen", () => {
  it("shows the event id, the count and a card per participant", () => {
    renderScreen();
    expect(screen.getByRole("heading", { name: "Event Participants" })).toBeInTheDocument();
    // The event id as doc 2 §9 shows it wherever it appears: its first 8 characters.
    expect(screen.getByText("Event ID: 6f1c2a5e")).toBeInTheDocument();
    expect(screen.getByText("3 of 3 participants")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Check-in" })).toHaveAttribute(
      "href",
      `/system-admin/check-in/${EVENT_ID}`,
    );

    const adaCard = screen.getByRole("article", { name: "Ada Lovelace" });
    expect(within(adaCard).getByText("AL")).toBeInTheDocument();
    expect(within(adaCard).getByText("@ada")).toBeInTheDocument();
    expect(within(adaCard).getByText("Speaker")).toBeInTheDocument();
    expect(within(adaCard).getByText("Active")).toHaveAttribute("data-tone", "green");
    expect(within(adaCard).getByText("3rd of Mar 2025, 2:05 PM")).toBeInTheDocument();

    const namelessCard = screen.getByRole("article", { name: "No name provided" });
    expect(within(namelessCard).getByText("NA")).toBeInTheDocument();
    expect(within(namelessCard).getByText("Pending")).toHaveAttribute("data-tone", "yellow");
    expect(within(namelessCard).getByText("N/A")).toBeInTheDocument();

    const veteranCard = screen.getByRole("article", { name: "Grace Brewster Hopper" });
    expect(within(veteranCard).getByText("GB")).toBeInTheDocument();
    expect(within(veteranCard).getByText("Active")).toHaveAttribute("data-tone", "green");

    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    // Everything fits on one page: no paging controls.
    expect(screen.queryByRole("navigation", { name: "Participants pages" })).toBeNull();
    expect(screen.getByRole("group", { name: "Export participants" })).toBeInTheDocument();
  });

  it("hides the search when there are no participants", () => {
    renderScreen([]);
    expect(screen.getByText("0 of 0 participants")).toBeInTheDocument();
    expect(screen.getByText("No participants yet")).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Export participants" })).toBeNull();
  });

  it("says when the event id is missing", () => {
    renderWithRouter(inPortal("event_admin", <EventParticipantsScreen eventId={undefined} />));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Oops! Something went wrong");
    expect(alert).toHaveTextContent("Event ID is missing");
  });

  it("pages through the participants with Previous and Next", async () => {
    const user = userEvent.setup();
    const everyone = Array.from({ length: SCREEN_PAGE_SIZE + 2 }, (_, index) =>
      buildNumberedParticipant({ id: index + 1 }),
    );
    renderScreen(everyone.slice(0, SCREEN_PAGE_SIZE), (client) => seedPages(client, everyone));
    expect(screen.getByText("50 of 50 participants")).toBeInTheDocument();
    // Never more than one page of cards.
    expect(screen.getAllByRole("article")).toHaveLength(SCREEN_PAGE_SIZE);
    const pages = screen.getByRole("navigation", { name: "Participants pages" });
    expect(within(pages).getByText("Page 1 of 2")).toBeInTheDocument();
    const previous = within(pages).getByRole("button", { name: "Previous" });
    expect(previous).toHaveAttribute("aria-disabled", "true");

    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(within(pages).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("article", { name: "Participant 50" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Participant 1" })).not.toBeInTheDocument();
    const next = within(pages).getByRole("button", { name: "Next" });
    expect(next).toHaveAttribute("aria-disabled", "true");
    // At the last page Next stays focused and does nothing.
    expect(next).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(within(pages).getByText("Page 2 of 2")).toBeInTheDocument();

    await user.click(previous);
    expect(within(pages).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Participant 1" })).toBeInTheDocument();
  });

  it("steps to the next and previous pages by the cursors the page on screen gave", async () => {
    const user = userEvent.setup();
    const everyone = Array.from({ length: 2 * SCREEN_PAGE_SIZE + 1 }, (_, index) =>
      buildNumberedParticipant({ id: index + 1 }),
    );
    const pageOf = (page: number) =>
      everyone.slice((page - 1) * SCREEN_PAGE_SIZE, page * SCREEN_PAGE_SIZE);
    const asked: Record<string, string>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const query = new URL(url, "http://localhost").searchParams;
        asked.push(Object.fromEntries(query));
        const page = Number(query.get("page"));
        return Response.json(answerOf(page, pageOf(page), everyone.length));
      }),
    );
    renderScreen(pageOf(1), (client) => seedPage(client, {}, pageOf(1), everyone.length));
    const pages = screen.getByRole("navigation", { name: "Participants pages" });
    const firstOf = (page: number) => pageOf(page)[0] ?? buildNumberedParticipant({ id: 0 });
    const lastOf = (page: number) => pageOf(page).at(-1) ?? buildNumberedParticipant({ id: 0 });
    const sent = (page: number, cursor: ReturnType<typeof after>) => ({
      page: String(page),
      page_size: String(SCREEN_PAGE_SIZE),
      [cursor.direction]: cursor.cursor,
    });

    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(await within(pages).findByText("Page 2 of 3")).toBeInTheDocument();
    expect(asked).toEqual([sent(2, after(lastOf(1)))]);
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(await within(pages).findByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: `Participant ${everyone.length}` })).toBeVisible();
    await user.click(within(pages).getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("article", { name: "Participant 49" })).toBeInTheDocument();
    expect(asked.at(-1)).toEqual(sent(2, before(firstOf(3))));
    // The first page needs no cursor: it is the one the screen opened on.
    await user.click(within(pages).getByRole("button", { name: "Previous" }));
    expect(await within(pages).findByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Participant 1" })).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });

  it("filters by role and status on the server", async () => {
    const user = userEvent.setup();
    renderScreen(undefined, (client) => {
      seedPage(client, { role: "host" }, [veteran]);
      seedPage(client, { role: "host", status: "inactive" }, []);
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Host");
    expect(screen.getByText("1 of 3 participants")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Inactive");
    expect(screen.getByText("0 of 3 participants")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getByRole("combobox", { name: "Role" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("");
    expect(screen.getByText("3 of 3 participants")).toBeInTheDocument();
  });

  it("shows a failed load with the server's words and loads again on 'Try again'", async () => {
    const user = userEvent.setup();
    const requests = stubPendingServer();
    renderWithCache(
      inPortal("event_admin", <EventParticipantsScreen eventId={EVENT_ID} />),
      (client) =>
        seedQueryError(client, pageKey(), new ApiError(404, "Event not found", "Event not found")),
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Oops! Something went wrong");
    expect(alert).toHaveTextContent("Event not found");

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(requests).toHaveLength(1);
    act(() =>
      requests[0]?.answer({ participants: [ada], total: 1, page: 1, page_size: SCREEN_PAGE_SIZE }),
    );
    expect(await screen.findByText("1 of 1 participants")).toBeInTheDocument();
    // The cards come in a render of their own (useFirstAnswerDeferred).
    expect(await screen.findByRole("article", { name: "Ada Lovelace" })).toBeInTheDocument();
  });

  describe("searching", () => {
    // user-event waits on timers of its own, so these tests type with fireEvent instead.
    fakeTimersInEachTest({ toFake: ["setTimeout", "clearTimeout"] });

    function typeInto(box: HTMLElement, text: string) {
      fireEvent.change(box, { target: { value: text } });
    }

    it("searches on the server once typing pauses, with a way to clear the search", () => {
      renderScreen(undefined, (client) => {
        seedPage(client, { q: "grace@" }, [veteran]);
        seedPage(client, { q: "grace@nobody" }, []);
      });
      const search = screen.getByRole("searchbox", { name: "Search participants" });
      typeInto(search, "grace");
      act(() => vi.advanceTimersByTime(200));
      typeInto(search, "grace@");
      act(() => vi.advanceTimersByTime(299));
      // Nothing is asked while the user is still typing.
      expect(screen.getByText("3 of 3 participants")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText("1 of 3 participants")).toBeInTheDocument();
      expect(screen.getByRole("article", { name: "Grace Brewster Hopper" })).toBeInTheDocument();

      typeInto(search, "grace@nobody");
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByText("0 of 3 participants")).toBeInTheDocument();
      expect(screen.getByText("No matching participants")).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
      expect(search).toHaveValue("");
      expect(search).toHaveFocus();
      // Clearing needs no pause.
      expect(screen.getByText("3 of 3 participants")).toBeInTheDocument();
    });

    it("sends the search to the server and keeps the cards on screen until it answers", async () => {
      const requests = stubPendingServer();
      renderScreen();
      typeInto(screen.getByRole("searchbox", { name: "Search participants" }), " Grace ");
      act(() => vi.advanceTimersByTime(300));
      expect(requests).toHaveLength(1);
      const url = new URL(requests[0]?.url ?? "", "http://localhost");
      expect(url.pathname).toBe(`/api/participants/get-all-participants-by-event/${EVENT_ID}`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        page: "1",
        page_size: String(SCREEN_PAGE_SIZE),
        q: "Grace",
      });
      // The previous answer stays while the search is on its way.
      expect(screen.getAllByRole("article")).toHaveLength(3);
      expect(screen.getByRole("list", { busy: true })).toBeInTheDocument();

      requests[0]?.answer({
        participants: [veteran],
        total: 1,
        page: 1,
        page_size: SCREEN_PAGE_SIZE,
      });
      // The answer is read, then the query cache tells the screen on a timer of its own.
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByText("1 of 3 participants")).toBeInTheDocument();
      expect(screen.getAllByRole("article")).toHaveLength(1);
      expect(screen.getByRole("list", { busy: false })).toBeInTheDocument();
    });
  });
});
