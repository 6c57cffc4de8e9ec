import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { buildFile } from "@/testing/files";
import { showTextsIn } from "@/testing/languages";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { AddParticipantsForm } from "./add-participants-form";
import { ImportParticipantsDialog } from "./import-participants-dialog";

describe("The participant forms in German", () => {
  it("labels the add form's fields and names every missing one", async () => {
    await showTextsIn("de");
    const onSubmit = vi.fn();
    render(<AddParticipantsForm eventId={EVENT_ID} onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    const row = screen.getByRole("group", { name: "Teilnehmer/in 1" });
    for (const label of ["Name", "E-Mail", "Telefon", "Benutzername", "Rolle"]) {
      expect(within(row).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(row).getByLabelText("Einmalcode überspringen")).not.toBeChecked();

    await user.click(screen.getByRole("button", { name: "Teilnehmende hinzufügen" }));
    expect(
      await screen.findByText(
        "Bitte geben Sie für alle Teilnehmenden Name, E-Mail und Benutzername an",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Name ist erforderlich")).toBeInTheDocument();
    expect(screen.getByText("Benutzername ist erforderlich")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole("button", {
        name: "Weitere Teilnehmerin oder weiteren Teilnehmer hinzufügen",
      }),
    );
    expect(screen.getByRole("button", { name: "Teilnehmer/in 2 entfernen" })).toBeInTheDocument();
  });

  it("describes the import and refuses a file over 10 MB in German", async () => {
    await showTextsIn("de");
    renderWithQueryClient(
      <ImportParticipantsDialog
        eventId={EVENT_ID}
        open
        onOpenChange={vi.fn()}
        onImported={vi.fn()}
      />,
      createTestQueryClient(),
    );
    const dialog = screen.getByRole("dialog", { name: "Teilnehmende importieren" });
    expect(
      within(dialog).getByText(
        "Eine CSV- oder Excel-Datei (.xlsx) mit höchstens 10 MB und 20.000 Zeilen, mit einer Kopfzeile.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Vorlage herunterladen" })).toBeVisible();

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText(/Datei wählen/),
      buildFile("huge.csv", "text/csv", 11 * 1024 * 1024),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Die Datei darf höchstens 10 MB groß sein",
    );
    expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeEnabled();
  });
});
