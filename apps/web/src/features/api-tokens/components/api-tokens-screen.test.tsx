import type { ApiToken } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getCard } from "@/testing/card-list";
import { localMoment } from "@/testing/local-moment";
import { renderWithCache } from "@/testing/render-with-cache";
import { failingOnceThen, stubJsonServer } from "@/testing/stub-json-server";
import { buildApiToken, choiceEventId, TOKENS_URL, tokenId } from "../testing/fake-token-server";
import { ApiTokensScreen } from "./api-tokens-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

function listAnswer(tokens: ApiToken[]) {
  return { body: { tokens } };
}

function renderScreen() {
  const user = userEvent.setup();
  renderWithCache(<ApiTokensScreen />, () => undefined, { withToasts: true });
  return user;
}

function getToken(name: string): HTMLElement {
  return getCard("Your API tokens", name);
}

const crm = buildApiToken(1, {
  name: "CRM sync",
  shown: "evt_pat_Xy7Q",
  scopes: ["events:read", "participants:write"],
  events: [
    { id: choiceEventId(1), event_name: "Spring Gala" },
    { id: choiceEventId(2), event_name: "Tech Summit" },
  ],
  created_at: localMoment(2025, 2, 1, 9, 0),
  expires_at: localMoment(2099, 5, 30, 23, 59),
  last_used_at: localMoment(2025, 2, 5, 15, 30),
  last_used_ip: "192.0.2.7",
});
const old = buildApiToken(2, {
  name: "Old script",
  shown: "evt_pat_a1b2",
  scopes: ["activity:read"],
  created_at: localMoment(2024, 0, 2, 8, 0),
  expires_at: localMoment(2024, 6, 1, 0, 0),
});
const forever = buildApiToken(3, { name: "Badge printer", events: [] });

describe("ApiTokensScreen", () => {
  it("lists each token with its first characters, scopes, events, times and last use", async () => {
    stubJsonServer({ [`GET ${TOKENS_URL}`]: listAnswer([crm, old, forever]) });
    renderScreen();

    const item = await waitFor(() => getToken("CRM sync"));
    expect(screen.getByRole("heading", { level: 1, name: "API tokens" })).toBeInTheDocument();
    expect(item).toHaveTextContent("evt_pat_Xy7Q…");
    expect(within(item).getByText("events:read")).toBeInTheDocument();
    expect(within(item).getByText("participants:write")).toBeInTheDocument();
    expect(item).toHaveTextContent("Spring Gala, Tech Summit");
    expect(item).toHaveTextContent("Created1st of Mar 2025, 9:00 AM");
    expect(item).toHaveTextContent("Expires30th of Jun 2099, 11:59 PM");
    expect(item).toHaveTextContent("Last used5th of Mar 2025, 3:30 PM from 192.0.2.7");
    expect(within(item).queryByText("Expired")).toBeNull();

    const oldItem = getToken("Old script");
    expect(within(oldItem).getByText("Expired")).toBeInTheDocument();
    expect(oldItem).toHaveTextContent("All your events");
    expect(oldItem).toHaveTextContent("Last usedNever used");

    const foreverItem = getToken("Badge printer");
    expect(foreverItem).toHaveTextContent("ExpiresNever");
    expect(foreverItem).toHaveTextContent(
      "None left (its events were deleted or given to another admin)",
    );
  });

  it("says when the admin has no tokens yet", async () => {
    stubJsonServer({ [`GET ${TOKENS_URL}`]: listAnswer([]) });
    renderScreen();
    expect(await screen.findByRole("heading", { name: "No API tokens yet" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Your API tokens" })).toBeNull();
  });

  it("says the list failed to load and loads it again on request", async () => {
    stubJsonServer({ [`GET ${TOKENS_URL}`]: failingOnceThen(listAnswer([crm])) });
    const user = renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load your tokens");
    expect(screen.queryByRole("heading", { name: "No API tokens yet" })).toBeNull();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await waitFor(() => getToken("CRM sync"))).toBeInTheDocument();
  });

  it("revokes a token only once the question is answered, by keyboard too", async () => {
    let tokens = [crm, old];
    const revokeUrl = `${TOKENS_URL}/${tokenId(2)}`;
    const server = stubJsonServer({
      [`GET ${TOKENS_URL}`]: () => listAnswer(tokens),
      [`DELETE ${revokeUrl}`]: () => {
        tokens = [crm];
        return { body: { message: "Token revoked" } };
      },
    });
    const user = renderScreen();
    const revoke = await screen.findByRole("button", { name: "Revoke Old script" });
    revoke.focus();
    await user.keyboard("{Enter}");
    const question = screen.getByRole("alertdialog", { name: "Revoke the token Old script?" });
    expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Revoke Old script" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Revoke" }),
    );
    expect(await screen.findByText("Token revoked")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Old script" })).not.toBeInTheDocument(),
    );
    expect(getToken("CRM sync")).toBeInTheDocument();
    expect(server.writes()).toEqual([{ method: "DELETE", url: revokeUrl, body: undefined }]);
  });

  it("shows the server's refusal of a revoke", async () => {
    const revokeUrl = `${TOKENS_URL}/${tokenId(1)}`;
    stubJsonServer({
      [`GET ${TOKENS_URL}`]: listAnswer([crm]),
      [`DELETE ${revokeUrl}`]: { status: 404, body: { error: "Token not found" } },
    });
    const user = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Revoke CRM sync" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Revoke" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Token not found");
  });
});
