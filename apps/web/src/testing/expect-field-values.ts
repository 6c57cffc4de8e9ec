import { screen } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Asserts that each form field, found by its label on the screen, holds its value, as a user
 * reads a filled-in form ('' for an empty field, a number for a number field).
 */
export function expectFieldValues(valuesByLabel: Record<string, string | number>) {
  for (const [label, value] of Object.entries(valuesByLabel)) {
    expect(screen.getByLabelText(label)).toHaveValue(value);
  }
}
