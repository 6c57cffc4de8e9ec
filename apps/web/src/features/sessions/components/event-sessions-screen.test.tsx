import type { SessionConflictsResponse } from "@events/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getEventQueryOptions } from "@/api/events/get-event";
import type { Portal } from "@/lib/portal";
import { expectLinks } from "@/testing/expect-links";
import { buildEvent, buildSession, buildWorkshopSession, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { renderWithCache } from "@/testing/render-with-cache";
import { getEventSessionsQueryOptions } from "../api/get-event-sessions";
import { getSessionConflictsQueryOptions } from "../api/get-session-conflicts";
import { getSessionTypesQueryOptions } from "../api/get-session-types";
import { EventSessionsScreen } from "./event-sessions-screen";
// The form the dialogs load lazily, loaded with this file: on a busy machine its first load
// took longer than findBy's wait.
import "./session-form";

const keynote = buildSession();
const workshop = buildWorkshopSession({
  start_datetime: "2025-03-05T18:00:00",
  end_datetime: "2025-03-05T20:00:00",
  document: "/api/sessions/view-document/9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c61",
});

const pick = ({ id, name, venue, start_datetime, end_datetime }: typeof keynote) => ({
  id,
  name,
  venue,
  start_datetime,
  end_datetime,
});

function renderScreen(
  portal: Portal,
  sessions = [keynote, workshop],
  { conflicts = [] as SessionConflictsResponse["conflicts"], initialEntries = ["/"] } = {},
) {
  return renderWithCache(
    inPortal(portal, <EventSessionsScreen eventId={EVENT_ID} />),
    (client) => {
      client.setQueryData(
        getEventQueryOptions(EVENT_ID).queryKey,
        buildEvent({ time_zone: "Europe/Berlin" }),
      );
      client.setQueryData(getEventSessionsQueryOptions(EVENT_ID).queryKey, { sessions });
      client.setQueryData(getSessionConflictsQueryOptions(EVENT_ID).queryKey, { conflicts });
      client.setQueryData(getSessionTypesQueryOptions().queryKey, [
        { name: "Keynote", value: "keynote" },
        { name: "Workshop", value: "workshop" },
      ]);
    },
    { initialEntries },
  );
}

describe("EventSessionsScreen", () => {
  it("lists a system admin's view read-only, with the count and a way back", () => {
    renderScreen("system_admin");
    expect(screen.getByRole("heading", { name: "Event Sessions" })).toBeInTheDocument();
    expect(screen.getByText("2 sessions")).toBeInTheDocument();
    expectLinks({ "Back to Event Details": `/system-admin/event-details/${EVENT_ID}` });
    expect(screen.getByRole("article", { name: "Opening Keynote" })).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Hands-on Workshop" });
    expect(within(card).getByText("6:00 PM - 8:00 PM (2h 0m)")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "View Document" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Session" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: /^(Edit|Delete|Document for) / }),
    ).not.toBeInTheDocument();
    // Reading the agenda includes taking it away as a spreadsheet.
    expect(screen.getByRole("group", { name: "Export sessions" })).toBeInTheDocument();
  });

  it("gives an event admin the session actions", async () => {
    const user = userEvent.setup();
    renderScreen("event_admin");
    expectLinks({ "Back to Event Details": `/event-admin/event-details/${EVENT_ID}` });
    expect(screen.getByRole("button", { name: "Edit Opening Keynote" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Hands-on Workshop" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add Session" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Session" });
    const options = within(await within(dialog).findByLabelText("Session Type")).getAllByRole(
      "option",
    );
    expect(options.map((option) => option.textContent)).toEqual([
      "Select a session type",
      "Keynote",
      "Workshop",
      "Other",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Delete Opening Keynote" }));
    expect(
      await screen.findByRole("alertdialog", {
        name: "Are you sure you want to delete this session?",
      }),
    ).toBeInTheDocument();
  });

  it("says when there are no sessions", () => {
    renderScreen("system_admin", []);
    expect(screen.getByText("0 sessions")).toBeInTheDocument();
    expect(screen.getByText("No sessions found")).toBeInTheDocument();
  });

  it("says when the event id is missing", () => {
    render(inPortal("system_admin", <EventSessionsScreen eventId={undefined} />));
    expect(screen.getByRole("alert")).toHaveTextContent("Event ID is missing");
  });

  it("marks the sessions that overlap on their cards, and offers each as a calendar file", () => {
    const clashing = buildSession({
      id: "5c1f9e3a-7d4b-4f8c-a02e-3b4c5d6e7f83",
      name: "Press Briefing",
      start_datetime: "2025-03-05T16:00:00",
      end_datetime: "2025-03-05T16:30:00",
    });
    renderScreen("system_admin", [keynote, clashing, workshop], {
      conflicts: [{ first: pick(keynote), second: pick(clashing) }],
    });
    const keynoteCard = screen.getByRole("article", { name: "Opening Keynote" });
    expect(within(keynoteCard).getByText("Overlaps")).toBeInTheDocument();
    expect(within(keynoteCard).getByText("with Press Briefing")).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Press Briefing" })).getByText(
        "with Opening Keynote",
      ),
    ).toBeInTheDocument();
    const workshopCard = screen.getByRole("article", { name: "Hands-on Workshop" });
    expect(within(workshopCard).queryByText("Overlaps")).not.toBeInTheDocument();
    expect(
      within(workshopCard).getByRole("link", { name: "Add to calendar: Hands-on Workshop" }),
    ).toHaveAttribute("href", `/api/sessions/download-ics/${workshop.id}`);
  });

  it("switches to the agenda, whose blocks open a read-only session's details", async () => {
    const user = userEvent.setup();
    renderScreen("system_admin");
    expect(screen.getByRole("radio", { name: "Cards" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Agenda" }));
    expect(screen.getByRole("radio", { name: "Agenda" })).toBeChecked();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Wednesday, 5th of Mar 2025" })).toBeInTheDocument();
    // The hour axis reads in the event's zone, whatever the browser's.
    expect(screen.getByText("Times in Europe/Berlin")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^Hands-on Workshop/ }));
    const details = await screen.findByRole("dialog", { name: "Hands-on Workshop" });
    expect(within(details).getByText("6:00 PM - 8:00 PM (2h 0m)")).toBeInTheDocument();
  });

  it("opens the agenda from the address, its blocks opening the edit form for the event admin", async () => {
    const user = userEvent.setup();
    renderScreen("event_admin", [keynote, workshop], { initialEntries: ["/?view=agenda"] });
    expect(screen.getByRole("radio", { name: "Agenda" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: /^Opening Keynote/ }));
    const form = await screen.findByRole("dialog", { name: "Edit Session" });
    expect(await within(form).findByLabelText("Session Name")).toHaveValue("Opening Keynote");
  });
});
