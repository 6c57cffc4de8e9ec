import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getEventsByAdminQueryOptions } from "@/api/events/get-events-by-admin";
import { chooseGala, expectSearchByVenue } from "@/testing/event-choices";
import {
  buildDescribedEvent,
  buildDescribedLecture,
  buildSession,
  buildWorkshopSession,
  EVENT_ID,
} from "@/testing/factories";
import { renderWithCache } from "@/testing/render-with-cache";
import { getEventSessionsQueryOptions } from "../api/get-event-sessions";
import { getSessionTypesQueryOptions } from "../api/get-session-types";
import { MyEventsSessionsScreen } from "./my-events-sessions-screen";
// The form the dialogs load lazily, loaded with this file: on a busy machine its first load
// took longer than findBy's wait.
import "./session-form";

const gala = buildDescribedEvent();
const lecture = buildDescribedLecture();

function renderScreen() {
  return renderWithCache(<MyEventsSessionsScreen />, (client) => {
    client.setQueryData(getEventsByAdminQueryOptions().queryKey, { events: [gala, lecture] });
    client.setQueryData(getEventSessionsQueryOptions(EVENT_ID).queryKey, {
      sessions: [buildSession(), buildWorkshopSession({ venue: "Lab 3" })],
    });
    client.setQueryData(getSessionTypesQueryOptions().queryKey, []);
  });
}

describe("MyEventsSessionsScreen", () => {
  it("searches the events by name, venue and description", async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole("heading", { name: "My Events" })).toBeInTheDocument();
    const search = screen.getByRole("searchbox", { name: "Search events" });
    await expectSearchByVenue(user, search);
    await user.clear(search);
    await user.type(search, "music");
    expect(screen.getByRole("button", { name: "Spring Gala" })).toBeInTheDocument();
    await user.type(search, "nothing like it");
    expect(screen.getByText("No events found")).toBeInTheDocument();
  });

  it("opens an event's sessions, searchable by name, description and venue", async () => {
    const user = userEvent.setup();
    renderScreen();
    const dialog = await chooseGala(user, "Sessions for Spring Gala");
    expect(within(dialog).getByRole("article", { name: "Opening Keynote" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Add Session" })).toBeInTheDocument();

    const search = within(dialog).getByRole("searchbox", { name: "Search sessions" });
    await user.type(search, "lab 3");
    expect(within(dialog).getByRole("article", { name: "Hands-on Workshop" })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole("article", { name: "Opening Keynote" }),
    ).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "vision");
    expect(within(dialog).getByRole("article", { name: "Opening Keynote" })).toBeInTheDocument();
    await user.type(search, "zzz");
    expect(within(dialog).getByText("No sessions found")).toBeInTheDocument();

    await user.clear(search);
    // With no types from the server, 'Other' is still offered.
    await user.click(within(dialog).getByRole("button", { name: "Edit Opening Keynote" }));
    const form = await screen.findByRole("dialog", { name: "Edit Session" });
    expect(await within(form).findByRole("option", { name: "Other" })).toBeInTheDocument();
    expect(within(form).getByLabelText("Session Name")).toHaveValue("Opening Keynote");
  });
});
