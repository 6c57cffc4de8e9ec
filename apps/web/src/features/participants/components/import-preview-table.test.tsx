import type { ParticipantImportDryRunResponse } from "@events/contract";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { ImportPreviewTable } from "./import-preview-table";

const ANSWER_FIELD = "answers.4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70";

// A dry run's report as the server sends it: the English words of each problem with its code.
const report: ParticipantImportDryRunResponse = {
  columns: ["Name", "Email", "Username", "Meal"],
  mapping: { name: "Name", email: "Email", username: "Username" },
  rows: 3,
  valid: 1,
  errors: [
    {
      row: 3,
      field: "email",
      message: "Enter a valid email address",
      code: "common.invalidEmail",
    },
    {
      row: 3,
      field: ANSWER_FIELD,
      message: "Meal: Choose one of the options",
      code: "answers.oneOption",
      label: "Meal",
    },
  ],
  duplicates: [
    {
      row: 4,
      email: "ada@example.org",
      message: "Repeats row 2 of the file",
      code: "import.duplicateInFile",
      params: { row: 2 },
    },
  ],
  preview: [
    { row: 2, values: { name: "Ada", email: "ada@example.org", username: "ada" } },
    { row: 3, values: { name: "Alan", email: "not an e-mail", username: "alan" } },
    { row: 4, values: { name: "Ada again", email: "ada@example.org", username: "ada2" } },
  ],
};

/** The problems shown beside a row, by the row's number. */
function problemsOf(row: number): string[] {
  const rowHeader = screen.getByRole("rowheader", { name: String(row) });
  const tableRow = rowHeader.closest("tr");
  if (!tableRow) throw new Error(`no row ${row}`);
  return within(tableRow)
    .queryAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("The import's preview", () => {
  it("says each row's problems in German, the answer's under its question's label", async () => {
    await showTextsIn("de");
    render(<ImportPreviewTable report={report} />);
    expect(problemsOf(2)).toEqual([]);
    expect(problemsOf(3)).toEqual([
      "E-Mail: Geben Sie eine gültige E-Mail-Adresse ein",
      "Meal: Wählen Sie eine der Optionen",
    ]);
    expect(problemsOf(4)).toEqual(["ada@example.org: Wiederholt Zeile 2 der Datei"]);
  });

  it("says them in English in the server's own words", () => {
    render(<ImportPreviewTable report={report} />);
    expect(problemsOf(3)).toEqual([
      "Email: Enter a valid email address",
      "Meal: Choose one of the options",
    ]);
    expect(problemsOf(4)).toEqual(["ada@example.org: Repeats row 2 of the file"]);
  });
});
