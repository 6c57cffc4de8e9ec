import type { Event } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getAllEventsQueryOptions } from "@/api/events/get-all-events";
import { getEventsByAdminQueryOptions } from "@/api/events/get-events-by-admin";
import { getUsersQueryOptions } from "@/api/users/get-users";
import { ApiError } from "@/lib/api-error";
import type { Portal } from "@/lib/portal";
import { cancelAtConfirmation } from "@/testing/cancel-at-confirmation";
import { expectLinks } from "@/testing/expect-links";
import { buildEvent, buildEventAdmin, buildEventStatusList, buildUser } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { renderWithCache, seedQueryError } from "@/testing/render-with-cache";
import { SPEC_EVENT_STATUS_LABELS } from "@/testing/spec-texts";
import { getEventStatusesQueryOptions } from "../api/get-event-statuses";
import { EventsScreen } from "./events-screen";
// The form the dialogs load lazily, loaded with this file: on a busy machine its first load
// took longer than findBy's wait.
import "./event-form";

const eventAdmin = buildUser({
  ...buildEventAdmin(),
  created_date: "2025-01-01T00:00:00.000Z",
  updated_date: "2025-01-01T00:00:00.000Z",
});
const adminId = eventAdmin.id;
const systemAdmin = buildUser({
  ...eventAdmin,
  id: "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f",
  name: "Root",
  type: "system_admin",
});

const gala = buildEvent({
  id: "00000000-0000-4000-8000-000000000001",
  event_name: "Spring Gala",
  venue: "Main Hall",
  event_status: "SCHEDULED",
  event_datetime: "2025-03-05T15:30:00",
  event_admin_id: adminId,
});
const lecture = buildEvent({
  id: "00000000-0000-4000-8000-000000000002",
  event_name: "Physics Lecture",
  venue: "Room 12",
  event_status: "INPROGRESS",
  event_datetime: "2025-04-10T09:00:00",
  event_admin_id: adminId,
});

/**
 * The lists are put into the query cache as their calls would, and kept fresh, so the screen
 * renders without a server; nothing here saves or deletes.
 */
function renderScreen(portal: Portal, events: Event[] = [gala, lecture]) {
  const { queryClient } = renderWithCache(
    inPortal(portal, <EventsScreen currentUserId={portal === "event_admin" ? adminId : null} />),
    (client) => {
      const listOptions =
        portal === "system_admin" ? getAllEventsQueryOptions() : getEventsByAdminQueryOptions();
      client.setQueryData(listOptions.queryKey, { events });
      client.setQueryData(getEventStatusesQueryOptions().queryKey, buildEventStatusList());
      client.setQueryData(getUsersQueryOptions().queryKey, [eventAdmin, systemAdmin]);
    },
    { withToasts: true },
  );
  return { user: userEvent.setup(), queryClient };
}

function cardNames() {
  return screen
    .queryAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent);
}

describe("EventsScreen", () => {
  it("lists a system admin's events as cards leading to their details", () => {
    renderScreen("system_admin");
    expect(screen.getByRole("heading", { level: 1, name: "Events" })).toBeInTheDocument();
    expect(cardNames()).toEqual(["Spring Gala", "Physics Lecture"]);
    expectLinks({ "Spring Gala": `/system-admin/event-details/${gala.id}` });
    expect(screen.getByRole("button", { name: "Create Event" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete All Events" })).toBeEnabled();
  });

  it("gives event admins their own links and no Delete All Events", () => {
    renderScreen("event_admin");
    expectLinks({ "Physics Lecture": `/event-admin/event-details/${lecture.id}` });
    expect(screen.queryByRole("button", { name: "Delete All Events" })).not.toBeInTheDocument();
  });

  it("filters by status, day and text, and says so when nothing matches", async () => {
    const { user } = renderScreen("system_admin");
    const status = screen.getByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Events", ...SPEC_EVENT_STATUS_LABELS]);
    await user.selectOptions(status, "INPROGRESS");
    expect(cardNames()).toEqual(["Physics Lecture"]);
    await user.selectOptions(status, "");

    await user.type(screen.getByLabelText("Date"), "2025-03-05");
    expect(cardNames()).toEqual(["Spring Gala"]);
    await user.click(screen.getByRole("button", { name: "Clear date" }));
    expect(cardNames()).toEqual(["Spring Gala", "Physics Lecture"]);

    const search = screen.getByRole("searchbox", { name: "Search events" });
    expect(search).toHaveAttribute("placeholder", "Search here...");
    await user.type(search, "room 12");
    expect(cardNames()).toEqual(["Physics Lecture"]);
    await user.type(search, "zzz");
    expect(cardNames()).toEqual([]);
    expect(screen.getByRole("heading", { name: "No Events Found" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "There are no events matching your criteria. Try adjusting your search or filters.",
      ),
    ).toBeInTheDocument();
  });

  it("opens 'Add New Event' with the event admin chosen, fresh each time", async () => {
    const { user } = renderScreen("event_admin");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Event" });
    expect(await within(dialog).findByRole("radio", { name: "Ada Admin" })).toBeChecked();
    await user.type(within(dialog).getByLabelText("Event Name"), "Draft");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(
      within(screen.getByRole("dialog", { name: "Add New Event" })).getByLabelText("Event Name"),
    ).toHaveValue("");
  });

  it("opens 'Edit Event' filled in from the card's event", async () => {
    const { user } = renderScreen("system_admin");
    await user.click(screen.getByRole("button", { name: "Edit Physics Lecture" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Event" });
    expect(await within(dialog).findByLabelText("Event Name")).toHaveValue("Physics Lecture");
    expect(within(dialog).getByRole("button", { name: "Update Event" })).toBeInTheDocument();
  });

  it("asks before deleting one event or all of them", async () => {
    const { user } = renderScreen("system_admin");
    await cancelAtConfirmation(
      user,
      "Delete Spring Gala",
      "Are you sure you want to delete this event?",
    );
    await cancelAtConfirmation(
      user,
      "Delete All Events",
      "Are you sure you want to delete all events?",
    );
    expect(cardNames()).toEqual(["Spring Gala", "Physics Lecture"]);
  });

  it("shows a failed fetch on the page and in a toast, with no events", async () => {
    renderWithCache(
      inPortal("system_admin", <EventsScreen />),
      (client) => {
        seedQueryError(
          client,
          getAllEventsQueryOptions().queryKey,
          new ApiError(500, "HTTP error! status: 500"),
        );
        client.setQueryData(getEventStatusesQueryOptions().queryKey, []);
        client.setQueryData(getUsersQueryOptions().queryKey, []);
      },
      { withToasts: true },
    );
    const alert = screen
      .getAllByRole("alert")
      .find((element) => element.textContent?.includes("HTTP error! status: 500"));
    expect(alert).toHaveTextContent("Failed to fetch events");
    expect(
      await screen.findByText("Failed to fetch events", { selector: ".Toastify *" }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toEqual([]);
    expect(screen.queryByText("No Events Found")).not.toBeInTheDocument();
  });
});
