import { accounts } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { checkScreen } from "../support/screen-checks.ts";
import { createEvent } from "../support/seed.ts";

const phone = { width: 375, height: 740 };

test("a system admin moves an event to another venue and finds the change, old and new, in the activity log", async ({
  asSystemAdmin: page,
}) => {
  const name = `Harbour Lecture ${Date.now()}`;
  const event = await createEvent(page, { event_name: name, venue: "Old Boathouse" });

  await page.goto("/system-admin/events");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Event" });
  await expect(editDialog.getByLabel("Venue")).toHaveValue("Old Boathouse");
  await editDialog.getByLabel("Venue").fill("Pier 4 Hall");
  await editDialog.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated successfully")).toBeVisible();

  // The event's Activity card has the change on one line, newest first.
  await page.getByRole("article").filter({ hasText: name }).getByRole("link", { name }).click();
  const card = page.getByRole("region", { name: "Activity" });
  await expect(card.getByRole("listitem")).toHaveText([
    new RegExp(`${accounts.systemAdmin.name} · Updated · Event: Venue$`),
    new RegExp(`${accounts.systemAdmin.name} · Created · Event: `),
  ]);

  // The sidebar's Activity lists everything; the filters narrow it to this event's updates.
  await page.getByRole("link", { name: "Activity", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Activity", exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Event", exact: true }).selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`/system-admin/activity\\?event_id=${event.id}$`));
  await page.getByRole("combobox", { name: "Action" }).selectOption({ label: "Updated" });
  await expect(page.getByText("1 entry", { exact: true })).toBeVisible();

  const entry = page.getByRole("article", { name: "Updated · Event" });
  await expect(entry.getByRole("link", { name })).toBeVisible();
  await expect(entry).toContainText(`${accounts.systemAdmin.name} · System admin`);
  const changes = entry.getByRole("table", { name: "Changes: Updated · Event" });
  await expect(changes.getByRole("row")).toHaveText([
    "FieldBeforeAfter",
    "VenueOld BoathousePier 4 Hall",
  ]);
  await checkScreen(page, "the Activity screen filtered to one update");

  // The back button takes the Action filter off again; the create is listed beside the update.
  await page.goBack();
  await expect(page.getByRole("combobox", { name: "Action" })).toHaveValue("");
  await expect(page.getByText("2 entries", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "Created · Event" })).toBeVisible();

  // At a phone's width the entries stack and nothing scrolls sideways.
  await page.setViewportSize(phone);
  await expect(changes.getByRole("row", { name: "Venue Old Boathouse Pier 4 Hall" })).toBeVisible();
  await checkScreen(page, "the Activity screen at 375 px");
});

test("an event admin follows her event's Activity card to the change a system admin made", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  const name = `Quay Workshop ${Date.now()}`;
  const event = await createEvent(admin, { event_name: name, venue: "Quay Room" });

  await page.goto(`/event-admin/event-details/${event.id}`);
  const card = page.getByRole("region", { name: "Activity" });
  await expect(card.getByRole("listitem")).toHaveText([
    new RegExp(`${accounts.systemAdmin.name} · Created · Event: .*Venue`),
  ]);
  await card.getByRole("link", { name: "View all activity" }).click();

  await expect(page).toHaveURL(new RegExp(`/event-admin/activity\\?event_id=${event.id}$`));
  await expect(page.getByRole("combobox", { name: "Event", exact: true })).toHaveValue(event.id);
  const entry = page.getByRole("article", { name: "Created · Event" });
  await expect(
    entry.getByRole("table").getByRole("row", { name: /^Venue — Quay Room$/ }),
  ).toBeVisible();
  await checkScreen(page, "the event admin's Activity screen");
});
