import { userResponseSchema } from "@events/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoadWebAuthnClient } from "@/lib/webauthn";
import { buildUser } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import {
  AUTHENTICATION_RESPONSE,
  cancelledByUser,
  fakeWebAuthn,
  REQUEST_OPTIONS,
} from "@/testing/passkeys";
import { renderWithRouter } from "@/testing/render-with-router";
import { stubJsonServer } from "@/testing/stub-json-server";
import { AuthProvider } from "../auth-provider";
import { LoginRoute } from "./login";

const OPTIONS_URL = "/api/auth/passkey-sign-in/options";
const SIGN_IN_URL = "/api/auth/passkey-sign-in";
const NOT_RECOGNISED = {
  status: 401,
  body: { error: "This passkey is not recognised.", code: "passkeys.notRecognised" },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const eventAdmin = buildUser({ name: "Ada Admin", type: "event_admin" });

function renderLoginPage(loadWebAuthn: LoadWebAuthnClient) {
  const user = userEvent.setup();
  renderWithRouter(
    <AuthProvider>
      <Routes>
        <Route path="/login" element={<LoginRoute loadWebAuthn={loadWebAuthn} />} />
        <Route path="/event-admin/dashboard" element={<h1>Event admin dashboard</h1>} />
      </Routes>
    </AuthProvider>,
    ["/login"],
  );
  return user;
}

describe("signing in with a passkey", () => {
  it("signs in without an e-mail typed and lands where a code sign-in lands", async () => {
    const server = stubJsonServer({
      [`POST ${OPTIONS_URL}`]: { body: REQUEST_OPTIONS },
      [`POST ${SIGN_IN_URL}`]: { body: userResponseSchema.parse({ user: eventAdmin }) },
    });
    const webAuthn = fakeWebAuthn();
    const user = renderLoginPage(webAuthn.load);

    expect(screen.getByLabelText("Email")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));

    expect(
      await screen.findByRole("heading", { name: "Event admin dashboard" }),
    ).toBeInTheDocument();
    expect(webAuthn.client.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: REQUEST_OPTIONS.options,
    });
    expect(server.writes()).toEqual([
      { method: "POST", url: OPTIONS_URL, body: undefined },
      { method: "POST", url: SIGN_IN_URL, body: { response: AUTHENTICATION_RESPONSE } },
    ]);
  });

  it("says calmly that the sign-in was cancelled when the browser's dialog is closed", async () => {
    const server = stubJsonServer({ [`POST ${OPTIONS_URL}`]: { body: REQUEST_OPTIONS } });
    const user = renderLoginPage(
      fakeWebAuthn({ authenticate: () => Promise.reject(cancelledByUser()) }).load,
    );
    await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Passkey sign-in was cancelled.");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(server.writes().map(({ url }) => url)).toEqual([OPTIONS_URL]);
    expect(screen.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
  });

  it("shows the server's refusal of a passkey it does not know", async () => {
    stubJsonServer({
      [`POST ${OPTIONS_URL}`]: { body: REQUEST_OPTIONS },
      [`POST ${SIGN_IN_URL}`]: NOT_RECOGNISED,
    });
    const user = renderLoginPage(fakeWebAuthn().load);
    await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("This passkey is not recognised."),
    );
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("tells plainly that this browser cannot use passkeys, asking the server nothing", async () => {
    const server = stubJsonServer({});
    const user = renderLoginPage(fakeWebAuthn({ isSupported: false }).load);
    await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "This browser cannot use passkeys.",
    );
    expect(server.requests).toEqual([]);
  });

  it("reads in German, the server's refusal too", async () => {
    await showTextsIn("de");
    stubJsonServer({
      [`POST ${OPTIONS_URL}`]: { body: REQUEST_OPTIONS },
      [`POST ${SIGN_IN_URL}`]: NOT_RECOGNISED,
    });
    const user = renderLoginPage(fakeWebAuthn().load);
    await user.click(screen.getByRole("button", { name: "Mit einem Passkey anmelden" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Dieser Passkey wird nicht erkannt."),
    );
  });
});
