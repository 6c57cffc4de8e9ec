import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { accounts } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { checkScreen } from "../support/screen-checks.ts";
import { addParticipants, createEvent } from "../support/seed.ts";

/** The file a click downloads, with the name the server gave it. */
async function downloadFile(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test("a system admin erases a person, and the participants list, the activity log and the export no longer show them", async ({
  asSystemAdmin: page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(page, { event_name: `Data Day ${stamp}` });
  const ada = {
    name: `Ada Forgotten ${stamp}`,
    email: `ada.${stamp}@events.test`,
    username: `ada_${stamp}`,
  };
  const grace = {
    name: `Grace Kept ${stamp}`,
    email: `grace.${stamp}@events.test`,
    username: `grace_${stamp}`,
  };
  await addParticipants(page, event.id, [ada, grace]);

  // The sidebar's Privacy, beside Activity; the address in any case finds her.
  await page.goto("/system-admin/dashboard");
  await page.getByRole("link", { name: "Privacy", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Privacy", exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(` ${ada.email.toUpperCase()}`);
  await page.getByRole("button", { name: "Find" }).click();
  const held = page.getByRole("region", { name: `Held on ${ada.email}` });
  await expect(held.getByRole("row", { name: new RegExp(event.event_name) })).toContainText(
    "AttendeeNot checked in",
  );
  const json = await downloadFile(page, () =>
    held.getByRole("link", { name: "Download as JSON" }).click(),
  );
  expect(JSON.parse(json.bytes.toString("utf8"))).toMatchObject({
    email: ada.email,
    participants: [{ name: ada.name, event_name: event.event_name }],
  });
  const zip = await downloadFile(page, () =>
    held.getByRole("link", { name: "Download data" }).click(),
  );
  expect(zip.name).toMatch(/\.zip$/);
  expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  await checkScreen(page, "the Privacy screen with a person found");

  // The address must be typed again exactly; then the erasure runs and is recorded.
  await held.getByRole("button", { name: "Erase person" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase person" });
  const confirmation = dialog.getByLabel("Type the e-mail address again to confirm");
  await confirmation.fill(grace.email);
  await dialog.getByLabel("Reason").fill("She asked to be forgotten");
  await dialog.getByRole("button", { name: "Erase person" }).click();
  await expect(confirmation).toHaveAccessibleDescription(
    "Type the person's e-mail address exactly to confirm",
  );
  await confirmation.fill(ada.email);
  await dialog.getByRole("button", { name: "Erase person" }).click();
  await expect(
    page.getByText(
      /^Erased: 1 participant, 0 files, \d+ activity entr(y|ies) redacted, 0 queued e-mails cancelled$/,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Nothing is held on this e-mail address")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
  const record = page.getByRole("region", { name: "Past erasures, newest first" });
  await expect(record.getByRole("row").nth(1)).toContainText(
    new RegExp(
      `${accounts.systemAdmin.name}Person's requestShe asked to be forgotten1 participant`,
    ),
  );
  await checkScreen(page, "the Privacy screen after an erasure");

  // The event's participants: Grace alone, on screen and in the export.
  await page.goto(`/system-admin/event-participants/${event.id}`);
  await expect(page.getByRole("article", { name: grace.name })).toBeVisible();
  await expect(page.getByText("1 of 1 participants")).toBeVisible();
  await expect(page.getByRole("article", { name: ada.name })).toHaveCount(0);
  const exported = (
    await downloadFile(page, () =>
      page.getByRole("button", { name: "Export participants as CSV" }).click(),
    )
  ).bytes.toString("utf8");
  expect(exported).toContain(grace.email);
  for (const trace of [ada.name, ada.email, ada.username]) expect(exported).not.toContain(trace);

  // The activity log still says who added the participants and when, but not who she was.
  await page.goto(`/system-admin/activity?event_id=${event.id}`);
  await expect(page.getByRole("article", { name: "Created · Participant" }).first()).toBeVisible();
  await expect(page.getByText("[erased]").first()).toBeVisible();
  const activity = page.getByRole("list", { name: "Activity entries" });
  await expect(activity).toContainText(grace.email);
  for (const trace of [ada.name, ada.email, ada.username]) {
    await expect(activity).not.toContainText(trace);
  }
});

test("an event admin has no Privacy screen", async ({ asEventAdmin: page }) => {
  await page.goto("/event-admin/dashboard");
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Privacy", exact: true })).toHaveCount(0);
  await page.goto("/event-admin/privacy");
  await expect(page.getByText("Event Admin Page Not Found")).toBeVisible();
});
