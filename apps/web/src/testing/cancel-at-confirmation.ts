import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Clicks the button named `button`, expects the confirm dialog it opens to ask `question`, answers
 * Cancel and expects the dialog gone; the test then checks that nothing was deleted.
 */
export async function cancelAtConfirmation(user: UserEvent, button: string, question: string) {
  await user.click(screen.getByRole("button", { name: button }));
  const confirm = screen.getByRole("alertdialog", { name: question });
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
}
