import { expect, type Page } from "@playwright/test";
import { countMails, waitForCode } from "./mailbox.ts";

/**
 * Signs a participant in to the app at /app as a person would: their e-mail address, then the
 * code from the e-mail. Ends on their events.
 */
export async function signInToApp(page: Page, email: string): Promise<void> {
  const alreadyReceived = await countMails(email);
  await page.goto("/app");
  await expect(page).toHaveURL(/\/app\/sign-in$/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(
    page.getByText(
      "If this e-mail address belongs to a participant, a sign-in code is on its way.",
    ),
  ).toBeVisible();
  await page.getByLabel("Sign-in code").fill(await waitForCode(email, alreadyReceived));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My events" })).toBeVisible();
}

/**
 * Waits until the app's service worker controls the page and has saved the answer of this GET
 * (an /api/me path) for use offline.
 */
export async function waitUntilSaved(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (savedPath) => {
          if (!navigator.serviceWorker.controller) return false;
          const cache = await caches.open("me-api");
          return (await cache.match(savedPath)) !== undefined;
        }, path),
      { message: `the app saved ${path} for use offline`, timeout: 15_000 },
    )
    .toBe(true);
}
