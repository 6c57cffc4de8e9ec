import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { expect, test } from "../support/fixtures.ts";
import { expectDialogsWithinViewport } from "../support/screen-checks.ts";
import { createEvent } from "../support/seed.ts";

const GUESTS = 120;

/** `inner`'s box lies wholly within `outer`'s, as the user sees them now. */
async function expectInside(inner: Locator, outer: Locator, what: string): Promise<void> {
  const [innerBox, outerBox] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!innerBox || !outerBox) throw new Error(`${what} is not on screen`);
  expect(innerBox.x, `${what} starts inside the dialog`).toBeGreaterThanOrEqual(outerBox.x);
  expect(innerBox.x + innerBox.width, `${what} ends inside the dialog`).toBeLessThanOrEqual(
    outerBox.x + outerBox.width + 0.5,
  );
}

/** A registration export as an organiser has it: their headers, one guest per row. */
function registrationCsv(
  stamp: number,
  badRow?: number,
): { name: string; mimeType: string; buffer: Buffer } {
  const lines = ["Full name,E-mail,Mobile,Username,Role"];
  for (let n = 1; n <= GUESTS; n += 1) {
    const email =
      n === badRow ? `guest${n}.${stamp}-at-events.test` : `guest${n}.${stamp}@events.test`;
    lines.push(
      `Guest ${n},${email},+44 7700 ${String(n).padStart(6, "0")},guest${n}_${stamp},${n % 10 === 0 ? "Speaker" : ""}`,
    );
  }
  return {
    name: "registrations.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${lines.join("\r\n")}\r\n`),
  };
}

test("an event admin imports a registration spreadsheet, fixes its bad row, pages through the guests, edits one and exports them", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, { event_name: `Guest Congress ${stamp}` });

  await page.goto("/event-admin/participants");
  await page.getByRole("button", { name: event.event_name }).click();
  const list = page.getByRole("dialog", { name: `${event.event_name} - Participants` });
  await list.getByRole("button", { name: "Import" }).click();

  const importer = page.getByRole("dialog", { name: "Import participants" });
  await importer.getByLabel("Spreadsheet file").setInputFiles(registrationCsv(stamp, 5));
  await expect(
    importer.getByText(`${GUESTS} rows in the file, ${GUESTS - 1} ready to import`),
  ).toBeVisible();
  await expect(importer.getByText(/1 row has a problem/)).toBeVisible();
  const badRow = importer.getByRole("row").filter({ hasText: `guest5.${stamp}-at-events.test` });
  await expect(badRow).toContainText("Email: Enter a valid email address");
  await expect(
    importer.getByRole("button", { name: `Import ${GUESTS - 1} participants` }),
  ).toBeDisabled();
  // The guessed columns are shown for checking.
  await expect(importer.getByLabel("Name", { exact: true })).toHaveValue("Full name");
  await expect(importer.getByLabel("Email", { exact: true })).toHaveValue("E-mail");

  await expectAccessible(page, "the import dialog's preview");

  // On a laptop's screen the last column, with the bad row's problem, lies inside the dialog.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectInside(
    importer.getByRole("columnheader", { name: "Problems" }),
    importer,
    "the Problems column",
  );
  await expectInside(badRow.getByRole("cell").last(), importer, "the bad row's problem");
  await expectDialogsWithinViewport(page, "the import dialog's preview at 1280 px");

  await importer.getByRole("button", { name: "Choose another file" }).click();
  await importer.getByLabel("Spreadsheet file").setInputFiles(registrationCsv(stamp));
  await importer.getByRole("button", { name: `Import ${GUESTS} participants` }).click();
  await expect(importer).toBeHidden();
  await expect(list.getByText(`${GUESTS} participants imported`)).toBeVisible();
  await expect(list.getByText(`${GUESTS} participant(s)`)).toBeVisible();

  // A page at a time, newest first: the file's last rows come first.
  const pages = list.getByRole("navigation", { name: "Participants pages" });
  await expect(pages.getByText("Page 1 of 6")).toBeVisible();
  await expect(list.getByRole("article")).toHaveCount(20);
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages.getByText("Page 2 of 6")).toBeVisible();
  await expect(list.getByRole("article", { name: "Guest 100" })).toBeVisible();

  await list.getByLabel("Search participants").fill(`guest77_${stamp}`);
  await expect(list.getByRole("article")).toHaveCount(1);
  await list.getByRole("button", { name: "Edit Guest 77" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Guest 77" });
  await expect(editor.getByLabel("Email")).toHaveValue(`guest77.${stamp}@events.test`);
  await expectAccessible(page, "the participant edit form");
  await editor.getByLabel("Name", { exact: true }).fill("Guest Seventy-Seven");
  await editor.getByLabel("Status").selectOption({ label: "Inactive" });
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(editor).toBeHidden();
  await expect(list.getByText("Participant updated successfully")).toBeVisible();
  const edited = list.getByRole("article", { name: "Guest Seventy-Seven" });
  await expect(edited.getByText("Inactive")).toBeVisible();

  await list.getByLabel("Search participants").fill("");
  await expect(pages.getByText("Page 1 of 6")).toBeVisible();
  const download = page.waitForEvent("download");
  await list.getByRole("button", { name: "Export participants as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Guest Congress \d+.*\.csv$/);
  const exported = (await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = exported.trim().split(/\r?\n/);
  // Text cells are quoted, so no list separator inside one splits it.
  expect(lines[0]).toBe('"name","email","phone","username","role","status","joined","checked_in"');
  expect(lines).toHaveLength(GUESTS + 1);
  expect(lines.find((line) => line.startsWith('"Guest Seventy-Seven",'))).toContain(
    `"guest77.${stamp}@events.test","'+44 7700 000077","guest77_${stamp}","attendee","inactive",`,
  );
});
