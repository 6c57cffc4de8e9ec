import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import {
  buildApiToken,
  choiceEventId,
  eventChoicesAnswer,
  eventChoicesUrl,
  TOKENS_URL,
} from "../testing/fake-token-server";
import { ApiTokensScreen } from "./api-tokens-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

const crm = buildApiToken(1, {
  name: "CRM sync",
  scopes: ["participants:write"],
  events: [
    { id: choiceEventId(1), event_name: "Spring Gala" },
    { id: choiceEventId(2), event_name: "Tech Summit" },
  ],
  last_used_at: "2025-03-05T15:30:00.000Z",
  last_used_ip: "192.0.2.7",
});
const badgePrinter = buildApiToken(2, { name: "Badge printer" });

describe("The API tokens page in German", () => {
  it("lists the tokens, asks before revoking and offers the form in German", async () => {
    await showTextsIn("de");
    stubJsonServer({
      [`GET ${TOKENS_URL}`]: { body: { tokens: [crm, badgePrinter] } },
      [`GET ${eventChoicesUrl()}`]: eventChoicesAnswer([]),
    });
    const user = userEvent.setup();
    renderWithCache(<ApiTokensScreen />, () => undefined, { withToasts: true });

    const list = await screen.findByRole("list", { name: "Ihre API-Tokens" });
    expect(screen.getByRole("heading", { level: 1, name: "API-Tokens" })).toBeInTheDocument();
    const item = within(list).getByRole("listitem", { name: "CRM sync" });
    expect(item).toHaveTextContent("Zuletzt verwendet");
    expect(item).toHaveTextContent(/von 192\.0\.2\.7/);
    // The scope stays as the API names it; the events are the product's data.
    expect(within(item).getByText("participants:write")).toBeInTheDocument();
    expect(item).toHaveTextContent(/Spring Gala.*Tech Summit/);
    const printer = within(list).getByRole("listitem", { name: "Badge printer" });
    expect(printer).toHaveTextContent("Alle Ihre Veranstaltungen");
    expect(printer).toHaveTextContent("Nie verwendet");

    await user.click(within(item).getByRole("button", { name: "CRM sync widerrufen" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Das Token CRM sync widerrufen?" }),
    ).toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Token erstellen" }));
    const dialog = await screen.findByRole("dialog", { name: "API-Token erstellen" });
    const participants = await within(dialog).findByRole("group", {
      name: "Teilnehmende (und Anmeldungen)",
    });
    expect(within(participants).getByRole("checkbox", { name: "Schreiben" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Kein Ablauf" })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog).getByRole("radio", { name: /Alle Ihre Veranstaltungen/ }),
      ).toBeChecked(),
    );
  });
});
