// The door's phones in stories about door staff: each its own browser context, so its
// own cookies, session and IndexedDB copy of the list, as two phones at two entrances have.
import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { callApi } from "./api.ts";
import { test as base } from "./fixtures.ts";
import { readMails } from "./mailbox.ts";
import { expectHealthyPage, watchPage } from "./page-health.ts";

export const PHONE_VIEWPORT = { width: 390, height: 844 };

type DoorDevices = {
  /**
   * A new phone, watched as the fixtures' pages are: console errors and failed requests the
   * story did not declare fail it, and so does an axe finding on the screen where it ends.
   */
  open: (options?: { timezoneId?: string }) => Promise<Page>;
};

export const test = base.extend<{ doorDevices: DoorDevices }>({
  doorDevices: async ({ browser }, use) => {
    const opened: Page[] = [];
    await use({
      open: async ({ timezoneId } = {}) => {
        const context = await browser.newContext({
          viewport: PHONE_VIEWPORT,
          ...(timezoneId ? { timezoneId } : {}),
        });
        const page = await context.newPage();
        watchPage(page);
        opened.push(page);
        return page;
      },
    });
    for (const page of opened) {
      await expectAccessible(page, "a door device's last screen");
      await page.context().close();
      expectHealthyPage(page);
    }
  },
});

/** Waits for the invitation e-mailed to new door staff and answers its choose-password link. */
export async function waitForInvitation(email: string): Promise<string> {
  let invitation = "";
  await expect
    .poll(
      async () => {
        const [mail] = await readMails(email);
        invitation =
          mail?.text.match(/https?:\S+\/door\/choose-password#token=[\w-]{43}/)?.[0] ?? "";
        return invitation;
      },
      { message: `the invitation e-mailed to ${email}`, timeout: 15_000 },
    )
    .not.toBe("");
  return invitation;
}

/**
 * New door staff at the event, with the password they chose from their invitation: arranged
 * through the API as the event's admin adds them, for stories about what they do next.
 */
export async function createDoorStaff(
  admin: Page,
  eventId: string,
  person: { name: string; email: string; password: string },
): Promise<void> {
  await callApi(admin, "POST", `/api/events/${eventId}/staff`, {
    email: person.email,
    name: person.name,
  });
  const token = new URL(await waitForInvitation(person.email)).hash.replace(/^#token=/, "");
  await callApi(admin, "POST", "/api/door/choose-password", { token, password: person.password });
}

/**
 * Opens the event admin's "Pair a device" dialog for a staff member on the Door staff screen and
 * returns the one-use link it shows, then closes it.
 */
export async function readPairingLink(admin: Page, staffName: string): Promise<string> {
  await admin.getByRole("button", { name: `Pair a device for ${staffName}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Pair a device for ${staffName}` });
  await expect(dialog.getByRole("img", { name: `Pairing QR code for ${staffName}` })).toBeVisible();
  await expect(dialog.getByTestId("pairing-expiry")).toContainText("Works once, for 10 minutes");
  await expectAccessible(admin, "the pairing dialog");
  const link = dialog.getByRole("textbox", { name: "Pairing link" });
  await expect(link).toHaveValue(/\/door\/pair#code=[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return url;
}

/** Opens a pairing link on a phone, names the device, and waits for its event's check-in. */
export async function pairDevice(
  device: Page,
  url: string,
  deviceName: string,
  eventId: string,
): Promise<void> {
  await device.goto(url);
  await expect(device.getByRole("heading", { name: "Name this device" })).toBeVisible();
  await expectAccessible(device, "the pairing page");
  await device.getByRole("textbox", { name: "Device name" }).fill(deviceName);
  await device.getByRole("button", { name: "Pair this device" }).click();
  await expect(device).toHaveURL(`/door/check-in/${eventId}`);
}

/** Answers the check-in screen's "Which door is this?", once per device and event. */
export async function nameDoor(device: Page, door: string): Promise<void> {
  await expect(device.getByRole("heading", { name: "Which door is this?" })).toBeVisible();
  await device.getByRole("textbox", { name: "Door name" }).fill(door);
  await device.getByRole("button", { name: "Save door" }).click();
  await expect(device.getByText(`Door: ${door}`)).toBeVisible();
}

/** The offline banner, counting the check-ins this device has not sent yet. */
export function offlineBanner(device: Page, waiting: number) {
  const checkIns = waiting === 1 ? "check-in" : "check-ins";
  return device.getByText(`Offline — ${waiting} ${checkIns} waiting to be sent`);
}

/**
 * Types a ticket's code into the scanner's code field, as at a door whose camera cannot read it,
 * checks the answer it shows over the screen and dismisses it.
 */
export async function checkTicketCode(
  device: Page,
  code: string,
  answer: { name: string; title: string; detail?: string },
): Promise<void> {
  await device.getByRole("textbox", { name: "Ticket code" }).fill(code);
  await device.getByRole("button", { name: "Check ticket" }).click();
  const overlay = device.locator('[role="alert"][data-tone]');
  await expect(overlay).toContainText(answer.name);
  await expect(overlay).toContainText(answer.title);
  if (answer.detail) await expect(overlay).toContainText(answer.detail);
  await device.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
}
