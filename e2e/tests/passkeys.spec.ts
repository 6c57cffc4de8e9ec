import type { Page } from "@playwright/test";
import { expectNoAxeFinding } from "../support/accessibility.ts";
import { createDoorStaff, PHONE_VIEWPORT } from "../support/door.ts";
import { countMails } from "../support/mailbox.ts";
import { allowProblems } from "../support/page-health.ts";
import { signInToApp } from "../support/participant-app.ts";
import { expect, test } from "../support/passkeys.ts";
import { addParticipants, createEvent, createOtherEventAdmin, type User } from "../support/seed.ts";
import { signIn, submitPassword } from "../support/sign-in.ts";

// Passkeys: Chromium's virtual authenticator makes and answers the
// passkeys at the server's localhost origin. Each story has an account of its own, so the
// seeded admins' sign-ins, and what the other stories find in their lists, stay as they were.

/** The participants' app's tabs. */
const sections = (page: Page) => page.getByRole("navigation", { name: "Sections" });

const ADMIN_PASSKEYS_PATH = "/event-admin/passkeys";

async function expectAdminPasskeysPage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PASSKEYS_PATH}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Passkeys" })).toBeVisible();
}

/** Opens the signed-in admin's Passkeys from the menu their name opens in the top bar. */
async function openPasskeys(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await page.getByRole("menuitem", { name: "Passkeys" }).click();
  await expectAdminPasskeysPage(page);
}

/**
 * Opens the signed-in admin's Passkeys by its address: just after a sign-in, its toast covers
 * the menu at the top bar's end for its 5 seconds (the specification's place for toasts), and
 * Kit's story already opens Passkeys from the menu.
 */
async function goToPasskeys(page: Page) {
  await page.goto(ADMIN_PASSKEYS_PATH);
  await expectAdminPasskeysPage(page);
}

/**
 * A new event admin signs in at the localhost origin with password and code, as always, and
 * opens their Passkeys, where there are none yet.
 */
async function newAdminOnPasskeys(
  root: Page,
  page: Page,
  name: string,
): Promise<User & { password: string }> {
  const admin = await createOtherEventAdmin(root, name);
  const first = name.split(" ")[0]?.toLowerCase();
  const account = { ...admin, password: `${first}-pass-1` };
  await signIn(page, account);
  await expect(page).toHaveURL(/\/event-admin\/dashboard$/);
  await goToPasskeys(page);
  await expect(page.getByText("No passkeys yet")).toBeVisible();
  return account;
}

/**
 * Names a new passkey in the Passkeys page's dialog, the admins' and door staff's alike; the
 * virtual authenticator makes it.
 */
async function addPasskey(page: Page, name: string) {
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Add a passkey" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Signs in with the page's passkey, no e-mail address typed, from the sign-in page at `path`;
 * answers how many e-mails the account had just before, to show that none came of it.
 */
async function signInWithPasskey(page: Page, email: string, path: string): Promise<number> {
  const alreadyReceived = await countMails(email);
  await page.goto(path);
  await expect(page.getByRole("textbox", { name: /e-?mail/i })).toHaveValue("");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  return alreadyReceived;
}

test("an admin adds a passkey, signs out, signs in with it alone and no e-mail, finds the sign-in in the activity log, removes it, and is then refused with it", async ({
  asSystemAdmin: root,
  atLocalhost: page,
  authenticator,
}) => {
  const kit = await newAdminOnPasskeys(root, page, `Kit Keyholder ${Date.now()}`);
  await addPasskey(page, "Work laptop");
  const passkeys = page.getByRole("list", { name: "Your passkeys" });
  const workLaptop = passkeys.getByRole("listitem", { name: "Work laptop" });
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(workLaptop).toContainText("Never used");
  const [made, ...more] = await authenticator.credentials();
  expect(more).toEqual([]);
  // A discoverable passkey for localhost whose user handle is Kit's id: the sign-in finds her by it.
  expect(made).toMatchObject({ rpId: "localhost", isResidentCredential: true });
  expect(Buffer.from(made?.userHandle ?? "", "base64").toString("hex")).toBe(
    kit.id.replaceAll("-", ""),
  );

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const mailsBefore = await signInWithPasskey(page, kit.email, "/login");
  await expect(page).toHaveURL(/\/event-admin\/dashboard$/);
  await expect(page.getByText("Event Admin Portal")).toBeVisible();
  expect(await countMails(kit.email)).toBe(mailsBefore);
  // The authenticator counted the sign-in; the server keeps the count to check the next one.
  const [used] = await authenticator.credentials();
  expect(used?.signCount).toBeGreaterThan(made?.signCount ?? 0);

  await root.goto(`/system-admin/activity?actor_id=${kit.id}`);
  await root
    .getByRole("combobox", { name: "Action" })
    .selectOption({ label: "Signed in with a passkey" });
  await expect(root.getByText("1 entry", { exact: true })).toBeVisible();
  await expect(root.getByRole("article", { name: /^Signed in with a passkey · / })).toContainText(
    `${kit.name} · Event admin`,
  );

  await openPasskeys(page, kit.name);
  await expect(workLaptop).not.toContainText("Never used");
  await workLaptop.getByRole("button", { name: "Remove Work laptop" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove the passkey Work laptop?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByText("No passkeys yet")).toBeVisible();

  // The authenticator still holds the passkey; the server no longer knows it.
  allowProblems(page, /^401 POST \/api\/auth\/passkey-sign-in$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithPasskey(page, kit.email, "/login");
  await expect(page.getByText("This passkey is not recognised.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Nothing was e-mailed since the first passkey sign-in, however late a mail would arrive.
  expect(await countMails(kit.email)).toBe(mailsBefore);
});

test("door staff add a passkey from the door's header, sign out, and sign in with it alone and no e-mail, back at their door", async ({
  asSystemAdmin: root,
  atLocalhost: page,
  authenticator,
}) => {
  const stamp = Date.now();
  const event = await createEvent(root, { event_name: `Gate Night ${stamp}` });
  const dex = {
    name: "Dex Doorkeeper",
    email: `dex.${stamp}@events.test`,
    password: `dex-pass-${stamp}`,
  };
  await createDoorStaff(root, event.id, dex);
  const door = `/door/check-in/${event.id}`;
  // A phone, as at the door: its toasts sit at the bottom, clear of the door's header.
  await page.setViewportSize(PHONE_VIEWPORT);
  await signIn(page, dex);
  await expect(page).toHaveURL(door);

  // The door has no menu under the name: its header links to the passkeys.
  await page.getByRole("banner").getByRole("link", { name: "Passkeys" }).click();
  await expect(page).toHaveURL("/door/passkeys");
  await expect(page.getByText("No passkeys yet")).toBeVisible();
  await addPasskey(page, "Door phone");
  await expect(page.getByRole("listitem", { name: "Door phone" })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const mailsBefore = await signInWithPasskey(page, dex.email, "/login");
  await expect(page).toHaveURL(door);
  await expect(page.getByRole("heading", { name: event.event_name })).toBeVisible();
  expect(await countMails(dex.email)).toBe(mailsBefore);
});

test("an admin who chose passkey only is refused with her right password and sent nothing, signs in with her passkey, and once she turns it off password and code work again", async ({
  asSystemAdmin: root,
  atLocalhost: page,
  authenticator,
}) => {
  const pia = await newAdminOnPasskeys(root, page, `Pia Passkey ${Date.now()}`);
  await addPasskey(page, "Phone");
  expect(await authenticator.credentials()).toHaveLength(1);
  const passkeyOnly = page.getByRole("switch", { name: "Passkey only" });
  await passkeyOnly.click();
  await expect(passkeyOnly).toBeChecked();

  allowProblems(page, /^403 POST \/api\/auth\/login$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const mailsBefore = await countMails(pia.email);
  await submitPassword(page, pia);
  await expect(page.getByText("This account signs in with a passkey only.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithPasskey(page, pia.email, "/login");
  await expect(page).toHaveURL(/\/event-admin\/dashboard$/);

  await goToPasskeys(page);
  await expect(passkeyOnly).toBeChecked();
  await passkeyOnly.click();
  await expect(passkeyOnly).not.toBeChecked();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, pia);
  await expect(page).toHaveURL(/\/event-admin\/dashboard$/);
  // The one code of that sign-in is all she was sent since passkey only refused her password.
  expect(await countMails(pia.email)).toBe(mailsBefore + 1);
});

test("a participant adds a passkey in the app's profile, signs out, and signs in with it alone and no e-mail", async ({
  asSystemAdmin: root,
  atLocalhost: page,
  authenticator,
}) => {
  const stamp = Date.now();
  const event = await createEvent(root, { event_name: `Key Fair ${stamp}` });
  const email = `lin.${stamp}@events.test`;
  await addParticipants(root, event.id, [{ name: "Lin Keyes", email, username: `lin${stamp}` }]);

  await signInToApp(page, email);
  await sections(page).getByRole("link", { name: "Profile" }).click();
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("No passkeys yet.")).toBeVisible();
  await section.getByLabel("Name of the new passkey").fill("My phone");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByText("The passkey “My phone” is added.")).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveText([/My phone.*Not used yet/]);
  expect(await authenticator.credentials()).toEqual([
    expect.objectContaining({ rpId: "localhost", isResidentCredential: true }),
  ]);

  await sections(page).getByRole("link", { name: "My events" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/app\/sign-in$/);
  const mailsBefore = await signInWithPasskey(page, email, "/app/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "My events" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(event.event_name) })).toBeVisible();
  expect(await countMails(email)).toBe(mailsBefore);
});

test("the passkeys page, its add dialog and its list have no axe finding of any impact", async ({
  asSystemAdmin: root,
  atLocalhost: page,
  authenticator,
}) => {
  await newAdminOnPasskeys(root, page, `Ray Reader ${Date.now()}`);
  await expectNoAxeFinding(page, "the passkeys page with none");

  await page.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await expect(dialog.getByLabel("Name")).toBeVisible();
  await expectNoAxeFinding(page, "the add dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await addPasskey(page, "Desk key");
  await expect(page.getByRole("listitem", { name: "Desk key" })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoAxeFinding(page, "the passkeys page with one");
});
