import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PATTERN,
  API_TOKEN_SHOWN_LENGTH,
  missingScopeMessage,
  WEBHOOK_MESSAGES,
} from "@events/contract";
import { type APIResponse, type Locator, type Page, request } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { accounts } from "../support/accounts.ts";
import { expect } from "../support/fixtures.ts";
import { baseUrl } from "../support/ports.ts";
import { addParticipants, createEvent } from "../support/seed.ts";
import { RECEIVED_ANSWER, test, verifyDelivery } from "../support/webhook-receiver.ts";

// Scoped API tokens and signed webhooks: the organiser makes a token
// that may only read one event's participants, and another system uses it from outside the
// browser; she adds a webhook to a receiver on this machine, checks someone in, and the receiver
// gets that one change, signed, which the deliveries screen then lists.

type Participant = { id: string; name: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far a moment the page shows may be from the one the story expects: seconds pass between. */
const SLACK_MS = 2 * 60 * 1000;
/** A delivery is sent within seconds; the list asks again every 5 s while one is pending. */
const DELIVERY_TIMEOUT_MS = 30_000;
/** The event's Messages, Activity and Webhooks cards load after its own, later still under load. */
const LAZY_CARD_TIMEOUT_MS = 20_000;

/** The value a description list gives for a term, as the token and delivery lists lay out theirs. */
function detailOf(item: Locator, term: string): Locator {
  return item.locator(`dt:text-is("${term}") + dd`);
}

/** The moment a <time> element holds, in milliseconds since 1970. */
async function momentOf(time: Locator): Promise<number> {
  return Date.parse((await time.getAttribute("datetime")) ?? "");
}

/** An answer of an error with the message the server gives for it, and its code. */
async function expectError(response: APIResponse, status: number, message: string) {
  expect(response.status(), `${response.url()} answered`).toBe(status);
  const { error, code } = (await response.json()) as { error: string; code: unknown };
  expect(error).toBe(message);
  expect(code).toEqual(expect.any(String));
}

/** Opens the signed-in admin's API tokens from the menu their name opens in the top bar. */
async function openApiTokens(admin: Page) {
  await admin.goto("/event-admin/dashboard");
  await admin.getByRole("button", { name: new RegExp(accounts.eventAdmin.name) }).click();
  await admin.getByRole("menuitem", { name: "API tokens" }).click();
  await expect(admin).toHaveURL("/event-admin/api-tokens");
  await expect(admin.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();
}

test("an organiser's token reads one event's participants and nothing more, and a webhook sends a check-in, signed, to a local receiver", async ({
  asSystemAdmin: root,
  asEventAdmin: admin,
  webhookReceiver,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const harbour = await createEvent(root, { event_name: `Harbour Conference ${stamp}` });
  const summit = await createEvent(root, { event_name: `Winter Summit ${stamp}` });
  await addParticipants(root, harbour.id, [
    { name: "Ada Lovelace", email: `ada.${stamp}@events.test`, username: `ada${stamp}` },
    { name: "Grace Hopper", email: `grace.${stamp}@events.test`, username: `grace${stamp}` },
  ]);
  await addParticipants(root, summit.id, [
    { name: "Alan Turing", email: `alan.${stamp}@events.test`, username: `alan${stamp}` },
  ]);

  // The badge printer's token: participants, read only, of the Harbour Conference, for 30 days.
  await openApiTokens(admin);
  await admin.getByRole("button", { name: "Create token" }).click();
  const form = admin.getByRole("dialog", { name: "Create an API token" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Badge printer");
  await form
    .getByRole("group", { name: "Participants (and registrations)" })
    .getByRole("checkbox", { name: "Read" })
    .check();
  await form.getByRole("radio", { name: "Only the events I choose" }).check();
  await form.getByRole("searchbox", { name: "Search your events" }).fill(harbour.event_name);
  // The search is asked once typing stops; until it answers, the list found before stays.
  const found = form.getByRole("group", { name: "Your events" });
  await expect(found.getByRole("checkbox")).toHaveCount(1);
  // Clicked, not check(): once checked it moves from the events found to those chosen.
  await found.getByRole("checkbox", { name: harbour.event_name }).click();
  await expect(
    form.getByRole("group", { name: "Chosen (1)" }).getByRole("checkbox", {
      name: harbour.event_name,
    }),
  ).toBeChecked();
  await form.getByRole("radio", { name: "30 days" }).check();
  await expectAccessible(admin, "the token form");
  const createdAt = Date.now();
  await form.getByRole("button", { name: "Create token" }).click();

  // Shown once, to copy.
  const shown = admin.getByRole("dialog", { name: "Token created" });
  await expect(shown).toContainText(API_TOKEN_MESSAGES.created);
  const tokenField = shown.getByRole("textbox", { name: "Your new token" });
  await expect(tokenField).toHaveValue(API_TOKEN_PATTERN);
  const token = await tokenField.inputValue();
  await admin
    .context()
    .grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  await shown.getByRole("button", { name: "Copy" }).click();
  await expect(shown.getByRole("status")).toHaveText("Copied");
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectAccessible(admin, "the new token");
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  const printer = admin
    .getByRole("list", { name: "Your API tokens" })
    .getByRole("listitem", { name: "Badge printer" });
  await expect(printer).toContainText(token.slice(0, API_TOKEN_SHOWN_LENGTH));
  await expect(printer).not.toContainText(token);
  await expect(printer).toContainText("participants:read");
  await expect(printer).not.toContainText(":write");
  await expect(printer).toContainText(harbour.event_name);
  await expect(printer).not.toContainText(summit.event_name);
  await expect(printer).toContainText("Never used");
  const expires = detailOf(printer, "Expires").locator("time");
  expect(Math.abs((await momentOf(expires)) - (createdAt + 30 * DAY_MS))).toBeLessThan(SLACK_MS);

  // Another system calls the API with the token alone: no cookie, no CSRF header.
  const badgePrinter = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  const listed = await badgePrinter.get(
    `/api/participants/get-all-participants-by-event/${harbour.id}`,
  );
  expect(listed.status()).toBe(200);
  const { participants } = (await listed.json()) as { participants: Participant[] };
  expect(participants.map((participant) => participant.name).sort()).toEqual([
    "Ada Lovelace",
    "Grace Hopper",
  ]);
  const ada = participants.find((participant) => participant.name === "Ada Lovelace");
  if (!ada) throw new Error("Ada is not listed");
  // Eve's other event is not the token's: as if it did not exist.
  const otherEvent = await badgePrinter.get(
    `/api/participants/get-all-participants-by-event/${summit.id}`,
  );
  expect(otherEvent.status()).toBe(404);
  await expectError(
    await badgePrinter.post("/api/participants/create-single", {
      data: {
        event_id: harbour.id,
        name: "Mallory Printer",
        email: `mallory.${stamp}@events.test`,
        username: `mallory${stamp}`,
        phone: "",
      },
    }),
    403,
    missingScopeMessage("participants:write"),
  );
  await expectError(
    await badgePrinter.post(`/api/participants/check-in/${ada.id}`),
    403,
    missingScopeMessage("check-in:write"),
  );
  await expectError(
    await badgePrinter.get("/api/users/get-all-users"),
    403,
    API_TOKEN_MESSAGES.notForTokens,
  );
  const usedAt = Date.now();
  await badgePrinter.dispose();

  await admin.reload();
  const lastUse = detailOf(printer, "Last used").locator("time");
  await expect(lastUse).toHaveText(/ from 127\.0\.0\.1$/);
  expect(Math.abs((await momentOf(lastUse)) - usedAt)).toBeLessThan(SLACK_MS);
  await expect(printer).not.toContainText("Never used");

  // A webhook on the Harbour Conference, for check-ins, to the receiver on this machine.
  const hookUrl = webhookReceiver.urlOf("/hook");
  await admin.goto(`/event-admin/event-details/${harbour.id}`);
  const card = admin.getByRole("region", { name: "Webhooks" });
  await expect(card).toContainText("No webhooks yet", { timeout: LAZY_CARD_TIMEOUT_MS });
  await card.getByRole("button", { name: "Add webhook" }).first().click();
  const addForm = admin.getByRole("dialog", { name: "Add webhook" });
  await addForm.getByRole("textbox", { name: "Address (URL)" }).fill(hookUrl);
  await addForm.getByRole("checkbox", { name: "participant.checked_in", exact: true }).check();
  await addForm.getByRole("button", { name: "Add webhook" }).click();
  const secretDialog = admin.getByRole("dialog", { name: "Signing secret" });
  await expect(secretDialog).toContainText(WEBHOOK_MESSAGES.created);
  const secretField = secretDialog.getByRole("textbox", { name: "Signing secret" });
  await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/=]+$/);
  const secret = await secretField.inputValue();
  await expectAccessible(admin, "the webhook's signing secret");
  await secretDialog.getByRole("button", { name: "Done" }).click();
  await expect(secretDialog).toBeHidden();
  const hook = card.getByRole("listitem", { name: hookUrl });
  await expect(hook).toContainText("Enabled");
  await expect(hook).toContainText("Participants: checked in");
  await expect(hook).toContainText("No deliveries yet");
  await expectAccessible(admin, "the event's Webhooks card");

  // Ada arrives: checked in at the door's screen, found by name.
  await admin.getByRole("link", { name: "Check-in" }).click();
  await expect(admin).toHaveURL(`/event-admin/check-in/${harbour.id}`);
  await admin.getByRole("searchbox", { name: "Find a participant" }).fill("ada");
  const adaCard = admin.getByRole("article", { name: "Ada Lovelace" });
  await adaCard.getByRole("button", { name: "Check in Ada Lovelace" }).click();
  await expect(
    adaCard.getByRole("button", { name: "Undo check-in of Ada Lovelace" }),
  ).toBeVisible();

  // The receiver gets that one change, signed with the webhook's secret.
  const checkInRequest = await webhookReceiver.waitForRequest(1);
  expect(checkInRequest.method).toBe("POST");
  expect(checkInRequest.path).toBe("/hook");
  const checkIn = verifyDelivery(secret, checkInRequest);
  expect(checkIn.webhookId).toMatch(/^msg_/);
  expect(checkIn.payload.type).toBe("participant.checked_in");
  expect(checkIn.payload.data.id).toBe(ada.id);
  expect(checkIn.payload.data.event_id).toBe(harbour.id);
  expect(checkIn.payload.data.actor).toMatchObject({
    name: accounts.eventAdmin.name,
    via_token: null,
  });

  // The deliveries screen lists it as answered 200.
  await admin.goto(`/event-admin/event-details/${harbour.id}`);
  await admin.getByRole("link", { name: `Deliveries of ${hookUrl}` }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Webhook deliveries" })).toBeVisible();
  const deliveries = admin.getByRole("list", { name: "Deliveries, newest first" });
  const checkInItem = deliveries.getByRole("listitem", { name: /^participant\.checked_in, / });
  await expect(checkInItem).toHaveCount(1);
  await expect(checkInItem).toContainText("Succeeded", { timeout: DELIVERY_TIMEOUT_MS });
  await expect(detailOf(checkInItem, "Response code")).toHaveText("200");
  await expect(detailOf(checkInItem, "Attempts")).toHaveText("1");
  expect(webhookReceiver.received).toHaveLength(1);
  await checkInItem.getByRole("button", { name: /^Details of participant\.checked_in/ }).click();
  await expect(checkInItem).toContainText(checkIn.webhookId);
  await expect(checkInItem).toContainText(RECEIVED_ANSWER);
  await expectAccessible(admin, "the webhook's deliveries");

  // A test reaches the receiver as webhook.test, signed alike.
  await admin.getByRole("button", { name: "Send test" }).click();
  await expect(admin.getByText(WEBHOOK_MESSAGES.testQueued)).toBeVisible();
  const testDelivery = verifyDelivery(secret, await webhookReceiver.waitForRequest(2));
  expect(testDelivery.payload.type).toBe("webhook.test");
  expect(testDelivery.webhookId).not.toBe(checkIn.webhookId);
  const testItem = deliveries.getByRole("listitem", { name: /^webhook\.test, / });
  await expect(testItem).toContainText("Succeeded", { timeout: DELIVERY_TIMEOUT_MS });
  await expect(detailOf(testItem, "Response code")).toHaveText("200");

  // Redelivered, the check-in comes again under the same webhook-id, so the receiver can tell.
  await checkInItem.getByRole("button", { name: /^Redeliver participant\.checked_in/ }).click();
  await expect(admin.getByText(WEBHOOK_MESSAGES.redelivering)).toBeVisible();
  const redelivered = verifyDelivery(secret, await webhookReceiver.waitForRequest(3));
  expect(redelivered.webhookId).toBe(checkIn.webhookId);
  expect(redelivered.payload).toEqual(checkIn.payload);
  await expect(detailOf(checkInItem, "Attempts")).toHaveText("2", { timeout: DELIVERY_TIMEOUT_MS });
  await expect(checkInItem).toContainText("Succeeded");
});
