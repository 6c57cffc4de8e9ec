import { WEBHOOK_EVENT_TYPES, type Webhook } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { type FakeAnswer, stubJsonServer } from "@/testing/stub-json-server";
import {
  buildWebhook,
  EVENT_WEBHOOKS_URL,
  WEBHOOKS_URL,
  webhookId,
} from "../testing/fake-webhooks-server";
import { EventWebhooksCard } from "./event-webhooks-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const ADDRESS = "https://crm.example.org/hooks/1";

function renderCard(postAnswer: FakeAnswer | ((body: unknown) => FakeAnswer)) {
  let webhooks: Webhook[] = [];
  const server = stubJsonServer({
    [`GET ${EVENT_WEBHOOKS_URL}`]: () => ({ body: { webhooks } }),
    [`POST ${WEBHOOKS_URL}`]: (body) => {
      const answer = typeof postAnswer === "function" ? postAnswer(body) : postAnswer;
      if (answer.status === 201) webhooks = [buildWebhook(1)];
      return answer;
    },
  });
  renderWithQueryClient(
    inPortal("event_admin", <EventWebhooksCard eventId={EVENT_ID} />),
    createTestQueryClient(),
    { withToasts: true },
  );
  return { server, user: userEvent.setup() };
}

const created: FakeAnswer = {
  status: 201,
  body: {
    message: "Webhook added. Copy its signing secret now: it will not be shown again.",
    webhook: buildWebhook(1),
    id: webhookId(1),
    secret: SECRET,
  },
};

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("heading", { name: "No webhooks yet" });
  await user.click(screen.getAllByRole("button", { name: "Add webhook" })[0] as HTMLElement);
  const dialog = screen.getByRole("dialog", { name: "Add webhook" });
  // The form is loaded when the dialog first opens.
  await within(dialog).findByRole("button", { name: "Add webhook" });
  return dialog;
}

// By label rather than by role: with some twenty-five boxes, working out every box's accessible
// name on each look-up takes seconds.
function checkbox(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText<HTMLInputElement>(label, { selector: "input" });
}

describe("Adding a webhook", () => {
  it("offers every event type grouped by what it is about, and ticks all or a group at once", async () => {
    const { user } = renderCard(created);
    const dialog = await openDialog(user);
    for (const group of ["Participants", "Registrations", "Sessions", "Event", "Messages"]) {
      expect(within(dialog).getByRole("group", { name: group })).toBeInTheDocument();
    }
    const participants = within(dialog).getByRole("group", { name: "Participants" });
    expect(
      within(participants).getByRole("checkbox", { name: "participant.checked_in" }),
    ).toBeVisible();

    await user.click(checkbox(dialog, "Sessions"));
    for (const type of ["session.created", "session.updated", "session.deleted"]) {
      expect(checkbox(dialog, type)).toBeChecked();
    }
    expect(checkbox(dialog, "Select all")).toHaveProperty("indeterminate", true);
    await user.click(checkbox(dialog, "session.updated"));
    expect(checkbox(dialog, "Sessions")).toHaveProperty("indeterminate", true);
    expect(checkbox(dialog, "Sessions")).not.toBeChecked();

    await user.click(checkbox(dialog, "Select all"));
    // Every type, each group's box and 'Select all' itself.
    const boxes = within(dialog).getAllByRole<HTMLInputElement>("checkbox");
    expect(boxes).toHaveLength(WEBHOOK_EVENT_TYPES.length + 5 + 1);
    expect(boxes.every((box) => box.checked)).toBe(true);
    expect(checkbox(dialog, "Select all")).toHaveProperty("indeterminate", false);
    await user.click(checkbox(dialog, "Select all"));
    expect(boxes.some((box) => box.checked)).toBe(false);
  });

  it("checks the address and types by the contract's rules before sending anything", async () => {
    const { server, user } = renderCard(created);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Add webhook" }));

    const address = within(dialog).getByLabelText("Address (URL)");
    expect(await within(dialog).findByText("Enter the address to send to")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose at least one event type")).toBeInTheDocument();
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(address).toHaveFocus();
    expect(within(dialog).getByRole("group", { name: "Event types" })).toHaveAccessibleDescription(
      "Choose at least one event type",
    );

    await user.type(address, "ftp://files.example.org");
    await user.click(checkbox(dialog, "participant.created"));
    await user.click(within(dialog).getByRole("button", { name: "Add webhook" }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        "Each change is sent here as a signed POST. Enter an address starting with http:// or https://",
      ),
    );
    await user.clear(address);
    await user.type(address, "https://ada:secret@example.org/hook");
    await user.click(within(dialog).getByRole("button", { name: "Add webhook" }));
    expect(
      await within(dialog).findByText("The address must not contain a user name or password"),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it("keeps everything typed when the server refuses, the reason beside its field or above them", async () => {
    let attempts = 0;
    const { server, user } = renderCard(() => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 400,
            body: {
              error: "Invalid input",
              details: [
                { field: "url", message: "Enter an address starting with http:// or https://" },
              ],
            },
          }
        : { status: 409, body: { error: "An event may have at most 20 webhooks" } };
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Address (URL)"), ADDRESS);
    await user.click(checkbox(dialog, "Messages"));
    await user.click(within(dialog).getByRole("button", { name: "Add webhook" }));

    const address = within(dialog).getByLabelText("Address (URL)");
    await waitFor(() => expect(address).toHaveAttribute("aria-invalid", "true"));
    expect(address).toHaveAccessibleDescription(
      "Each change is sent here as a signed POST. Enter an address starting with http:// or https://",
    );

    await user.click(within(dialog).getByRole("button", { name: "Add webhook" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "An event may have at most 20 webhooks",
    );
    expect(screen.getByRole("dialog", { name: "Add webhook" })).toBeInTheDocument();
    expect(address).toHaveValue(ADDRESS);
    expect(checkbox(dialog, "message.sent")).toBeChecked();
    expect(server.writes()).toHaveLength(2);
  });

  it("sends the event's webhook and shows its signing secret once, to copy, with a warning", async () => {
    const { server, user } = renderCard(created);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Address (URL)"), `  ${ADDRESS} `);
    await user.click(checkbox(dialog, "participant.checked_in"));
    await user.click(checkbox(dialog, "participant.created"));
    await user.click(within(dialog).getByRole("button", { name: "Add webhook" }));

    const secretDialog = await screen.findByRole("dialog", { name: "Signing secret" });
    expect(secretDialog).toHaveAccessibleDescription(
      "Webhook added. Copy its signing secret now: it will not be shown again.",
    );
    expect(within(secretDialog).getByLabelText("Signing secret")).toHaveValue(SECRET);
    expect(secretDialog).toHaveTextContent("This is the only time the secret is shown.");
    expect(screen.queryByRole("dialog", { name: "Add webhook" })).not.toBeInTheDocument();
    expect(server.writes()).toEqual([
      {
        method: "POST",
        url: WEBHOOKS_URL,
        // The contract's order, whatever order they were ticked in.
        body: {
          url: ADDRESS,
          event_types: ["participant.created", "participant.checked_in"],
          event_id: EVENT_ID,
        },
      },
    ]);

    await user.click(within(secretDialog).getByRole("button", { name: "Copy" }));
    expect(await within(secretDialog).findByText("Copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(secretDialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: ADDRESS })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });
});
