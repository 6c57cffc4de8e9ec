import type { Webhook } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getCard } from "@/testing/card-list";
import { buildEvent } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import { buildWebhook, WEBHOOKS_URL, webhookId } from "../testing/fake-webhooks-server";
import { SystemWebhooksScreen } from "./system-webhooks-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

const OTHER_EVENT_ID = "00000000-0000-4000-8000-0000000000ee";
const forEvery = buildWebhook(1, {
  url: "https://audit.example.org/all",
  event_id: null,
  event_name: null,
  event_types: ["event.updated"],
});
const forGala = buildWebhook(2);
const forDeleted = buildWebhook(3, { event_id: OTHER_EVENT_ID, event_name: null });

function renderScreen() {
  let webhooks: Webhook[] = [forEvery, forGala, forDeleted];
  const server = stubJsonServer({
    [`GET ${WEBHOOKS_URL}`]: () => ({ body: { webhooks } }),
    "GET /api/events/get-all-events": {
      body: { events: [buildEvent(), buildEvent({ id: OTHER_EVENT_ID, event_name: "Book Fair" })] },
    },
    [`POST ${WEBHOOKS_URL}`]: (body) => {
      const webhook = buildWebhook(4, { url: (body as { url: string }).url });
      webhooks = [...webhooks, webhook];
      return {
        status: 201,
        body: { message: "Webhook added.", webhook, id: webhook.id, secret: "whsec_abc" },
      };
    },
  });
  renderWithQueryClient(
    inPortal("system_admin", <SystemWebhooksScreen />),
    createTestQueryClient(),
  );
  return { server, user: userEvent.setup() };
}

function getWebhook(url: string): HTMLElement {
  return getCard("Webhooks", url);
}

describe("SystemWebhooksScreen", () => {
  it("lists every webhook, each naming its event or all events", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Webhooks" })).toBeInTheDocument();
    const every = await waitFor(() => getWebhook(forEvery.url));
    expect(every).toHaveTextContent("All events");
    expect(every).toHaveTextContent("Event (all)");
    expect(
      within(every).getByRole("link", { name: `Deliveries of ${forEvery.url}` }),
    ).toHaveAttribute("href", `/system-admin/webhooks/${webhookId(1)}`);
    expect(getWebhook(forGala.url)).toHaveTextContent("Event: Spring Gala");
    expect(getWebhook(forDeleted.url)).toHaveTextContent("Event: Deleted event");
  });

  it("adds a webhook for all events, or for the event chosen", async () => {
    const { server, user } = renderScreen();
    await waitFor(() => getWebhook(forEvery.url));

    async function add(url: string, eventName: string) {
      await user.click(screen.getByRole("button", { name: "Add webhook" }));
      const dialog = await screen.findByRole("dialog", { name: "Add webhook" });
      // The form comes with its own code, loaded when the dialog first opens.
      const eventField = await within(dialog).findByRole("combobox", { name: "Event" });
      expect(eventField).toHaveValue("");
      await within(dialog).findByRole("option", { name: "Book Fair" });
      await user.selectOptions(eventField, eventName);
      await user.type(within(dialog).getByLabelText("Address (URL)"), url);
      await user.click(within(dialog).getByLabelText("Event", { selector: "input" }));
      await user.click(within(dialog).getByRole("button", { name: "Add webhook" }));
      const secret = await screen.findByRole("dialog", { name: "Signing secret" });
      await user.click(within(secret).getByRole("button", { name: "Done" }));
    }

    await add("https://audit.example.org/second", "All events");
    await add("https://fair.example.org/hook", "Book Fair");
    expect(server.writes().map(({ body }) => body)).toEqual([
      { url: "https://audit.example.org/second", event_types: ["event.updated"], event_id: null },
      {
        url: "https://fair.example.org/hook",
        event_types: ["event.updated"],
        event_id: OTHER_EVENT_ID,
      },
    ]);
  });
});
