import {
  addPasskeyResponseSchema,
  CSRF_HEADER,
  messageResponseSchema,
  PASSKEY_MESSAGES,
  type Passkey,
  passkeyOnlySchema,
  personResponseSchema,
} from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import {
  buildPasskey,
  CREATION_OPTIONS,
  passkeyId,
  passkeysAnswer,
  REGISTRATION_RESPONSE,
} from "@/testing/passkeys";
import { formatMoment } from "../lib/event-time";
import { answer, stubAppServer } from "../testing/app-server-stub";
import {
  CSRF_TOKEN,
  renderAppAt,
  resetAppBetweenTests,
  setOnline,
} from "../testing/app-test-setup";
import {
  bytesOf,
  closedDialog,
  installAuthenticator,
  refusal,
} from "../testing/fake-authenticator";
import { buildPerson } from "../testing/person-factories";
import { guessPasskeyName } from "./guess-passkey-name";

// The profile's passkeys, in German: the list, adding one through the browser's dialog (only
// the authenticator behind it is stood in for), removing one, and 'passkey only'.

resetAppBetweenTests();

const phone = buildPasskey(1, {
  name: "Diensthandy",
  created_at: "2027-03-01T09:00:00.000Z",
  last_used_at: "2027-03-05T15:30:00.000Z",
  backed_up: true,
  device_type: "multiDevice",
});
const securityKey = buildPasskey(2, { name: "Blauer Schlüssel" });
const added = buildPasskey(3, { name: "Tablet" });

const germanDate = (moment: string) => formatMoment(new Date(moment), undefined, "de");

async function openProfile(passkeys: Passkey[], isPasskeyOnly = false) {
  await showTextsIn("de");
  const server = stubAppServer({
    "GET /api/me": answer(personResponseSchema.parse({ person: buildPerson() })),
    "GET /api/me/messages": answer({ messages: [], unread: 0 }),
    "GET /api/me/passkeys": passkeysAnswer(passkeys, isPasskeyOnly),
  });
  renderAppAt("/app/profile");
  const section = await screen.findByRole("region", { name: "Passkeys" });
  await within(section).findByRole("switch", { name: "Nur Passkey" });
  return { server, section };
}

const nameField = () => screen.getByLabelText("Name des neuen Passkeys");

async function addPasskeyNamed(name: string) {
  await userEvent.clear(nameField());
  await userEvent.type(nameField(), name);
  await userEvent.click(screen.getByRole("button", { name: "Passkey hinzufügen" }));
}

describe("the profile's passkeys", () => {
  it("lists each passkey with when it was added and last used, and Synced when backed up", async () => {
    const { section } = await openProfile([phone, securityKey]);
    const [first, second] = within(section).getAllByRole("listitem");
    expect(first).toHaveTextContent("Diensthandy");
    expect(first).toHaveTextContent("Synchronisiert");
    expect(first).toHaveTextContent(`Hinzugefügt: ${germanDate(phone.created_at)}`);
    expect(first).toHaveTextContent(`Zuletzt verwendet: ${germanDate("2027-03-05T15:30:00.000Z")}`);
    expect(second).toHaveTextContent("Blauer Schlüssel");
    expect(second).toHaveTextContent("Noch nicht verwendet");
    expect(second).not.toHaveTextContent("Synchronisiert");
    expect(
      within(second as HTMLElement).getByRole("button", { name: "Entfernen" }),
    ).toHaveAccessibleDescription("Blauer Schlüssel");
    expect(within(section).getByRole("switch", { name: "Nur Passkey" })).not.toBeChecked();
  });

  it("says when there is none yet", async () => {
    const { section } = await openProfile([]);
    expect(within(section).getByText("Noch keine Passkeys.")).toBeInTheDocument();
    expect(within(section).queryByRole("list")).not.toBeInTheDocument();
  });

  it("adds a passkey under its name through the browser's dialog", async () => {
    const authenticator = installAuthenticator();
    const { server, section } = await openProfile([phone]);
    server.route("POST /api/me/passkeys/options", answer(CREATION_OPTIONS));
    server.route(
      "POST /api/me/passkeys",
      answer(addPasskeyResponseSchema.parse({ passkey: added }), { status: 201 }),
    );
    await addPasskeyNamed("Tablet");

    expect(await within(section).findByText("Der Passkey „Tablet“ ist hinzugefügt.")).toBeVisible();
    const [options] = server.callsTo("POST /api/me/passkeys/options");
    expect(options?.headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
    // The browser was handed the server's challenge, for a discoverable passkey.
    const publicKey = authenticator.create.mock.calls[0]?.[0].publicKey;
    expect(new Uint8Array(publicKey?.challenge as ArrayBuffer)).toEqual(
      bytesOf(CREATION_OPTIONS.options.challenge),
    );
    expect(publicKey?.authenticatorSelection?.residentKey).toBe("required");
    const [add] = server.callsTo("POST /api/me/passkeys");
    expect(add?.body).toEqual({ name: "Tablet", response: REGISTRATION_RESPONSE });
    expect(add?.headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
    // Newest first, as the server lists them.
    const [first, second] = within(section).getAllByRole("listitem");
    expect(first).toHaveTextContent(/^Tablet/);
    expect(second).toHaveTextContent(/^Diensthandy/);
  });

  it("offers the device's name for a new passkey, else 'Passkey'", async () => {
    expect(guessPasskeyName("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)")).toBe(
      "iPhone",
    );
    expect(guessPasskeyName("Mozilla/5.0 (Linux; Android 15; Pixel 9)")).toBe("Android");
    expect(guessPasskeyName("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)")).toBe("macOS");
    await openProfile([]);
    expect(nameField()).toHaveValue(guessPasskeyName(navigator.userAgent));
    expect(guessPasskeyName("curl/8.0")).toBe("Passkey");
  });

  it("refuses an empty name with the contract's rule at the field, asking nobody", async () => {
    const authenticator = installAuthenticator();
    const { server } = await openProfile([]);
    await userEvent.clear(nameField());
    await userEvent.click(screen.getByRole("button", { name: "Passkey hinzufügen" }));
    expect(nameField()).toBeInvalid();
    expect(nameField()).toHaveAccessibleDescription(
      "Damit Sie Ihre Passkeys auseinanderhalten, etwa „Diensthandy“. Geben Sie dem Passkey einen Namen",
    );
    expect(nameField()).toHaveFocus();
    expect(server.callsTo("POST /api/me/passkeys/options")).toHaveLength(0);
    expect(authenticator.create).not.toHaveBeenCalled();
  });

  it("asks to sign in again when the session is not fresh, and comes back to the profile after", async () => {
    const authenticator = installAuthenticator();
    const { server, section } = await openProfile([phone]);
    server.route(
      "POST /api/me/passkeys/options",
      refusal(PASSKEY_MESSAGES.freshSignInRequired, 403),
    );
    server.route(
      "POST /api/me/sign-out",
      answer(messageResponseSchema.parse({ message: "Signed out" })),
    );
    await addPasskeyNamed("Tablet");

    expect(
      await within(section).findByText("Melden Sie sich erneut an, um einen Passkey hinzuzufügen."),
    ).toBeVisible();
    expect(authenticator.create).not.toHaveBeenCalled();
    await userEvent.click(within(section).getByRole("button", { name: "Erneut anmelden" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
    expect(server.callsTo("POST /api/me/sign-out")).toHaveLength(1);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      "/app/sign-in?next=%2Fapp%2Fprofile",
    );
  });

  it("says calmly that nothing was added when the browser's dialog is closed", async () => {
    installAuthenticator({ register: closedDialog });
    const { server, section } = await openProfile([]);
    server.route("POST /api/me/passkeys/options", answer(CREATION_OPTIONS));
    await addPasskeyNamed("Tablet");
    expect(
      await within(section).findByText(
        "Es wurde kein Passkey hinzugefügt: Der Dialog des Geräts wurde geschlossen.",
      ),
    ).toBeVisible();
    for (const alert of within(section).getAllByRole("alert")) expect(alert).toBeEmptyDOMElement();
    expect(server.callsTo("POST /api/me/passkeys")).toHaveLength(0);
  });

  it("tells a browser without passkeys so, asking the server nothing", async () => {
    const { server, section } = await openProfile([]);
    await addPasskeyNamed("Tablet");
    expect(
      await within(section).findByText(
        "Dieser Browser kann keine Passkeys verwenden. Der Code per E-Mail meldet Sie weiterhin an.",
      ),
    ).toBeVisible();
    expect(server.callsTo("POST /api/me/passkeys/options")).toHaveLength(0);
  });

  it("says that adding one needs a connection when there is none", async () => {
    installAuthenticator();
    const { server, section } = await openProfile([]);
    setOnline(false);
    await addPasskeyNamed("Tablet");
    expect(within(section).getByText(/^Für Passkeys ist eine Verbindung nötig\./)).toHaveAttribute(
      "role",
      "alert",
    );
    expect(server.callsTo("POST /api/me/passkeys/options")).toHaveLength(0);
  });

  it("removes a passkey once the person confirms", async () => {
    const { server, section } = await openProfile([phone, securityKey]);
    server.route(`DELETE /api/me/passkeys/${passkeyId(2)}`, answer(undefined, { status: 204 }));
    const removeKey = () =>
      within(section).getAllByRole("button", { name: "Entfernen" })[1] as HTMLElement;

    await userEvent.click(removeKey());
    const dialog = screen.getByRole("alertdialog", {
      name: "Den Passkey „Blauer Schlüssel“ entfernen?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    expect(server.callsTo(`DELETE /api/me/passkeys/${passkeyId(2)}`)).toHaveLength(0);

    await userEvent.click(removeKey());
    await userEvent.click(within(dialog).getByRole("button", { name: "Entfernen" }));
    const news = await within(section).findByText("Der Passkey „Blauer Schlüssel“ ist entfernt.");
    expect(news).toHaveFocus();
    expect(within(section).getAllByRole("listitem")).toHaveLength(1);
    expect(
      server.callsTo(`DELETE /api/me/passkeys/${passkeyId(2)}`)[0]?.headers.get(CSRF_HEADER),
    ).toBe(CSRF_TOKEN);
  });

  it("keeps the last passkey while passkey only is on, saying why", async () => {
    const { server, section } = await openProfile([phone], true);
    server.route(
      `DELETE /api/me/passkeys/${passkeyId(1)}`,
      refusal(PASSKEY_MESSAGES.lastPasskey, 409),
    );
    await userEvent.click(within(section).getByRole("button", { name: "Entfernen" }));
    await userEvent.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Entfernen" }),
    );
    expect(
      await within(section).findByText(
        "Schalten Sie „Nur Passkey“ aus, bevor Sie Ihren letzten Passkey entfernen.",
      ),
    ).toBeVisible();
    expect(within(section).getAllByRole("listitem")).toHaveLength(1);
  });

  it("turns passkey only on and off with the server's answer", async () => {
    const { server, section } = await openProfile([phone]);
    server.route("PUT /api/me/passkey-only", (request) =>
      answer(passkeyOnlySchema.parse(request.body)),
    );
    const only = within(section).getByRole("switch", { name: "Nur Passkey" });
    expect(only).toHaveAccessibleDescription(/nur Ihre Passkeys/);
    await userEvent.click(only);
    await expect.poll(() => only).toBeChecked();
    await userEvent.click(only);
    await expect.poll(() => only).not.toBeChecked();
    expect(server.callsTo("PUT /api/me/passkey-only").map(({ body }) => body)).toEqual([
      { passkey_only: true },
      { passkey_only: false },
    ]);
  });

  it("refuses passkey only without a passkey, with the server's words", async () => {
    const { server, section } = await openProfile([]);
    server.route("PUT /api/me/passkey-only", refusal(PASSKEY_MESSAGES.noPasskey, 409));
    const only = within(section).getByRole("switch", { name: "Nur Passkey" });
    await userEvent.click(only);
    expect(
      await within(section).findByText(
        "Fügen Sie einen Passkey hinzu, bevor Sie „Nur Passkey“ wählen.",
      ),
    ).toBeVisible();
    expect(only).not.toBeChecked();
    expect(only).toHaveAccessibleDescription(/Fügen Sie einen Passkey hinzu/);
  });
});

describe("the profile's passkeys in English", () => {
  it("uses the specification's words", async () => {
    stubAppServer({
      "GET /api/me": answer(personResponseSchema.parse({ person: buildPerson() })),
      "GET /api/me/messages": answer({ messages: [], unread: 0 }),
      "GET /api/me/passkeys": passkeysAnswer([securityKey]),
    });
    renderAppAt("/app/profile");
    const section = await screen.findByRole("region", { name: "Passkeys" });
    expect(await within(section).findByRole("button", { name: "Add a passkey" })).toBeVisible();
    expect(within(section).getByRole("button", { name: "Remove" })).toBeVisible();
    expect(within(section).getByRole("switch", { name: "Passkey only" })).toBeVisible();
  });
});
