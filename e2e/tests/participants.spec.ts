import type { Locator, Page } from "@playwright/test";
import { deleteWithConfirmation } from "../support/dialogs.ts";
import { pngFile } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { createEvent } from "../support/seed.ts";

async function readTotal(page: Page, label: string): Promise<number> {
  const card = page.getByRole("link", { name: new RegExp(`^${label} \\d+$`) });
  await expect(card).toBeVisible();
  return Number((await card.textContent())?.match(/(\d+)\s*$/)?.[1]);
}

/** Fills in the form's row for one person, whose email is `{username}@events.test`. */
async function fillParticipant(
  form: Locator,
  row: number,
  person: { name: string; username: string; role?: string; imageName?: string },
) {
  const group = form.getByRole("group", { name: `Participant ${row}` });
  await group.getByLabel("Name", { exact: true }).fill(person.name);
  await group.getByLabel("Email").fill(`${person.username}@events.test`);
  await group.getByLabel("Username").fill(person.username);
  if (person.role) await group.getByLabel("Role").selectOption({ label: person.role });
  if (person.imageName) {
    await group.getByLabel("Profile Image").setInputFiles(pngFile(person.imageName));
  }
}

test("an event admin adds three participants in one submit, searches, deletes one, and sees the totals change", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, {
    event_name: `Research Week ${stamp}`,
    description: "Talks for the whole department",
    venue: "Hall B",
  });

  await page.goto("/event-admin/dashboard");
  await expect(page.getByRole("heading", { name: "Event Admin Dashboard" })).toBeVisible();
  const participantsBefore = await readTotal(page, "Total Participants");
  const eventsBefore = await readTotal(page, "Total Events");
  expect(eventsBefore).toBeGreaterThanOrEqual(1);

  await page.goto("/event-admin/participants");
  await expect(
    page.getByRole("heading", { name: "Events & Participants Management" }),
  ).toBeVisible();
  await page.getByPlaceholder("Search events by name, description, or location...").fill("hall b");
  await page.getByRole("button", { name: event.event_name }).click();
  const list = page.getByRole("dialog", { name: `${event.event_name} - Participants` });
  await expect(list.getByText("No Participants Yet")).toBeVisible();
  // One search box serves the events and the open event's participants (spec doc 2 §2).
  await expect(list.getByLabel("Search participants")).toHaveValue("hall b");
  await list.getByLabel("Search participants").fill("");
  await list.getByRole("button", { name: "Add First Participant" }).click();

  const form = page.getByRole("dialog", { name: `Add Participants to ${event.event_name}` });
  await form.getByRole("button", { name: "Add Participants" }).click();
  await expect(
    form.getByText("Please fill in name, email and username for all participants").first(),
  ).toBeVisible();

  const people = [
    { name: "Ada Lovelace", username: `ada${stamp}`, role: "Speaker" },
    { name: "Grace Hopper", username: `grace${stamp}`, imageName: "grace.png" },
    { name: "Alan Turing", username: `alan${stamp}`, role: "Guest" },
  ];
  for (const [index, person] of people.entries()) {
    if (index > 0) await form.getByRole("button", { name: "Add Another Participant" }).click();
    await fillParticipant(form, index + 1, person);
  }
  await form.getByRole("button", { name: "Add Participants" }).click();
  await expect(page.getByText("Participants added successfully with images")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(list.getByText("3 participant(s)")).toBeVisible();
  await expect(list.getByRole("article", { name: "Grace Hopper" }).locator("img")).toHaveAttribute(
    "src",
    /\/media\/participant-images\//,
  );

  await list.getByLabel("Search participants").fill("speaker");
  await expect(list.getByText("Ada Lovelace")).toBeVisible();
  await expect(list.getByText("Alan Turing")).toBeHidden();
  await list.getByLabel("Search participants").fill("");

  // Badges for a chosen two, in a new tab, so the list keeps its selection.
  await list.getByRole("checkbox", { name: "Select Ada Lovelace" }).check();
  await list.getByRole("checkbox", { name: "Select Alan Turing" }).check();
  await expect(list.getByText("2 selected", { exact: true })).toBeVisible();
  const [badges] = await Promise.all([
    page.context().waitForEvent("page"),
    list.getByRole("link", { name: "Print badges for 2 selected" }).click(),
  ]);
  await expect(
    badges.getByRole("heading", { name: `Badges for ${event.event_name}` }),
  ).toBeVisible();
  await expect(badges.getByRole("img", { name: /^QR code of / })).toHaveCount(2);
  await expect(badges.getByRole("img", { name: "QR code of Ada Lovelace" })).toBeVisible();
  await expect(badges.getByRole("img", { name: "QR code of Alan Turing" })).toBeVisible();
  await badges.close();
  await list.getByRole("button", { name: "Clear selection" }).click();

  await deleteWithConfirmation(
    list.getByRole("button", { name: "Delete Alan Turing" }),
    "Are you sure you want to delete this participant?",
    "Participant deleted successfully",
  );
  await expect(list.getByText("2 participant(s)")).toBeVisible();

  await page.keyboard.press("Escape");
  await page.goto("/event-admin/dashboard");
  await expect.poll(() => readTotal(page, "Total Participants")).toBe(participantsBefore + 2);

  // The system admin reads the same list, without the means to change it.
  await admin.goto(`/system-admin/event-participants/${event.id}`);
  await expect(admin.getByRole("heading", { name: "Event Participants" })).toBeVisible();
  await expect(admin.getByText("2 of 2 participants")).toBeVisible();
  await expect(admin.getByText(`@grace${stamp}`)).toBeVisible();
  await expect(admin.getByText("AL", { exact: true })).toBeVisible();
  await expect(admin.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await admin.getByLabel("Search participants").fill("nobody-matches-this");
  await expect(admin.getByText("No matching participants")).toBeVisible();
  await admin.getByRole("button", { name: "Clear search" }).click();
  await expect(admin.getByText("2 of 2 participants")).toBeVisible();
});
