import type { Passkey } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoadWebAuthnClient } from "@/lib/webauthn";
import { getCard } from "@/testing/card-list";
import { localMoment } from "@/testing/local-moment";
import {
  buildPasskey,
  CREATION_OPTIONS,
  cancelledByUser,
  fakeWebAuthn,
  passkeyId,
  passkeysAnswer,
  REGISTRATION_RESPONSE,
} from "@/testing/passkeys";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import { PasskeysScreen } from "./passkeys-screen";

const PASSKEYS_URL = "/api/auth/passkeys";
const OPTIONS_URL = "/api/auth/passkeys/options";
const PASSKEY_ONLY_URL = "/api/auth/passkey-only";

afterEach(() => {
  vi.unstubAllGlobals();
});

const laptop = buildPasskey(1, {
  name: "Work laptop",
  created_at: localMoment(2026, 2, 1, 9, 0),
  last_used_at: localMoment(2026, 2, 5, 15, 30),
  backed_up: true,
  device_type: "multiDevice",
});
const securityKey = buildPasskey(2, {
  name: "Blue key",
  created_at: localMoment(2026, 1, 2, 8, 0),
});

function renderScreen(
  loadWebAuthn: LoadWebAuthnClient = fakeWebAuthn().load,
  onSignInAgain: () => void = () => undefined,
) {
  const user = userEvent.setup();
  renderWithCache(
    <PasskeysScreen loadWebAuthn={loadWebAuthn} onSignInAgain={onSignInAgain} />,
    () => undefined,
    { withToasts: true },
  );
  return user;
}

function getPasskey(name: string): HTMLElement {
  return getCard("Your passkeys", name);
}

describe("PasskeysScreen", () => {
  it("lists each passkey with when it was added and last used, and Synced when backed up", async () => {
    stubJsonServer({ [`GET ${PASSKEYS_URL}`]: passkeysAnswer([laptop, securityKey]) });
    renderScreen();

    const item = await waitFor(() => getPasskey("Work laptop"));
    expect(screen.getByRole("heading", { level: 1, name: "Passkeys" })).toBeInTheDocument();
    expect(item).toHaveTextContent("Added1st of Mar 2026, 9:00 AM");
    expect(item).toHaveTextContent("Last used5th of Mar 2026, 3:30 PM");
    expect(within(item).getByText("Synced")).toBeInTheDocument();

    const key = getPasskey("Blue key");
    expect(key).toHaveTextContent("Added2nd of Feb 2026, 8:00 AM");
    expect(key).toHaveTextContent("Last usedNever used");
    expect(within(key).queryByText("Synced")).toBeNull();

    const passkeyOnly = screen.getByRole("switch", { name: "Passkey only" });
    expect(passkeyOnly).not.toBeChecked();
    expect(passkeyOnly).toBeEnabled();
    expect(passkeyOnly).toHaveAccessibleDescription(
      "When on, your password and e-mailed code no longer sign you in: only your passkeys do.",
    );
  });

  it("says when there is no passkey yet, and why passkey only cannot be chosen", async () => {
    stubJsonServer({ [`GET ${PASSKEYS_URL}`]: passkeysAnswer([]) });
    renderScreen();
    expect(await screen.findByRole("heading", { name: "No passkeys yet" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Your passkeys" })).toBeNull();
    const passkeyOnly = screen.getByRole("switch", { name: "Passkey only" });
    expect(passkeyOnly).toBeDisabled();
    expect(passkeyOnly).toHaveAccessibleDescription(
      /Add a passkey first: passkey only needs one\./,
    );
  });

  it("adds a passkey under the name given, after checking the name beside its field", async () => {
    let passkeys: Passkey[] = [securityKey];
    const added = buildPasskey(3, { name: "Work laptop" });
    const server = stubJsonServer({
      [`GET ${PASSKEYS_URL}`]: () => passkeysAnswer(passkeys),
      [`POST ${OPTIONS_URL}`]: { body: CREATION_OPTIONS },
      [`POST ${PASSKEYS_URL}`]: () => {
        passkeys = [added, securityKey];
        return { status: 201, body: { passkey: added } };
      },
    });
    const webAuthn = fakeWebAuthn();
    const user = renderScreen(webAuthn.load);

    await user.click(await screen.findByRole("button", { name: "Add a passkey" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a passkey" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    expect(name).not.toHaveValue("");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Add a passkey" }));
    expect(await within(dialog).findByText("Name the passkey")).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/Name the passkey/);
    expect(server.writes()).toEqual([]);
    expect(webAuthn.client.startRegistration).not.toHaveBeenCalled();

    await user.type(name, "  Work laptop ");
    await user.click(within(dialog).getByRole("button", { name: "Add a passkey" }));

    expect(await screen.findByText("Passkey added")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await waitFor(() => getPasskey("Work laptop"))).toBeInTheDocument();
    expect(webAuthn.client.startRegistration).toHaveBeenCalledWith({
      optionsJSON: CREATION_OPTIONS.options,
    });
    expect(server.writes()).toEqual([
      { method: "POST", url: OPTIONS_URL, body: undefined },
      {
        method: "POST",
        url: PASSKEYS_URL,
        body: { name: "Work laptop", response: REGISTRATION_RESPONSE },
      },
    ]);
  });

  it("says calmly that nothing was added when the browser's dialog is closed, keeping the name", async () => {
    const server = stubJsonServer({
      [`GET ${PASSKEYS_URL}`]: passkeysAnswer([]),
      [`POST ${OPTIONS_URL}`]: { body: CREATION_OPTIONS },
    });
    const user = renderScreen(
      fakeWebAuthn({ register: () => Promise.reject(cancelledByUser()) }).load,
    );
    await user.click(await screen.findByRole("button", { name: "Add a passkey" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a passkey" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Phone");
    await user.click(within(dialog).getByRole("button", { name: "Add a passkey" }));

    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "No passkey was added: the browser's request was cancelled or timed out. You can try again.",
    );
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(name).toHaveValue("Phone");
    expect(server.writes().map(({ url }) => url)).toEqual([OPTIONS_URL]);
  });

  it("asks for a fresh sign-in when the session is too old, with a way to sign in again", async () => {
    const server = stubJsonServer({
      [`GET ${PASSKEYS_URL}`]: passkeysAnswer([]),
      [`POST ${OPTIONS_URL}`]: {
        status: 403,
        body: { error: "Sign in again to add a passkey.", code: "passkeys.freshSignInRequired" },
      },
    });
    const webAuthn = fakeWebAuthn();
    const signInAgain = vi.fn();
    const user = renderScreen(webAuthn.load, signInAgain);
    await user.click(await screen.findByRole("button", { name: "Add a passkey" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a passkey" });
    await user.click(within(dialog).getByRole("button", { name: "Add a passkey" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Sign in again to add a passkey.",
    );
    expect(webAuthn.client.startRegistration).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Sign in again" }));
    expect(signInAgain).toHaveBeenCalledOnce();
    expect(server.writes().map(({ url }) => url)).toEqual([OPTIONS_URL]);
  });

  it("tells plainly that this browser cannot use passkeys", async () => {
    stubJsonServer({ [`GET ${PASSKEYS_URL}`]: passkeysAnswer([securityKey]) });
    renderScreen(fakeWebAuthn({ isSupported: false }).load);
    expect(await screen.findByText(/This browser cannot use passkeys\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a passkey" })).toBeDisabled();
    // What is there can still be removed.
    expect(await screen.findByRole("button", { name: "Remove Blue key" })).toBeEnabled();
  });

  it("removes a passkey only once the question is answered, by keyboard too", async () => {
    let passkeys = [laptop, securityKey];
    const removeUrl = `${PASSKEYS_URL}/${passkeyId(2)}`;
    const server = stubJsonServer({
      [`GET ${PASSKEYS_URL}`]: () => passkeysAnswer(passkeys),
      [`DELETE ${removeUrl}`]: () => {
        passkeys = [laptop];
        return { status: 204, body: undefined };
      },
    });
    const user = renderScreen();
    const remove = await screen.findByRole("button", { name: "Remove Blue key" });
    remove.focus();
    await user.keyboard("{Enter}");
    const question = screen.getByRole("alertdialog", { name: "Remove the passkey Blue key?" });
    expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Remove Blue key" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }),
    );
    expect(await screen.findByText("Passkey removed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Blue key" })).toBeNull());
    expect(getPasskey("Work laptop")).toBeInTheDocument();
    expect(server.writes()).toEqual([{ method: "DELETE", url: removeUrl, body: undefined }]);
  });

  it("shows the server's refusal to remove the last passkey of a passkey-only account", async () => {
    stubJsonServer({
      [`GET ${PASSKEYS_URL}`]: passkeysAnswer([laptop], true),
      [`DELETE ${PASSKEYS_URL}/${passkeyId(1)}`]: {
        status: 409,
        body: {
          error: "Turn off passkey only before removing your last passkey.",
          code: "passkeys.lastPasskey",
        },
      },
    });
    const user = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Remove Work laptop" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Turn off passkey only before removing your last passkey.",
    );
    expect(getPasskey("Work laptop")).toBeInTheDocument();
  });

  it("turns passkey only on and off", async () => {
    let isPasskeyOnly = false;
    const server = stubJsonServer({
      [`GET ${PASSKEYS_URL}`]: () => passkeysAnswer([laptop], isPasskeyOnly),
      [`PUT ${PASSKEY_ONLY_URL}`]: (body) => {
        isPasskeyOnly = (body as { passkey_only: boolean }).passkey_only;
        return { body: { passkey_only: isPasskeyOnly } };
      },
    });
    const user = renderScreen();
    const passkeyOnly = await screen.findByRole("switch", { name: "Passkey only" });
    await user.click(passkeyOnly);
    await waitFor(() => expect(passkeyOnly).toBeChecked());
    await user.click(passkeyOnly);
    await waitFor(() => expect(passkeyOnly).not.toBeChecked());
    expect(server.writes()).toEqual([
      { method: "PUT", url: PASSKEY_ONLY_URL, body: { passkey_only: true } },
      { method: "PUT", url: PASSKEY_ONLY_URL, body: { passkey_only: false } },
    ]);
  });
});
