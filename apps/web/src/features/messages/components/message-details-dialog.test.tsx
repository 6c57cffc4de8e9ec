import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import {
  buildMessageSummary,
  buildRecipient,
  MESSAGE_ID,
  MESSAGES_URL,
  stubMessagesServer,
} from "../testing/fake-messages-server";
import { MessageDetailsDialog } from "./message-details-dialog";

const DETAILS_URL = `${MESSAGES_URL}/${MESSAGE_ID}`;
const message = buildMessageSummary({ queued: 0, sent: 118, failed: 2, recipients: 120 });
const body = "Dear {name},\nwelcome to {event_name}.";

function detailsAnswer(recipients: ReturnType<typeof buildRecipient>[], total: number, page = 1) {
  return { body: { message: { ...message, body }, recipients, total, page, page_size: 50 } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDetails() {
  renderWithQueryClient(
    <MessageDetailsDialog eventId={EVENT_ID} message={message} onClose={vi.fn()} />,
    createTestQueryClient(),
  );
  return userEvent.setup();
}

describe("MessageDetailsDialog", () => {
  it("shows the message and its recipients with their state, and the last error of a failed one", async () => {
    stubMessagesServer({
      [`GET ${DETAILS_URL}?page=1&page_size=50`]: detailsAnswer(
        [
          buildRecipient(1, { name: "Ada Lovelace", email: "ada@example.com" }),
          buildRecipient(2, {
            name: "Alan Turing",
            state: "failed",
            attempts: 5,
            last_error: "550 Mailbox unavailable",
            sent_at: null,
          }),
          buildRecipient(3, { name: "Grace Hopper", state: "queued", sent_at: null }),
          // A person erased before their copy went: it is cancelled, their details with it.
          buildRecipient(4, {
            name: "[erased]",
            email: "[erased]",
            state: "cancelled",
            sent_at: null,
          }),
        ],
        120,
      ),
    });
    renderDetails();
    const dialog = screen.getByRole("dialog", { name: "Welcome to the Spring Gala" });
    expect(dialog).toHaveTextContent("Sent 118 of 120 · 2 failed");

    const recipients = await within(dialog).findByRole("list", { name: "Recipients (120)" });
    expect(within(dialog).getByRole("region", { name: "Message" })).toHaveTextContent(
      "Dear {name}, welcome to {event_name}.",
    );
    const rows = within(recipients).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Ada Lovelaceada@example.comSent",
      "Alan Turingparticipant2@example.comFailedLast error: 550 Mailbox unavailable",
      "Grace Hopperparticipant3@example.comQueued",
      "[erased][erased]Cancelled",
    ]);
    expect(within(dialog).getByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("shows a message to the app's inbox only with its copies there, nothing to send", async () => {
    const appOnly = buildMessageSummary({ delivery: "app_only", queued: 0, sent: 0, failed: 0 });
    stubMessagesServer({
      [`GET ${DETAILS_URL}?page=1&page_size=50`]: {
        body: {
          message: { ...appOnly, body },
          recipients: [buildRecipient(1, { state: "app_only", attempts: 0, sent_at: null })],
          total: 40,
          page: 1,
          page_size: 50,
        },
      },
    });
    renderWithQueryClient(
      <MessageDetailsDialog eventId={EVENT_ID} message={appOnly} onClose={vi.fn()} />,
      createTestQueryClient(),
    );
    const dialog = screen.getByRole("dialog", { name: "Welcome to the Spring Gala" });
    expect(dialog).toHaveTextContent("In 40 participants' inboxes in the app · no e-mail");
    const recipients = await within(dialog).findByRole("list", { name: "Recipients (40)" });
    expect(within(recipients).getByRole("listitem")).toHaveTextContent(
      "Participant 1participant1@example.comIn the app only",
    );
  });

  it("pages through the recipients and filters them by state", async () => {
    const server = stubMessagesServer({
      [`GET ${DETAILS_URL}?page=1&page_size=50`]: detailsAnswer([buildRecipient(1)], 120),
      [`GET ${DETAILS_URL}?page=2&page_size=50`]: detailsAnswer([buildRecipient(51)], 120, 2),
      [`GET ${DETAILS_URL}?page=1&page_size=50&state=failed`]: detailsAnswer(
        [buildRecipient(7, { state: "failed", last_error: "Timeout" })],
        2,
      ),
      [`GET ${DETAILS_URL}?page=1&page_size=50&state=queued`]: detailsAnswer([], 0),
    });
    const user = renderDetails();
    const dialog = screen.getByRole("dialog", { name: "Welcome to the Spring Gala" });
    await within(dialog).findByText("Participant 1");

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(await within(dialog).findByText("Participant 51")).toBeInTheDocument();
    expect(within(dialog).getByText("Page 2 of 3")).toBeInTheDocument();

    const stateFilter = within(dialog).getByRole("combobox", { name: "State" });
    await user.selectOptions(stateFilter, "Failed");
    expect(await within(dialog).findByText("Last error: Timeout")).toBeInTheDocument();
    expect(within(dialog).queryByRole("navigation")).not.toBeInTheDocument();

    await user.selectOptions(stateFilter, "Queued");
    expect(await within(dialog).findByText("No recipient in this state")).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.map((request) => request.url)).toEqual([
        `${DETAILS_URL}?page=1&page_size=50`,
        `${DETAILS_URL}?page=2&page_size=50`,
        `${DETAILS_URL}?page=1&page_size=50&state=failed`,
        `${DETAILS_URL}?page=1&page_size=50&state=queued`,
      ]),
    );
  });

  it("says so when the details fail to load, and tries again", async () => {
    stubMessagesServer({
      [`GET ${DETAILS_URL}?page=1&page_size=50`]: {
        status: 404,
        body: { error: "Message not found" },
      },
    });
    renderDetails();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load the message");
    expect(alert).toHaveTextContent("Message not found");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
