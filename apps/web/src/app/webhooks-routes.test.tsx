import type { User } from "@events/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "@/testing/factories";
import { clearSessionCookie, openApp } from "./testing/open-app";

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookie();
});

/** The app at `path`, signed in as `user`, every webhook list empty. */
function openWebhooks(path: string, user: User) {
  openApp(path, {
    user,
    answers: {
      "GET /api/webhooks": { body: { webhooks: [] } },
      "GET /api/events/get-all-events": { body: { events: [] } },
    },
  });
}

describe("the system-wide webhooks screen", () => {
  it("is in a system admin's menu and opens there", async () => {
    openWebhooks("/system-admin/webhooks", buildUser({ type: "system_admin" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    const menu = screen.getByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "Webhooks" })).toHaveAttribute(
      "href",
      "/system-admin/webhooks",
    );
    expect(await screen.findByRole("heading", { name: "No webhooks yet" })).toBeInTheDocument();
  });

  it("is neither in an event admin's menu nor at their portal's address", async () => {
    openWebhooks("/event-admin/webhooks", buildUser({ type: "event_admin" }));
    expect(
      await screen.findByRole("heading", { name: "Event Admin Page Not Found" }),
    ).toBeInTheDocument();
    const menu = screen.getByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "Events" })).toBeInTheDocument();
    expect(within(menu).queryByRole("link", { name: "Webhooks" })).not.toBeInTheDocument();
  });
});
