import { WEBHOOK_MESSAGES } from "@events/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import {
  buildDelivery,
  buildWebhook,
  webhookId,
  webhookUrl,
} from "../testing/fake-webhooks-server";
import { WebhookDeliveriesScreen } from "./webhook-deliveries-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

const WEBHOOK = buildWebhook(1, {
  event_types: ["participant.checked_in", "participant.check_in_undone", "message.sent"],
  enabled: false,
  disabled_reason: WEBHOOK_MESSAGES.disabledFailing,
});
const deliveries = [
  buildDelivery(2, { event_type: "message.sent", status: "failed", response_status: 500 }),
  buildDelivery(1),
];

describe("A webhook's deliveries in Arabic", () => {
  it("lays the page out right to left, with every label, status and count in Arabic", async () => {
    await showTextsIn("ar");
    stubJsonServer({
      [`GET ${webhookUrl(1)}`]: { body: { webhook: WEBHOOK } },
      [`GET ${webhookUrl(1)}/deliveries?page=1`]: {
        body: { total: 2, page: 1, page_size: 50, deliveries },
      },
    });
    renderWithQueryClient(
      inPortal("event_admin", <WebhookDeliveriesScreen webhookId={webhookId(1)} />),
      createTestQueryClient(),
    );

    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(
      screen.getByRole("heading", { level: 1, name: "عمليات تسليم الـ webhook" }),
    ).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "عمليات التسليم، الأحدث أولًا" });
    // Arabic counts two in the dual, not with a number.
    expect(screen.getByText("عمليتا تسليم")).toBeInTheDocument();

    const [failed, succeeded] = within(list).getAllByRole("listitem");
    if (!failed || !succeeded) throw new Error("Two deliveries expected");
    expect(within(failed).getByText("فشل")).toBeInTheDocument();
    expect(within(succeeded).getByText("نجح")).toBeInTheDocument();
    expect(within(failed).getByText("المحاولات")).toBeInTheDocument();
    expect(within(failed).getByText("رمز الاستجابة")).toBeInTheDocument();
    // The event type is the API's name, kept as it is inside the Arabic label.
    expect(
      within(failed).getByRole("button", { name: /^إعادة تسليم message\.sent، / }),
    ).toBeInTheDocument();

    // The summary of the subscribed types, and the way back, whose arrow points right to left.
    expect(
      screen.getByText("المشاركون: سُجّل حضوره وأُلغي تسجيل حضوره; الرسائل (الكل)"),
    ).toBeInTheDocument();
    // The server's reason, stored in English, is shown by its code in the reader's language.
    expect(screen.getByText("معطّل")).toBeInTheDocument();
    expect(screen.getByText("عُطّل بعد فشل دام 3 أيام")).toBeInTheDocument();
    const back = screen.getByRole("link", { name: "العودة إلى تفاصيل الفعالية" });
    expect(back.querySelector("svg")).toHaveClass("rtl:-scale-x-100");
  });
});
