import { expect, test } from "../support/fixtures.ts";
import { signInToApp, waitUntilSaved } from "../support/participant-app.ts";
import { addParticipants, createEvent } from "../support/seed.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a participant added by an admin signs in at /app with the e-mailed code, sees their event, and opens the ticket with no network after one visit", async ({
  asSystemAdmin: admin,
  page,
  context,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, {
    event_name: `Harbour Festival ${stamp}`,
    event_datetime: "2030-06-01T09:00:00",
    end_datetime: "2030-06-02T18:00:00",
    venue: "Quay Street, Bristol",
  });
  const email = `ada.${stamp}@events.test`;
  await addParticipants(admin, event.id, [
    { name: "Ada Lovelace", email, username: `ada${stamp}` },
  ]);

  await signInToApp(page, email);
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  const eventLink = upcoming.getByRole("link", { name: new RegExp(event.event_name) });
  await expect(eventLink).toContainText("Sat 1 Jun, 09:00 – Sun 2 Jun 2030, 18:00");
  await expect(eventLink).toContainText("Quay Street, Bristol");

  // The list was shown before the service worker took over the page; it is saved once it has.
  await waitUntilSaved(page, "/api/me/events");
  await eventLink.click();
  await expect(page.getByRole("heading", { level: 1, name: event.event_name })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Event" })
    .getByRole("link", { name: "My ticket" })
    .click();
  const qrCode = page.getByRole("img", {
    name: `Check-in code of Ada Lovelace for ${event.event_name}`,
  });
  await expect(qrCode).toBeVisible();
  await expect(page.getByText(/^Last updated \d\d:\d\d\./)).toBeVisible();
  await waitUntilSaved(page, `/api/me/events/${event.id}/ticket`);

  await context.setOffline(true);
  await page.reload();
  await expect(qrCode).toBeVisible();
  await expect(
    page.getByText(/^You are offline — showing what was saved at \d\d:\d\d$/),
  ).toBeVisible();
  // Back to the events and into the ticket again, all from what this one visit saved.
  await page.getByRole("banner").getByRole("link", { name: "My events" }).click();
  await page.getByRole("link", { name: new RegExp(event.event_name) }).click();
  await page
    .getByRole("navigation", { name: "Event" })
    .getByRole("link", { name: "My ticket" })
    .click();
  await expect(qrCode).toBeVisible();
  await context.setOffline(false);
});
