import { describe, expect, it } from "vitest";
import { loadResource } from "./api/resource-cache";
import { preloadScreen } from "./routes";
import { answer, stubAppServer } from "./testing/app-server-stub";
import { resetAppBetweenTests, setSessionCookie } from "./testing/app-test-setup";
import { buildTicket, EVENT_ID } from "./testing/factories";

resetAppBetweenTests();

const TICKET = `GET /api/me/events/${EVENT_ID}/ticket`;

describe("preloadScreen", () => {
  it("asks for the screen's data while its code loads, so drawing it asks for nothing more", async () => {
    const server = stubAppServer({ [TICKET]: answer({ ticket: buildTicket() }) });
    setSessionCookie(true);
    preloadScreen(`/app/events/${EVENT_ID}/ticket`);
    expect(server.callsTo(TICKET)).toHaveLength(1);
    // The screen's own call joins the one already out.
    await loadResource(`/api/me/events/${EVENT_ID}/ticket`);
    expect(server.callsTo(TICKET)).toHaveLength(1);
  });

  it("asks the server for nothing without a session: the sign-in screen shows", () => {
    const server = stubAppServer();
    preloadScreen(`/app/events/${EVENT_ID}/ticket`);
    expect(server.requests).toHaveLength(0);
  });
});
