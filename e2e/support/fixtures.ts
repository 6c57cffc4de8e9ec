import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { accounts } from "./accounts.ts";
import { expectHealthyPage, watchPage } from "./page-health.ts";
import { signIn } from "./sign-in.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

type Account = (typeof accounts)[keyof typeof accounts];

/**
 * Pages already signed in. Each role signs in once per worker, through the real code e-mail,
 * and every test gets a fresh context carrying that session: the per-account sign-in limit is
 * then never the reason a story fails. Every page a story uses is watched: a console error or a
 * failed request that the story did not declare with allowProblems fails it, and so does an axe
 * finding on the screen where the story ends (the screen tour checks every screen on the way).
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
  page: async ({ page }, use) => {
    watchPage(page);
    await use(page);
    await expectAccessible(page, "the story's last screen");
    expectHealthyPage(page);
  },
  asSystemAdmin: async ({ browser, systemAdminState }, use) => {
    await useWatchedPage(browser, { storageState: systemAdminState }, use);
  },
  asEventAdmin: async ({ browser, eventAdminState }, use) => {
    await useWatchedPage(browser, { storageState: eventAdminState }, use);
  },
});

/** A page of its own context, watched as every story's page is, and checked with axe at the end. */
export async function useWatchedPage(
  browser: Browser,
  options: BrowserContextOptions,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  watchPage(page);
  await use(page);
  await expectAccessible(page, "the story's last screen");
  await context.close();
  expectHealthyPage(page);
}

async function signInOnce(browser: Browser, account: Account): Promise<StorageState> {
  const context = await browser.newContext();
  await signIn(await context.newPage(), account);
  const state = await context.storageState();
  await context.close();
  return state;
}

export { expect } from "@playwright/test";
