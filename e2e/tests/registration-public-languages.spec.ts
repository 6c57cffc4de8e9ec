import { DEFAULT_REGISTRATION_SETTINGS } from "@events/contract";
import { expectAccessible } from "../support/accessibility.ts";
import { callApi } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { waitForCode } from "../support/mailbox.ts";
import { expectHealthyPage, watchPage } from "../support/page-health.ts";
import { checkScreen } from "../support/screen-checks.ts";
import { createEvent } from "../support/seed.ts";

// The public registration page follows the browser's language. A
// visitor whose browser asks for German registers at /e/{slug} in German, on a phone.

test("a visitor whose browser speaks German reads the event's page, registers and is answered in German, and may switch the page to Arabic, laid out right to left", async ({
  asSystemAdmin: admin,
  browser,
}) => {
  // The visitor's own browser, asking for German; the organiser's stays as it is.
  const visitor = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 390, height: 844 },
  });
  const page = await visitor.newPage();
  watchPage(page);
  const stamp = Date.now();
  const event = await createEvent(admin, {
    event_name: `Hafenfest ${stamp}`,
    event_datetime: "2030-06-01T09:00:00",
    end_datetime: "2030-06-02T18:00:00",
    venue: "Pier 17",
    time_zone: "Europe/Berlin",
  });
  const slug = `hafenfest-${stamp}`;
  await callApi(admin, "PUT", `/api/events/${event.id}/registration`, {
    ...DEFAULT_REGISTRATION_SETTINGS,
    published: true,
    is_open: true,
    capacity: 10,
    slug,
  });
  const email = `greta.${stamp}@events.test`;

  await page.goto(`/e/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: event.event_name })).toBeVisible();
  await expect(page.getByText("Noch 10 Plätze frei.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
  await checkScreen(page, "the event's public page in German");

  await page.getByRole("textbox", { name: "Name (Pflichtfeld)" }).fill("Greta Garbo");
  await page.getByRole("textbox", { name: /^E-Mail-Adresse/ }).fill(email);
  await page.getByRole("checkbox", { name: /Ich akzeptiere die Datenschutzerklärung/ }).check();
  await page.getByRole("button", { name: "Anmelden" }).click();
  // The proof of work has been solving since the page opened; a loaded machine takes seconds.
  await expect(page.getByRole("heading", { name: "Sehen Sie in Ihr E-Mail-Postfach" })).toBeFocused(
    { timeout: 30_000 },
  );
  await page.getByRole("textbox", { name: "Bestätigungscode" }).fill(await waitForCode(email, 0));
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page.getByRole("heading", { name: "Sie sind angemeldet" })).toBeFocused();
  await expect(
    page.getByText("Sie sind angemeldet. Ihr Ticket ist per E-Mail unterwegs."),
  ).toBeVisible();

  await page.getByRole("combobox", { name: "Sprache" }).selectOption("العربية");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "تم تسجيلك" })).toBeVisible();
  await checkScreen(page, "the registration's answer in Arabic");
  // The choice is kept for the visitor's next visit.
  await page.reload();
  await expect(page.getByText(/^بقيت (9|٩) مقاعد\.$/)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "اللغة" })).toHaveValue("ar");
  await expectAccessible(page, "the story's last screen");
  expectHealthyPage(page);
  await visitor.close();
});
