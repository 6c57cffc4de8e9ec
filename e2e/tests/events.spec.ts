import type { Page } from "@playwright/test";
import { accounts } from "../support/accounts.ts";
import { browserToday } from "../support/api.ts";
import { deleteWithConfirmation } from "../support/dialogs.ts";
import { pngFile } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { createEvent, createForeignEvent } from "../support/seed.ts";

/** Opens a date-time picker, picks today at the given time, and presses Done. */
async function pickTodayAt(page: Page, label: string, hour: string, minute: string, half: string) {
  await page.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  const picker = page.getByRole("dialog", { name: `${label}: choose a date and time` });
  await picker.getByRole("button", { name: /^Today/ }).click();
  await picker.getByLabel("Hour").selectOption(hour);
  await picker.getByLabel("Minute").selectOption(minute);
  await picker.getByLabel("AM/PM").selectOption(half);
  await picker.getByRole("button", { name: "Done" }).click();
  return picker;
}

test("a system admin creates an event with images, colours and an admin, filters, edits and deletes it", async ({
  asSystemAdmin: page,
}) => {
  const name = `Harbour Gala ${Date.now()}`;
  await page.goto("/system-admin/dashboard");
  await page.getByRole("link", { name: "Event Management" }).click();
  await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Event" });
  await expect(dialog.getByLabel("Event Status")).toHaveValue("SCHEDULED");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog.getByText("Please fill all required fields").first()).toBeVisible();

  await dialog.getByLabel("Event Name").fill(name);
  await dialog.getByLabel("Event Type").fill("Ceremonies");
  await dialog.getByRole("radio", { name: accounts.eventAdmin.name }).check();
  await dialog.getByLabel("Expected Attendees").fill("120");
  await dialog.getByLabel("Venue").fill("Pier 4 Hall");
  await dialog.getByLabel("Contact Name").fill("Carla Contact");
  // The zone is typed with the browser's zones as suggestions; one it does not know is refused.
  await dialog.getByLabel("Time Zone").fill("Mars/Olympus");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(
    dialog.getByText("Choose a time zone from the list, like Europe/Berlin"),
  ).toBeVisible();
  await dialog.getByLabel("Time Zone").fill("Europe/Berlin");

  // The start: past days cannot be chosen; today late in the evening can.
  const today = await browserToday(page);
  await page.getByRole("button", { name: /^Start/ }).click();
  const startPicker = page.getByRole("dialog", { name: "Start: choose a date and time" });
  if (today.day > 1) {
    const dayButtons = startPicker.getByRole("gridcell").getByRole("button");
    await expect(dayButtons.filter({ hasText: new RegExp(`^${today.day - 1}$`) })).toBeDisabled();
  }
  await startPicker.getByRole("button", { name: "Cancel" }).click();
  await pickTodayAt(page, "Start", "11", "55", "PM");
  await expect(page.getByRole("button", { name: /^Start .*11:55 PM/ })).toBeVisible();

  // An end before the start is refused by the picker.
  const endPicker = await pickTodayAt(page, "End", "11", "00", "PM");
  await expect(endPicker.getByRole("alert")).toHaveText("The end cannot be before the start");
  await endPicker.getByRole("button", { name: "Cancel" }).click();

  await dialog.getByLabel("Logo").setInputFiles(pngFile("logo.png"));
  await dialog.getByLabel("Cover Image").setInputFiles(pngFile("cover.png"));
  await dialog.getByLabel("Primary", { exact: true }).fill("#112233");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card).toContainText("Pier 4 Hall");
  await expect(card).toContainText("Carla Contact");
  await expect(card).toContainText("Scheduled");
  await expect(card).toContainText("11:55 PM");
  await expect(card.getByRole("img").first()).toHaveAttribute("src", /\/media\/event-images\//);

  // Filters: status, the start's calendar day, and text over name and venue.
  await page.getByLabel("Status").selectOption({ label: "Completed" });
  await expect(page.getByText("No Events Found")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "All Events" });
  await expect(card).toBeVisible();
  await page.getByLabel("Date", { exact: true }).fill("2099-01-01");
  await expect(page.getByText("No Events Found")).toBeVisible();
  await page.getByLabel("Date", { exact: true }).fill(today.isoDate);
  await expect(card).toBeVisible();
  await page.getByLabel("Date", { exact: true }).fill("");
  await page.getByPlaceholder("Search here...").fill("pier 4");
  await expect(card).toBeVisible();
  await page.getByPlaceholder("Search here...").fill("no such venue anywhere");
  await expect(
    page.getByText(
      "There are no events matching your criteria. Try adjusting your search or filters.",
    ),
  ).toBeVisible();
  await page.getByPlaceholder("Search here...").fill("");

  // Edit: the form opens filled in; the change shows on the card.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Event" });
  await expect(editDialog.getByLabel("Event Name")).toHaveValue(name);
  await expect(editDialog.getByLabel("Primary", { exact: true })).toHaveValue(/#112233/i);
  await expect(editDialog.getByLabel("Time Zone")).toHaveValue("Europe/Berlin");
  await editDialog.getByLabel("Event Name").fill(`${name} (moved)`);
  await editDialog.getByLabel("Event Status").selectOption("ACTIVE");
  await editDialog.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated successfully")).toBeVisible();
  const movedCard = page.getByRole("article").filter({ hasText: `${name} (moved)` });
  await expect(movedCard).toContainText("Active");

  await movedCard.getByRole("link", { name: `${name} (moved)` }).click();
  await expect(page).toHaveURL(/\/system-admin\/event-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Europe/Berlin")).toBeVisible();
  await page.goBack();

  await deleteWithConfirmation(
    page.getByRole("button", { name: `Delete ${name} (moved)` }),
    "Are you sure you want to delete this event?",
    "Event deleted successfully",
  );
  await expect(movedCard).toHaveCount(0);
});

test("an event admin sees only their own events and creates one", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  await admin.goto("/system-admin/dashboard");
  const own = await createEvent(admin, { event_name: `Eve's Lecture ${Date.now()}` });
  const foreign = await createForeignEvent(admin, "Otto Other", `Otto's Lecture ${Date.now()}`);

  await page.goto("/event-admin/dashboard");
  await page.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: own.event_name })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: foreign.event_name })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete All Events" })).toHaveCount(0);

  const name = `Eve's Workshop ${Date.now()}`;
  await page.getByRole("button", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Event" });
  await expect(dialog.getByRole("radio", { name: accounts.eventAdmin.name })).toBeChecked();
  await dialog.getByLabel("Event Name").fill(name);
  await dialog.getByLabel("Event Type").fill("Workshops");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created successfully")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: name })).toContainText(
    "No contact specified",
  );
});

test("the system admin dashboard counts and lists, and delete-all empties the events", async ({
  asSystemAdmin: page,
}) => {
  await page.goto("/system-admin/events");
  await expect(page.getByRole("article").first()).toBeVisible();
  const eventCount = await page.getByRole("article").count();

  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { name: "System Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Total Events ${eventCount}` })).toBeVisible();
  const recent = page.getByRole("region", { name: "Recent Events" });
  await expect(recent.getByRole("listitem")).toHaveCount(Math.min(3, eventCount));

  await page.getByRole("link", { name: "Add New Event", exact: true }).click();
  await expect(page).toHaveURL(/\/system-admin\/events$/);
  await deleteWithConfirmation(
    page.getByRole("button", { name: "Delete All Events" }),
    "Are you sure you want to delete all events?",
    "All events deleted successfully",
  );
  await expect(page.getByText("No Events Found")).toBeVisible();

  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByText("No recent events found.")).toBeVisible();
});
