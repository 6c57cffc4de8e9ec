import { expectNoAxeFinding } from "../support/accessibility.ts";
import { accounts } from "../support/accounts.ts";
import { callApi } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { countMails, readMails, waitForCode } from "../support/mailbox.ts";
import { addParticipants, createEvent } from "../support/seed.ts";
import { textsIn } from "../support/texts.ts";

const german = textsIn("de");
const arabic = textsIn("ar");

test("an admin switches the sign-in page to German, signs in and finds the dashboard and the participants screen in German", async ({
  asSystemAdmin: admin,
  page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, { event_name: `Sommerfest ${stamp}` });
  await addParticipants(admin, event.id, [
    { name: "Lena Fischer", email: `lena${stamp}@events.test`, username: `lena${stamp}` },
  ]);

  await page.goto("/login");
  await page.getByLabel("Language").selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: german("sign-in.login.title") })).toBeVisible();

  const account = accounts.systemAdmin;
  const alreadyReceived = await countMails(account.email);
  await page.getByLabel(german("sign-in.login.email")).fill(account.email);
  await page.getByLabel(german("sign-in.login.password")).fill(account.password);
  await page.getByRole("button", { name: german("sign-in.login.submit"), exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByRole("heading", { name: german("sign-in.verify.title") })).toBeVisible();
  const code = await waitForCode(account.email, alreadyReceived);
  await page.getByLabel("Ziffer 1 von 6").click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: german("sign-in.verify.submit"), exact: true }).click();
  await expect(page.getByText(german("sign-in.toast.verified"))).toBeVisible();

  await expect(page.getByRole("heading", { name: german("dashboard.system.title") })).toBeVisible();
  const navigation = page.getByRole("navigation", { name: german("layout.sidebar.main") });
  await expect(
    navigation.getByRole("link", { name: german("layout.nav.eventManagement") }),
  ).toBeVisible();

  await page.goto(`/system-admin/event-participants/${event.id}`);
  await expect(page.getByText("Lena Fischer")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: german("participants.screen.title") }),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // The choice was made on this browser's sign-in page: the account keeps no language.
  const { user } = await callApi<{ user: { language: string | null } }>(
    page,
    "POST",
    "/api/auth/validate-token",
  );
  expect(user.language).toBeNull();
});

test("an event admin whose browser asks for Arabic gets the dashboard and the participants screen right to left, with no axe finding", async ({
  asSystemAdmin: admin,
  browser,
  eventAdminState,
}) => {
  const stamp = Date.now();
  // Assigned to Eve, the seeded event admin, as createEvent does unless told otherwise.
  const event = await createEvent(admin, { event_name: `Ramadan Nights ${stamp}` });
  await addParticipants(admin, event.id, [
    { name: "Omar Haddad", email: `omar${stamp}@events.test`, username: `omar${stamp}` },
  ]);

  const context = await browser.newContext({ storageState: eventAdminState, locale: "ar-EG" });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/event-admin/dashboard");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(
    page.getByRole("heading", { name: arabic("dashboard.eventAdmin.title") }),
  ).toBeVisible();
  // The sidebar stands at the start edge, which is the right one.
  const navigation = page.getByRole("navigation", { name: arabic("layout.sidebar.main") });
  const box = await navigation.boundingBox();
  expect(box && box.x + box.width / 2).toBeGreaterThan(640);
  await expectNoAxeFinding(page, "the event admin's dashboard in Arabic");

  await page.goto(`/event-admin/event-participants/${event.id}`);
  await expect(page.getByText("Omar Haddad")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: arabic("participants.screen.title") }),
  ).toBeVisible();
  await expectNoAxeFinding(page, "the participants screen in Arabic");
  await context.close();
});

test("a participant whose language is Spanish gets the ticket e-mail in Spanish, one in English beside them in English", async ({
  asSystemAdmin: page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(page, { event_name: `Feria ${stamp}`, venue: "Plaza Mayor" });
  const spanish = { name: "Lucía Gómez", email: `lucia${stamp}@events.test` };
  const english = { name: "Ann Lee", email: `ann${stamp}@events.test` };
  const csv = [
    "name,email,username,language",
    `${spanish.name},${spanish.email},lucia${stamp},es`,
    `${english.name},${english.email},ann${stamp},`,
  ].join("\n");
  await callApi(page, "POST", `/api/participants/import/${event.id}`, undefined, {
    file: { name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
  });

  await page.goto(`/system-admin/event-details/${event.id}`);
  const card = page.getByRole("region", { name: "Messages" });
  await card.getByRole("button", { name: "Send tickets" }).click();
  const tickets = page.getByRole("dialog", { name: "Send tickets" });
  await tickets.getByRole("button", { name: "Send" }).click();
  await page
    .getByRole("alertdialog", { name: "Send to 2 participants" })
    .getByRole("button", { name: "Send" })
    .click();
  await expect(page.getByText("The message is being sent")).toBeVisible();

  const mailOf = async (email: string) =>
    (await readMails(email)).map((mail) => ({ subject: mail.subject, text: mail.text }));
  await expect
    .poll(() => mailOf(spanish.email), { message: "the Spanish ticket", timeout: 30_000 })
    .toEqual([
      {
        subject: `Tu entrada para ${event.event_name}`,
        text: expect.stringContaining(`Hola, ${spanish.name}:`),
      },
    ]);
  const [ticket] = await mailOf(spanish.email);
  expect(ticket?.text).toContain("Muestra este código QR en la entrada:");
  expect(ticket?.text).toContain("en Plaza Mayor");
  await expect
    .poll(() => mailOf(english.email), { message: "the English ticket", timeout: 30_000 })
    .toEqual([
      {
        subject: `Your ticket for ${event.event_name}`,
        text: expect.stringContaining("Show this QR code at the entrance:"),
      },
    ]);
});
