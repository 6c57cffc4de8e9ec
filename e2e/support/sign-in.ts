import { expect, type Page } from "@playwright/test";
import { countMails, waitForCode } from "./mailbox.ts";

type Account = { email: string; password: string };

/** Opens the sign-in page and submits the account's e-mail and password there. */
export async function submitPassword(page: Page, account: Account): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

export async function submitCredentials(page: Page, account: Account): Promise<number> {
  const alreadyReceived = await countMails(account.email);
  await submitPassword(page, account);
  await expect(page).toHaveURL(/\/verify-otp$/);
  return alreadyReceived;
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

/** Signs in as a person would: credentials, then the code from the e-mail. */
export async function signIn(page: Page, account: Account): Promise<void> {
  const alreadyReceived = await submitCredentials(page, account);
  const code = await waitForCode(account.email, alreadyReceived);
  await typeCode(page, code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Email verified successfully!")).toBeVisible();
}
