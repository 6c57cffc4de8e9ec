import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildParticipant, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { participantsPages } from "../testing/participants-pages";
import { EventParticipantsScreen, SCREEN_PAGE_SIZE } from "./event-participants-screen";
import { ParticipantRow } from "./participant-row";

const ada = buildParticipant({ participant_role: "speaker" });
const grace = buildParticipant({
  id: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f84",
  name: "Grace Hopper",
  email: "grace@example.com",
  username: "grace",
  participant_role: "host",
  status: "inactive",
});

const { seedPage } = participantsPages(SCREEN_PAGE_SIZE);

function renderScreen() {
  return renderWithCache(
    inPortal("system_admin", <EventParticipantsScreen eventId={EVENT_ID} />),
    (client) => seedPage(client, {}, [ada, grace]),
  );
}

describe("The participants list in other languages", () => {
  it("reads in German: title, count, filters, roles, statuses and the cards' labels", async () => {
    await showTextsIn("de");
    renderScreen();
    expect(
      screen.getByRole("heading", { name: "Teilnehmende der Veranstaltung" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Veranstaltungs-ID: 6f1c2a5e")).toBeInTheDocument();
    expect(screen.getByText("2 von 2 Teilnehmenden")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zurück" })).toBeInTheDocument();
    expect(screen.getByLabelText("Teilnehmende suchen")).toHaveAttribute(
      "placeholder",
      "Name, E-Mail oder Telefon",
    );
    const roles = within(screen.getByLabelText("Rolle")).getAllByRole("option");
    expect(roles.map((option) => option.textContent)).toEqual([
      "Alle Rollen",
      "Besucher/in",
      "Referent/in",
      "Gastgeber/in",
      "Dozent/in",
      "Gast",
    ]);
    expect(screen.getByRole("button", { name: "Nach Antwort filtern" })).toBeInTheDocument();

    const adaCard = screen.getByRole("article", { name: "Ada Lovelace" });
    expect(within(adaCard).getByText("Aktiv")).toBeInTheDocument();
    expect(within(adaCard).getByText("Beigetreten")).toBeInTheDocument();
    expect(within(adaCard).getByText("Referent/in")).toBeInTheDocument();
    expect(within(adaCard).getByText("App: noch nicht")).toBeInTheDocument();
    const graceCard = screen.getByRole("article", { name: "Grace Hopper" });
    expect(within(graceCard).getByText("Inaktiv")).toBeInTheDocument();
  });

  it("names a managed participant's buttons in German", async () => {
    await showTextsIn("de");
    render(
      <ParticipantRow
        participant={ada}
        onSelectedChange={vi.fn()}
        onShowTicket={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const row = screen.getByRole("article", { name: "Ada Lovelace" });
    expect(within(row).getByRole("checkbox", { name: "Ada Lovelace auswählen" })).toBeVisible();
    for (const name of [
      "Ticket für Ada Lovelace",
      "Ada Lovelace bearbeiten",
      "Ada Lovelace löschen",
    ]) {
      expect(within(row).getByRole("button", { name })).toBeInTheDocument();
    }
    expect(
      within(row).getByRole("link", { name: "Daten von Ada Lovelace herunterladen" }),
    ).toBeInTheDocument();
    expect(within(row).getByText("Benutzer-ID")).toBeInTheDocument();
  });

  it("reads in Arabic, on a page laid out right to left", async () => {
    await showTextsIn("ar");
    renderScreen();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("heading", { name: "مشاركو الفعالية" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "رجوع" })).toBeInTheDocument();
    expect(screen.getByLabelText("البحث في المشاركين")).toBeInTheDocument();
    const adaCard = screen.getByRole("article", { name: "Ada Lovelace" });
    expect(within(adaCard).getByText("نشط")).toBeInTheDocument();
    expect(within(adaCard).getByText("متحدث")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تسجيل الحضور" })).toBeInTheDocument();
  });
});
