import type { WebhookDelivery } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Portal } from "@/lib/portal";
import { EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { type FakeAnswer, stubJsonServer } from "@/testing/stub-json-server";
import {
  buildDelivery,
  buildWebhook,
  deliveryId,
  webhookId,
  webhookUrl,
} from "../testing/fake-webhooks-server";
import { WebhookDeliveriesScreen } from "./webhook-deliveries-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

const WEBHOOK = buildWebhook(1, { event_types: ["participant.checked_in", "message.sent"] });
const DELIVERIES = `${webhookUrl(1)}/deliveries`;
/** Moments of the 5th of March 2025 in the browser's zone, wherever the tests run. */
const at = (hour: number, minute: number) => new Date(2025, 2, 5, hour, minute).toISOString();

function page(deliveries: WebhookDelivery[], { total = deliveries.length, page = 1 } = {}) {
  return { body: { total, page, page_size: 50, deliveries } };
}

function renderScreen(
  answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>,
  { portal = "event_admin" as Portal, webhook = WEBHOOK } = {},
) {
  const server = stubJsonServer({
    [`GET ${webhookUrl(1)}`]: { body: { webhook } },
    ...answers,
  });
  renderWithQueryClient(
    inPortal(portal, <WebhookDeliveriesScreen webhookId={webhookId(1)} />),
    createTestQueryClient(),
    { withToasts: true },
  );
  return { server, user: userEvent.setup() };
}

function list() {
  return screen.getByRole("list", { name: "Deliveries, newest first" });
}

function items() {
  return within(list()).getAllByRole("listitem");
}

/** Each labelled figure of a delivery, as its label reads on screen. */
function figuresOf(item: HTMLElement): Record<string, string> {
  const terms = within(item).getAllByRole("term");
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]),
  );
}

const failed = buildDelivery(2, {
  event_type: "message.sent",
  status: "failed",
  created_at: at(15, 30),
  attempts: 3,
  response_status: 500,
  duration_ms: 840,
  next_attempt_at: at(16, 0),
  response_body: '<b>Internal</b> error<script>window.pwned = true</script> {"ok":false}',
});
const succeeded = buildDelivery(1, {
  created_at: at(9, 5),
  error: null,
});
const timedOut = buildDelivery(3, {
  event_type: "webhook.test",
  status: "pending",
  created_at: at(10, 0),
  attempts: 1,
  response_status: null,
  duration_ms: null,
  response_body: null,
  next_attempt_at: at(10, 1),
  error: "No answer within 10 seconds",
});

describe("WebhookDeliveriesScreen", () => {
  it("shows the webhook and its deliveries, newest first, each status in words", async () => {
    renderScreen({ [`GET ${DELIVERIES}?page=1`]: page([failed, timedOut, succeeded]) });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Webhook deliveries" }),
    ).toBeVisible();
    expect(await screen.findByText(WEBHOOK.url)).toBeInTheDocument();
    expect(screen.getByText("Event: Spring Gala")).toBeInTheDocument();
    expect(screen.getByText("Participants: checked in; Messages (all)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Event Details" })).toHaveAttribute(
      "href",
      `/event-admin/event-details/${EVENT_ID}`,
    );

    await screen.findByText("3 deliveries");
    const [first, second, third] = items();
    if (!first || !second || !third) throw new Error("Three deliveries expected");
    expect(first).toHaveAccessibleName("message.sent, 5th of Mar 2025, 3:30 PM");
    expect(within(first).getByText("Failed")).toHaveAttribute("data-tone", "red");
    expect(figuresOf(first)).toEqual({
      Created: "5th of Mar 2025, 3:30 PM",
      "Next attempt": "5th of Mar 2025, 4:00 PM",
      Attempts: "3",
      "Response code": "500",
      Duration: "840 ms",
    });
    expect(within(second).getByText("Pending")).toHaveAttribute("data-tone", "yellow");
    expect(figuresOf(second)).toEqual({
      Created: "5th of Mar 2025, 10:00 AM",
      "Next attempt": "5th of Mar 2025, 10:01 AM",
      Attempts: "1",
      "Response code": "—",
      Duration: "—",
    });
    expect(within(third).getByText("Succeeded")).toHaveAttribute("data-tone", "green");
    expect(figuresOf(third)).toMatchObject({ "Next attempt": "—", "Response code": "200" });
    expect(
      within(third).getByRole("button", {
        name: "Redeliver participant.checked_in, 5th of Mar 2025, 9:05 AM",
      }),
    ).toBeInTheDocument();
  });

  it("opens a row on the receiver's answer, shown as text and never run, and the error", async () => {
    const { user } = renderScreen({ [`GET ${DELIVERIES}?page=1`]: page([failed, timedOut]) });
    await screen.findByText("2 deliveries");
    const toggle = within(list()).getByRole("button", { name: /^Details of message\.sent/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const details = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!details) throw new Error("The details row is missing");
    const body = within(details).getByText(/Internal/, { selector: "pre" });
    expect(body.textContent).toBe(failed.response_body);
    expect(body.querySelector("b, script")).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(details).toHaveTextContent(failed.webhook_id);

    const pending = within(list()).getByRole("listitem", { name: /^webhook\.test/ });
    await user.click(within(pending).getByRole("button", { name: /^Details of webhook\.test/ }));
    expect(pending).toHaveTextContent("ErrorNo answer within 10 seconds");
    expect(pending).toHaveTextContent("No response body");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.body).not.toHaveTextContent("Internal error");
  });

  it("pages through the deliveries, as many a page as the server says", async () => {
    const first = Array.from({ length: 50 }, (_, index) =>
      buildDelivery(100 - index, { created_at: at(12, 0) }),
    );
    const { server, user } = renderScreen({
      [`GET ${DELIVERIES}?page=1`]: page(first, { total: 51 }),
      [`GET ${DELIVERIES}?page=2`]: page([failed], { total: 51, page: 2 }),
    });
    const paging = await screen.findByRole("navigation", { name: "Deliveries pages" });
    expect(paging).toHaveTextContent("Page 1 of 2");
    expect(screen.getByText("51 deliveries")).toBeInTheDocument();
    await user.click(within(paging).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(list()).getByText("message.sent")).toBeInTheDocument();
    expect(paging).toHaveTextContent("Page 2 of 2");
    expect(server.requests.map(({ url }) => url)).toContain(`${DELIVERIES}?page=2`);
  });

  it("redelivers one delivery and shows the list as it is now", async () => {
    let deliveries = [failed];
    const redeliverUrl = `${DELIVERIES}/${deliveryId(2)}/redeliver`;
    const { server, user } = renderScreen({
      [`GET ${DELIVERIES}?page=1`]: () => page(deliveries),
      [`POST ${redeliverUrl}`]: () => {
        deliveries = [
          { ...failed, status: "succeeded", response_status: 200, next_attempt_at: null },
        ];
        return { body: { message: "The delivery will be sent again", delivery: deliveries[0] } };
      },
    });
    await screen.findByText("1 delivery");
    await user.click(within(list()).getByRole("button", { name: /^Redeliver message\.sent/ }));
    expect(await screen.findByText("The delivery will be sent again")).toBeInTheDocument();
    expect(await within(list()).findByText("Succeeded")).toBeInTheDocument();
    expect(server.writes()).toEqual([{ method: "POST", url: redeliverUrl, body: undefined }]);
  });

  it("says when the refused redelivery is not found", async () => {
    const { user } = renderScreen({
      [`GET ${DELIVERIES}?page=1`]: page([failed]),
      [`POST ${DELIVERIES}/${deliveryId(2)}/redeliver`]: {
        status: 404,
        body: { error: "Delivery not found" },
      },
    });
    await screen.findByText("1 delivery");
    await user.click(within(list()).getByRole("button", { name: /^Redeliver message\.sent/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Delivery not found");
  });

  it("says there are no deliveries yet and sends a test from there", async () => {
    let deliveries: WebhookDelivery[] = [];
    const { server, user } = renderScreen({
      [`GET ${DELIVERIES}?page=1`]: () => page(deliveries),
      [`POST ${webhookUrl(1)}/test`]: () => {
        deliveries = [timedOut];
        return {
          status: 202,
          body: { message: "A test delivery is on its way", delivery: timedOut },
        };
      },
    });
    const empty = await screen.findByRole("heading", { name: "No deliveries yet — send a test" });
    const emptyState = empty.parentElement as HTMLElement;
    await user.click(within(emptyState).getByRole("button", { name: "Send test" }));
    expect(await screen.findByText("A test delivery is on its way")).toBeInTheDocument();
    expect(await within(list()).findByText("webhook.test")).toBeInTheDocument();
    expect(server.writes()).toEqual([
      { method: "POST", url: `${webhookUrl(1)}/test`, body: undefined },
    ]);
  });

  it("says the deliveries failed to load, and refreshes on request", async () => {
    let isDown = true;
    const { user } = renderScreen({
      [`GET ${DELIVERIES}?page=1`]: () =>
        isDown ? { status: 500, body: { error: "Internal server error" } } : page([succeeded]),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load the deliveries");
    expect(screen.queryByText(/No deliveries yet/)).not.toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await within(list()).findByText("participant.checked_in")).toBeInTheDocument();
  });

  it("says the webhook is not found, for another admin's or a deleted one", async () => {
    renderScreen({
      [`GET ${webhookUrl(1)}`]: { status: 404, body: { error: "Webhook not found" } },
      [`GET ${DELIVERIES}?page=1`]: { status: 404, body: { error: "Webhook not found" } },
    });
    // The deliveries are asked for at the same time, and refused too: the webhook's refusal
    // stands for both.
    const title = await screen.findByText("Failed to load the webhook");
    expect(screen.getByRole("alert")).toContainElement(title);
    expect(screen.getByRole("alert")).toHaveTextContent("Webhook not found");
  });

  it("leads a system admin back to every webhook from one for all events", async () => {
    renderScreen(
      { [`GET ${DELIVERIES}?page=1`]: page([]) },
      {
        portal: "system_admin",
        webhook: buildWebhook(1, { event_id: null, event_name: null }),
      },
    );
    expect(await screen.findByRole("link", { name: "Back to Webhooks" })).toHaveAttribute(
      "href",
      "/system-admin/webhooks",
    );
    expect(screen.getByText("All events")).toBeInTheDocument();
  });
});
