import {
  SSO_ERROR_CODES,
  SSO_LABEL_ATTRIBUTE,
  SSO_MESSAGES,
  SSO_START_PATH,
} from "@events/contract";
import { screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { renderWithRouter } from "@/testing/render-with-router";
import { AuthProvider } from "../auth-provider";
import { LoginRoute } from "./login";

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderLoginPage(address = "/login") {
  renderWithRouter(
    <AuthProvider>
      <LoginRoute />
      <CurrentAddress />
    </AuthProvider>,
    [address],
  );
}

afterEach(() => document.documentElement.removeAttribute(SSO_LABEL_ATTRIBUTE));

describe("single sign-on on the sign-in page", () => {
  it("offers 'Sign in with' the provider, a link to the server's start, when the page names one", async () => {
    document.documentElement.setAttribute(SSO_LABEL_ATTRIBUTE, "Example Org");
    renderLoginPage();
    expect(await screen.findByRole("link", { name: "Sign in with Example Org" })).toHaveAttribute(
      "href",
      SSO_START_PATH,
    );
    expect(screen.getByText("or")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("offers no single sign-on when the page names no provider", () => {
    renderLoginPage();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Sign in with/ })).not.toBeInTheDocument();
    expect(screen.queryByText("or")).not.toBeInTheDocument();
  });

  it.each(
    SSO_ERROR_CODES.map((code) => [
      code,
      SSO_MESSAGES[code.slice("sso.".length) as keyof typeof SSO_MESSAGES],
    ]),
  )(
    "shows %s from the address in the page's alert, and takes it out of the address",
    async (code, text) => {
      renderLoginPage(`/login?sso_error=${code}`);
      expect(await screen.findByText(text)).toHaveAttribute("role", "alert");
      await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^\/login$/));
    },
  );

  it("reads a code it does not know as a failed sign-on, keeping the rest of the address", async () => {
    renderLoginPage("/login?sso_error=sso.somethingNew&from=provider");
    expect(await screen.findByText(SSO_MESSAGES.failed)).toHaveAttribute("role", "alert");
    await waitFor(() =>
      expect(screen.getByTestId("address")).toHaveTextContent(/^\/login\?from=provider$/),
    );
  });

  it("shows the error in the reader's language", async () => {
    await showTextsIn("de");
    document.documentElement.setAttribute(SSO_LABEL_ATTRIBUTE, "Example Org");
    renderLoginPage("/login?sso_error=sso.unknownAccount");
    expect(
      await screen.findByText(
        "Kein Konto hier verwendet die E-Mail-Adresse, die Ihre Organisation angegeben hat. Bitten Sie einen Systemadministrator, Sie hinzuzufügen.",
      ),
    ).toHaveAttribute("role", "alert");
    expect(screen.getByRole("link", { name: "Anmelden mit Example Org" })).toBeInTheDocument();
    expect(screen.getByText("oder")).toBeInTheDocument();
  });

  it("shows no error without one in the address", () => {
    renderLoginPage();
    for (const alert of screen.queryAllByRole("alert")) expect(alert).toBeEmptyDOMElement();
  });
});
