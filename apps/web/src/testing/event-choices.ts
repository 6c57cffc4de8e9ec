import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Searches the events offered to choose from (`buildDescribedEvent`'s gala and
 * `buildDescribedLecture`) by the lecture's room: the lecture is left, the gala is not.
 */
export async function expectSearchByVenue(user: UserEvent, search: HTMLElement) {
  await user.type(search, "room 12");
  expect(screen.getByRole("button", { name: "Physics Lecture" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Spring Gala" })).not.toBeInTheDocument();
}

/** Chooses `buildDescribedEvent`'s gala and waits for the dialog the choice opens. */
export async function chooseGala(user: UserEvent, dialogName: string): Promise<HTMLElement> {
  await user.click(screen.getByRole("button", { name: "Spring Gala" }));
  return screen.findByRole("dialog", { name: dialogName });
}
