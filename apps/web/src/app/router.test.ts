import { CSRF_COOKIE } from "@events/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "@/testing/factories";
import { preloadPage } from "./router";

// Each page module records that it was loaded; the router's lazy imports reach these instead.
const { loaded, askedForData, pageModule } = vi.hoisted(() => {
  const loaded: string[] = [];
  const askedForData: string[] = [];
  return {
    loaded,
    askedForData,
    /** A page module that records its loading under `name` and renders nothing. */
    pageModule(name: string) {
      loaded.push(name);
      return { default: () => null };
    },
  };
});
vi.mock("@/features/auth/routes/login", () => pageModule("login"));
vi.mock("./routes/portal-area", () => pageModule("portal area"));
vi.mock("./routes/event-details-page", () => pageModule("event details"));
vi.mock("@/features/dashboard/routes/system-admin-dashboard", () =>
  pageModule("system admin dashboard"),
);
vi.mock("./routes/door-area", () => pageModule("door area"));
vi.mock("@/features/door-staff/routes/pair-device-route", () => pageModule("pair device"));
vi.mock("@/features/door-staff/routes/door-events-route", () => pageModule("door events"));
vi.mock("@/features/check-in/routes/door-check-in-page", () => ({
  ...pageModule("door check-in"),
  DoorCheckInPage: () => null,
}));

vi.mock("./first-queries", () => ({
  prefetchFirstQueries: (pathname: string) => askedForData.push(pathname),
}));

/** The session check main.tsx starts beside the preloading. */
const sessionCheck = Promise.resolve({ user: buildUser() });

const EVENT_ID = "0b5f2c7e-3f4d-4b8e-9a61-2f1c5d7e8a90";

function setSessionCookie(value: string, expires = "") {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is the one the app reads.
  document.cookie = `${CSRF_COOKIE}=${value}; path=/${expires}`;
}

describe("preloadPage", () => {
  beforeEach(() => {
    loaded.length = 0;
    askedForData.length = 0;
  });

  afterEach(() => {
    setSessionCookie("", "; expires=Thu, 01 Jan 1970 00:00:00 GMT");
  });

  it("loads nothing for a portal page without a session cookie, which ends on the sign-in page", async () => {
    await preloadPage("/system-admin/dashboard", sessionCheck);
    expect(loaded).toEqual([]);
  });

  it("loads the sign-in page's code on /login", async () => {
    await preloadPage("/login", sessionCheck);
    expect(loaded).toEqual(["login"]);
  });

  it("loads a portal page's code and the portal's with a session cookie", async () => {
    setSessionCookie("token");
    await preloadPage(`/system-admin/event-details/${EVENT_ID}`, sessionCheck);
    expect([...loaded].sort()).toEqual(["event details", "portal area"]);
  });

  it("loads the pairing page's code without a session, as a scanned pairing code opens it", async () => {
    await preloadPage("/door/pair", sessionCheck);
    expect(loaded).toEqual(["pair device"]);
  });

  it("loads the door's pages and the door's frame with a session cookie", async () => {
    setSessionCookie("token");
    await preloadPage(`/door/check-in/${EVENT_ID}`, sessionCheck);
    expect([...loaded].sort()).toEqual(["door area", "door check-in"]);
    // A module loads once: the door's frame, already in, is not recorded again.
    await preloadPage("/door", sessionCheck);
    expect([...loaded].sort()).toEqual(["door area", "door check-in", "door events"]);
  });

  it("loads nothing for an address that is no page", async () => {
    setSessionCookie("token");
    await preloadPage("/system-admin/no-such-page", sessionCheck);
    expect(loaded).toEqual([]);
  });

  it("asks for a portal page's first data at start, and for no data elsewhere", async () => {
    await preloadPage("/system-admin/events", sessionCheck);
    expect(askedForData).toEqual([]);
    setSessionCookie("token");
    await preloadPage("/system-admin/events", sessionCheck);
    await preloadPage("/login", sessionCheck);
    expect(askedForData).toEqual(["/system-admin/events"]);
  });
});
