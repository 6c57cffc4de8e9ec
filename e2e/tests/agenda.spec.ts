import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { baseUrl } from "../support/ports.ts";
import { createEvent } from "../support/seed.ts";

const phone = { width: 375, height: 740 };

/** Adds a session through the form, leaving the times the form suggests (now, for an hour). */
async function fillSession(page: Page, name: string, venue: string): Promise<Locator> {
  await page.getByRole("button", { name: "Add Session" }).click();
  const form = page.getByRole("dialog", { name: "Add Session" });
  await form.getByLabel("Session Name").fill(name);
  await form.getByLabel("Session Type").selectOption({ label: "Keynote" });
  await form.getByLabel("Venue").fill(venue);
  await form.getByRole("button", { name: "Create Session" }).click();
  return form;
}

test("an event admin is warned of a clash in one room, sees both marked, and shares the agenda as a calendar feed", async ({
  asEventAdmin: page,
  asSystemAdmin: admin,
}) => {
  const event = await createEvent(admin, { event_name: `Agenda Summit ${Date.now()}` });
  await page.goto(`/event-admin/event-sessions/${event.id}`);
  await expect(page.getByRole("heading", { name: "Event Sessions" })).toBeVisible();

  let form = await fillSession(page, "Opening keynote", "Room 101");
  await expect(page.getByText("Session created successfully")).toBeVisible();
  await expect(form).toBeHidden();

  // The second session, at the same suggested time in the same room (written otherwise).
  form = await fillSession(page, "Press briefing", "room 101 ");
  const warning = form.getByRole("alert");
  await expect(warning).toContainText(/This overlaps Opening keynote in Room 101, \d+:\d\d [AP]M/);
  await expect(form.getByLabel("Session Name")).toHaveValue("Press briefing");
  await form.getByRole("button", { name: "Save anyway" }).click();
  await expect(form).toBeHidden();

  const keynoteCard = page.getByRole("article", { name: "Opening keynote" });
  const briefingCard = page.getByRole("article", { name: "Press briefing" });
  await expect(keynoteCard).toContainText("Overlapswith Press briefing");
  await expect(briefingCard).toContainText("Overlapswith Opening keynote");

  // The agenda: both in the room's column, each marked; Back returns to the cards.
  // A click, then the wait: the radio follows the address, which the router changes in a
  // transition, so on a busy machine it is checked a moment after the click, not at once.
  await page.getByRole("radio", { name: "Agenda" }).click();
  await expect(page).toHaveURL(/view=agenda/);
  await expect(page.getByRole("radio", { name: "Agenda" })).toBeChecked();
  const room = page.getByRole("region", { name: "Room 101" });
  await expect(room.getByRole("button", { name: /^Opening keynote/ })).toContainText(
    "with Press briefing",
  );
  await expect(room.getByRole("button", { name: /^Press briefing/ })).toContainText(
    "with Opening keynote",
  );
  await page.goBack();
  await expect(page.getByRole("radio", { name: "Cards" })).toBeChecked();
  await expect(keynoteCard).toBeVisible();

  // The calendar link, copied, is a feed of both sessions that anyone holding it can read.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  await page.getByRole("button", { name: "Copy calendar link" }).click();
  await expect(page.getByText("Calendar link copied")).toBeVisible();
  const feedUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(feedUrl).toMatch(new RegExp(`/api/sessions/ics/${event.id}\\?token=.+`));
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const calendar = await feed.text();
  expect(calendar).toContain("BEGIN:VCALENDAR");
  expect(calendar).toContain("SUMMARY:Opening keynote");
  expect(calendar).toContain("SUMMARY:Press briefing");

  // Renewed, the old link answers 404 and the new one serves the feed.
  await page.getByRole("button", { name: "Renew calendar link" }).click();
  const confirm = page.getByRole("alertdialog", {
    name: "Renew the calendar link? The old link will stop working.",
  });
  await confirm.getByRole("button", { name: "Renew" }).click();
  await expect(page.getByText("Calendar link renewed: the old link no longer works")).toBeVisible();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
  await page.getByRole("button", { name: "Copy calendar link" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(feedUrl);
  const renewed = await page.evaluate(() => navigator.clipboard.readText());
  expect((await page.request.get(renewed)).status()).toBe(200);

  // One session as a file for a calendar app.
  const download = page.waitForEvent("download");
  await keynoteCard.getByRole("link", { name: "Add to calendar: Opening keynote" }).click();
  expect((await download).suggestedFilename()).toBe("Opening keynote.ics");
});

test("on a phone the agenda is a list of the day's sessions, each naming its room", async ({
  asEventAdmin: page,
  asSystemAdmin: admin,
}) => {
  const event = await createEvent(admin, { event_name: `Agenda Phone ${Date.now()}` });
  const csrf = (await admin.context().cookies()).find(
    (cookie) => cookie.name === "csrf_access_token",
  )?.value;
  for (const [name, venue, start, end] of [
    ["Breakfast", "", "2027-05-04T08:00:00", "2027-05-04T09:00:00"],
    ["Welcome", "Hall A", "2027-05-04T09:00:00", "2027-05-04T10:00:00"],
    ["Night walk", "Harbour", "2027-05-04T23:00:00", "2027-05-05T01:00:00"],
  ] as const) {
    const response = await admin.request.post("/api/sessions/create-session", {
      headers: { "X-CSRF-TOKEN": csrf ?? "" },
      multipart: {
        event_id: event.id,
        name,
        session_type: "keynote",
        venue,
        start_datetime: start,
        end_datetime: end,
      },
    });
    expect(response.status()).toBe(201);
  }

  await page.setViewportSize(phone);
  await page.goto(`/event-admin/event-sessions/${event.id}?view=agenda`);
  const day = page.getByRole("list", { name: "Tuesday, 4th of May 2027" });
  await expect(day.getByRole("listitem")).toHaveText([
    /^Breakfast8:00 AM - 9:00 AMNo venue/,
    /^Welcome9:00 AM - 10:00 AMHall A/,
    /^Night walk11:00 PM - 5th of May, 1:00 AMHarbour/,
  ]);
  await expect(page.getByRole("region", { name: "Hall A" })).toHaveCount(0);

  // The walk past midnight is on the next day too, named with the day it began.
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page.getByRole("list", { name: "Wednesday, 5th of May 2027" })).toHaveText(
    /^Night walk4th of May, 11:00 PM - 1:00 AMHarbour/,
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);
});
