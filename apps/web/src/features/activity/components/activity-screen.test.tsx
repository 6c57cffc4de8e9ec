import type { AuditEntry } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Portal } from "@/lib/portal";
import { EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import {
  buildAuditEntry,
  buildAuditLogPage,
  buildNumberedEntry,
  cursorOf,
  GRACE,
  type LogAnswer,
  stubActivityServer,
} from "../testing/fake-activity-server";
import { LocationProbe } from "../testing/location-probe";
import { ActivityScreen } from "./activity-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACTIVITY = "/system-admin/activity";
/** An event missing from the caller's list of events. */
const OTHER_EVENT_ID = "00000000-0000-4000-8000-0000000000ff";
/** Half past three in the afternoon of the 5th of March 2025, wherever the tests run. */
const LOCAL_AFTERNOON = new Date(2025, 2, 5, 15, 30).toISOString();

function renderScreen(
  address: string,
  answerLog: (query: URLSearchParams) => LogAnswer,
  portal: Portal = "system_admin",
) {
  const server = stubActivityServer(answerLog);
  renderWithQueryClient(
    <>
      {inPortal(portal, <ActivityScreen />)}
      <LocationProbe />
    </>,
    createTestQueryClient(),
    { initialEntries: [address] },
  );
  return { ...server, user: userEvent.setup() };
}

/** A log of `total` entries whose pages hold the entries given, answered by the page asked for. */
function answerPages(pages: Record<number, AuditEntry[]>, total = 45) {
  return (query: URLSearchParams) => {
    const page = Number(query.get("page"));
    return buildAuditLogPage(pages[page] ?? [], { total, page });
  };
}

function address() {
  return screen.getByRole("status", { name: "Address" }).textContent;
}

function entriesOnScreen() {
  return within(screen.getByRole("list", { name: "Activity entries" })).getAllByRole("article");
}

function headingsOnScreen() {
  return entriesOnScreen().map((entry) => within(entry).getByRole("heading").textContent);
}

describe("ActivityScreen", () => {
  it("shows each entry's time, actor, action, event and a before/after of its changes", async () => {
    renderScreen(ACTIVITY, () =>
      buildAuditLogPage([
        buildAuditEntry({ created_at: LOCAL_AFTERNOON }),
        buildNumberedEntry(2, {
          action: "delete",
          entity_type: "session",
          event_name: null,
          actor_name: "Eve Adams",
          actor_role: "event_admin",
          changes: { name: ["Keynote", null] },
        }),
        buildNumberedEntry(3, {
          action: "sign_in_failed",
          entity_type: "user",
          event_id: null,
          event_name: null,
          actor_id: null,
          actor_name: "mallory@example.org",
          actor_role: "anonymous",
          changes: {},
        }),
      ]),
    );
    expect(await screen.findByText("3 entries")).toBeInTheDocument();
    const [update, deletion, failedSignIn] = entriesOnScreen();
    if (!update || !deletion || !failedSignIn) throw new Error("Three entries expected");

    expect(within(update).getByRole("heading", { name: "Updated · Event" })).toBeInTheDocument();
    expect(within(update).getByRole("link", { name: "Spring Gala" })).toHaveAttribute(
      "href",
      `/system-admin/event-details/${EVENT_ID}`,
    );
    expect(update).toHaveTextContent("5th of Mar 2025, 3:30 PM");
    expect(update).toHaveTextContent("Grace Hopper · System admin");
    const changes = within(update).getByRole("table", { name: "Changes: Updated · Event" });
    expect(within(changes).getByRole("row", { name: "Venue Main Hall Pier 4" })).toBeVisible();
    expect(
      within(changes).getByRole("row", { name: "Description — An evening of music" }),
    ).toBeVisible();

    expect(deletion).toHaveTextContent("Deleted · Session");
    expect(deletion).toHaveTextContent("Deleted event");
    expect(within(deletion).queryByRole("link")).not.toBeInTheDocument();
    expect(deletion).toHaveTextContent("Eve Adams · Event admin");
    expect(within(deletion).getByRole("row", { name: "Name Keynote —" })).toBeVisible();

    expect(failedSignIn).toHaveTextContent("Failed sign-in · User");
    expect(failedSignIn).toHaveTextContent("mallory@example.org · Not signed in");
    expect(within(failedSignIn).queryByRole("table")).not.toBeInTheDocument();
  });

  it("names the API token a change was made with beside its owner", async () => {
    renderScreen(ACTIVITY, () =>
      buildAuditLogPage([
        buildAuditEntry({ via_token: "CRM sync" }),
        buildNumberedEntry(2, { actor_name: "Eve Adams", actor_role: "event_admin" }),
      ]),
    );
    expect(await screen.findByText("2 entries")).toBeInTheDocument();
    const [byToken, inSession] = entriesOnScreen();
    expect(byToken).toHaveTextContent("Grace Hopper via token CRM sync · System admin");
    expect(inSession).toHaveTextContent("Eve Adams · Event admin");
    expect(inSession).not.toHaveTextContent("via token");
  });

  it("reads the filters from the address: the fields show them and the log is asked for them", async () => {
    const { logQueries } = renderScreen(
      `${ACTIVITY}?event_id=${EVENT_ID}&actor_id=${GRACE.id}&entity_type=event&action=update&from=2025-03-01&to=2025-03-31`,
      () => buildAuditLogPage([buildAuditEntry()]),
    );
    expect(await screen.findByText("1 entry")).toBeInTheDocument();

    expect(await screen.findByRole("option", { name: "Spring Gala" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Event" })).toHaveValue(EVENT_ID);
    expect(
      await screen.findByRole("option", { name: "Grace Hopper · System admin" }),
    ).toBeVisible();
    expect(screen.getByRole("combobox", { name: "User" })).toHaveValue(GRACE.id);
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveValue("event");
    expect(screen.getByRole("combobox", { name: "Action" })).toHaveValue("update");
    expect(screen.getByLabelText("From")).toHaveValue("2025-03-01");
    expect(screen.getByLabelText("To")).toHaveValue("2025-03-31");

    // From the start of the first day to the last millisecond of the last, in local time.
    const filters = {
      event_id: EVENT_ID,
      actor_id: GRACE.id,
      entity_type: "event",
      action: "update",
      from: new Date(2025, 2, 1).toISOString(),
      to: new Date(new Date(2025, 3, 1).getTime() - 1).toISOString(),
    };
    expect(Object.fromEntries(logQueries[0] ?? [])).toEqual({
      ...filters,
      page: "1",
      page_size: "20",
    });
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/audit-log/export?${new URLSearchParams({ format: "csv", ...filters })}`,
    );
  });

  it("writes a chosen filter into the address from the first page, and the back button undoes it", async () => {
    const { logQueries, user } = renderScreen(`${ACTIVITY}?page=2`, (query) =>
      buildAuditLogPage([buildNumberedEntry(Number(query.get("page")), { action: "update" })], {
        total: 25,
        page: Number(query.get("page")),
      }),
    );
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "Deleted");
    expect(address()).toBe(`${ACTIVITY}?action=delete`);
    await waitFor(() => expect(screen.getByText("Page 1 of 2")).toBeInTheDocument());
    expect(Object.fromEntries(logQueries.at(-1) ?? [])).toMatchObject({
      action: "delete",
      page: "1",
    });

    await user.click(screen.getByRole("button", { name: "Browser back" }));
    expect(address()).toBe(`${ACTIVITY}?page=2`);
    expect(screen.getByRole("combobox", { name: "Action" })).toHaveValue("");
  });

  it("pages on the server, newest first as it answers, and says how many there are in all", async () => {
    const pages: Record<string, AuditEntry[]> = {
      "1": [buildNumberedEntry(45, { action: "create" }), buildNumberedEntry(44)],
      "2": [buildNumberedEntry(25, { action: "delete" })],
    };
    // Answered without cursors, as a page read by its number alone: Next steps by number too.
    const { user } = renderScreen(`${ACTIVITY}?action=update`, (query) =>
      buildAuditLogPage(pages[query.get("page") ?? ""] ?? [], { total: 45, next_cursor: null }),
    );
    expect(await screen.findByText("45 entries")).toBeInTheDocument();
    expect(headingsOnScreen()).toEqual(["Created · Event", "Updated · Event"]);
    const paging = screen.getByRole("navigation", { name: "Activity pages" });
    expect(paging).toHaveTextContent("Page 1 of 3");

    await user.click(within(paging).getByRole("button", { name: "Next" }));
    expect(address()).toBe(`${ACTIVITY}?action=update&page=2`);
    await waitFor(() => expect(headingsOnScreen()).toEqual(["Deleted · Event"]));
    expect(paging).toHaveTextContent("Page 2 of 3");
  });

  it("asks for the next page after the cursor the page gave, and keeps the cursor in the address", async () => {
    const lastOfFirstPage = buildNumberedEntry(44);
    const { logQueries, user } = renderScreen(
      `${ACTIVITY}?action=update`,
      answerPages({ 1: [buildNumberedEntry(45), lastOfFirstPage], 2: [buildNumberedEntry(25)] }),
    );
    const paging = await screen.findByRole("navigation", { name: "Activity pages" });
    expect(paging).toHaveTextContent("Page 1 of 3");

    await user.click(within(paging).getByRole("button", { name: "Next" }));
    const after = cursorOf(lastOfFirstPage);
    expect(address()).toBe(`${ACTIVITY}?action=update&page=2&after=${after}`);
    await waitFor(() => expect(paging).toHaveTextContent("Page 2 of 3"));
    expect(Object.fromEntries(logQueries.at(-1) ?? [])).toEqual({
      action: "update",
      page: "2",
      page_size: "20",
      after,
    });
  });

  it("asks for the page before through the cursor the page gave, and for the first page by no cursor", async () => {
    const firstOfThirdPage = buildNumberedEntry(5);
    const { logQueries, user } = renderScreen(
      `${ACTIVITY}?page=3&after=${cursorOf(buildNumberedEntry(6))}`,
      answerPages({
        1: [buildNumberedEntry(45)],
        2: [buildNumberedEntry(25)],
        3: [firstOfThirdPage],
      }),
    );
    const paging = await screen.findByRole("navigation", { name: "Activity pages" });
    await waitFor(() => expect(paging).toHaveTextContent("Page 3 of 3"));

    await user.click(within(paging).getByRole("button", { name: "Previous" }));
    const before = cursorOf(firstOfThirdPage);
    expect(address()).toBe(`${ACTIVITY}?page=2&before=${before}`);
    await waitFor(() => expect(paging).toHaveTextContent("Page 2 of 3"));
    expect(Object.fromEntries(logQueries.at(-1) ?? [])).toEqual({
      page: "2",
      page_size: "20",
      before,
    });

    await user.click(within(paging).getByRole("button", { name: "Previous" }));
    expect(address()).toBe(ACTIVITY);
    await waitFor(() => expect(paging).toHaveTextContent("Page 1 of 3"));
    expect(Object.fromEntries(logQueries.at(-1) ?? [])).toEqual({ page: "1", page_size: "20" });
  });

  it("asks again for the cursor the address holds when it is opened anew", async () => {
    const before = cursorOf(buildNumberedEntry(30));
    const { logQueries } = renderScreen(
      `${ACTIVITY}?action=update&page=4&before=${before}`,
      answerPages({ 4: [buildNumberedEntry(31)] }, 100),
    );
    expect(await screen.findByText("Page 4 of 5")).toBeInTheDocument();
    expect(Object.fromEntries(logQueries[0] ?? [])).toEqual({
      action: "update",
      page: "4",
      page_size: "20",
      before,
    });
  });

  it("says the total and the count of pages are about so many when the server estimates them", async () => {
    renderScreen(
      `${ACTIVITY}?page=3&after=${cursorOf(buildNumberedEntry(41))}`,
      answerPages({ 3: [buildNumberedEntry(40)] }, 400_000),
    );
    expect(await screen.findByText("About 400,000 entries")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Activity pages" })).toHaveTextContent(
      "Page 3 of about 20,000",
    );
  });

  it("names an event missing from the system admin's list of every event 'Deleted event'", async () => {
    renderScreen(`${ACTIVITY}?event_id=${OTHER_EVENT_ID}`, () => buildAuditLogPage([]));
    expect(await screen.findByRole("option", { name: "Spring Gala" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Event" })).toHaveDisplayValue("Deleted event");
  });

  it("names another admin's event 'Event not available' to an event admin, not 'Deleted event'", async () => {
    // The event admin's list holds their own events only, and the log none of another's.
    renderScreen(
      `/event-admin/activity?event_id=${OTHER_EVENT_ID}`,
      () => buildAuditLogPage([]),
      "event_admin",
    );
    expect(await screen.findByRole("option", { name: "Spring Gala" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Event" })).toHaveDisplayValue(
      "Event not available",
    );
    expect(screen.queryByRole("option", { name: "Deleted event" })).not.toBeInTheDocument();
  });

  it("says there is no activity yet when nothing is filtered", async () => {
    renderScreen(ACTIVITY, () => buildAuditLogPage([]));
    expect(await screen.findByRole("heading", { name: "No activity yet" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("says no activity matches the filters, and clears them", async () => {
    const { user } = renderScreen(`${ACTIVITY}?entity_type=message`, (query) =>
      query.has("entity_type") ? buildAuditLogPage([]) : buildAuditLogPage([buildAuditEntry()]),
    );
    expect(
      await screen.findByRole("heading", { name: "No activity matches these filters" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(address()).toBe(ACTIVITY);
    expect(await screen.findByText("1 entry")).toBeInTheDocument();
  });

  it("says the log failed to load, and loads it again on 'Try again'", async () => {
    let isServerDown = true;
    const { user } = renderScreen(ACTIVITY, () =>
      isServerDown
        ? { status: 500, body: { error: "The database is unavailable" } }
        : buildAuditLogPage([buildAuditEntry()]),
    );
    expect(await screen.findByText("Failed to load the activity")).toBeInTheDocument();
    expect(screen.getByText("The database is unavailable")).toBeInTheDocument();
    expect(screen.queryByText("No activity yet")).not.toBeInTheDocument();

    isServerDown = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1 entry")).toBeInTheDocument();
  });
});
