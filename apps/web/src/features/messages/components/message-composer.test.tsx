import {
  MESSAGE_DELIVERY_LABELS,
  type MessageDelivery,
  MY_MESSAGE_TICKET_TEXT,
  TICKET_MESSAGE_TEMPLATE,
} from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { MESSAGES_URL, stubMessagesServer } from "../testing/fake-messages-server";
import { NEW_MESSAGE_VALUES, TICKET_MESSAGE_VALUES } from "../utils/message-form";
import { MessageComposer } from "./message-composer";

const PREVIEW_URL = `${MESSAGES_URL}/preview`;

const twoSpeakers = {
  recipients: 2,
  preview: {
    participant_id: "00000000-0000-4000-8006-000000000001",
    to: "ada@example.com",
    subject: "Hello Ada",
    text: "Dear Ada, welcome to Spring Gala.",
    has_ticket_qr: false,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderComposer(initialValues = NEW_MESSAGE_VALUES) {
  const onSent = vi.fn();
  renderWithQueryClient(
    <MessageComposer
      eventId={EVENT_ID}
      initialValues={initialValues}
      onSent={onSent}
      onCancel={vi.fn()}
    />,
    createTestQueryClient(),
    { withToasts: true },
  );
  return { user: userEvent.setup(), onSent };
}

/** userEvent reads '{' as the start of a key name; doubled it types the brace itself. */
function typed(text: string): string {
  return text.replaceAll("{", "{{");
}

function subjectField() {
  return screen.getByRole("textbox", { name: "Subject" });
}

function messageField() {
  return screen.getByRole("textbox", { name: "Message" });
}

function deliveryRadio(delivery: MessageDelivery) {
  return screen.getByRole("radio", { name: MESSAGE_DELIVERY_LABELS[delivery] });
}

describe("MessageComposer", () => {
  it("refuses an unknown placeholder beside the message before anything is sent", async () => {
    const server = stubMessagesServer({});
    const { user } = renderComposer();
    await user.type(subjectField(), "Hello");
    await user.type(messageField(), typed("Dear {nme},"));
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(messageField()).toHaveAccessibleDescription(
      expect.stringContaining(
        "Unknown placeholder {nme}. Use {name}, {event_name}, {event_date}, {venue}, {ticket_qr}",
      ),
    );
    expect(messageField()).toHaveAttribute("aria-invalid", "true");
    expect(server.requests).toEqual([]);
  });

  it("refuses a blank subject beside it, keeping the message typed", async () => {
    const server = stubMessagesServer({});
    const { user } = renderComposer();
    await user.type(subjectField(), "   ");
    await user.type(messageField(), "See you soon");
    await user.click(screen.getByRole("button", { name: "Preview" }));

    expect(subjectField()).toHaveAccessibleDescription(
      expect.stringContaining("Subject is required"),
    );
    expect(messageField()).toHaveValue("See you soon");
    expect(server.requests).toEqual([]);
  });

  it("inserts each placeholder where the cursor is, in the subject or the message", async () => {
    stubMessagesServer({});
    const { user } = renderComposer();
    await user.type(messageField(), "Hello , see you");
    messageField().focus();
    (messageField() as HTMLTextAreaElement).setSelectionRange(6, 6);
    await user.click(screen.getByRole("button", { name: "Insert {name}" }));
    expect(messageField()).toHaveValue("Hello {name}, see you");
    expect(messageField()).toHaveFocus();

    await user.type(subjectField(), "Welcome to ");
    await user.click(screen.getByRole("button", { name: "Insert {event_name}" }));
    expect(subjectField()).toHaveValue("Welcome to {event_name}");
    expect(subjectField()).toHaveAccessibleDescription(
      expect.stringContaining("23 / 200 characters"),
    );
  });

  it("offers the six placeholders and states the limits", () => {
    stubMessagesServer({});
    renderComposer();
    const placeholders = screen.getByRole("group", { name: "Placeholders" });
    expect(
      within(placeholders)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["{name}", "{event_name}", "{event_date}", "{venue}", "{ticket_qr}", "{app_link}"]);
    expect(messageField()).toHaveAccessibleDescription("0 / 10000 characters. Plain text.");
  });

  it("previews the copy of the first recipient for the chosen segment", async () => {
    const server = stubMessagesServer({
      [`POST ${PREVIEW_URL}`]: {
        body: { ...twoSpeakers, preview: { ...twoSpeakers.preview, has_ticket_qr: true } },
      },
    });
    const { user } = renderComposer();
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Speaker");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Checked in" }),
      "Not checked in",
    );
    await user.type(subjectField(), typed("Hello {name}"));
    await user.type(messageField(), typed("Dear {name}, welcome to {event_name}.\n{ticket_qr}"));
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const preview = await screen.findByRole("region", { name: "Preview" });
    // Below the form, so focus is taken there: keyboard and screen-reader users land on it.
    expect(within(preview).getByRole("heading", { name: "Preview" })).toHaveFocus();
    expect(preview).toHaveTextContent("This message reaches 2 participants.");
    expect(preview).toHaveTextContent("Toada@example.com");
    expect(preview).toHaveTextContent("SubjectHello Ada");
    expect(preview).toHaveTextContent("Dear Ada, welcome to Spring Gala.");
    expect(preview).toHaveTextContent("The ticket QR code appears here as an image");
    expect(server.writes()).toEqual([
      {
        method: "POST",
        url: PREVIEW_URL,
        body: {
          subject: "Hello {name}",
          body: "Dear {name}, welcome to {event_name}.\n{ticket_qr}",
          segment: { role: "speaker", status: "active", checked_in: false },
          delivery: "email_and_app",
        },
      },
    ]);

    // A changed draft is no longer the one previewed.
    await user.type(messageField(), " Bye");
    expect(screen.queryByRole("region", { name: "Preview" })).not.toBeInTheDocument();
  });

  it("asks 'Send to N participants' with N from a preview, then queues the message", async () => {
    const server = stubMessagesServer({
      [`POST ${PREVIEW_URL}`]: { body: twoSpeakers },
      [`POST ${MESSAGES_URL}`]: {
        status: 202,
        body: { message_id: "00000000-0000-4000-8004-000000000009", recipients: 2 },
      },
    });
    const { user, onSent } = renderComposer(TICKET_MESSAGE_VALUES);
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Any status");
    await user.click(screen.getByRole("button", { name: "Send" }));

    const confirm = await screen.findByRole("alertdialog", { name: "Send to 2 participants" });
    expect(server.writes().map((request) => request.url)).toEqual([PREVIEW_URL]);
    // Sending destroys nothing, so its confirm button is the primary blue, not the red of a delete.
    const sendButton = within(confirm).getByRole("button", { name: "Send" });
    expect(sendButton).toHaveClass("bg-blue-600");
    expect(sendButton).not.toHaveClass("bg-red-600");
    await user.click(sendButton);

    expect(await screen.findByText("The message is being sent")).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(server.writes().at(-1)).toEqual({
      method: "POST",
      url: MESSAGES_URL,
      body: {
        subject: TICKET_MESSAGE_TEMPLATE.subject,
        body: TICKET_MESSAGE_TEMPLATE.body,
        segment: {},
        delivery: "email_and_app",
      },
    });
  });

  it("says in the form when the choice reaches nobody, and asks nothing", async () => {
    stubMessagesServer({ [`POST ${PREVIEW_URL}`]: { body: { recipients: 0, preview: null } } });
    const { user } = renderComposer();
    await user.type(subjectField(), "Hello");
    await user.type(messageField(), "Hi all");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No participant matches this choice; the message would reach nobody",
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows the server's refusals beside their fields and keeps everything typed", async () => {
    stubMessagesServer({
      [`POST ${PREVIEW_URL}`]: { body: twoSpeakers },
      [`POST ${MESSAGES_URL}`]: {
        status: 400,
        body: {
          error: "Invalid input",
          details: [
            { field: "subject", message: "Subject is at most 200 characters" },
            { field: "segment.role", message: "role must be one of attendee, speaker" },
          ],
        },
      },
    });
    const { user, onSent } = renderComposer();
    await user.type(subjectField(), "Hello");
    await user.type(messageField(), "Hi all");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Send to 2 participants" });
    await user.click(within(confirm).getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Subject is at most 200 characters")).toBeInTheDocument();
    expect(subjectField()).toHaveAccessibleDescription(
      expect.stringContaining("Subject is at most 200 characters"),
    );
    expect(screen.getByRole("combobox", { name: "Role" })).toHaveAccessibleDescription(
      "role must be one of attendee, speaker",
    );
    expect(subjectField()).toHaveValue("Hello");
    expect(messageField()).toHaveValue("Hi all");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });

  it("sends by e-mail and to the app by default, and the arrow keys choose the app only", async () => {
    stubMessagesServer({});
    const { user } = renderComposer();
    const delivery = screen.getByRole("group", { name: "Delivery" });
    expect(within(delivery).getAllByRole("radio")).toEqual([
      deliveryRadio("email_and_app"),
      deliveryRadio("app_only"),
    ]);
    expect(deliveryRadio("email_and_app")).toBeChecked();
    expect(deliveryRadio("app_only")).toHaveAccessibleDescription(
      "Participants read it in the app's inbox; no e-mail is sent.",
    );

    // One Tab stop from the last segment choice, then the arrow keys, as for any radio group.
    screen.getByRole("combobox", { name: "Checked in" }).focus();
    await user.tab();
    expect(deliveryRadio("email_and_app")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(deliveryRadio("app_only")).toBeChecked();
    expect(deliveryRadio("app_only")).toHaveFocus();
    await user.tab();
    expect(subjectField()).toHaveFocus();
  });

  it("previews the inbox's copy of a message to the app only, and says no e-mail goes", async () => {
    const server = stubMessagesServer({
      [`POST ${PREVIEW_URL}`]: {
        body: {
          ...twoSpeakers,
          preview: {
            ...twoSpeakers.preview,
            text: `Dear Ada,\n${MY_MESSAGE_TICKET_TEXT}`,
            has_ticket_qr: true,
          },
        },
      },
      [`POST ${MESSAGES_URL}`]: {
        status: 202,
        body: { message_id: "00000000-0000-4000-8004-000000000009", recipients: 2 },
      },
    });
    const { user, onSent } = renderComposer();
    await user.click(deliveryRadio("app_only"));
    await user.type(subjectField(), "Hello");
    await user.type(messageField(), typed("Dear {name},\n{ticket_qr}"));
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const preview = await screen.findByRole("region", { name: "Preview" });
    expect(preview).toHaveTextContent(
      "The first recipient's copy, as their inbox in the app shows it:",
    );
    expect(preview).toHaveTextContent(MY_MESSAGE_TICKET_TEXT);
    expect(preview).not.toHaveTextContent("The ticket QR code appears here as an image");

    await user.click(screen.getByRole("button", { name: "Send" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Send to 2 participants" });
    expect(confirm).toHaveAccessibleDescription(
      "The message appears in each one's inbox in the app; no e-mail is sent. This cannot be undone.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Send" }));

    expect(onSent).toHaveBeenCalledTimes(1);
    expect(server.writes().map((request) => request.body)).toEqual([
      expect.objectContaining({ delivery: "app_only" }),
      {
        subject: "Hello",
        body: "Dear {name},\n{ticket_qr}",
        segment: { status: "active" },
        delivery: "app_only",
      },
    ]);
  });

  it("tells the e-mail's confirmation apart: an e-mail each, and the app's inbox", async () => {
    stubMessagesServer({ [`POST ${PREVIEW_URL}`]: { body: twoSpeakers } });
    const { user } = renderComposer();
    await user.type(subjectField(), "Hello");
    await user.type(messageField(), "Hi all");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Send to 2 participants" }),
    ).toHaveAccessibleDescription(
      "One e-mail goes to each of them, and the message appears in their inbox in the app. This cannot be undone.",
    );
  });
});
