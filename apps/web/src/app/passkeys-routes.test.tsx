import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "@/testing/factories";
import { buildPasskey, passkeysAnswer } from "@/testing/passkeys";
import { clearSessionCookie, currentPath, openApp } from "./testing/open-app";

const PASSKEYS = { "GET /api/auth/passkeys": passkeysAnswer([buildPasskey(1, { name: "Phone" })]) };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookie();
});

describe("the passkeys page in the app", () => {
  it("is in a system admin's menu beside API tokens", async () => {
    const admin = buildUser({ name: "Grace Hopper", type: "system_admin" });
    const { user } = openApp("/system-admin/api-tokens", {
      user: admin,
      answers: {
        "GET /api/tokens": { body: { tokens: [] } },
        ...PASSKEYS,
      },
    });
    await user.click(await screen.findByRole("button", { name: /Grace Hopper/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "API tokens" })).toBeInTheDocument();
    await user.click(within(menu).getByRole("menuitem", { name: "Passkeys" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Passkeys" })).toBeInTheDocument();
    expect(currentPath()).toBe("/system-admin/passkeys");
    expect(await screen.findByRole("listitem", { name: "Phone" })).toBeInTheDocument();
  });

  it("is in the door's header for door staff, who have no menu", async () => {
    const doorStaff = buildUser({ name: "Dora Door", type: "door_staff" });
    const { user } = openApp("/door", {
      user: doorStaff,
      answers: {
        "GET /api/door/events": { body: { events: [] } },
        ...PASSKEYS,
      },
    });
    await user.click(await screen.findByRole("link", { name: "Passkeys" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Passkeys" })).toBeInTheDocument();
    expect(currentPath()).toBe("/door/passkeys");
  });

  it("signs out to the sign-in page when a fresh sign-in is needed to add one", async () => {
    // A browser with WebAuthn, as far as the page asks before the server refuses.
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    const eventAdmin = buildUser({ name: "Ada Admin", type: "event_admin" });
    const { user, server } = openApp("/event-admin/passkeys", {
      user: eventAdmin,
      answers: {
        ...PASSKEYS,
        "POST /api/auth/passkeys/options": {
          status: 403,
          body: { error: "Sign in again to add a passkey.", code: "passkeys.freshSignInRequired" },
        },
        "POST /api/auth/logout": { body: { message: "Logged out" } },
      },
    });
    const add = await screen.findByRole("button", { name: "Add a passkey" });
    await vi.waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Add a passkey" });
    await user.click(within(dialog).getByRole("button", { name: "Add a passkey" }));
    await user.click(await within(dialog).findByRole("button", { name: "Sign in again" }));

    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(currentPath()).toBe("/login");
    expect(server.writes().map(({ url }) => url)).toEqual([
      "/api/auth/validate-token",
      "/api/auth/passkeys/options",
      "/api/auth/logout",
    ]);
  });
});
