import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { buildPasskey, fakeWebAuthn, passkeysAnswer } from "@/testing/passkeys";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import { PasskeysScreen } from "./passkeys-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

const laptop = buildPasskey(1, { name: "Work laptop", backed_up: true });

describe("The passkeys page in German", () => {
  it("lists the passkeys, offers the add and passkey only, and says a fresh sign-in is needed", async () => {
    await showTextsIn("de");
    stubJsonServer({
      "GET /api/auth/passkeys": passkeysAnswer([laptop]),
      "POST /api/auth/passkeys/options": {
        status: 403,
        body: { error: "Sign in again to add a passkey.", code: "passkeys.freshSignInRequired" },
      },
    });
    const user = userEvent.setup();
    renderWithCache(
      <PasskeysScreen loadWebAuthn={fakeWebAuthn().load} onSignInAgain={() => undefined} />,
      () => undefined,
    );

    const list = await screen.findByRole("list", { name: "Ihre Passkeys" });
    expect(screen.getByRole("heading", { level: 1, name: "Passkeys" })).toBeInTheDocument();
    const item = within(list).getByRole("listitem", { name: "Work laptop" });
    expect(within(item).getByText("Synchronisiert")).toBeInTheDocument();
    expect(item).toHaveTextContent("Nie verwendet");
    expect(within(item).getByRole("button", { name: "Work laptop entfernen" })).toHaveTextContent(
      "Entfernen",
    );
    expect(screen.getByRole("switch", { name: "Nur Passkey" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Passkey hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Passkey hinzufügen" });
    await user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.click(within(dialog).getByRole("button", { name: "Passkey hinzufügen" }));
    expect(
      await within(dialog).findByText("Geben Sie dem Passkey einen Namen"),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Büro");
    await user.click(within(dialog).getByRole("button", { name: "Passkey hinzufügen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Melden Sie sich erneut an, um einen Passkey hinzuzufügen.",
    );
    expect(within(dialog).getByRole("button", { name: "Erneut anmelden" })).toBeInTheDocument();
  });
});
