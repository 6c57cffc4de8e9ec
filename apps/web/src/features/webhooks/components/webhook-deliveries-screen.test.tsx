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
    [`GET ${webhookUrl(1)}`]: { body: { message: "", webhook } },
    ...answers,
  });
  renderWithQueryClient(
    inPortal(portal, <WebhookDeliveriesScreen webhookId={webhookId(1)} />),
    createTestQueryClient(),
    { withToasts: true },
  );
  return { server, user: userEvent.setup() };
}

function table() {
  return screen.getByRole("region", { name: "Deliveries, newest first" });
}

function rowOf(name: RegExp) {
  const row = within(table()).getByRole("button", { name }).closest("tr");
  if (!row) throw new Error("No row");
  return row;
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
    const rows = within(table()).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "message.sent5th of Mar 2025, 3:30 PMFailed3500840 ms5th of Mar 2025, 4:00 PMRedeliver",
      "webhook.test5th of Mar 2025, 10:00 AMPending1——5th of Mar 2025, 10:01 AMRedeliver",
      "participant.checked_in5th of Mar 2025, 9:05 AMSucceeded1200120 ms—Redeliver",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("Failed")).toHaveAttribute("data-tone", "red");
  });

  it("opens a row on the receiver's answer, shown as text and never run, and the error", async () => {
    const { user } = renderScreen({ [`GET ${DELIVERIES}?page=1`]: page([failed, timedOut]) });
    await screen.findByText("2 deliveries");
    const toggle = within(table()).getByRole("button", { name: /^Details of message\.sent/ });
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

    await user.click(within(table()).getByRole("button", { name: /^Details of webhook\.test/ }));
    const pendingRow = rowOf(/^Details of webhook\.test/).nextElementSibling as HTMLElement;
    expect(pendingRow).toHaveTextContent("ErrorNo answer within 10 seconds");
    expect(pendingRow).toHaveTextContent("No response body");

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
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    expect(within(table()).getByText("message.sent")).toBeInTheDocument();
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
    await user.click(within(table()).getByRole("button", { name: /^Redeliver message\.sent/ }));
    expect(await screen.findByText("The delivery will be sent again")).toBeInTheDocument();
    expect(await within(table()).findByText("Succeeded")).toBeInTheDocument();
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
    await user.click(within(table()).getByRole("button", { name: /^Redeliver message\.sent/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Delivery not found");
  });

  it("says there are no deliveries yet and sends a test from there", async () => {
    let deliveries: WebhookDelivery[] = [];
    const { server, user } = renderScreen({
      [`GET ${DELIVERIES}?page=1`]: () => page(deliveries),
      [`POST ${webhookUrl(1)}/test`]: () => {
        deliveries = [timedOut];
        return {
          status: 201,
          body: { message: "A test delivery is on its way", delivery: timedOut },
        };
      },
    });
    const empty = await screen.findByRole("heading", { name: "No deliveries yet — send a test" });
    const emptyState = empty.parentElement as HTMLElement;
    await user.click(within(emptyState).getByRole("button", { name: "Send test" }));
    expect(await screen.findByText("A test delivery is on its way")).toBeInTheDocument();
    expect(await within(table()).findByText("webhook.test")).toBeInTheDocument();
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
    expect(await within(table()).findByText("participant.checked_in")).toBeInTheDocument();
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
