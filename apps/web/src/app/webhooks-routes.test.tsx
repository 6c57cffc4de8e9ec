import { CSRF_COOKIE, type User } from "@events/contract";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/features/auth/auth-provider";
import { buildUser } from "@/testing/factories";
import { stubJsonServer } from "@/testing/stub-json-server";
import { AppRoutes } from "./router";

function setSessionCookie(value: string, expires = "") {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is the one the app reads.
  document.cookie = `${CSRF_COOKIE}=${value}; path=/${expires}`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionCookie("", "; expires=Thu, 01 Jan 1970 00:00:00 GMT");
});

/** The app at `path`, signed in as `user`, every webhook list empty. */
function openApp(path: string, user: User) {
  setSessionCookie("csrf");
  stubJsonServer({
    "POST /api/auth/validate-token": { body: { user } },
    "GET /api/webhooks": { body: { webhooks: [] } },
    "GET /api/events/get-all-events": { body: { events: [] } },
  });
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe("the system-wide webhooks screen", () => {
  it("is in a system admin's menu and opens there", async () => {
    openApp("/system-admin/webhooks", buildUser({ type: "system_admin" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    const menu = screen.getByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "Webhooks" })).toHaveAttribute(
      "href",
      "/system-admin/webhooks",
    );
    expect(await screen.findByRole("heading", { name: "No webhooks yet" })).toBeInTheDocument();
  });

  it("is neither in an event admin's menu nor at their portal's address", async () => {
    openApp("/event-admin/webhooks", buildUser({ type: "event_admin" }));
    expect(
      await screen.findByRole("heading", { name: "Event Admin Page Not Found" }),
    ).toBeInTheDocument();
    const menu = screen.getByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "Events" })).toBeInTheDocument();
    expect(within(menu).queryByRole("link", { name: "Webhooks" })).not.toBeInTheDocument();
  });
});
