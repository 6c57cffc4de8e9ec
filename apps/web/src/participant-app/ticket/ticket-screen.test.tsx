import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SAVED_AT_HEADER } from "../service-worker/saved-answers";
import { answer, stubAppServer } from "../testing/app-server-stub";
import { renderAppAt, resetAppBetweenTests, setOnline } from "../testing/app-test-setup";
import { buildTicket, EVENT_ID, QR_SVG } from "../testing/factories";

resetAppBetweenTests();

const TICKET_PATH = `GET /api/me/events/${EVENT_ID}/ticket`;
const qrLabel = "Check-in code of Ada Lovelace for Annual Conference 2027";

describe("My ticket", () => {
  it("shows the QR code as an image of the server's SVG, never as markup in the page", async () => {
    stubAppServer({ [TICKET_PATH]: answer({ ticket: buildTicket() }) });
    const { container } = renderAppAt(`/app/events/${EVENT_ID}/ticket`);
    const qr = await screen.findByRole("img", { name: qrLabel });
    expect(qr).toHaveAttribute(
      "src",
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`,
    );
    expect(container.querySelector("svg, script")).toBeNull();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("Tue 4 May 2027, 09:00 · Main Hall, Manchester")).toBeInTheDocument();
  });

  it("says when it was last updated, on the device's clock", async () => {
    vi.useFakeTimers({ now: new Date(2027, 4, 1, 18, 0), toFake: ["Date"] });
    try {
      const issuedAt = new Date(2027, 4, 1, 14, 5).toISOString();
      stubAppServer({ [TICKET_PATH]: answer({ ticket: buildTicket({ issued_at: issuedAt }) }) });
      renderAppAt(`/app/events/${EVENT_ID}/ticket`);
      expect(await screen.findByText(/^Last updated 14:05\./)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens from the saved copy with no network, and says so", async () => {
    stubAppServer({
      [TICKET_PATH]: answer(
        { ticket: buildTicket() },
        { headers: { [SAVED_AT_HEADER]: "2027-05-01T13:05:00.000Z" } },
      ),
    });
    setOnline(false);
    renderAppAt(`/app/events/${EVENT_ID}/ticket`);
    expect(await screen.findByRole("img", { name: qrLabel })).toBeInTheDocument();
    expect(screen.getByText(/^You are offline — showing what was saved at/)).toBeInTheDocument();
  });

  it("shows the code alone, full screen, until closed", async () => {
    stubAppServer({ [TICKET_PATH]: answer({ ticket: buildTicket() }) });
    renderAppAt(`/app/events/${EVENT_ID}/ticket`);
    await userEvent.click(await screen.findByRole("button", { name: "Show full screen" }));
    const fullScreen = screen.getByRole("dialog", { name: "Ticket, full screen" });
    expect(within(fullScreen).getByRole("img", { name: qrLabel })).toBeInTheDocument();
    await userEvent.click(within(fullScreen).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
