import type { DoorEvent } from "@events/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildDoorEvent } from "@/features/door-staff/testing/fake-staff-server";
import { buildUser } from "@/testing/factories";
import type { FakeAnswer } from "@/testing/stub-json-server";
import { clearSessionCookie, currentPath, openApp } from "./testing/open-app";

// The door's check-in screen is the check-in feature's own, tested there; here it only shows
// which event the address named.
vi.mock("@/features/check-in/routes/door-check-in-page", async () => {
  const { useParams } = await import("react-router");
  return {
    DoorCheckInPage: function DoorCheckInPage() {
      return <h1>Check-in at {useParams().id}</h1>;
    },
  };
});

const doorStaff = buildUser({ name: "Dora Door", type: "door_staff", isVerified: false });
/** 43 base64url characters, as a pairing code is. */
const PAIRING_CODE = `${"Pc_-".repeat(10)}xyz`;

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookie();
  window.history.replaceState(null, "", "/");
});

function eventsAnswer(events: DoorEvent[]): FakeAnswer {
  return { body: { events } };
}

describe("door staff in the admin app", () => {
  it("get the not-found page for an admin screen, with their name and sign-out but no admin navigation", async () => {
    openApp("/system-admin/events", { user: doorStaff });
    expect(
      await screen.findByRole("heading", { name: "System Admin Page Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Dora Door")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Admin portal" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your events" })).toHaveAttribute(
      "href",
      "/door",
    );
  });

  it("get the not-found page for an event admin's screen too", async () => {
    openApp("/event-admin/event-staff/00000000-0000-4000-800b-000000000001", {
      user: doorStaff,
    });
    expect(
      await screen.findByRole("heading", { name: "Event Admin Page Not Found" }),
    ).toBeInTheDocument();
  });

  it("go straight to the check-in of their one event", async () => {
    const event = buildDoorEvent(1);
    openApp("/", { user: doorStaff, answers: { "GET /api/door/events": eventsAnswer([event]) } });
    expect(
      await screen.findByRole("heading", { name: `Check-in at ${event.id}` }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(`/door/check-in/${event.id}`);
  });

  it("choose among their events when they have several", async () => {
    const gala = buildDoorEvent(1, { event_name: "Spring Gala", venue: "Town Hall" });
    const fair = buildDoorEvent(2, { event_name: "Book Fair", event_datetime: null });
    const { user } = openApp("/door", {
      user: doorStaff,
      answers: { "GET /api/door/events": eventsAnswer([gala, fair]) },
    });
    expect(await screen.findByRole("heading", { name: "Your events" })).toBeInTheDocument();
    const galaLink = screen.getByRole("link", { name: /Spring Gala/ });
    expect(galaLink).toHaveTextContent("5th of Mar 2025, 6:00 PM");
    expect(galaLink).toHaveTextContent("Town Hall");
    expect(screen.getByRole("link", { name: /Book Fair/ })).toHaveTextContent("Date not set");

    await user.click(galaLink);
    expect(
      await screen.findByRole("heading", { name: `Check-in at ${gala.id}` }),
    ).toBeInTheDocument();
  });

  it("are told when they are door staff of no event yet", async () => {
    openApp("/door", { user: doorStaff, answers: { "GET /api/door/events": eventsAnswer([]) } });
    expect(
      await screen.findByRole("heading", { name: "No events to check in at" }),
    ).toBeInTheDocument();
  });

  it("sign out from the door", async () => {
    const { user, server } = openApp("/door", {
      user: doorStaff,
      answers: {
        "GET /api/door/events": eventsAnswer([]),
        "POST /api/auth/logout": { body: { message: "Logged out" } },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(server.writes().map(({ url }) => url)).toContain("/api/auth/logout");
  });
});

describe("the door for others", () => {
  it("opens for an admin, who keeps the way back to their portal", async () => {
    openApp("/door", {
      user: buildUser({ type: "event_admin" }),
      answers: {
        "GET /api/door/events": eventsAnswer([buildDoorEvent(1), buildDoorEvent(2)]),
      },
    });
    expect(await screen.findByRole("heading", { name: "Your events" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Admin portal" })).toHaveAttribute(
      "href",
      "/event-admin/dashboard",
    );
  });

  it("sends a signed-out visitor to sign in", async () => {
    openApp("/door", { user: null });
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });
});

describe("pairing a device", () => {
  function openPairingLink(fragment: string, answers: Record<string, FakeAnswer> = {}) {
    window.history.replaceState(null, "", `/door/pair${fragment}`);
    return openApp("/door/pair", { user: null, answers });
  }

  it("takes the code off the address, names the device and opens its event's check-in signed in", async () => {
    const event = buildDoorEvent(1);
    const { user, server } = openPairingLink(`#code=${PAIRING_CODE}`, {
      "POST /api/door/pair": { body: { event_id: event.id, message: "Device paired" } },
      // The pairing's answer set the session cookies, which the app then asks about.
      "POST /api/auth/validate-token": { body: { user: doorStaff } },
    });
    const name = await screen.findByLabelText("Device name");
    expect(screen.getByRole("heading", { name: "Name this device" })).toBeInTheDocument();
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/door/pair");

    await user.type(name, "  Phone at North entrance ");
    await user.click(screen.getByRole("button", { name: "Pair this device" }));

    expect(
      await screen.findByRole("heading", { name: `Check-in at ${event.id}` }),
    ).toBeInTheDocument();
    expect(screen.getByText("Dora Door")).toBeInTheDocument();
    expect(server.writes()).toEqual([
      {
        method: "POST",
        url: "/api/door/pair",
        body: { code: PAIRING_CODE, device_name: "Phone at North entrance" },
      },
      { method: "POST", url: "/api/auth/validate-token", body: undefined },
    ]);
  });

  it("asks for the device's name before sending anything", async () => {
    const { user, server } = openPairingLink(`#code=${PAIRING_CODE}`);
    await user.click(await screen.findByRole("button", { name: "Pair this device" }));
    expect(await screen.findByText("Name this device", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByLabelText("Device name")).toHaveAttribute("aria-invalid", "true");
    expect(server.writes()).toEqual([]);
  });

  it("shows the server's refusal of a used or expired code, and no form", async () => {
    const { user } = openPairingLink(`#code=${PAIRING_CODE}`, {
      "POST /api/door/pair": {
        status: 400,
        body: { error: "This pairing code is not valid any more; ask for a new one" },
      },
    });
    await user.type(await screen.findByLabelText("Device name"), "Tablet");
    await user.click(screen.getByRole("button", { name: "Pair this device" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This pairing code is not valid any more; ask for a new one",
    );
    expect(screen.getByRole("heading", { name: "Pairing failed" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Device name")).not.toBeInTheDocument();
  });

  it("keeps the form when the server only asks to wait", async () => {
    const { user } = openPairingLink(`#code=${PAIRING_CODE}`, {
      "POST /api/door/pair": { status: 429, body: { error: "Too many requests, try later" } },
    });
    await user.type(await screen.findByLabelText("Device name"), "Tablet");
    await user.click(screen.getByRole("button", { name: "Pair this device" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests, try later");
    expect(screen.getByLabelText("Device name")).toHaveValue("Tablet");
  });

  it("refuses a link without a code of the code's form without asking the server", async () => {
    const { server } = openPairingLink("#code=short");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This pairing code is not valid any more; ask for a new one",
    );
    expect(screen.queryByLabelText("Device name")).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
