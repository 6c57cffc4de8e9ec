import { TICKET_MESSAGE_TEMPLATE } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { renderWithCache } from "@/testing/render-with-cache";
import { getEventMessagesQueryOptions, SENDING_REFRESH_MS } from "../api/get-event-messages";
import {
  buildMessageSummary,
  MESSAGES_URL,
  stubMessagesServer,
} from "../testing/fake-messages-server";
import { EventMessagesCard } from "./event-messages-card";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderCard(messages = [buildMessageSummary()]) {
  renderWithCache(<EventMessagesCard eventId={EVENT_ID} />, (queryClient) => {
    queryClient.setQueryData(getEventMessagesQueryOptions(EVENT_ID).queryKey, { messages });
  });
  return userEvent.setup();
}

describe("EventMessagesCard", () => {
  it("shows a message to the app's inbox only as there, with no delivery to follow", () => {
    renderCard([
      buildMessageSummary({
        delivery: "app_only",
        recipients: 40,
        queued: 0,
        sent: 0,
        failed: 0,
      }),
    ]);
    const [message] = within(screen.getByRole("list", { name: "Sent messages" })).getAllByRole(
      "article",
    );
    expect(message).toHaveTextContent("In 40 participants' inboxes in the app · no e-mail");
    expect(within(message as HTMLElement).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("says no message was sent yet, and offers both ways to write", () => {
    renderCard([]);
    const card = screen.getByRole("region", { name: "Messages" });
    expect(within(card).getByText("No messages sent yet")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "New message" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Send tickets" })).toBeInTheDocument();
  });

  it("lists each message with its sender, its segment in words and its progress", () => {
    renderCard([
      buildMessageSummary(),
      buildMessageSummary({
        id: "00000000-0000-4000-8004-000000000002",
        subject: "Your ticket",
        segment: {},
        created_by_name: null,
        recipients: 2,
        queued: 0,
        sent: 2,
        failed: 0,
      }),
    ]);
    const list = screen.getByRole("list", { name: "Sent messages" });
    const [first, second] = within(list).getAllByRole("article");
    if (!first || !second) throw new Error("Two messages expected");

    expect(first).toHaveTextContent("Eve Adams · 5th of Mar 2025, 3:30 PM");
    expect(first).toHaveTextContent("Speakers, active, not checked in");
    expect(first).toHaveTextContent("Sent 12 of 40 · 1 failed");
    const progress = within(first).getByRole("progressbar", {
      name: "Delivery of Welcome to the Spring Gala",
    });
    expect(progress).toHaveAttribute("aria-valuenow", "12");
    expect(progress).toHaveAttribute("aria-valuemax", "40");

    expect(second).toHaveTextContent("A deleted user");
    expect(second).toHaveTextContent("All participants");
    expect(second).toHaveTextContent("Sent 2 of 2");
    expect(second).not.toHaveTextContent("failed");
  });

  it("asks for the list again every 3 seconds while copies are queued, and stops once none are", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = stubMessagesServer({
      [`GET ${MESSAGES_URL}`]: {
        body: { messages: [buildMessageSummary({ queued: 0, sent: 39, failed: 1 })] },
      },
    });
    renderCard();
    expect(server.requests).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(SENDING_REFRESH_MS);
    expect(await screen.findByText("Sent 39 of 40 · 1 failed")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(SENDING_REFRESH_MS * 3);
    expect(server.requests).toHaveLength(1);
  });

  it("opens the composer with the ticket template for 'Send tickets'", async () => {
    stubMessagesServer({});
    const user = renderCard([]);
    await user.click(screen.getByRole("button", { name: "Send tickets" }));
    const composer = screen.getByRole("dialog", { name: "Send tickets" });
    // The composer's code loads when a composer first opens.
    expect(await within(composer).findByRole("textbox", { name: "Subject" })).toHaveValue(
      TICKET_MESSAGE_TEMPLATE.subject,
    );
    expect(within(composer).getByRole("textbox", { name: "Message" })).toHaveValue(
      TICKET_MESSAGE_TEMPLATE.body,
    );

    await user.click(within(composer).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "New message" }));
    const blank = screen.getByRole("dialog", { name: "New message" });
    expect(within(blank).getByRole("textbox", { name: "Subject" })).toHaveValue("");
    expect(within(blank).getByRole("combobox", { name: "Status" })).toHaveValue("active");
  });

  it("opens a message's details from its subject", async () => {
    stubMessagesServer({});
    const user = renderCard();
    await user.click(screen.getByRole("button", { name: "Details of Welcome to the Spring Gala" }));
    await waitFor(() =>
      expect(
        screen.getByRole("dialog", { name: "Welcome to the Spring Gala" }),
      ).toBeInTheDocument(),
    );
  });
});
