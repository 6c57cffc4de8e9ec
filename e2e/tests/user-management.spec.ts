import type { Page } from "@playwright/test";
import { accounts } from "../support/accounts.ts";
import { deleteWithConfirmation } from "../support/dialogs.ts";
import { pngFile } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { allowProblems } from "../support/page-health.ts";
import { signIn } from "../support/sign-in.ts";

function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}@events.test`;
}

async function openDialog(page: Page, buttonName: string, title: string) {
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a system admin adds, edits and deletes another system admin", async ({
  asSystemAdmin: page,
}) => {
  allowProblems(page, /^409 POST \/api\/users\/create-user$/);
  await page.goto("/system-admin/dashboard");
  await page.getByRole("link", { name: "System Admins", exact: true }).click();
  await expect(page.getByRole("heading", { name: "System Admin Management" })).toBeVisible();

  const email = uniqueEmail("nadia");
  let dialog = await openDialog(page, "Add New Admin", "Add New Admin");
  await dialog.getByRole("button", { name: "Create Admin" }).click();
  await expect(dialog.getByText("Name and email are required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Nadia North");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("+44 20 7946 0000");
  await dialog.getByRole("button", { name: "Create Admin" }).click();
  await expect(dialog.getByText("Password is required for new admins")).toBeVisible();
  await dialog.getByLabel("Password").fill("nadia-pass-1");
  await dialog.getByRole("button", { name: "Create Admin" }).click();
  await expect(page.getByText("Admin created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: /Nadia North/ });
  await expect(row).toContainText(email);
  await expect(row).toContainText("Unverified");

  // Edit without a new password: the name changes, the password stays.
  dialog = await openDialog(page, "Edit Nadia North", "Edit Admin");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Password")).toHaveValue("");
  await dialog.getByLabel("Name").fill("Nadia Norton");
  await dialog.getByRole("button", { name: "Update Admin" }).click();
  await expect(page.getByText("Admin updated successfully!")).toBeVisible();
  await expect(page.getByRole("row", { name: /Nadia Norton/ })).toBeVisible();

  // Edit with a new password.
  dialog = await openDialog(page, "Edit Nadia Norton", "Edit Admin");
  await dialog.getByLabel("Password").fill("nadia-pass-2");
  await dialog.getByRole("button", { name: "Update Admin" }).click();
  await expect(page.getByText("Admin updated successfully!").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // A duplicate e-mail, in another case, is refused with the server's message; the form keeps it.
  dialog = await openDialog(page, "Add New Admin", "Add New Admin");
  await dialog.getByLabel("Name").fill("Nadia Again");
  await dialog.getByLabel("Email").fill(email.toUpperCase());
  await dialog.getByLabel("Password").fill("another-pass");
  await dialog.getByRole("button", { name: "Create Admin" }).click();
  await expect(
    page.getByText("Error creating admin: A user with this email already exists"),
  ).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Nadia Again");
  await dialog.getByRole("button", { name: "Close" }).click();

  await deleteWithConfirmation(
    page.getByRole("button", { name: "Delete Nadia Norton" }),
    "Are you sure you want to delete this admin?",
    "Admin deleted successfully!",
  );
  await expect(page.getByRole("row", { name: /Nadia Norton/ })).toHaveCount(0);
});

test("a new event admin created with a photo can sign in and shows as verified", async ({
  asSystemAdmin: page,
  browser,
}) => {
  await page.goto("/system-admin/dashboard");
  await page.getByRole("link", { name: "Event Admins", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Event Admin Management" })).toBeVisible();

  const newcomer = { email: uniqueEmail("omar"), password: "omar-pass-1", name: "Omar Okafor" };
  const dialog = await openDialog(page, "Add New Event Admin", "Add New Event Admin");
  await dialog.getByLabel("Name").fill(newcomer.name);
  await dialog.getByLabel("Email").fill(newcomer.email);
  await dialog.getByLabel("Password").fill(newcomer.password);
  await dialog.getByRole("button", { name: "Create Event Admin" }).click();
  await expect(dialog.getByText("Phone is required for event admins")).toBeVisible();
  await dialog.getByLabel("Phone").fill("0161 496 0000");
  await dialog.getByLabel("Profile Image").setInputFiles(pngFile("omar.png"));
  await expect(dialog.getByRole("img", { name: /preview/i })).toBeVisible();
  await dialog.getByRole("button", { name: "Create Event Admin" }).click();
  await expect(page.getByText("Event admin created successfully")).toBeVisible();

  const row = page.getByRole("row", { name: new RegExp(newcomer.name) });
  await expect(row).toContainText("Pending");
  const photo = row.getByRole("img");
  await expect(photo).toHaveAttribute("src", /\/media\/profile-images\//);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  const newcomerContext = await browser.newContext();
  const newcomerPage = await newcomerContext.newPage();
  await signIn(newcomerPage, newcomer);
  await expect(newcomerPage).toHaveURL(/\/event-admin\/dashboard$/);
  await expect(newcomerPage.getByText(newcomer.name).first()).toBeVisible();
  await newcomerContext.close();

  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(newcomer.name) })).toContainText(
    "Verified",
  );

  await deleteWithConfirmation(
    page.getByRole("button", { name: `Delete ${newcomer.name}` }),
    "Are you sure you want to delete this event admin?",
    "Event admin deleted successfully",
  );
  await expect(page.getByRole("row", { name: new RegExp(newcomer.name) })).toHaveCount(0);
});

test("below 768px the admin lists show cards, and the toggle brings the table back", async ({
  asSystemAdmin: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/system-admin/system-admins");
  await expect(page.getByRole("heading", { name: "System Admin Management" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByText(accounts.systemAdmin.email)).toBeVisible();

  await page.getByRole("button", { name: "Table View" }).click();
  await expect(page.getByRole("table")).toBeVisible();
  await page.getByRole("button", { name: "Card View" }).click();
  await expect(page.getByRole("table")).toHaveCount(0);
});
