import { expect, type Page } from "@playwright/test";

/** Answers the confirm dialog with Delete, after checking its question, and waits for the toast. */
export async function confirmDeletion(page: Page, question: string, doneMessage: string) {
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(question);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(doneMessage)).toBeVisible();
}
