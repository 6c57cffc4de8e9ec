import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChangesTable } from "./changes-table";

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? ""));
}

describe("ChangesTable", () => {
  it("shows each changed field, readable, with its value before and after", () => {
    render(
      <ChangesTable
        label="Changes"
        changes={{
          venue: ["Main Hall", "Pier 4"],
          event_name: ["Gala", "Spring Gala"],
          description: [null, "An evening of music"],
          theme_colors: [["#112233"], ["#112233", "#445566"]],
          password: [null, null],
        }}
      />,
    );
    expect(rowsOf(screen.getByRole("table", { name: "Changes" }))).toEqual([
      ["Field", "Before", "After"],
      ["Venue", "Main Hall", "Pier 4"],
      ["Event Name", "Gala", "Spring Gala"],
      ["Description", "—", "An evening of music"],
      ["Theme Colours", "#112233", "#112233, #445566"],
      ["Password", "Changed (not recorded)"],
    ]);
  });

  it("shows a secret field's change across both columns, and nothing of its values", () => {
    render(<ChangesTable label="Changes" changes={{ password: [null, null] }} />);
    const cell = screen.getByRole("cell", { name: "Changed (not recorded)" });
    expect(cell).toHaveAttribute("colspan", "2");
    expect(screen.queryByText("—")).not.toBeInTheDocument();
  });

  it("reads a refused sign-in's reason by its code, and an erasure's as written", () => {
    render(<ChangesTable label="Changes" changes={{ reason: [null, "passkeys.notRecognised"] }} />);
    expect(screen.getByRole("cell", { name: "This passkey is not recognised." })).toBeVisible();
    render(<ChangesTable label="Erasure" changes={{ reason: [null, "Asked by the person"] }} />);
    const erasure = screen.getByRole("table", { name: "Erasure" });
    expect(within(erasure).getByRole("cell", { name: "Asked by the person" })).toBeVisible();
  });

  it("shows no table for an entry without changes (a sign-in)", () => {
    render(<ChangesTable label="Changes" changes={{}} />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
