import { APP_INVALID_LINK_MESSAGE } from "@events/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, type StubRoute, stubAppServer } from "../testing/app-server-stub";
import { renderAppAt, resetAppBetweenTests, setSessionCookie } from "../testing/app-test-setup";
import { needsConnectionMessage } from "./sign-in-messages";

resetAppBetweenTests();

const TOKEN = `0b4f3c2a-1d5e-4f60-8a7b-9c0d1e2f3a99.${"m".repeat(43)}`;

const signedIn: StubRoute = () => {
  setSessionCookie(true);
  return answer({ person: {} });
};

describe("signing in with the personal link of a ticket e-mail", () => {
  it("signs in with the fragment's token, takes it out of the address, and shows the events", async () => {
    const server = stubAppServer({
      "POST /api/me/sign-in/link": signedIn,
      "GET /api/me/events": answer({ events: [] }),
    });
    renderAppAt(`/app/link#token=${TOKEN}`, { isSignedIn: false });
    expect(await screen.findByRole("heading", { name: "My events" })).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/sign-in/link")[0]?.body).toEqual({
      token: TOKEN,
      client: "web",
    });
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/app/");
  });

  it("explains a link that no longer works, with the way to sign in by e-mail", async () => {
    stubAppServer({
      "POST /api/me/sign-in/link": answer({ error: APP_INVALID_LINK_MESSAGE }, { status: 401 }),
    });
    renderAppAt(`/app/link#token=${TOKEN}`, { isSignedIn: false });
    expect(await screen.findByRole("alert")).toHaveTextContent(APP_INVALID_LINK_MESSAGE);
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Sign in with your e-mail address" }));
    expect(await screen.findByLabelText("E-mail address")).toBeInTheDocument();
  });

  it("takes a link without a token as one that does not work, without asking the server", async () => {
    const server = stubAppServer();
    renderAppAt("/app/link", { isSignedIn: false });
    expect(await screen.findByRole("alert")).toHaveTextContent(APP_INVALID_LINK_MESSAGE);
    expect(server.requests).toHaveLength(0);
  });

  it("tries again when the server could not be reached", async () => {
    const server = stubAppServer({ "POST /api/me/sign-in/link": "network" });
    renderAppAt(`/app/link#token=${TOKEN}`, { isSignedIn: false });
    expect(await screen.findByRole("alert")).toHaveTextContent(needsConnectionMessage());
    server.route("POST /api/me/sign-in/link", signedIn);
    server.route("GET /api/me/events", answer({ events: [] }));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "My events" })).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/sign-in/link")[1]?.body).toEqual({
      token: TOKEN,
      client: "web",
    });
  });
});
