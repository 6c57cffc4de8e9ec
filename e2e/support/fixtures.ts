import { test as base, type Page } from "@playwright/test";
import { accounts } from "./accounts.ts";
import { signIn } from "./sign-in.ts";

type StorageState = Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>;

type Account = (typeof accounts)[keyof typeof accounts];

/**
 * Pages already signed in. Each role signs in once per worker, through the real code e-mail,
 * and every test gets a fresh context carrying that session: the per-account sign-in limit is
 * then never the reason a story fails.
 */
export const test = base.extend<
  { asSystemAdmin: Page; asEventAdmin: Page },
  { systemAdminState: StorageState; eventAdminState: StorageState }
>({
  systemAdminState: [
    async ({ browser }, use) => use(await signInOnce(browser, accounts.systemAdmin)),
    { scope: "worker" },
  ],
  eventAdminState: [
    async ({ browser }, use) => use(await signInOnce(browser, accounts.eventAdmin)),
    { scope: "worker" },
  ],
  asSystemAdmin: async ({ browser, systemAdminState }, use) => {
    const context = await browser.newContext({ storageState: systemAdminState });
    await use(await context.newPage());
    await context.close();
  },
  asEventAdmin: async ({ browser, eventAdminState }, use) => {
    const context = await browser.newContext({ storageState: eventAdminState });
    await use(await context.newPage());
    await context.close();
  },
});

async function signInOnce(
  browser: import("@playwright/test").Browser,
  account: Account,
): Promise<StorageState> {
  const context = await browser.newContext();
  await signIn(await context.newPage(), account);
  const state = await context.storageState();
  await context.close();
  return state;
}

export { expect } from "@playwright/test";
