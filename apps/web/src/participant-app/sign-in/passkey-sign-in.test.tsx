import { appSessionResponseSchema, CSRF_HEADER, PASSKEY_MESSAGES } from "@events/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { AUTHENTICATION_RESPONSE, REQUEST_OPTIONS } from "@/testing/passkeys";
import { answer, stubAppServer } from "../testing/app-server-stub";
import {
  renderAppAt,
  resetAppBetweenTests,
  setOnline,
  setSessionCookie,
} from "../testing/app-test-setup";
import { buildTicket, EVENT_ID } from "../testing/factories";
import {
  bytesOf,
  closedDialog,
  installAuthenticator,
  refusal,
} from "../testing/fake-authenticator";
import { buildPerson } from "../testing/person-factories";

// 'Sign in with a passkey' on the app's sign-in page, in German: no address typed, the browser
// offers the passkeys it holds (only the authenticator behind its dialog is stood in for), and
// the person lands where the code would have taken them.

resetAppBetweenTests();

/** The server's answers; a recognised passkey sets the session's cookies, as the server does. */
function stubPasskeySignIn() {
  return stubAppServer({
    "POST /api/me/passkey-sign-in/options": answer(REQUEST_OPTIONS),
    "POST /api/me/passkey-sign-in": () => {
      setSessionCookie(true);
      return answer(appSessionResponseSchema.parse({ person: buildPerson() }));
    },
    [`GET /api/me/events/${EVENT_ID}/ticket`]: answer({ ticket: buildTicket() }),
    "GET /api/me/messages": answer({ messages: [], unread: 0 }),
  });
}

async function openSignIn(path = "/app/sign-in") {
  await showTextsIn("de");
  renderAppAt(path, { isSignedIn: false });
  return screen.findByRole("button", { name: "Mit Passkey anmelden" });
}

describe("signing in with a passkey", () => {
  it("signs in without an address and goes back to the screen that asked for it", async () => {
    const authenticator = installAuthenticator();
    const server = stubPasskeySignIn();
    await userEvent.click(await openSignIn(`/app/events/${EVENT_ID}/ticket`));

    expect(await screen.findByRole("heading", { name: "Mein Ticket" })).toBeVisible();
    expect(window.location.pathname).toBe(`/app/events/${EVENT_ID}/ticket`);
    // A discoverable sign-in: the server's challenge, no passkeys named, the person verified.
    const publicKey = authenticator.get.mock.calls[0]?.[0].publicKey;
    expect(new Uint8Array(publicKey?.challenge as ArrayBuffer)).toEqual(
      bytesOf(REQUEST_OPTIONS.options.challenge),
    );
    expect(publicKey?.allowCredentials).toBeUndefined();
    expect(publicKey?.userVerification).toBe("required");
    const [signIn] = server.callsTo("POST /api/me/passkey-sign-in");
    expect(signIn?.body).toEqual({ response: AUTHENTICATION_RESPONSE });
    // Before a session there is no CSRF value to send; the sign-in calls are public.
    expect(signIn?.headers.has(CSRF_HEADER)).toBe(false);
    expect(server.callsTo("POST /api/me/sign-in")).toHaveLength(0);
  });

  it("shows the server's refusal of an unknown passkey, in German, and stays", async () => {
    installAuthenticator();
    const server = stubPasskeySignIn();
    server.route("POST /api/me/passkey-sign-in", refusal(PASSKEY_MESSAGES.notRecognised, 401));
    await userEvent.click(await openSignIn());

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Dieser Passkey wird nicht erkannt.",
    );
    expect(window.location.pathname).toBe("/app/sign-in");
    expect(screen.getByLabelText("E-Mail-Adresse")).toBeVisible();
  });

  it("changes nothing when the browser's dialog is closed: the code still works", async () => {
    installAuthenticator({ authenticate: closedDialog });
    const server = stubPasskeySignIn();
    await userEvent.click(await openSignIn());

    const button = await screen.findByRole("button", { name: "Mit Passkey anmelden" });
    expect(button).toBeEnabled();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(server.callsTo("POST /api/me/passkey-sign-in/options")).toHaveLength(1);
    expect(server.callsTo("POST /api/me/passkey-sign-in")).toHaveLength(0);
    expect(window.location.pathname).toBe("/app/sign-in");
  });

  it("is not offered where the browser has no passkeys", async () => {
    stubPasskeySignIn();
    await showTextsIn("de");
    renderAppAt("/app/sign-in", { isSignedIn: false });
    expect(await screen.findByRole("button", { name: "Code senden" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Mit Passkey anmelden" })).not.toBeInTheDocument();
  });

  it("says that signing in needs a connection when there is none", async () => {
    installAuthenticator();
    const server = stubPasskeySignIn();
    const button = await openSignIn();
    setOnline(false);
    await userEvent.click(button);

    expect(screen.getByRole("alert")).toHaveTextContent(
      /^Für die Anmeldung ist eine Verbindung nötig/,
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe("signing in with a passkey in English", () => {
  it("is offered as the specification words it", async () => {
    installAuthenticator();
    stubAppServer({});
    renderAppAt("/app/sign-in", { isSignedIn: false });
    expect(await screen.findByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  });
});
