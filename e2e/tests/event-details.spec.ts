import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { deleteWithConfirmation } from "../support/dialogs.ts";
import { pdfFile, pngFile } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { allowProblems } from "../support/page-health.ts";
import { createEvent, createForeignEvent } from "../support/seed.ts";

async function uploadDocument(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await expect(dialog.getByText("Supported: PDF, DOC, DOCX, JPG, PNG, GIF, WEBP")).toBeVisible();
  await dialog.getByLabel("Document file").setInputFiles(file);
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Document uploaded successfully!").last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("a system admin reads an event's details and uploads, previews, downloads and deletes documents", async ({
  asSystemAdmin: page,
}) => {
  const event = await createEvent(page, {
    event_name: `Spring Symposium ${Date.now()}`,
    event_status: "ACTIVE",
    event_datetime: "2027-03-05T15:30:00",
    end_datetime: "2027-03-05T17:00:00",
    contact_person_name: "Dana Desk",
    contact_person_email: "dana@events.test",
    contact_person_phone: "+44 20 7946 0001",
    theme_colors: ["#112233", "#445566", "#778899"],
  });
  await page.goto(`/system-admin/event-details/${event.id}`);

  await expect(page.getByRole("heading", { level: 1, name: event.event_name })).toBeVisible();
  await expect(page.getByText("5th of Mar 2027, 3:30 PM")).toBeVisible();
  await expect(page.getByText("Venue not specified")).toBeVisible();
  await expect(page.getByText("No description provided for this event.")).toBeVisible();
  await expect(page.getByText("No social media links provided.")).toBeVisible();
  await expect(page.getByText(event.id.slice(0, 8), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "dana@events.test" })).toHaveAttribute(
    "href",
    "mailto:dana@events.test",
  );
  await expect(page.getByText("#445566")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Participants" })).toHaveAttribute(
    "href",
    `/system-admin/event-participants/${event.id}`,
  );
  await expect(page.getByRole("link", { name: "Manage Sessions" })).toHaveAttribute(
    "href",
    `/system-admin/event-sessions/${event.id}`,
  );

  const like = page.getByRole("button", { name: "Like" });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");

  // A file must be chosen before uploading.
  await page.getByRole("button", { name: "Upload Document" }).click();
  const uploadDialog = page.getByRole("dialog", { name: "Upload Document" });
  await uploadDialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(uploadDialog.getByText("Please select a file to upload")).toBeVisible();
  await uploadDialog.getByRole("button", { name: "Cancel" }).click();

  await uploadDocument(page, pdfFile("Programme été.pdf"));
  await uploadDocument(page, pngFile("venue-map.png"));
  const documents = page.getByRole("list", { name: "Documents" });
  await expect(documents.getByRole("listitem")).toHaveCount(2);
  await expect(documents).toContainText("Programme été.pdf");

  await page.getByRole("button", { name: "View Programme été.pdf" }).click();
  const pdfViewer = page.getByRole("dialog", { name: "Programme été.pdf" });
  await expect(pdfViewer.locator('iframe[title="Programme été.pdf preview"]')).toBeVisible();
  await pdfViewer.getByRole("button", { name: "Close" }).last().click();
  await expect(pdfViewer).toBeHidden();

  await page.getByRole("button", { name: "View venue-map.png" }).click();
  const imageViewer = page.getByRole("dialog", { name: "venue-map.png" });
  const preview = imageViewer.getByRole("img", { name: "venue-map.png" });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1);
  const downloadStarted = page.waitForEvent("download");
  await imageViewer.getByRole("button", { name: "Download" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe("venue-map.png");
  await imageViewer.getByRole("button", { name: "Close" }).last().click();

  await deleteWithConfirmation(
    page.getByRole("button", { name: "Delete venue-map.png" }),
    "Are you sure you want to delete this document?",
    "Document deleted successfully!",
  );
  await expect(documents.getByRole("listitem")).toHaveCount(1);
});

test("share copies the event's link when the browser has no share sheet", async ({
  asSystemAdmin: page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const event = await createEvent(page, { event_name: `Shared Evening ${Date.now()}` });
  await page.goto(`/system-admin/event-details/${event.id}`);
  await page.evaluate(() => {
    // Headless Chromium on Linux has no share sheet; make sure the fallback is what runs.
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Event link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("an unknown event, or another admin's, shows 'Event Not Found'", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  allowProblems(page, /^404 GET \/api\/events\/get-event\//);
  await page.goto(`/event-admin/event-details/${randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Event Not Found" })).toBeVisible();
  await expect(page.getByText("The event you're looking for doesn't exist.")).toBeVisible();

  const foreign = await createForeignEvent(admin, "Petra Other", `Petra's Night ${Date.now()}`);
  await page.goto(`/event-admin/event-details/${foreign.id}`);
  await expect(page.getByRole("heading", { name: "Event Not Found" })).toBeVisible();

  const own = await createEvent(admin, { event_name: `Eve's Morning ${Date.now()}` });
  await page.goto(`/event-admin/event-details/${own.id}`);
  await expect(page.getByRole("heading", { level: 1, name: own.event_name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage Sessions" })).toHaveAttribute(
    "href",
    `/event-admin/event-sessions/${own.id}`,
  );
});
