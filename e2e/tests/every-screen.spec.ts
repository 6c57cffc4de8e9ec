import type { Page } from "@playwright/test";
import { accounts } from "../support/accounts.ts";
import { pngFile } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { checkScreen } from "../support/screen-checks.ts";
import {
  addParticipants,
  createEvent,
  createSession,
  type Event,
  uploadEventDocument,
  uploadSessionDocument,
} from "../support/seed.ts";
import { submitCredentials } from "../support/sign-in.ts";

const phone = { width: 375, height: 740 };

/** An event of Eve's with something in every part, so each screen shows its full state. */
async function seedFullEvent(admin: Page): Promise<Event> {
  const stamp = Date.now();
  const event = await createEvent(admin, {
    event_name: `Harbour Conference ${stamp}`,
    event_status: "ACTIVE",
    venue: "Quay Hall",
    description: "Three days by the water",
    event_datetime: "2027-05-04T09:00:00",
    end_datetime: "2027-05-06T17:00:00",
    contact_person_name: "Dana Desk",
    contact_person_email: `dana.desk.with.a.rather.long.address.${stamp}@events-organisation.test`,
    contact_person_phone: "+44 20 7946 0001",
    theme_colors: ["#112233", "#445566", "#778899"],
  });
  await uploadEventDocument(admin, event.id);
  const withDocument = await createSession(admin, event.id, {
    name: "Opening keynote",
    venue: "Main stage",
  });
  await uploadSessionDocument(admin, withDocument.id);
  await createSession(admin, event.id, { name: "Harbour walk", withImage: true });
  await addParticipants(admin, event.id, [
    {
      name: "Ada Lovelace",
      email: `ada.lovelace.of.the.analytical.engine.${stamp}@events-organisation.test`,
      username: `ada${stamp}`,
      participant_role: "speaker",
    },
    { name: "Alan Turing", email: `alan.${stamp}@events.test`, username: `alan${stamp}` },
  ]);
  return event;
}

async function openDialog(page: Page, button: string, title: string | RegExp) {
  await page.getByRole("button", { name: button, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
  await checkScreen(page, path);
}

async function tourSignedOut(page: Page) {
  await visit(page, "/login", "Welcome Back");
  await visit(page, "/privacy-policy", "Privacy Policy");
  await submitCredentials(page, accounts.eventAdmin);
  await expect(page.getByLabel("Digit 1 of 6")).toBeVisible();
  await checkScreen(page, "/verify-otp");
}

async function tourSystemAdmin(page: Page, event: Event) {
  await visit(page, "/system-admin/dashboard", "System Admin Dashboard");

  await visit(page, "/system-admin/system-admins", "System Admin Management");
  let dialog = await openDialog(page, "Add New Admin", "Add New Admin");
  await checkScreen(page, "the add system admin dialog");
  await dialog.getByRole("button", { name: "Close" }).click();

  await visit(page, "/system-admin/event-admins", "Event Admin Management");
  dialog = await openDialog(page, "Add New Event Admin", "Add New Event Admin");
  await checkScreen(page, "the add event admin dialog");
  await dialog.getByRole("button", { name: "Close" }).click();
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await checkScreen(page, "the confirm dialog");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  await visit(page, "/system-admin/events", "Events");
  dialog = await openDialog(page, "Create Event", "Add New Event");
  await checkScreen(page, "the event dialog");
  await dialog.getByRole("button", { name: /^Start/ }).click();
  const picker = page.getByRole("dialog", { name: "Start: choose a date and time" });
  await expect(picker).toBeVisible();
  await checkScreen(page, "the date and time picker");
  await picker.getByRole("button", { name: "Cancel" }).click();
  await page.keyboard.press("Escape");

  await visit(page, `/system-admin/event-details/${event.id}`, event.event_name);
  dialog = await openDialog(page, "Upload Document", "Upload Document");
  await checkScreen(page, "the upload dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "View programme.pdf" }).click();
  await expect(page.getByRole("dialog", { name: "programme.pdf" })).toBeVisible();
  await checkScreen(page, "the document viewer");
  await page.keyboard.press("Escape");

  await visit(page, `/system-admin/event-participants/${event.id}`, "Event Participants");
  await visit(page, `/system-admin/event-sessions/${event.id}`, "Event Sessions");
  await visit(page, `/system-admin/event-sessions/${event.id}?view=agenda`, "Event Sessions");
  await visit(page, "/system-admin/activity", "Activity");
  await expect(page.getByRole("table", { name: /Changes/ }).first()).toBeVisible();
  await visit(page, "/system-admin/privacy", "Privacy");
  await visit(page, "/system-admin/no-such-page", "System Admin Page Not Found");
}

async function tourEventAdmin(page: Page, event: Event) {
  await visit(page, "/event-admin/dashboard", "Event Admin Dashboard");
  await visit(page, "/event-admin/events", "Events");
  await visit(page, `/event-admin/event-details/${event.id}`, event.event_name);
  await visit(page, `/event-admin/event-participants/${event.id}`, "Event Participants");
  await visit(page, `/event-admin/event-sessions/${event.id}`, "Event Sessions");
  await visit(page, `/event-admin/event-sessions/${event.id}?view=agenda`, "Event Sessions");
  await visit(page, `/event-admin/activity?event_id=${event.id}`, "Activity");

  await visit(page, "/event-admin/sessions", "My Events");
  await page.getByRole("button", { name: event.event_name }).click();
  const sessions = page.getByRole("dialog", { name: `Sessions for ${event.event_name}` });
  await expect(sessions.getByRole("article", { name: "Harbour walk" })).toBeVisible();
  await checkScreen(page, "the sessions dialog");
  await sessions.getByRole("button", { name: "Add Session" }).click();
  const form = page.getByRole("dialog", { name: "Add Session" });
  await expect(form).toBeVisible();
  await checkScreen(page, "the session dialog");
  await form.getByRole("button", { name: "Cancel" }).click();
  await sessions.getByRole("button", { name: "Document for Opening keynote" }).click();
  await expect(page.getByRole("dialog", { name: "Document for Opening keynote" })).toContainText(
    "slides.pdf",
  );
  await checkScreen(page, "the session document dialog");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  await visit(page, "/event-admin/participants", "Events & Participants Management");
  await page.getByRole("button", { name: event.event_name }).click();
  const participants = page.getByRole("dialog", { name: `${event.event_name} - Participants` });
  await expect(participants.getByText("Ada Lovelace")).toBeVisible();
  await checkScreen(page, "the participants dialog");
  await participants.getByRole("button", { name: "Add Participants" }).click();
  const add = page.getByRole("dialog", { name: `Add Participants to ${event.event_name}` });
  await expect(add).toBeVisible();
  await add.getByLabel("Profile Image").setInputFiles(pngFile("face.png"));
  await checkScreen(page, "the add participants dialog");
  await page.keyboard.press("Escape");

  await visit(page, "/event-admin/no-such-page", "Event Admin Page Not Found");
}

/** Takes the tour at the desktop size the page starts with, then again on a phone. */
async function onDesktopThenPhone(page: Page, tour: () => Promise<void>) {
  await tour();
  await page.setViewportSize(phone);
  await tour();
}

test.describe("every screen and dialog passes axe and scrolls only up and down", () => {
  // A tour runs axe on some twenty screens, twice; with both cores loaded by other work the
  // system admin's took 170-180 s. A ceiling against a hung tour, not a speed target.
  test.describe.configure({ timeout: 360_000 });

  test("signed out, on a desktop", async ({ page }) => {
    await tourSignedOut(page);
  });

  test("signed out, on a phone", async ({ page }) => {
    await page.setViewportSize(phone);
    await tourSignedOut(page);
  });

  test("the system admin's screens, on a desktop and on a phone", async ({
    asSystemAdmin: page,
  }) => {
    const event = await seedFullEvent(page);
    await onDesktopThenPhone(page, () => tourSystemAdmin(page, event));
  });

  test("the event admin's screens, on a desktop and on a phone", async ({
    asSystemAdmin: admin,
    asEventAdmin: page,
  }) => {
    const event = await seedFullEvent(admin);
    await onDesktopThenPhone(page, () => tourEventAdmin(page, event));
  });
});
