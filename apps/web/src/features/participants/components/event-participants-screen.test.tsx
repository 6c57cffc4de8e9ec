import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildParticipant, EVENT_ID } from "@/testing/factories";
import { renderWithCache } from "@/testing/render-with-cache";
import { renderWithRouter } from "@/testing/render-with-router";
import { getEventParticipantsQueryOptions } from "../api/get-event-participants";
import { EventParticipantsScreen } from "./event-participants-screen";

const ada = buildParticipant({ participant_role: "ParticipantRole.SPEAKER" as "speaker" });
const nameless = buildParticipant({
  id: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e73",
  name: "",
  email: "anon@example.com",
  phone: null,
  username: "anon",
  status: "pending",
});
const veteran = buildParticipant({
  id: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f84",
  name: "Grace Brewster Hopper",
  email: "grace@example.com",
  username: "grace",
  status: "True",
});

function renderScreen(participants = [ada, nameless, veteran]) {
  return renderWithCache(
    <EventParticipantsScreen eventId={EVENT_ID} portal="system_admin" />,
    (client) => {
      client.setQueryData(getEventParticipantsQueryOptions(EVENT_ID).queryKey, participants);
    },
  );
}

describe("EventParticipantsScreen", () => {
  it("shows the event id, the count and a card per participant", () => {
    renderScreen();
    expect(screen.getByRole("heading", { name: "Event Participants" })).toBeInTheDocument();
    expect(screen.getByText(`Event ID: ${EVENT_ID}`)).toBeInTheDocument();
    expect(screen.getByText("3 of 3 participants")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();

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
  });

  it("searches name, email or phone, with a way to clear the search", async () => {
    const user = userEvent.setup();
    renderScreen();
    const search = screen.getByRole("searchbox", { name: "Search participants" });
    await user.type(search, "grace@");
    expect(screen.getByText("1 of 3 participants")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Grace Brewster Hopper" })).toBeInTheDocument();

    await user.type(search, "nobody");
    expect(screen.getByText("0 of 3 participants")).toBeInTheDocument();
    expect(screen.getByText("No matching participants")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
    expect(screen.getByText("3 of 3 participants")).toBeInTheDocument();
  });

  it("hides the search when there are no participants", () => {
    renderScreen([]);
    expect(screen.getByText("0 of 0 participants")).toBeInTheDocument();
    expect(screen.getByText("No participants yet")).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });

  it("says when the event id is missing", () => {
    renderWithRouter(<EventParticipantsScreen eventId={undefined} portal="event_admin" />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Oops! Something went wrong");
    expect(alert).toHaveTextContent("Event ID is missing");
  });
});
