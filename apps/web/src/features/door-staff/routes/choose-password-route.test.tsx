import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { renderWithRouter } from "@/testing/render-with-router";
import { stubJsonServer } from "@/testing/stub-json-server";
import { typeIntoFields } from "@/testing/type-into-fields";
import { ChoosePasswordRoute } from "./choose-password-route";

/** 43 base64url characters, as the invitation's token is. */
const TOKEN = `${"Tk_-".repeat(10)}xyz`;
const CHOOSE_URL = "/api/door/choose-password";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

/** Opens the page as the e-mailed link does: the token in the fragment of the browser's address. */
function openLink(fragment: string) {
  window.history.replaceState(null, "", `/door/choose-password${fragment}`);
  renderWithRouter(
    <Routes>
      <Route path="/door/choose-password" element={<ChoosePasswordRoute />} />
      <Route path="/login" element={<h1>Sign-in page</h1>} />
    </Routes>,
    ["/door/choose-password"],
  );
  return userEvent.setup();
}

describe("ChoosePasswordRoute", () => {
  it("takes the token off the address, saves the password typed twice and leads to sign in", async () => {
    const server = stubJsonServer({
      [`POST ${CHOOSE_URL}`]: {
        body: { message: "Password saved; sign in with your e-mail and password" },
      },
    });
    const user = openLink(`#token=${TOKEN}`);
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/door/choose-password");
    expect(screen.getByRole("heading", { name: "Choose your password" })).toBeInTheDocument();

    await typeIntoFields(user, { Password: "door-secret", "Password again": "door-secret" });
    await user.click(screen.getByRole("button", { name: "Save password" }));

    expect(await screen.findByRole("heading", { name: "Password saved" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Password saved; sign in with your e-mail and password",
    );
    expect(server.writes()).toEqual([
      { method: "POST", url: CHOOSE_URL, body: { token: TOKEN, password: "door-secret" } },
    ]);
    await user.click(screen.getByRole("link", { name: "Go to sign in" }));
    expect(screen.getByRole("heading", { name: "Sign-in page" })).toBeInTheDocument();
  });

  it("holds the password to the contract's rule and to its second typing", async () => {
    const server = stubJsonServer({});
    const user = openLink(`#token=${TOKEN}`);
    await typeIntoFields(user, { Password: "short", "Password again": "shorter" });
    await user.click(screen.getByRole("button", { name: "Save password" }));

    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("The passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("shows the server's refusal of a used or expired link instead of the form", async () => {
    stubJsonServer({
      [`POST ${CHOOSE_URL}`]: {
        status: 400,
        body: {
          error: "This link is not valid any more; ask the event's organiser for a new one",
        },
      },
    });
    const user = openLink(`#token=${TOKEN}`);
    await typeIntoFields(user, { Password: "door-secret", "Password again": "door-secret" });
    await user.click(screen.getByRole("button", { name: "Save password" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is not valid any more; ask the event's organiser for a new one",
    );
    expect(screen.getByRole("heading", { name: "Link not valid" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("keeps the form and says so when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const user = openLink(`#token=${TOKEN}`);
    await typeIntoFields(user, { Password: "door-secret", "Password again": "door-secret" });
    await user.click(screen.getByRole("button", { name: "Save password" }));

    const form = screen.getByLabelText("Password").closest("form");
    if (!form) throw new Error("No form");
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "The password could not be saved",
    );
    expect(screen.getByLabelText("Password")).toHaveValue("door-secret");
  });

  it("refuses a link without a token without asking the server", () => {
    const server = stubJsonServer({});
    openLink("");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This link is not valid any more; ask the event's organiser for a new one",
    );
    expect(screen.queryByRole("button", { name: "Save password" })).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});

describe("ChoosePasswordRoute in German", () => {
  it("asks for the password, says the two differ and what the server said, in German", async () => {
    await showTextsIn("de");
    stubJsonServer({
      [`POST ${CHOOSE_URL}`]: {
        body: { message: "Password saved; sign in with your e-mail and password" },
      },
    });
    const user = openLink(`#token=${TOKEN}`);
    expect(screen.getByRole("heading", { name: "Wählen Sie Ihr Passwort" })).toBeInTheDocument();

    await typeIntoFields(user, { Passwort: "door-secret", "Passwort wiederholen": "other-secret" });
    await user.click(screen.getByRole("button", { name: "Passwort speichern" }));
    expect(await screen.findByText("Die Passwörter stimmen nicht überein")).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Passwort wiederholen/));
    await user.type(screen.getByLabelText(/Passwort wiederholen/), "door-secret");
    await user.click(screen.getByRole("button", { name: "Passwort speichern" }));
    expect(
      await screen.findByRole("heading", { name: "Passwort gespeichert" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Passwort gespeichert; melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an",
    );
    expect(screen.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("href", "/login");
  });

  it("says the server's refusal of a used link in German, by its code", async () => {
    await showTextsIn("de");
    stubJsonServer({
      [`POST ${CHOOSE_URL}`]: {
        status: 400,
        body: {
          error: "This link is not valid any more; ask the event's organiser for a new one",
          code: "doorStaff.invitationInvalid",
        },
      },
    });
    const user = openLink(`#token=${TOKEN}`);
    await typeIntoFields(user, { Passwort: "door-secret", "Passwort wiederholen": "door-secret" });
    await user.click(screen.getByRole("button", { name: "Passwort speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Dieser Link ist nicht mehr gültig; bitten Sie die Veranstalter um einen neuen",
    );
  });

  it("refuses a link without a token in German", async () => {
    await showTextsIn("de");
    openLink("");
    expect(screen.getByRole("heading", { name: "Link ungültig" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Dieser Link ist nicht mehr gültig; bitten Sie die Organisation der Veranstaltung um einen neuen",
    );
  });
});
