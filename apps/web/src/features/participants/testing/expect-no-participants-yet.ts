import { within } from "@testing-library/react";
import { expect } from "vitest";

/** The participants list's empty state, as the dialog and the screen both show it. */
export function expectNoParticipantsYet(container: HTMLElement): void {
  expect(within(container).getByText("0 participant(s)")).toBeInTheDocument();
  expect(within(container).getByText("No Participants Yet")).toBeInTheDocument();
  expect(
    within(container).getByText("Add participants to this event to get started."),
  ).toBeInTheDocument();
}
