import { screen, within } from "@testing-library/react";
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
  type LogAnswer,
  stubActivityServer,
} from "../testing/fake-activity-server";
import { EventActivityCard } from "./event-activity-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(
  answerLog: (query: URLSearchParams) => LogAnswer,
  portal: Portal = "system_admin",
) {
  const server = stubActivityServer(answerLog);
  renderWithQueryClient(
    inPortal(portal, <EventActivityCard eventId={EVENT_ID} />),
    createTestQueryClient(),
  );
  return { ...server, user: userEvent.setup() };
}

function card() {
  return screen.getByRole("region", { name: "Activity" });
}

describe("EventActivityCard", () => {
  it("asks for the event's five latest entries and shows each on one line", async () => {
    const { logQueries } = renderCard(() =>
      buildAuditLogPage(
        [
          buildAuditEntry({ created_at: new Date(2025, 2, 5, 15, 30).toISOString() }),
          buildNumberedEntry(2, {
            created_at: new Date(2025, 2, 4, 9, 5).toISOString(),
            action: "create",
            entity_type: "session",
            actor_name: "Eve Adams",
            actor_role: "event_admin",
            changes: { name: [null, "Keynote"], venue: [null, "Main stage"] },
          }),
          buildNumberedEntry(3, {
            created_at: new Date(2025, 2, 3, 12, 0).toISOString(),
            action: "check_in",
            entity_type: "participant",
            actor_id: null,
            actor_name: null,
            actor_role: "system",
            changes: {},
          }),
        ],
        { total: 12 },
      ),
    );
    const lines = await within(card()).findAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "5th of Mar 2025, 3:30 PM · Grace Hopper · Updated · Event: Venue, Description",
      "4th of Mar 2025, 9:05 AM · Eve Adams · Created · Session: Name, Venue",
      "3rd of Mar 2025, 12:00 PM · System · Checked in · Participant",
    ]);
    expect(Object.fromEntries(logQueries[0] ?? [])).toEqual({
      event_id: EVENT_ID,
      page: "1",
      page_size: "5",
    });
  });

  it("names the API token a change was made with beside its owner", async () => {
    renderCard(() =>
      buildAuditLogPage([
        buildAuditEntry({
          created_at: new Date(2025, 2, 5, 15, 30).toISOString(),
          via_token: "Badge printer",
        }),
      ]),
    );
    const [line] = await within(card()).findAllByRole("listitem");
    expect(line).toHaveTextContent(
      "5th of Mar 2025, 3:30 PM · Grace Hopper via token Badge printer · Updated · Event: Venue, Description",
    );
  });

  it("links to all of the event's activity in the portal's log", async () => {
    renderCard(() => buildAuditLogPage([buildAuditEntry()]), "event_admin");
    expect(await within(card()).findAllByRole("listitem")).toHaveLength(1);
    expect(within(card()).getByRole("link", { name: "View all activity" })).toHaveAttribute(
      "href",
      `/event-admin/activity?event_id=${EVENT_ID}`,
    );
  });

  it("says there is no activity yet", async () => {
    renderCard(() => buildAuditLogPage([]));
    expect(await within(card()).findByText("No activity yet")).toBeInTheDocument();
    expect(within(card()).queryByRole("list")).not.toBeInTheDocument();
    expect(within(card()).getByRole("link", { name: "View all activity" })).toHaveAttribute(
      "href",
      `/system-admin/activity?event_id=${EVENT_ID}`,
    );
  });

  it("says the activity failed to load, and loads it again on 'Try again'", async () => {
    let isServerDown = true;
    const { user } = renderCard(() =>
      isServerDown
        ? { status: 503, body: { error: "Service unavailable" } }
        : buildAuditLogPage([buildAuditEntry()]),
    );
    expect(await within(card()).findByText("Failed to load the activity")).toBeInTheDocument();
    expect(within(card()).getByText("Service unavailable")).toBeInTheDocument();
    expect(within(card()).queryByText("No activity yet")).not.toBeInTheDocument();

    isServerDown = false;
    await user.click(within(card()).getByRole("button", { name: "Try again" }));
    expect(await within(card()).findAllByRole("listitem")).toHaveLength(1);
  });
});
