import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildParticipant } from "@/testing/factories";
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
});

describe("ParticipantCard", () => {
  it("offers the download of what is held on the participant", () => {
    render(<ParticipantCard participant={buildParticipant()} />);
    expect(screen.getByRole("link", { name: "Download data of Ada Lovelace" })).toHaveAttribute(
      "href",
      ADA_DATA,
    );
  });
});
