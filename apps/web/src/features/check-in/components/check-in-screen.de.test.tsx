import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildHostParticipant, buildParticipant, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { CHECKED_IN_AT, stubDoorServer } from "../testing/fake-door-server";
import { formatClock } from "../utils/format-clock";
import { CheckInScreen } from "./check-in-screen";

const ada = buildParticipant();
const grace = buildHostParticipant();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CheckInScreen in German", () => {
  it("counts, finds and checks a participant in, every word in German", async () => {
    await showTextsIn("de");
    const user = userEvent.setup();
    stubDoorServer([ada, grace]);
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({ queries: { staleTime: 0, retry: false } });
    renderWithQueryClient(
      inPortal("event_admin", <CheckInScreen eventId={EVENT_ID} />),
      queryClient,
    );

    expect(await screen.findByText("0 von 2 eingecheckt")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Check-in");
    expect(screen.getByRole("link", { name: "Namensschilder drucken" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zur Veranstaltung" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Suchen" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Scannen" })).toBeInTheDocument();
    expect(
      screen.getByRole("searchbox", { name: "Teilnehmer oder Teilnehmerin finden" }),
    ).toHaveAttribute("placeholder", "Name, E-Mail oder Benutzername");

    const row = await screen.findByRole("article", { name: "Ada Lovelace" });
    expect(within(row).getByText("Referent/in")).toBeInTheDocument();
    expect(within(row).getByText("Nicht eingecheckt")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Ada Lovelace einchecken" }));

    expect(await screen.findByText("1 von 2 eingecheckt")).toBeInTheDocument();
    const checkedIn = await screen.findByRole("article", { name: "Ada Lovelace" });
    expect(
      within(checkedIn).getByText(`Eingecheckt um ${formatClock(CHECKED_IN_AT)}`),
    ).toBeInTheDocument();
    expect(
      within(checkedIn).getByRole("button", {
        name: "Check-in von Ada Lovelace rückgängig machen",
      }),
    ).toHaveTextContent("Rückgängig");
    expect(screen.getByText("Ada Lovelace eingecheckt")).toBeInTheDocument();
  });
});
