import type { Webhook } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Portal } from "@/lib/portal";
import { cancelAtConfirmation } from "@/testing/cancel-at-confirmation";
import { getCard } from "@/testing/card-list";
import { EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { type FakeAnswer, stubJsonServer } from "@/testing/stub-json-server";
import {
  buildDelivery,
  buildWebhook,
  EVENT_WEBHOOKS_URL,
  webhookId,
  webhookUrl,
} from "../testing/fake-webhooks-server";
import { EventWebhooksCard } from "./event-webhooks-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Half past three in the afternoon of the 5th of March 2025, wherever the tests run. */
const LOCAL_AFTERNOON = new Date(2025, 2, 5, 15, 30).toISOString();

function listAnswer(webhooks: Webhook[]): FakeAnswer {
  return { body: { webhooks } };
}

function renderCard(answers: Parameters<typeof stubJsonServer>[0], portal: Portal = "event_admin") {
  const server = stubJsonServer(answers);
  renderWithQueryClient(
    inPortal(portal, <EventWebhooksCard eventId={EVENT_ID} />),
    createTestQueryClient(),
    { withToasts: true },
  );
  return { server, user: userEvent.setup() };
}

function card() {
  return screen.getByRole("region", { name: "Webhooks" });
}

function getWebhook(url: string): HTMLElement {
  return getCard("Webhooks", url);
}

const checkIns = buildWebhook(1, {
  event_types: [
    "participant.created",
    "participant.updated",
    "participant.deleted",
    "participant.checked_in",
    "participant.check_in_undone",
    "session.created",
    "session.deleted",
  ],
  last_delivery: { status: "failed", created_at: LOCAL_AFTERNOON },
});
const turnedOff = buildWebhook(2, {
  url: "https://old.example.org/hook",
  enabled: false,
  disabled_reason: "Disabled after failing for 3 days",
});

describe("EventWebhooksCard", () => {
  it("lists the event's webhooks: address, event types, state with its reason, last delivery", async () => {
    const { server } = renderCard({
      [`GET ${EVENT_WEBHOOKS_URL}`]: listAnswer([checkIns, turnedOff]),
    });

    const first = await waitFor(() => getWebhook(checkIns.url));
    expect(first).toHaveTextContent("Participants (all); Sessions: created, deleted");
    expect(within(first).getByText("Enabled", { selector: "span" })).toBeInTheDocument();
    expect(first).toHaveTextContent("Last delivery: Failed 5th of Mar 2025, 3:30 PM");
    expect(within(first).getByRole("switch", { name: `Enabled: ${checkIns.url}` })).toBeChecked();
    expect(
      within(first).getByRole("link", { name: `Deliveries of ${checkIns.url}` }),
    ).toHaveAttribute("href", `/event-admin/webhooks/${webhookId(1)}`);
    expect(first).not.toHaveTextContent("Spring Gala");

    const second = getWebhook(turnedOff.url);
    expect(second).toHaveTextContent("Disabled");
    expect(second).toHaveTextContent("Disabled after failing for 3 days");
    expect(second).toHaveTextContent("No deliveries yet");
    expect(
      within(second).getByRole("switch", { name: `Enabled: ${turnedOff.url}` }),
    ).not.toBeChecked();
    expect(server.requests.map(({ url }) => url)).toEqual([EVENT_WEBHOOKS_URL]);
  });

  it("says when the event has no webhooks, and offers to add one", async () => {
    const { user } = renderCard({ [`GET ${EVENT_WEBHOOKS_URL}`]: listAnswer([]) });
    expect(await within(card()).findByRole("heading", { name: "No webhooks yet" })).toBeVisible();
    const buttons = within(card()).getAllByRole("button", { name: "Add webhook" });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    expect(screen.getByRole("dialog", { name: "Add webhook" })).toBeInTheDocument();
  });

  it("says the list failed to load, and loads it again on request", async () => {
    let isDown = true;
    const { user } = renderCard({
      [`GET ${EVENT_WEBHOOKS_URL}`]: () =>
        isDown ? { status: 503, body: { error: "Service unavailable" } } : listAnswer([checkIns]),
    });
    const alert = await within(card()).findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load the webhooks");
    expect(alert).toHaveTextContent("Service unavailable");
    expect(within(card()).queryByText("No webhooks yet")).not.toBeInTheDocument();
    isDown = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await waitFor(() => getWebhook(checkIns.url))).toBeInTheDocument();
  });

  it("turns a webhook off and on with its switch, keeping its address and types", async () => {
    let webhook = checkIns;
    const { server, user } = renderCard({
      [`GET ${EVENT_WEBHOOKS_URL}`]: () => listAnswer([webhook]),
      [`PUT ${webhookUrl(1)}`]: (body) => {
        webhook = { ...webhook, enabled: (body as { enabled: boolean }).enabled };
        return { body: { message: "Webhook saved", webhook } };
      },
    });
    const toggle = await screen.findByRole("switch", { name: `Enabled: ${checkIns.url}` });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(getWebhook(checkIns.url)).toHaveTextContent("Disabled");
    expect(await screen.findByText("Webhook saved")).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.writes()).toEqual([
      {
        method: "PUT",
        url: webhookUrl(1),
        body: { url: checkIns.url, event_types: checkIns.event_types, enabled: false },
      },
      {
        method: "PUT",
        url: webhookUrl(1),
        body: { url: checkIns.url, event_types: checkIns.event_types, enabled: true },
      },
    ]);
  });

  it("sends a test and says it is on its way; a refusal is said above the list", async () => {
    let isRefused = false;
    const { server, user } = renderCard({
      [`GET ${EVENT_WEBHOOKS_URL}`]: listAnswer([checkIns]),
      [`POST ${webhookUrl(1)}/test`]: () =>
        isRefused
          ? {
              status: 409,
              body: { error: "This webhook is disabled: enable it to send deliveries" },
            }
          : {
              status: 202,
              body: {
                message: "A test delivery is on its way",
                delivery: buildDelivery(1, { event_type: "webhook.test", status: "pending" }),
              },
            },
    });
    await user.click(await screen.findByRole("button", { name: `Send test to ${checkIns.url}` }));
    expect(await screen.findByText("A test delivery is on its way")).toBeInTheDocument();

    isRefused = true;
    await user.click(screen.getByRole("button", { name: `Send test to ${checkIns.url}` }));
    expect(await within(card()).findByRole("alert")).toHaveTextContent(
      "This webhook is disabled: enable it to send deliveries",
    );
    expect(server.writes().map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${webhookUrl(1)}/test`,
      `POST ${webhookUrl(1)}/test`,
    ]);
  });

  it("deletes a webhook only once the question is answered", async () => {
    let webhooks = [checkIns, turnedOff];
    const { server, user } = renderCard({
      [`GET ${EVENT_WEBHOOKS_URL}`]: () => listAnswer(webhooks),
      [`DELETE ${webhookUrl(2)}`]: () => {
        webhooks = [checkIns];
        return { body: { message: "Webhook deleted" } };
      },
    });
    await screen.findByRole("button", { name: `Delete ${turnedOff.url}` });
    await cancelAtConfirmation(user, `Delete ${turnedOff.url}`, "Delete this webhook?");
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole("button", { name: `Delete ${turnedOff.url}` }));
    const question = screen.getByRole("alertdialog", { name: "Delete this webhook?" });
    expect(question).toHaveTextContent(
      `Nothing more is sent to ${turnedOff.url}, and its deliveries are deleted with it.`,
    );
    await user.click(within(question).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Webhook deleted")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: turnedOff.url })).not.toBeInTheDocument(),
    );
    expect(server.writes()).toEqual([{ method: "DELETE", url: webhookUrl(2), body: undefined }]);
  });

  it("edits a webhook's address and types in a dialog filled with its values", async () => {
    const disabledOne = buildWebhook(3, { enabled: false, event_types: ["event.updated"] });
    const { server, user } = renderCard({
      [`GET ${EVENT_WEBHOOKS_URL}`]: listAnswer([disabledOne]),
      [`PUT ${webhookUrl(3)}`]: { body: { message: "Webhook saved", webhook: disabledOne } },
    });
    await user.click(await screen.findByRole("button", { name: `Edit ${disabledOne.url}` }));
    const dialog = screen.getByRole("dialog", { name: "Edit webhook" });
    const address = within(dialog).getByLabelText("Address (URL)");
    expect(address).toHaveValue(disabledOne.url);
    expect(within(dialog).getByRole("checkbox", { name: "event.updated" })).toBeChecked();
    expect(within(dialog).queryByRole("combobox", { name: "Event" })).not.toBeInTheDocument();

    await user.clear(address);
    await user.type(address, "https://crm.example.org/v2");
    await user.click(within(dialog).getByRole("checkbox", { name: "message.sent" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.writes()).toEqual([
      {
        method: "PUT",
        url: webhookUrl(3),
        body: {
          url: "https://crm.example.org/v2",
          event_types: ["event.updated", "message.sent"],
          enabled: false,
        },
      },
    ]);
  });
});
