import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** Types each text into the field labelled by its key, in the order given, as a user fills a form. */
export async function typeIntoFields(user: UserEvent, texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts)) {
    await user.type(screen.getByLabelText(label), text);
  }
}
