import { screen, within } from "@testing-library/react";

/** The card named `name` in the card list named `listName`: a token, a passkey, a webhook. */
export function getCard(listName: string, name: string): HTMLElement {
  return within(screen.getByRole("list", { name: listName })).getByRole("listitem", { name });
}
