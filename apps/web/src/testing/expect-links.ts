import { screen } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Asserts that each link, found by its accessible name on the screen or within `scope`, leads to
 * its address.
 */
export function expectLinks(
  hrefsByName: Record<string, string>,
  scope: Pick<typeof screen, "getByRole"> = screen,
) {
  for (const [name, href] of Object.entries(hrefsByName)) {
    expect(scope.getByRole("link", { name })).toHaveAttribute("href", href);
  }
}
