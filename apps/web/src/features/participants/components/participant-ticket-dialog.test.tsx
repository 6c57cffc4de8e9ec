import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildParticipant, EVENT_ID } from "@/testing/factories";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { ParticipantTicketDialog } from "./participant-ticket-dialog";

const ada = buildParticipant();
const svgOf = (code: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><title>${code}</title></svg>`;
const ticketOf = (code: string) => ({
  participant_id: ada.id,
  event_id: EVENT_ID,
  code,
  qr_svg: svgOf(code),
});

function stubTicketServer() {
  let code = "old-code";
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === `/api/participants/ticket/${ada.id}`) return Response.json(ticketOf(code));
    if (url === `/api/participants/renew-ticket/${ada.id}` && init.method === "POST") {
      code = "new-code";
      return Response.json(ticketOf(code));
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ParticipantTicketDialog", () => {
  it("shows the ticket's QR code as an image, and renews it after a warning", async () => {
    const user = userEvent.setup();
    stubTicketServer();
    renderWithQueryClient(
      <ParticipantTicketDialog participant={ada} onClose={() => {}} />,
      createTestQueryClient(),
    );
    const dialog = screen.getByRole("dialog", { name: "Ticket for Ada Lovelace" });
    const qr = await within(dialog).findByRole("img", { name: "QR code of Ada Lovelace's ticket" });
    expect(qr.getAttribute("src")).toBe(
      `data:image/svg+xml;utf8,${encodeURIComponent(svgOf("old-code"))}`,
    );
    // The SVG is never put into the page as markup.
    expect(dialog.querySelector("svg title")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Renew ticket" }));
    const confirm = screen.getByRole("alertdialog", { name: "Renew this ticket?" });
    expect(confirm).toHaveTextContent("The old ticket will stop working.");
    await user.click(within(confirm).getByRole("button", { name: "Renew ticket" }));

    expect(
      await within(dialog).findByText("A new ticket was made; the old one no longer works"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getByRole("img", { name: "QR code of Ada Lovelace's ticket" })
        .getAttribute("src"),
    ).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(svgOf("new-code"))}`);
  });
});
