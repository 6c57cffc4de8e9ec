import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { getEventMessagesQueryOptions } from "../api/get-event-messages";
import { buildMessageSummary } from "../testing/fake-messages-server";
import { NEW_MESSAGE_VALUES } from "../utils/message-form";
import { EventMessagesCard } from "./event-messages-card";
import { MessageComposer } from "./message-composer";

describe("Messages in German", () => {
  it("lists a sent message with its segment and progress in German", async () => {
    await showTextsIn("de");
    renderWithCache(<EventMessagesCard eventId={EVENT_ID} />, (queryClient) => {
      queryClient.setQueryData(getEventMessagesQueryOptions(EVENT_ID).queryKey, {
        messages: [buildMessageSummary()],
      });
    });

    const list = screen.getByRole("list", { name: "Gesendete Nachrichten" });
    const message = within(list).getByRole("article", { name: "Welcome to the Spring Gala" });
    expect(
      within(message).getByText("Sprechende, aktiv und nicht eingecheckt"),
    ).toBeInTheDocument();
    expect(within(message).getByText("12 von 40 gesendet · 1 fehlgeschlagen")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Neue Nachricht" })).toBeInTheDocument();
  });

  it("words the composer in German and keeps the placeholders as they are written", async () => {
    await showTextsIn("de");
    renderWithCache(
      <MessageComposer
        eventId={EVENT_ID}
        initialValues={NEW_MESSAGE_VALUES}
        onSent={vi.fn()}
        onCancel={vi.fn()}
      />,
      () => undefined,
    );
    const user = userEvent.setup();

    const subject = screen.getByRole("textbox", { name: "Betreff" });
    // A literal {ticket_qr} in a German sentence: the catalogue quotes the braces.
    expect(subject).toHaveAccessibleDescription(
      "0 / 200 Zeichen. {ticket_qr} gehört nur in die Nachricht.",
    );
    expect(screen.getByRole("combobox", { name: "Rolle" })).toHaveDisplayValue("Alle Rollen");
    expect(
      screen.getByRole("radio", { name: "Nur Posteingang der App (keine E-Mail)" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "{name} einfügen" }));
    expect(screen.getByRole("textbox", { name: "Nachricht" })).toHaveValue("{name}");
  });
});
