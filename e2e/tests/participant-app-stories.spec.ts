import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pngFile } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { countMails, readMails, waitForCode } from "../support/mailbox.ts";
import { signInToApp, waitUntilSaved } from "../support/participant-app.ts";
import { checkScreen } from "../support/screen-checks.ts";
import { addParticipants, createEvent, createSession } from "../support/seed.ts";

// The participants' app at a phone's size, each story from an admin's
// arrangement through the API to what the participant does at /app, with the real SMTP sink's
// codes. The first sign-in and the ticket offline are told in participant-app.spec.ts.

test.use({ viewport: { width: 390, height: 844 } });

const tabs = (page: Page) => page.getByRole("navigation", { name: "Sections" });
const eventTabs = (page: Page) => page.getByRole("navigation", { name: "Event" });

/** A participant new to the app, of these events, under one e-mail address. */
async function addPerson(admin: Page, eventIds: string[], name: string, stamp: number) {
  const first = name.split(" ")[0]?.toLowerCase() ?? "someone";
  const email = `${first}.${stamp}@events.test`;
  for (const [index, eventId] of eventIds.entries()) {
    await addParticipants(admin, eventId, [{ name, email, username: `${first}${stamp}${index}` }]);
  }
  return { name, email };
}

test("a participant of two events sees both, bookmarks two sessions into their feed in the event's zone, and with no network still opens the ticket and the agenda", async ({
  asSystemAdmin: admin,
  page,
  context,
}) => {
  const stamp = Date.now();
  const festival = await createEvent(admin, {
    event_name: `Harbour Festival ${stamp}`,
    event_datetime: "2030-06-01T09:00:00",
    end_datetime: "2030-06-02T18:00:00",
    venue: "Pier 17, New York",
    time_zone: "America/New_York",
  });
  const gala = await createEvent(admin, {
    event_name: `Winter Gala ${stamp}`,
    event_datetime: "2030-12-05T19:00:00",
    end_datetime: "2030-12-05T23:00:00",
  });
  const session = (name: string, start_datetime: string, end_datetime: string) => ({
    name,
    start_datetime,
    end_datetime,
  });
  const opening = session("Opening of the piers", "2030-06-01T09:00:00", "2030-06-01T10:00:00");
  const tasting = session("Oyster tasting", "2030-06-01T11:30:00", "2030-06-01T12:30:00");
  const closing = session("Closing fireworks", "2030-06-02T21:00:00", "2030-06-02T21:30:00");
  for (const fields of [opening, tasting, closing]) {
    await createSession(admin, festival.id, fields);
  }
  const ada = await addPerson(admin, [festival.id, gala.id], "Ada Lovelace", stamp);

  await signInToApp(page, ada.email);
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  await expect(upcoming.getByRole("link")).toHaveText([
    new RegExp(festival.event_name),
    new RegExp(gala.event_name),
  ]);

  await upcoming.getByRole("link", { name: new RegExp(festival.event_name) }).click();
  await eventTabs(page).getByRole("link", { name: "Agenda" }).click();
  await expect(page.getByText("Times are New York time.")).toBeVisible();
  // Saved once the service worker has the page: the bookmarks' reloads are then saved too.
  await waitUntilSaved(page, `/api/me/events/${festival.id}/sessions`);
  for (const { name } of [opening, tasting]) {
    const bookmark = page.getByRole("button", { name: `Bookmark ${name}` });
    await bookmark.click();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByText("My agenda (2)")).toBeVisible();

  await page.getByRole("button", { name: "Show the feed address" }).click();
  const feedUrl = await page.getByRole("textbox", { name: "Feed address" }).inputValue();
  const feed = await (await page.request.get(feedUrl)).text();
  expect(feed).toContain(`SUMMARY:${opening.name}`);
  expect(feed).toContain(`SUMMARY:${tasting.name}`);
  expect(feed).not.toContain(closing.name);
  // In the event's zone, as entered: 09:00 and 11:30 New York time.
  expect(feed).toContain("DTSTART;TZID=America/New_York:20300601T090000");
  expect(feed).toContain("DTSTART;TZID=America/New_York:20300601T113000");
  expect(feed).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York");

  await eventTabs(page).getByRole("link", { name: "My ticket" }).click();
  const qrCode = page.getByRole("img", {
    name: `Check-in code of ${ada.name} for ${festival.event_name}`,
  });
  await expect(qrCode).toBeVisible();
  await waitUntilSaved(page, `/api/me/events/${festival.id}/ticket`);
  await waitUntilSaved(page, `/api/me/events/${festival.id}`);

  await context.setOffline(true);
  await page.reload();
  await expect(qrCode).toBeVisible();
  await eventTabs(page).getByRole("link", { name: "Agenda" }).click();
  await expect(page.getByText(/^You are offline — showing what was saved at /)).toBeVisible();
  await expect(page.getByRole("button", { name: `Bookmark ${opening.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: `Bookmark ${closing.name}` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await checkScreen(page, "the agenda offline at 390 px");
  await context.setOffline(false);
});

test("an organiser's message for the app's inbox only shows unread on the Inbox tab, opens whole, and is read after", async ({
  asSystemAdmin: admin,
  asEventAdmin: organiser,
  page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, { event_name: `Boat Show ${stamp}`, venue: "Dock 3" });
  const ada = await addPerson(admin, [event.id], "Ada Lovelace", stamp);

  await organiser.goto(`/event-admin/event-details/${event.id}`);
  await organiser
    .getByRole("region", { name: "Messages" })
    .getByRole("button", { name: "New message" })
    .click();
  const composer = organiser.getByRole("dialog", { name: "New message" });
  await composer.getByRole("radio", { name: "The app's inbox only (no e-mail)" }).check();
  await composer.getByRole("textbox", { name: "Subject" }).fill("Parking at {event_name}");
  await composer
    .getByRole("textbox", { name: "Message" })
    .fill("Dear {name},\n\nthe car park opens at 08:00.\nBring your ticket.");
  await composer.getByRole("button", { name: "Send" }).click();
  await organiser
    .getByRole("alertdialog", { name: /^Send to 1 participant/ })
    .getByRole("button", { name: "Send" })
    .click();
  await expect(composer).toBeHidden();

  await signInToApp(page, ada.email);
  await expect(tabs(page).getByRole("link", { name: "Inbox (1 unread)" })).toBeVisible();
  await tabs(page)
    .getByRole("link", { name: /^Inbox/ })
    .click();
  const subject = `Parking at ${event.event_name}`;
  const item = page.getByRole("link", { name: new RegExp(subject) });
  await expect(item).toContainText("Unread");
  await expect(item).toContainText(event.event_name);
  await expect(page.getByText("1 unread", { exact: true })).toBeVisible();
  await checkScreen(page, "the inbox at 390 px");

  await item.click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeFocused();
  const body = page.getByText(/the car park opens at 08:00/);
  expect(await body.evaluate((element) => (element as HTMLElement).innerText)).toBe(
    `Dear ${ada.name},\n\nthe car park opens at 08:00.\nBring your ticket.`,
  );
  // Read now: the tab counts nothing any more, and the list says so.
  await expect(tabs(page).getByRole("link", { name: "Inbox", exact: true })).toBeVisible();
  await checkScreen(page, "a message at 390 px");
  await page.getByRole("banner").getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByText("All read")).toBeVisible();
  await expect(item).not.toContainText("Unread");
  // The app's inbox only: the one e-mail Ada had is her sign-in code.
  expect((await readMails(ada.email)).map((mail) => mail.subject)).toEqual(["Your sign-in code"]);
});

test("a participant changes their photo in the app, and it stays after a reload", async ({
  asSystemAdmin: admin,
  page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, { event_name: `Photo Walk ${stamp}` });
  const ada = await addPerson(admin, [event.id], "Ada Lovelace", stamp);

  await signInToApp(page, ada.email);
  await tabs(page).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByText("No photo yet.")).toBeVisible();
  await checkScreen(page, "the profile at 390 px");
  await page.getByLabel("Choose a photo").setInputFiles(pngFile("ada.png"));
  await expect(page.getByText("Your new photo is saved.")).toBeVisible();
  const photo = page.getByRole("region", { name: "Photo" }).getByRole("img", { name: ada.name });
  await expect(photo).toHaveAttribute("src", /\/media\/.+\.png$/);
  await expect
    .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  await page.reload();
  await expect(photo).toBeVisible();
  await expect(page.getByLabel("Choose a new photo")).toBeAttached();
  await expect(page.getByRole("button", { name: "Remove photo" })).toBeVisible();
});

test("a participant downloads their data, deletes their account with a fresh e-mailed code, and the admins' list no longer has them", async ({
  asSystemAdmin: admin,
  page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, { event_name: `Data Fair ${stamp}` });
  const ada = await addPerson(admin, [event.id], `Ada Leaving ${stamp}`, stamp);
  const grace = await addPerson(admin, [event.id], `Grace Staying ${stamp}`, stamp);

  await signInToApp(page, ada.email);
  await tabs(page).getByRole("link", { name: "Profile" }).click();
  await page.getByRole("link", { name: "Privacy and your data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeFocused();
  await checkScreen(page, "the privacy screen at 390 px");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("my-data.json");
  expect(await readFile(await download.path(), "utf8")).toContain(ada.email);

  const alreadyReceived = await countMails(ada.email);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(
    page.getByText("We sent a code to your e-mail address. Type it here to delete your account."),
  ).toBeVisible();
  await page.getByLabel("Code from the e-mail").fill(await waitForCode(ada.email, alreadyReceived));
  await page.getByRole("button", { name: "Delete my account and my data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Goodbye" })).toBeVisible();
  await expect(page.getByText("Your account and your data were deleted.")).toBeVisible();
  await checkScreen(page, "the goodbye screen at 390 px");
  await page.goto("/app/");
  await expect(page).toHaveURL(/\/app\/sign-in$/);

  await admin.goto(`/system-admin/event-participants/${event.id}`);
  await expect(admin.getByRole("article", { name: grace.name })).toBeVisible();
  await expect(admin.getByText("1 of 1 participants")).toBeVisible();
  await expect(admin.getByRole("article", { name: ada.name })).toHaveCount(0);
});
