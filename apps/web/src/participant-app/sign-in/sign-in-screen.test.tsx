import {
  APP_CODE_RESENT_MESSAGE,
  APP_CODE_SENT_MESSAGE,
  APP_INVALID_CODE_MESSAGE,
  CSRF_HEADER,
  INVALID_EMAIL_MESSAGE,
} from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, stubAppServer } from "../testing/app-server-stub";
import {
  renderAppAt,
  resetAppBetweenTests,
  setOnline,
  setSessionCookie,
} from "../testing/app-test-setup";
import { buildTicket, EVENT_ID } from "../testing/factories";
import { savePendingSignIn } from "./pending-sign-in";
import { needsConnectionMessage } from "./sign-in-messages";

resetAppBetweenTests();

const SIGN_IN_TOKEN = "s".repeat(43);
const person = {
  id: "p-1",
  email: "ada@events.test",
  name: "Ada",
  phone: null,
  profile_image: null,
};

/** The server's answers to a sign-in; a right code sets the session's cookies, as the server does. */
function stubSignIn() {
  return stubAppServer({
    "POST /api/me/sign-in": answer({
      message: APP_CODE_SENT_MESSAGE,
      sign_in_token: SIGN_IN_TOKEN,
    }),
    "POST /api/me/sign-in/verify": (request) => {
      if ((request.body as { code: string }).code !== "123456") {
        return answer({ error: APP_INVALID_CODE_MESSAGE }, { status: 401 });
      }
      setSessionCookie(true);
      return answer({ person });
    },
    "POST /api/me/sign-in/resend": answer({ message: APP_CODE_RESENT_MESSAGE }),
    "GET /api/me/events": answer({ events: [] }),
    [`GET /api/me/events/${EVENT_ID}/ticket`]: answer({ ticket: buildTicket() }),
    [`GET /api/me/events/${EVENT_ID}`]: answer({ event: {} }),
  });
}

async function requestCode(email = "ada@events.test") {
  await userEvent.type(await screen.findByLabelText("E-mail address"), email);
  await userEvent.click(screen.getByRole("button", { name: "Send me a code" }));
}

describe("signing in with an e-mailed code", () => {
  it("is where a visit without a session starts, and never asks the server for events", async () => {
    const server = stubSignIn();
    renderAppAt("/app/", { isSignedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/app/sign-in");
    expect(server.callsTo("GET /api/me/events")).toHaveLength(0);
    expect(screen.getByText(/Nobody signs in with an e-mail address alone/)).toBeInTheDocument();
  });

  it("sends the code and answers alike for any address, then asks for the code", async () => {
    const server = stubSignIn();
    renderAppAt("/app/sign-in", { isSignedIn: false });
    await requestCode();
    expect(await screen.findByText(APP_CODE_SENT_MESSAGE)).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/sign-in")[0]?.body).toEqual({ email: "ada@events.test" });
    expect(screen.getByRole("textbox", { name: "Sign-in code" })).toBeInTheDocument();
    expect(screen.getByText("ada@events.test")).toBeInTheDocument();
  });

  it("refuses an address the contract refuses with its message, without asking the server", async () => {
    const server = stubSignIn();
    renderAppAt("/app/sign-in", { isSignedIn: false });
    await requestCode("ada-at-events");
    const field = screen.getByLabelText("E-mail address");
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(server.callsTo("POST /api/me/sign-in")).toHaveLength(0);
  });

  it("signs in with the right code and goes back to the screen that asked for it", async () => {
    const server = stubSignIn();
    renderAppAt(`/app/events/${EVENT_ID}/ticket`, { isSignedIn: false });
    await requestCode();
    await userEvent.type(await screen.findByLabelText("Sign-in code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "My ticket" })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/app/events/${EVENT_ID}/ticket`);
    const [verify] = server.callsTo("POST /api/me/sign-in/verify");
    expect(verify?.body).toEqual({ sign_in_token: SIGN_IN_TOKEN, code: "123456", client: "web" });
    // Before a session there is no CSRF value to send; the sign-in calls are public.
    expect(verify?.headers.has(CSRF_HEADER)).toBe(false);
  });

  it("shows the server's answer to a wrong code at the field and stays", async () => {
    stubSignIn();
    renderAppAt("/app/sign-in", { isSignedIn: false });
    await requestCode();
    const field = await screen.findByLabelText("Sign-in code");
    await userEvent.type(field, "654321");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(APP_INVALID_CODE_MESSAGE)).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(window.location.pathname).toBe("/app/sign-in");
  });

  it("refuses a code of the wrong length with the contract's message", async () => {
    const server = stubSignIn();
    renderAppAt("/app/sign-in", { isSignedIn: false });
    await requestCode();
    await userEvent.type(await screen.findByLabelText("Sign-in code"), "1234");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("The code is exactly 6 digits")).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/sign-in/verify")).toHaveLength(0);
  });

  it("offers a new code only 90 seconds after the last one, counting down", async () => {
    stubSignIn();
    renderAppAt("/app/sign-in", { isSignedIn: false });
    await requestCode();
    const resend = await screen.findByRole("button", { name: /^Send a new code in 1:[0-5][0-9]$/ });
    expect(resend).toBeDisabled();
  });

  it("sends a new code once the 90 seconds are over, and counts again", async () => {
    const server = stubSignIn();
    // The last code went 89 seconds ago: one more second to wait.
    savePendingSignIn({
      email: "ada@events.test",
      signInToken: SIGN_IN_TOKEN,
      sentAt: Date.now() - 89_000,
    });
    renderAppAt("/app/sign-in", { isSignedIn: false });
    const resend = await screen.findByRole("button", { name: "Send a new code" });
    await userEvent.click(resend);
    expect(await screen.findByText(APP_CODE_RESENT_MESSAGE)).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/sign-in/resend")[0]?.body).toEqual({
      sign_in_token: SIGN_IN_TOKEN,
    });
    expect(
      screen.getByRole("button", { name: /^Send a new code in 1:[0-5][0-9]$/ }),
    ).toBeDisabled();
  });

  it("keeps waiting for the code after the page is reloaded, and can start again", async () => {
    stubSignIn();
    savePendingSignIn({ email: "ada@events.test", signInToken: SIGN_IN_TOKEN, sentAt: Date.now() });
    renderAppAt("/app/sign-in", { isSignedIn: false });
    expect(await screen.findByLabelText("Sign-in code")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Use another e-mail address" }));
    expect(screen.getByLabelText("E-mail address")).toHaveValue("");
  });

  it("says that signing in needs a connection when there is none", async () => {
    const server = stubSignIn();
    renderAppAt("/app/sign-in", { isSignedIn: false });
    await screen.findByLabelText("E-mail address");
    setOnline(false);
    await requestCode();
    const form = screen.getByRole("button", { name: "Send me a code" }).closest("form");
    expect(within(form as HTMLElement).getByText(needsConnectionMessage())).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
