import type { Badge } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID, numberedId } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { getBadgesQueryOptions } from "../api/get-badges";
import { BadgesPage } from "./badges-page";

const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

function buildBadges(count: number): Badge[] {
  return Array.from({ length: count }, (_, index) => ({
    participant_id: numberedId("0", index + 1),
    name: `Guest ${index + 1}`,
    participant_role: index === 0 ? "speaker" : "attendee",
    qr_svg: QR_SVG,
  }));
}

function renderBadges(badges: Badge[], { truncated = false, ids = [] as string[] } = {}) {
  renderWithCache(
    inPortal("system_admin", <BadgesPage eventId={EVENT_ID} participantIds={ids} />),
    (client) =>
      client.setQueryData(getBadgesQueryOptions(EVENT_ID, ids).queryKey, {
        event_name: "Spring Gala",
        badges,
        truncated,
      }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("BadgesPage", () => {
  it("lays the badges out eight to a sheet, each with name, role and QR code", () => {
    renderBadges(buildBadges(9));
    expect(screen.getByRole("heading", { name: "Badges for Spring Gala" })).toBeInTheDocument();
    const sheets = screen.getAllByRole("list");
    expect(sheets.map((sheet) => within(sheet).getAllByRole("listitem").length)).toEqual([8, 1]);
    const first = within(sheets[0] as HTMLElement).getAllByRole("listitem")[0] as HTMLElement;
    expect(first).toHaveTextContent("Guest 1");
    expect(first).toHaveTextContent("Speaker");
    const qr = within(first).getByRole("img", { name: "QR code of Guest 1" });
    expect(qr.getAttribute("src")).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(QR_SVG)}`);
    expect(screen.queryByText(/Only the first/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Check-in" })).toHaveAttribute(
      "href",
      `/system-admin/check-in/${EVENT_ID}`,
    );
  });

  it("prints with the browser's print dialog", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderBadges(buildBadges(2));
    await userEvent.setup().click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalled();
  });

  it("says when the server left badges out", () => {
    renderBadges(buildBadges(3), { truncated: true });
    expect(screen.getByRole("status")).toHaveTextContent("Only the first 3 badges are shown");
  });

  it("says when there is nobody to make a badge for", () => {
    renderBadges([]);
    expect(screen.getByText("No active participants to make badges for")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeDisabled();
  });
});

describe("BadgesPage in German", () => {
  it("titles, counts and labels the badges in German, the printed roles too", async () => {
    await showTextsIn("de");
    renderBadges(buildBadges(9), { truncated: true });

    expect(
      screen.getByRole("heading", { name: "Namensschilder für Spring Gala" }),
    ).toBeInTheDocument();
    expect(screen.getByText("9 Namensschilder, 8 pro A4-Seite")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Nur die ersten 9 Namensschilder werden angezeigt",
    );
    const first = within(screen.getAllByRole("list")[0] as HTMLElement).getAllByRole(
      "listitem",
    )[0] as HTMLElement;
    expect(first).toHaveTextContent("Referent/in");
    expect(within(first).getByRole("img", { name: "QR-Code von Guest 1" })).toBeInTheDocument();
    expect(screen.getAllByText("Besucher/in")).toHaveLength(8);
    expect(screen.getByRole("button", { name: "Drucken" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Zurück zum Check-in" })).toBeInTheDocument();
  });
});
