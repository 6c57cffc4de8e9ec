import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getEventsByAdminQueryOptions } from "@/api/events/get-events-by-admin";
import { chooseGala, expectSearchByVenue } from "@/testing/event-choices";
import { expectLinks } from "@/testing/expect-links";
import {
  buildDescribedEvent,
  buildDescribedLecture,
  buildHostParticipant,
  buildParticipant,
  EVENT_ID,
} from "@/testing/factories";
import { renderWithCache } from "@/testing/render-with-cache";
import { expectNoParticipantsYet } from "../testing/expect-no-participants-yet";
import { participantsPages } from "../testing/participants-pages";
import { DIALOG_PAGE_SIZE } from "./event-participants-dialog";
import { ParticipantsManagementScreen } from "./participants-management-screen";

const gala = buildDescribedEvent({ logo_url: "/media/logos/gala.png" });
const lecture = buildDescribedLecture();
const ada = buildParticipant();
const bare = buildHostParticipant({
  phone: null,
  username: "",
  user_id: null,
  participant_role: "ParticipantRole.HOST" as "host",
  status: "inactive",
});

const { pageKey, seedPage } = participantsPages(DIALOG_PAGE_SIZE);

function renderScreen(events = [gala, lecture], participants = [ada, bare]) {
  return renderWithCache(<ParticipantsManagementScreen />, (client) => {
    client.setQueryData(getEventsByAdminQueryOptions().queryKey, { events });
    seedPage(client, { q: "" }, participants);
    // The server's answer to the dialog's search for 'host'.
    seedPage(
      client,
      { q: "host" },
      participants.filter((participant) => participant === bare),
    );
  });
}

describe("ParticipantsManagementScreen", () => {
  it("lists the admin's events as cards and searches them", async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(
      screen.getByRole("heading", { name: "Events & Participants Management" }),
    ).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Spring Gala" });
    expect(within(card).getByText("An evening of music")).toBeInTheDocument();
    expect(within(card).getByText("5th of Mar 2025, 3:30 PM")).toBeInTheDocument();
    expect(within(card).getByText("Main Hall")).toBeInTheDocument();
    expect(within(card).getByText("Participants")).toBeInTheDocument();
    expectLinks({ Details: `/event-admin/event-details/${EVENT_ID}` }, within(card));

    const search = screen.getByRole("searchbox", { name: "Search" });
    expect(search).toHaveAttribute(
      "placeholder",
      "Search events by name, description, or location...",
    );
    await expectSearchByVenue(user, search);
    await user.type(search, "zzz");
    expect(screen.getByText("No events match your search.")).toBeInTheDocument();
  });

  it("says when the admin has no events", () => {
    renderScreen([]);
    expect(screen.getByText("No events found.")).toBeInTheDocument();
  });

  it("opens an event's participants with their details and N/A fallbacks", async () => {
    const user = userEvent.setup();
    renderScreen();
    const dialog = await chooseGala(user, "Spring Gala - Participants");
    expect(within(dialog).getByText("2 participant(s)")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Add Participants" })).toBeInTheDocument();

    const adaRow = within(dialog).getByRole("article", { name: "Ada Lovelace" });
    expect(within(adaRow).getByText("Speaker")).toBeInTheDocument();
    expect(within(adaRow).getByText("Active")).toBeInTheDocument();
    expect(within(adaRow).getByText("ada@example.com")).toBeInTheDocument();
    expect(within(adaRow).getByText("3rd of Mar 2025, 2:05 PM")).toBeInTheDocument();
    expect(within(adaRow).getByText("AL")).toBeInTheDocument();

    const graceRow = within(dialog).getByRole("article", { name: "Grace Hopper" });
    expect(within(graceRow).getByText("Host")).toBeInTheDocument();
    expect(within(graceRow).getByText("Inactive")).toBeInTheDocument();
    // Phone, Username and User ID are missing.
    expect(within(graceRow).getAllByText("N/A")).toHaveLength(3);

    // The screen's search is shared: once typing pauses it searches the participants too.
    const search = within(dialog).getByRole("searchbox", { name: "Search participants" });
    await user.type(search, "host");
    await waitFor(() =>
      expect(
        within(dialog).queryByRole("article", { name: "Ada Lovelace" }),
      ).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole("article", { name: "Grace Hopper" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Delete Grace Hopper" }));
    expect(
      await screen.findByRole("alertdialog", {
        name: "Are you sure you want to delete this participant?",
      }),
    ).toBeInTheDocument();
  });

  it("gives the events back the words that found them once the dialog closes", async () => {
    const user = userEvent.setup();
    renderScreen();
    const eventsSearch = screen.getByRole("searchbox", { name: "Search" });
    await user.type(eventsSearch, "gala");
    const dialog = await chooseGala(user, "Spring Gala - Participants");
    // The same search box filters the dialog's participants (spec doc 2 §2).
    const search = within(dialog).getByRole("searchbox", { name: "Search participants" });
    expect(search).toHaveValue("gala");

    await user.clear(search);
    await user.type(search, "host");
    await waitFor(() =>
      expect(
        within(dialog).queryByRole("article", { name: "Ada Lovelace" }),
      ).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // The events page reads as the user left it, not filtered by a guest's name.
    expect(eventsSearch).toHaveValue("gala");
    expect(screen.getByRole("button", { name: "Spring Gala" })).toBeInTheDocument();
    expect(screen.queryByText("No events match your search.")).not.toBeInTheDocument();
  });

  it("offers the first participant's form when there are none", async () => {
    const user = userEvent.setup();
    renderScreen([gala], []);
    const dialog = await chooseGala(user, "Spring Gala - Participants");
    expectNoParticipantsYet(dialog);

    await user.click(within(dialog).getByRole("button", { name: "Add First Participant" }));
    const addDialog = await screen.findByRole("dialog", {
      name: "Add Participants to Spring Gala",
    });
    await user.click(within(addDialog).getByRole("button", { name: "Add Another Participant" }));
    expect(within(addDialog).getAllByRole("group")).toHaveLength(2);

    // Closing the add dialog resets its list of forms.
    await user.click(within(addDialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Participants" }));
    const reopened = await screen.findByRole("dialog", { name: "Add Participants to Spring Gala" });
    expect(within(reopened).getAllByRole("group")).toHaveLength(1);
  });

  it("clears the selected event and its list when the dialog closes", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderScreen();
    const dialog = await chooseGala(user, "Spring Gala - Participants");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(queryClient.getQueryData(pageKey({ q: "" }))).toBe(undefined);
  });
});
