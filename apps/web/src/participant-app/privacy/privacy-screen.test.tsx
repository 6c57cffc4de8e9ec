import { APP_CSRF_COOKIE, APP_INVALID_CODE_MESSAGE, ME_PROFILE_MESSAGES } from "@events/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { readBrowserCookie } from "@/lib/cookies";
import { answer, stubAppServer } from "../testing/app-server-stub";
import {
  renderAppAt,
  resetAppBetweenTests,
  setOnline,
  setSessionCookie,
} from "../testing/app-test-setup";
import { deletionOfflineMessage } from "./account-deletion";
import { downloadOfflineMessage } from "./privacy-screen";

resetAppBetweenTests();

const TOKEN = "d".repeat(43);

function stubPrivacy() {
  return stubAppServer({
    "GET /api/me/messages": answer({ messages: [], unread: 0 }),
    "POST /api/me/account-deletion": answer({
      message: ME_PROFILE_MESSAGES.deletionCodeSent,
      confirmation_token: TOKEN,
    }),
    "POST /api/me/account-deletion/confirm": (request) => {
      if ((request.body as { code: string }).code !== "123456") {
        return answer({ error: APP_INVALID_CODE_MESSAGE }, { status: 401 });
      }
      // The server clears the session's cookies with its answer.
      setSessionCookie(false);
      return answer({ message: ME_PROFILE_MESSAGES.accountDeleted });
    },
  });
}

const section = (name: string) => screen.getByRole("region", { name });

async function openPrivacy() {
  const server = stubPrivacy();
  renderAppAt("/app/privacy");
  await screen.findByRole("heading", { level: 1, name: "Privacy" });
  return server;
}

async function askForDeletionCode() {
  await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
  return screen.findByLabelText("Code from the e-mail");
}

describe("the privacy screen", () => {
  it("downloads the person's data as JSON or as a ZIP with their files, from the server", async () => {
    await openPrivacy();
    const downloads = within(section("Download my data"));
    expect(downloads.getByRole("link", { name: "Download as JSON" })).toHaveAttribute(
      "href",
      "/api/me/data?format=json",
    );
    const zip = downloads.getByRole("link", { name: "Download as ZIP, with your files" });
    expect(zip).toHaveAttribute("href", "/api/me/data?format=zip");
    expect(zip).toHaveAttribute("download");
  });

  it("says that a download needs a connection when there is none, instead of a browser error", async () => {
    await openPrivacy();
    setOnline(false);
    const link = screen.getByRole("link", { name: "Download as JSON" });
    expect(fireEvent.click(link)).toBe(false);
    expect(within(section("Download my data")).getByRole("alert")).toHaveTextContent(
      downloadOfflineMessage(),
    );
  });

  it("links to the privacy policy page, and back to the profile", async () => {
    await openPrivacy();
    expect(screen.getByRole("link", { name: "Read the privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    expect(
      within(screen.getByRole("banner")).getByRole("link", { name: "Profile" }),
    ).toHaveAttribute("href", "/app/profile");
    // The privacy screen is part of the profile's section.
    expect(
      within(screen.getByRole("navigation", { name: "Sections" })).getByRole("link", {
        name: "Profile",
      }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("deletes the account with the fresh code e-mailed, forgets the person, and says goodbye", async () => {
    const server = await openPrivacy();
    expect(section("Delete my account")).toHaveTextContent(/your tickets and check-ins/);
    const code = await askForDeletionCode();
    expect(screen.getByText(ME_PROFILE_MESSAGES.deletionCodeSent)).toBeInTheDocument();
    expect(code).toHaveFocus();
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account and my data" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Goodbye" })).toBeInTheDocument();
    expect(screen.getByText(`${ME_PROFILE_MESSAGES.accountDeleted}.`)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/app/account-deleted");
    expect(readBrowserCookie(APP_CSRF_COOKIE)).toBeUndefined();
    expect(server.callsTo("POST /api/me/account-deletion/confirm")[0]?.body).toEqual({
      confirmation_token: TOKEN,
      code: "123456",
    });

    await userEvent.click(screen.getByRole("link", { name: "Go to sign-in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });

  it("shows a wrong code at its field, deletes nothing, and stays signed in", async () => {
    await openPrivacy();
    const code = await askForDeletionCode();
    await userEvent.type(code, "654321");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account and my data" }));
    expect(await screen.findByText(APP_INVALID_CODE_MESSAGE)).toBeInTheDocument();
    expect(code).toBeInvalid();
    expect(code).toHaveFocus();
    expect(window.location.pathname).toBe("/app/privacy");
  });

  it("keeps the account when the person changes their mind", async () => {
    const server = await openPrivacy();
    await askForDeletionCode();
    await userEvent.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByLabelText("Code from the e-mail")).not.toBeInTheDocument();
    expect(server.callsTo("POST /api/me/account-deletion/confirm")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Delete my account" })).toBeInTheDocument();
  });

  it("says that deleting needs a connection when there is none", async () => {
    const server = await openPrivacy();
    setOnline(false);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(within(section("Delete my account")).getByRole("alert")).toHaveTextContent(
      deletionOfflineMessage(),
    );
    expect(server.callsTo("POST /api/me/account-deletion")).toHaveLength(0);
  });

  it("shows why no code could be sent", async () => {
    const server = await openPrivacy();
    server.route(
      "POST /api/me/account-deletion",
      answer({ error: "Could not send the e-mail. Please try again." }, { status: 503 }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await within(section("Delete my account")).findByRole("alert")).toHaveTextContent(
      "Could not send the e-mail. Please try again.",
    );
  });
});
