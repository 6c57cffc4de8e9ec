import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect, type Mock } from "vitest";

/**
 * Submits the form with the button named `button` and expects the form to refuse it: `message`
 * appears, and nothing reaches `onSubmit`.
 */
export async function expectSubmitRefused(
  user: UserEvent,
  button: string,
  message: string,
  onSubmit: Mock,
) {
  await user.click(screen.getByRole("button", { name: button }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
}
