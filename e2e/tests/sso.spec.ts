import { SSO_CALLBACK_PATH, SSO_MESSAGES, SSO_START_PATH } from "@events/contract";
import type { Page } from "@playwright/test";
import { expectNoAxeFinding } from "../support/accessibility.ts";
import { accounts } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { countMails } from "../support/mailbox.ts";
import { oidcAccounts, oidcButtonLabel } from "../support/oidc.ts";
import { textsIn } from "../support/texts.ts";

// Single sign-on: the e2e server trusts a real OpenID provider
// (support/start-oidc-provider.ts), and each story signs in on the provider's own pages in a
// browser of its own, so the provider remembers no earlier sign-in. Sol, a seeded event admin,
// signs in only here.

const text = textsIn("en");
const ssoButtonName = text("sign-in.sso.signIn").replace("{label}", oidcButtonLabel);

/**
 * From the sign-in page, follows 'Sign in with Example Org' to the provider and signs in on its
 * own pages, as a person would: its development login form takes the account's login and any
 * password, then its consent page asks to continue. Its pages ask Google for a font, which a
 * test machine may not reach; they get an empty style sheet instead.
 */
async function signInThroughProvider(page: Page, login: string): Promise<void> {
  await page.route("https://fonts.googleapis.com/**", (route) =>
    route.fulfill({ contentType: "text/css", body: "" }),
  );
  await page.goto("/login");
  await page.getByRole("link", { name: ssoButtonName }).click();
  await expect(page.getByRole("heading", { name: "Sign-in" })).toBeVisible();
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Back on the sign-in page, signed out, with the refusal's words and no code left in the address. */
async function expectRefusedWith(page: Page, message: string): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
}

test("an admin signs in through the organisation's provider with no e-mail, the activity log says so, and the same callback later is refused", async ({
  page,
  asSystemAdmin: root,
}) => {
  const mailsBefore = await countMails(accounts.ssoAdmin.email);
  const callback = page.waitForRequest(
    (request) => new URL(request.url()).pathname === SSO_CALLBACK_PATH,
  );
  await signInThroughProvider(page, oidcAccounts.ssoAdmin.sub);
  const callbackUrl = (await callback).url();

  await expect(page).toHaveURL(/\/event-admin\/dashboard$/);
  await expect(page.getByText(accounts.ssoAdmin.name).first()).toBeVisible();
  expect(await countMails(accounts.ssoAdmin.email)).toBe(mailsBefore);

  await root.goto("/system-admin/activity");
  await root
    .getByRole("combobox", { name: "Action" })
    .selectOption({ label: text("activity.action.sign_in_sso") });
  const entry = root
    .getByRole("article", { name: new RegExp(`^${text("activity.action.sign_in_sso")}`) })
    .filter({ hasText: accounts.ssoAdmin.name });
  await expect(entry.first()).toBeVisible();

  // Signed out, the browser goes back to the provider's answer: its state has been used.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(callbackUrl);
  await expectRefusedWith(page, SSO_MESSAGES.stateMismatch);
  expect(await countMails(accounts.ssoAdmin.email)).toBe(mailsBefore);
});

test("an e-mail the organisation has not verified is refused, though an admin here uses it", async ({
  page,
}) => {
  await signInThroughProvider(page, oidcAccounts.unverified.sub);
  await expectRefusedWith(page, SSO_MESSAGES.emailUnverified);
});

test("an e-mail no account here uses is refused", async ({ page }) => {
  await signInThroughProvider(page, oidcAccounts.stranger.sub);
  await expectRefusedWith(page, SSO_MESSAGES.unknownAccount);
  await expectNoAxeFinding(page, "the sign-in page with a refused single sign-on");
});

test("a sign-in whose state was changed on its way to the provider is refused", async ({
  page,
}) => {
  // The server's redirect to the provider is held and sent on with another state, as a forger
  // would; the provider hands that state back with its code.
  await page.route(
    (url) => url.pathname === SSO_START_PATH,
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const toProvider = new URL(response.headers().location ?? "");
      toProvider.searchParams.set("state", `${toProvider.searchParams.get("state")}x`);
      await route.fulfill({
        response,
        headers: { ...response.headers(), location: toProvider.href },
      });
    },
  );
  await signInThroughProvider(page, oidcAccounts.ssoAdmin.sub);
  await expectRefusedWith(page, SSO_MESSAGES.stateMismatch);
});

test("the sign-in page offers single sign-on beside the form, with no axe finding", async ({
  page,
}) => {
  await page.goto("/login");
  const button = page.getByRole("link", { name: ssoButtonName });
  await expect(button).toHaveAttribute("href", SSO_START_PATH);
  await expect(page.getByText(text("sign-in.sso.or"), { exact: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expectNoAxeFinding(page, "the sign-in page with single sign-on");
});
