import { accounts } from "../support/accounts.ts";
import { pdfFile } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { allowProblems } from "../support/page-health.ts";
import { expectToastsClearOf } from "../support/screen-checks.ts";
import { createEvent, createSession } from "../support/seed.ts";
import { submitCredentials } from "../support/sign-in.ts";

test.use({ viewport: { width: 375, height: 740 } });

test("on a phone, toasts of three document actions leave the sessions dialog's title, search and Close in view", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}, testInfo) => {
  allowProblems(page, /^404 GET \/api\/sessions\/get-session-document\//);
  const event = await createEvent(admin, { event_name: `Pocket Summit ${Date.now()}` });
  // Enough sessions that the dialog fills the screen and its header sits at the very top.
  for (const name of ["Morning talk", "Midday talk", "Evening talk"]) {
    await createSession(admin, event.id, { name });
  }

  await page.goto("/event-admin/sessions");
  await page.getByRole("button", { name: event.event_name }).click();
  const sessionsDialog = page.getByRole("dialog", { name: `Sessions for ${event.event_name}` });
  await sessionsDialog.getByRole("button", { name: "Document for Morning talk" }).click();
  const documentDialog = page.getByRole("dialog", { name: "Document for Morning talk" });
  await expect(documentDialog.getByText("No document uploaded")).toBeVisible();

  const chooseFile = (name: string) =>
    documentDialog.getByLabel("Choose a file or drag it here").setInputFiles(pdfFile(name));
  await chooseFile("agenda.pdf");
  await documentDialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(documentDialog).toContainText("agenda.pdf");
  await documentDialog.getByRole("button", { name: "Replace" }).click();
  await chooseFile("agenda-v2.pdf");
  await documentDialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(documentDialog).toContainText("agenda-v2.pdf");
  await documentDialog.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(documentDialog.getByText("No document uploaded")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(documentDialog).toBeHidden();

  const toasts = page.locator(".Toastify__toast");
  await expect(toasts.first()).toBeVisible();
  expect(await toasts.count()).toBeLessThanOrEqual(2);
  const title = sessionsDialog.getByRole("heading", { name: `Sessions for ${event.event_name}` });
  const search = sessionsDialog.getByLabel("Search sessions");
  const close = sessionsDialog.getByRole("button", { name: "Close" });
  await expectToastsClearOf(page, [title, search, close]);
  await expect(title).toBeInViewport();
  await expect(close).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("sessions-dialog-375px.png") });
});

test("on a phone, the code-sent toast leaves the code screen's heading in view", async ({
  page,
}) => {
  await submitCredentials(page, accounts.eventAdmin);
  const toast = page.locator(".Toastify__toast", { hasText: "Verification code sent" });
  await expect(toast).toBeVisible();
  await expectToastsClearOf(page, [
    page.getByRole("heading", { name: "Verify Your Email" }),
    page.getByLabel("Digit 1 of 6"),
  ]);
});
