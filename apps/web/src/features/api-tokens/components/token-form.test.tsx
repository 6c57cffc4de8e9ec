import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MESSAGES,
  type CreateApiTokenRequest,
} from "@events/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithCache } from "@/testing/render-with-cache";
import { type FakeAnswer, stubJsonServer } from "@/testing/stub-json-server";
import {
  buildApiToken,
  buildChoiceEvent,
  choiceEventId,
  eventChoicesAnswer,
  eventChoicesUrl,
  NEW_TOKEN,
  TOKENS_URL,
} from "../testing/fake-token-server";
import { ApiTokensScreen } from "./api-tokens-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const gala = buildChoiceEvent(1, "Spring Gala");
const summit = buildChoiceEvent(2, "Tech Summit");

const createdAnswer: FakeAnswer = {
  status: 201,
  body: {
    message: API_TOKEN_MESSAGES.created,
    token: NEW_TOKEN,
    api_token: buildApiToken(9, { name: "CRM sync", shown: NEW_TOKEN.slice(0, 12) }),
  },
};

/** The screen on a fake server holding no tokens; `create` answers the POST. */
function renderScreen(create: FakeAnswer | ((body: unknown) => FakeAnswer) = createdAnswer) {
  const server = stubJsonServer({
    [`GET ${TOKENS_URL}`]: { body: { tokens: [] } },
    [`POST ${TOKENS_URL}`]: create,
    [`GET ${eventChoicesUrl()}`]: eventChoicesAnswer([gala], 25),
    [`GET ${eventChoicesUrl("summit")}`]: eventChoicesAnswer([summit]),
  });
  const user = userEvent.setup();
  renderWithCache(<ApiTokensScreen />, () => undefined);
  return { server, user };
}

async function openForm(user: UserEvent): Promise<HTMLElement> {
  await screen.findByRole("heading", { name: "No API tokens yet" });
  await user.click(screen.getByRole("button", { name: "Create token" }));
  const dialog = screen.getByRole("dialog", { name: "Create an API token" });
  // The form is loaded when the dialog first opens.
  await within(dialog).findByRole("button", { name: "Create token" });
  return dialog;
}

function scopeBox(area: string, access: "Read" | "Write"): HTMLElement {
  return within(screen.getByRole("group", { name: area })).getByRole("checkbox", { name: access });
}

const PARTICIPANTS = "Participants (and registrations)";
const CHECK_IN = "Check-in";

async function submit(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole("button", { name: "Create token" }));
}

function sentRequest(server: ReturnType<typeof stubJsonServer>): CreateApiTokenRequest {
  const [write] = server.writes();
  return write?.body as CreateApiTokenRequest;
}

describe("the new token form", () => {
  it("checks Read with Write, and unchecks Write with Read; each area sends one scope", async () => {
    const { server, user } = renderScreen();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Name"), "CRM sync");

    await user.click(scopeBox(PARTICIPANTS, "Write"));
    expect(scopeBox(PARTICIPANTS, "Read")).toBeChecked();
    await user.click(scopeBox(PARTICIPANTS, "Read"));
    expect(scopeBox(PARTICIPANTS, "Write")).not.toBeChecked();
    expect(scopeBox(PARTICIPANTS, "Read")).not.toBeChecked();

    await user.click(scopeBox(PARTICIPANTS, "Write"));
    await user.click(scopeBox(PARTICIPANTS, "Write"));
    expect(scopeBox(PARTICIPANTS, "Read")).toBeChecked();
    await user.click(scopeBox(CHECK_IN, "Write"));
    await user.click(scopeBox("Events (details, documents, registration settings)", "Read"));

    await submit(user, dialog);
    await screen.findByRole("dialog", { name: "Token created" });
    expect(sentRequest(server)).toMatchObject({
      name: "CRM sync",
      scopes: ["events:read", "participants:read", "check-in:write"],
      event_ids: null,
    });
  });

  it("says what is missing beside each field and sends nothing", async () => {
    const { server, user } = renderScreen();
    const dialog = await openForm(user);
    await submit(user, dialog);

    const name = within(dialog).getByLabelText("Name");
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining("Name the token")),
    );
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("group", { name: "Scopes" })).toHaveAccessibleDescription(
      expect.stringContaining(API_TOKEN_MESSAGES.scopesRequired),
    );
    expect(server.writes()).toEqual([]);
  });

  it("sends the expiry chosen: 90 days unless changed, 30 days, none, or the end of a day", async () => {
    const requests: CreateApiTokenRequest[] = [];
    const { user } = renderScreen((body) => {
      requests.push(body as CreateApiTokenRequest);
      return createdAnswer;
    });
    const sendWithExpiry = async (choose: (dialog: HTMLElement) => Promise<void>) => {
      const dialog = await openForm(user);
      await user.type(within(dialog).getByLabelText("Name"), "Script");
      await user.click(scopeBox(CHECK_IN, "Read"));
      await choose(dialog);
      await submit(user, dialog);
      await user.click(await screen.findByRole("button", { name: "Done" }));
    };
    const near = (expiresAt: string | null | undefined, days: number) =>
      Math.abs(new Date(expiresAt ?? 0).getTime() - (Date.now() + days * DAY_MS)) < 60_000;

    await sendWithExpiry(async () => undefined);
    await sendWithExpiry(async (dialog) => {
      await user.click(within(dialog).getByRole("radio", { name: "30 days" }));
    });
    await sendWithExpiry(async (dialog) => {
      await user.click(within(dialog).getByRole("radio", { name: "No expiry" }));
    });
    await sendWithExpiry(async (dialog) => {
      await user.click(within(dialog).getByRole("radio", { name: "Custom date" }));
      fireEvent.change(within(dialog).getByLabelText("Expires at the end of"), {
        target: { value: "2026-12-24" },
      });
    });

    expect(near(requests[0]?.expires_at, 90)).toBe(true);
    expect(near(requests[1]?.expires_at, 30)).toBe(true);
    expect(requests[2]?.expires_at).toBeNull();
    expect(requests[3]?.expires_at).toBe(new Date(2026, 11, 24, 23, 59, 59).toISOString());
  });

  it("asks for the custom day, and refuses one too far away with the contract's words", async () => {
    const { server, user } = renderScreen();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Name"), "Script");
    await user.click(scopeBox(CHECK_IN, "Read"));
    await user.click(within(dialog).getByRole("radio", { name: "Custom date" }));
    const day = within(dialog).getByLabelText("Expires at the end of");
    await submit(user, dialog);
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription("Choose the day the token expires"),
    );

    const tooFar = new Date(Date.now() + (API_TOKEN_MAX_DAYS + 2) * DAY_MS);
    const text = `${tooFar.getFullYear()}-${String(tooFar.getMonth() + 1).padStart(2, "0")}-${String(tooFar.getDate()).padStart(2, "0")}`;
    fireEvent.change(day, { target: { value: text } });
    await submit(user, dialog);
    await waitFor(() => expect(day).toHaveAccessibleDescription(API_TOKEN_MESSAGES.expiryTooFar));
    expect(server.writes()).toEqual([]);
  });

  it("limits the token to the events checked, searched on the server", async () => {
    const { server, user } = renderScreen();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Name"), "Door app");
    await user.click(scopeBox(CHECK_IN, "Write"));
    await user.click(within(dialog).getByRole("radio", { name: /Only the events I choose/ }));

    const found = await within(dialog).findByRole("group", { name: "Your events" });
    expect(within(found).getByRole("checkbox", { name: "Spring Gala" })).not.toBeChecked();
    expect(found).toHaveTextContent("Showing 1 of 25; search to find the others.");
    // None checked yet: the contract's rule says to choose one.
    await submit(user, dialog);
    expect(await within(dialog).findByText(/Choose at least one event/)).toBeInTheDocument();

    await user.click(within(found).getByRole("checkbox", { name: "Spring Gala" }));
    await user.type(within(dialog).getByLabelText("Search your events"), "summit");
    // Found by the server's search, the one checked staying among the chosen.
    await user.click(await within(dialog).findByRole("checkbox", { name: "Tech Summit" }));
    expect(within(dialog).queryByText(/Showing 1 of 25/)).toBeNull();
    const chosen = within(dialog).getByRole("group", { name: "Chosen (2)" });
    expect(within(chosen).getByRole("checkbox", { name: "Spring Gala" })).toBeChecked();
    expect(within(chosen).getByRole("checkbox", { name: "Tech Summit" })).toBeChecked();

    await submit(user, dialog);
    await screen.findByRole("dialog", { name: "Token created" });
    expect(sentRequest(server).event_ids).toEqual([choiceEventId(1), choiceEventId(2)]);
  });

  it("shows the server's refusals beside their fields, or above the form, keeping what was entered", async () => {
    let answer: FakeAnswer = {
      status: 400,
      body: {
        error: "Invalid input",
        details: [{ field: "event_ids", message: API_TOKEN_MESSAGES.eventsNotYours }],
      },
    };
    const { user } = renderScreen(() => answer);
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Name"), "Door app");
    await user.click(scopeBox(CHECK_IN, "Write"));
    await user.click(within(dialog).getByRole("radio", { name: /Only the events I choose/ }));
    await user.click(await within(dialog).findByRole("checkbox", { name: "Spring Gala" }));
    await submit(user, dialog);

    expect(await within(dialog).findByText(API_TOKEN_MESSAGES.eventsNotYours)).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "Events" })).toHaveAccessibleDescription(
      API_TOKEN_MESSAGES.eventsNotYours,
    );

    answer = { status: 409, body: { error: API_TOKEN_MESSAGES.tooMany } };
    await submit(user, dialog);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(API_TOKEN_MESSAGES.tooMany);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Door app");
    expect(scopeBox(CHECK_IN, "Write")).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Spring Gala" })).toBeChecked();
  });

  it("shows the new token once, copies it, and forgets it when closed", async () => {
    const { user } = renderScreen();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Name"), "CRM sync");
    await user.click(scopeBox(PARTICIPANTS, "Read"));
    await submit(user, dialog);

    const shown = await screen.findByRole("dialog", { name: "Token created" });
    expect(shown).toHaveTextContent(API_TOKEN_MESSAGES.created);
    const field = within(shown).getByLabelText("Your new token");
    expect(field).toHaveValue(NEW_TOKEN);
    expect(field).toHaveAttribute("readonly");
    expect(field).toHaveAccessibleDescription(API_TOKEN_MESSAGES.created);
    await user.click(within(shown).getByRole("button", { name: "Copy" }));
    expect(await within(shown).findByRole("status")).toHaveTextContent("Copied");
    expect(await navigator.clipboard.readText()).toBe(NEW_TOKEN);

    await user.click(within(shown).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create token" }));
    const again = screen.getByRole("dialog", { name: "Create an API token" });
    expect(within(again).getByLabelText("Name")).toHaveValue("");
    expect(document.body).not.toHaveTextContent(NEW_TOKEN);
  });
});
