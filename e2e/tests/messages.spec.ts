import { expect, test } from "../support/fixtures.ts";
import { readMails } from "../support/mailbox.ts";
import { checkScreen } from "../support/screen-checks.ts";
import { addParticipants, createEvent } from "../support/seed.ts";

test("an event admin e-mails the speakers only: preview, 'Send to 2 participants', both arrive with their names, nobody else gets one", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, {
    event_name: `Speakers Dinner ${stamp}`,
    venue: "Hall C",
  });
  const person = (name: string, role: string) => {
    const username = `${name.split(" ")[0]?.toLowerCase()}${stamp}`;
    return { name, username, email: `${username}@events.test`, participant_role: role };
  };
  const speakers = [person("Ada Lovelace", "speaker"), person("Barbara Liskov", "speaker")];
  const others = [person("Alan Turing", "attendee"), person("Grace Hopper", "host")];
  await addParticipants(admin, event.id, [...speakers, ...others]);

  await page.goto(`/event-admin/event-details/${event.id}`);
  const card = page.getByRole("region", { name: "Messages" });
  await expect(card.getByText("No messages sent yet")).toBeVisible();
  await card.getByRole("button", { name: "New message" }).click();

  const composer = page.getByRole("dialog", { name: "New message" });
  await composer.getByLabel("Role").selectOption({ label: "Speaker" });
  await composer.getByRole("textbox", { name: "Subject" }).fill("Dinner for {name}");
  await composer.getByRole("textbox", { name: "Message" }).fill("Dear , see you at .");
  // The placeholders go where the cursor is: after 'Dear ' and before the last full stop.
  const message = composer.getByRole("textbox", { name: "Message" });
  await message.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(5, 5));
  await composer.getByRole("button", { name: "Insert {name}" }).click();
  await message.press("End");
  await message.press("ArrowLeft");
  await composer.getByRole("button", { name: "Insert {event_name}" }).click();
  await expect(message).toHaveValue("Dear {name}, see you at {event_name}.");

  await composer.getByRole("button", { name: "Preview" }).click();
  const preview = composer.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText("This message reaches 2 participants.");
  // It lies below the form: it is scrolled to, and focus is on its heading.
  await expect(preview.getByRole("heading", { name: "Preview" })).toBeFocused();
  await expect(preview).toBeInViewport({ ratio: 0.5 });
  await expect(preview).toContainText(speakers[0]?.email ?? "");
  await expect(preview).toContainText("Dinner for Ada Lovelace");
  await expect(preview).toContainText(`Dear Ada Lovelace, see you at ${event.event_name}.`);

  await composer.getByRole("button", { name: "Send" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Send to 2 participants" });
  await confirm.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("The message is being sent")).toBeVisible();
  await expect(composer).toBeHidden();

  for (const speaker of speakers) {
    await expect
      .poll(async () => (await readMails(speaker.email)).map((mail) => [mail.subject, mail.text]), {
        message: `the message e-mailed to ${speaker.name}`,
        timeout: 30_000,
      })
      .toEqual([
        [
          `Dinner for ${speaker.name}`,
          expect.stringContaining(`Dear ${speaker.name}, see you at ${event.event_name}.`),
        ],
      ]);
  }
  const sent = card.getByRole("article", { name: "Dinner for {name}" });
  // The card asks again every 3 seconds while copies wait to go out.
  await expect(sent).toContainText("Sent 2 of 2", { timeout: 15_000 });
  await expect(sent).toContainText("Speakers, active");
  for (const other of others) expect(await readMails(other.email)).toEqual([]);

  await sent.getByRole("button", { name: "Details of Dinner for {name}" }).click();
  const details = page.getByRole("dialog", { name: "Dinner for {name}" });
  const recipients = details.getByRole("list", { name: "Recipients (2)" });
  await expect(recipients.getByRole("listitem")).toHaveText([
    /^Ada Lovelace.*Sent$/,
    /^Barbara Liskov.*Sent$/,
  ]);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  await page.setViewportSize({ width: 375, height: 740 });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole("button", { name: "New message" })).toBeVisible();
  await expect(sent).toContainText("Sent 2 of 2");
  await checkScreen(page, "the Messages card at 375 px");
  await card.getByRole("button", { name: "Send tickets" }).click();
  const tickets = page.getByRole("dialog", { name: "Send tickets" });
  await expect(tickets.getByRole("textbox", { name: "Subject" })).toHaveValue(
    "Your ticket for {event_name}",
  );
  await checkScreen(page, "the ticket composer at 375 px");
});
