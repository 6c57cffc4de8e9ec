import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildHostParticipant, buildParticipant } from "@/testing/factories";
import { ParticipantCard } from "./participant-card";
import { ParticipantRow } from "./participant-row";

const ADA_DATA = "/api/privacy/person?email=ada%40example.com&format=zip";

describe("ParticipantRow", () => {
  it("offers the download of what is held on the participant, between Edit and Delete", () => {
    render(
      <ParticipantRow
        participant={buildParticipant()}
        onShowTicket={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const row = screen.getByRole("article", { name: "Ada Lovelace" });
    const download = within(row).getByRole("link", { name: "Download data of Ada Lovelace" });
    expect(download).toHaveAttribute("href", ADA_DATA);
    expect(download).toHaveAttribute("download");
    // Buttons and the link together, in the order a keyboard reaches them.
    const actions = Array.from(row.querySelectorAll("button, a"), (action) =>
      action.getAttribute("aria-label"),
    );
    expect(actions).toEqual([
      "Ticket for Ada Lovelace",
      "Edit Ada Lovelace",
      "Download data of Ada Lovelace",
      "Delete Ada Lovelace",
    ]);
  });

  it("asks for the person's data by their e-mail address, encoded", () => {
    render(
      <ParticipantRow
        participant={buildParticipant({ email: "ada+gala@example.com" })}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole("link", { name: "Download data of Ada Lovelace" })).toHaveAttribute(
      "href",
      "/api/privacy/person?email=ada%2Bgala%40example.com&format=zip",
    );
  });

  it("says whether the participant has signed in to the app, and when last", () => {
    render(
      <>
        <ParticipantRow
          participant={buildParticipant({ app_last_signed_in_at: "2026-12-03T12:30:00.000Z" })}
          onDelete={vi.fn()}
        />
        <ParticipantRow participant={buildHostParticipant()} onDelete={vi.fn()} />
      </>,
    );
    const signedIn = screen.getByRole("article", { name: "Ada Lovelace" });
    expect(within(signedIn).getByText("App: signed in 3 Dec 2026")).toHaveAttribute(
      "data-tone",
      "green",
    );
    expect(within(signedIn).getByTitle(/Last signed in to the participants' app/)).toHaveAttribute(
      "title",
      "Last signed in to the participants' app 3rd of Dec 2026, 12:30 PM",
    );
    const notYet = screen.getByRole("article", { name: "Grace Hopper" });
    expect(within(notYet).getByText("App: not yet")).toHaveAttribute("data-tone", "gray");
    expect(within(notYet).queryByText(/App: signed in/)).not.toBeInTheDocument();
  });
});

describe("ParticipantCard", () => {
  it("says whether the participant has signed in to the app", () => {
    const { rerender } = render(<ParticipantCard participant={buildParticipant()} />);
    const card = screen.getByRole("article", { name: "Ada Lovelace" });
    expect(within(card).getByText("App: not yet")).toBeInTheDocument();

    rerender(
      <ParticipantCard
        participant={buildParticipant({ app_last_signed_in_at: "2026-12-03T23:59:00.000Z" })}
      />,
    );
    expect(within(card).getByText("App: signed in 3 Dec 2026")).toBeInTheDocument();
    expect(within(card).queryByText("App: not yet")).not.toBeInTheDocument();
  });

  it("offers the download of what is held on the participant", () => {
    render(<ParticipantCard participant={buildParticipant()} />);
    expect(screen.getByRole("link", { name: "Download data of Ada Lovelace" })).toHaveAttribute(
      "href",
      ADA_DATA,
    );
  });
});
