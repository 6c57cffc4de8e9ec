import { deleteWithConfirmation } from "../support/dialogs.ts";
import { pdfFile, pngFile } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { allowProblems } from "../support/page-health.ts";
import { createEvent } from "../support/seed.ts";

test("an event admin runs a session of type other from creation to deletion, and a system admin sees it read-only", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  // A session without a document answers 404 by contract (spec doc 2, sessions API).
  allowProblems(page, /^404 GET \/api\/sessions\/get-session-document\//);
  const event = await createEvent(admin, { event_name: `Autumn Forum ${Date.now()}` });

  await page.goto("/event-admin/dashboard");
  await page.getByRole("link", { name: "Sessions", exact: true }).click();
  await expect(page.getByRole("heading", { name: "My Events" })).toBeVisible();
  await page.getByRole("button", { name: event.event_name }).click();
  const sessionsDialog = page.getByRole("dialog", { name: `Sessions for ${event.event_name}` });
  await expect(sessionsDialog.getByText("No sessions found")).toBeVisible();

  // Add a session of type other: the specification is required.
  await sessionsDialog.getByRole("button", { name: "Add Session" }).click();
  const form = page.getByRole("dialog", { name: "Add Session" });
  await form.getByLabel("Session Name").fill("Welcome Dinner");
  await form.getByLabel("Session Type").selectOption({ label: "Other" });
  await form.getByLabel("Venue").fill("Long Hall");
  await form.getByRole("button", { name: "Create Session" }).click();
  await expect(form.getByText("Please specify the session type for 'Other'")).toBeVisible();
  await form.getByLabel("Specify Session Type").fill("Gala dinner");
  await form.getByLabel("Session Image").setInputFiles(pngFile("dinner.png"));
  await form.getByRole("button", { name: "Create Session" }).click();
  await expect(page.getByText("Session created successfully")).toBeVisible();
  await expect(form).toBeHidden();

  let card = sessionsDialog.getByRole("article", { name: "Welcome Dinner" });
  await expect(card).toContainText("Gala dinner");
  await expect(card).toContainText("Long Hall");
  await expect(card).toContainText("(1h 0m)");

  await card.getByRole("button", { name: "Edit Welcome Dinner" }).click();
  const editForm = page.getByRole("dialog", { name: "Edit Session" });
  await expect(editForm.getByLabel("Specify Session Type")).toHaveValue("Gala dinner");
  await editForm.getByLabel("Session Name").fill("Welcome Banquet");
  await editForm.getByRole("button", { name: "Update Session" }).click();
  await expect(page.getByText("Session updated successfully")).toBeVisible();
  card = sessionsDialog.getByRole("article", { name: "Welcome Banquet" });
  await expect(card).toBeVisible();

  // The document: none, then uploaded, then replaced.
  await card.getByRole("button", { name: "Document for Welcome Banquet" }).click();
  const documentDialog = page.getByRole("dialog", { name: "Document for Welcome Banquet" });
  await expect(documentDialog.getByText("No document uploaded")).toBeVisible();
  await documentDialog
    .getByLabel("Choose a file or drag it here")
    .setInputFiles(pdfFile("menu.pdf"));
  await documentDialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Document uploaded successfully")).toBeVisible();
  await expect(documentDialog).toContainText("menu.pdf");

  await documentDialog.getByRole("button", { name: "Replace" }).click();
  await documentDialog.getByLabel("Choose a file or drag it here").setInputFiles({
    name: "seating.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Table 1: the speakers\nTable 2: the hosts\n"),
  });
  await documentDialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(documentDialog).toContainText("seating.txt");
  await expect(documentDialog).not.toContainText("menu.pdf");

  // The system admin sees the same session, read-only, with its resources.
  await admin.goto(`/system-admin/event-sessions/${event.id}`);
  await expect(admin.getByRole("heading", { name: "Event Sessions" })).toBeVisible();
  await expect(admin.getByText("1 session", { exact: true })).toBeVisible();
  const readOnlyCard = admin.getByRole("article", { name: "Welcome Banquet" });
  await expect(readOnlyCard).toContainText("Gala dinner");
  await expect(readOnlyCard.getByRole("link", { name: "View Document" })).toBeVisible();
  await expect(readOnlyCard.getByRole("link", { name: "Full Size" })).toHaveAttribute(
    "href",
    /\/media\/session-images\//,
  );
  await expect(admin.getByRole("button", { name: /^(Edit|Delete|Document for) / })).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Add Session" })).toHaveCount(0);

  // Back with the event admin: the document goes, then the session.
  await deleteWithConfirmation(
    documentDialog.getByRole("button", { name: "Delete" }),
    "Are you sure you want to delete this document?",
    "Document deleted successfully",
  );
  await expect(documentDialog.getByText("No document uploaded")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(documentDialog).toBeHidden();

  await deleteWithConfirmation(
    card.getByRole("button", { name: "Delete Welcome Banquet" }),
    "Are you sure you want to delete this session?",
    "Session deleted successfully",
  );
  await expect(sessionsDialog.getByText("No sessions found")).toBeVisible();
});
