import { CSRF_HEADER } from "@events/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, isNetworkError } from "@/lib/api-error";
import { SAVED_AT_HEADER } from "../service-worker/saved-answers";
import { answer, stubAppServer } from "../testing/app-server-stub";
import { CSRF_TOKEN, resetAppBetweenTests, setSessionCookie } from "../testing/app-test-setup";
import { onSessionEnded, requestAnswer, requestJson } from "./app-api";

resetAppBetweenTests();

describe("the app's calls", () => {
  let stopListening = () => {};
  afterEach(() => stopListening());

  it("sends the CSRF cookie's value with a change, and not with a read", async () => {
    setSessionCookie(true);
    const server = stubAppServer({
      "PUT /api/me/sessions/1/bookmark": answer({ session_id: "1", is_bookmarked: true }),
      "GET /api/me/events": answer({ events: [] }),
    });
    await requestJson("/api/me/sessions/1/bookmark", { method: "PUT" });
    await requestJson("/api/me/events");
    const [change, read] = server.requests;
    expect(change?.headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
    expect(read?.headers.has(CSRF_HEADER)).toBe(false);
  });

  it("tells when an answer came from the service worker's saved copy", async () => {
    stubAppServer({
      "GET /api/me/events": answer(
        { events: [] },
        { headers: { [SAVED_AT_HEADER]: "2027-05-04T13:05:00.000Z" } },
      ),
      "GET /api/me/events/1": answer({ event: {} }),
    });
    expect((await requestAnswer("/api/me/events")).savedAt?.toISOString()).toBe(
      "2027-05-04T13:05:00.000Z",
    );
    expect((await requestAnswer("/api/me/events/1")).savedAt).toBeUndefined();
  });

  it("ends the session on a 401, except for a sign-in call's", async () => {
    const sessionEnded = vi.fn();
    stopListening = onSessionEnded(sessionEnded);
    stubAppServer({
      "GET /api/me/events": answer({ error: "Not authenticated" }, { status: 401 }),
      "POST /api/me/sign-in/verify": answer({ error: "Invalid sign-in code" }, { status: 401 }),
    });
    await expect(
      requestJson("/api/me/sign-in/verify", { method: "POST", body: {}, isSignInCall: true }),
    ).rejects.toThrow("Invalid sign-in code");
    expect(sessionEnded).not.toHaveBeenCalled();
    await expect(requestJson("/api/me/events")).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it("reports a server it could not reach as a network error", async () => {
    stubAppServer({ "GET /api/me/events": "network" });
    const failure = await requestJson("/api/me/events").catch((error: unknown) => error);
    expect(isNetworkError(failure)).toBe(true);
  });
});
