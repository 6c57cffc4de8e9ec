import { expect, type Locator } from "@playwright/test";

/**
 * Clicks a delete button, answers the confirm dialog it opens with Delete after checking its
 * question, and waits for the toast.
 */
export async function deleteWithConfirmation(
  deleteButton: Locator,
  question: string,
  doneMessage: string,
) {
  const page = deleteButton.page();
  await deleteButton.click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(question);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(doneMessage)).toBeVisible();
}
