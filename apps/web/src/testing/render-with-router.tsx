import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";

/** Renders inside an in-memory router, for components that link or read the location. */
export function renderWithRouter(ui: ReactElement, initialEntries?: string[]) {
  return render(<MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter>);
}
