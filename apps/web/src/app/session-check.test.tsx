import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startSessionCheck } from "@/features/auth/auth-provider";
import { buildUser } from "@/testing/factories";
import { clearSessionCookie, currentPath, openApp } from "./testing/open-app";

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookie();
});

describe("the session check started with the page (main.tsx)", () => {
  it("is the one the app signs in with: the server is asked once", async () => {
    startSessionCheck();
    const { server } = openApp("/door", {
      user: buildUser({ name: "Dora Door", type: "door_staff" }),
      answers: { "GET /api/door/events": { body: { events: [] } } },
    });
    expect(await screen.findByRole("link", { name: "Passkeys" })).toBeInTheDocument();
    expect(currentPath()).toBe("/door");
    const checks = server.requests.filter(({ url }) => url === "/api/auth/validate-token");
    expect(checks).toHaveLength(1);
  });

  it("is the page's alone: a sign-in page drawn after that app is gone finds no one signed in", async () => {
    startSessionCheck();
    openApp("/door", { user: buildUser({ name: "Dora Door", type: "door_staff" }) });
    expect(await screen.findByRole("link", { name: "Passkeys" })).toBeInTheDocument();
    cleanup();
    clearSessionCookie();

    openApp("/login", { user: null });
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(currentPath()).toBe("/login");
  });

  it("is the page's first script's when it sent one: the app reads that answer and sends none", async () => {
    const dora = buildUser({ name: "Dora Door", type: "door_staff" });
    startSessionCheck(
      Promise.resolve(
        new Response(JSON.stringify({ user: dora }), {
          headers: { "content-type": "application/json" },
        }),
      ),
    );
    const { server } = openApp("/door", {
      user: dora,
      answers: { "GET /api/door/events": { body: { events: [] } } },
    });
    expect(await screen.findByRole("link", { name: "Passkeys" })).toBeInTheDocument();
    expect(currentPath()).toBe("/door");
    expect(server.requests.filter(({ url }) => url === "/api/auth/validate-token")).toEqual([]);
  });
});
