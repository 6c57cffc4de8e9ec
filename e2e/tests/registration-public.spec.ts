import type { Page } from "@playwright/test";
import { callApi } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { readMails, waitForCode } from "../support/mailbox.ts";
import { checkScreen } from "../support/screen-checks.ts";
import { createEvent } from "../support/seed.ts";

// Self-registration through an event's public page at a phone's size:
// the organiser opens the form through the API, then people register at /e/{slug} as they
// would, with the codes, tickets, cancel links and offers the real SMTP sink receives.

test.use({ viewport: { width: 390, height: 844 } });

type Person = { name: string; email: string };

const travel = {
  id: "00000000-0000-4000-8031-000000000001",
  type: "single_choice",
  label: "How will you come?",
  help_text: null,
  required: true,
  options: ["By car", "By train"],
  min: null,
  max: null,
  show_if: null,
};
const numberPlate = {
  id: "00000000-0000-4000-8031-000000000002",
  type: "short_text",
  label: "Your car's number plate",
  help_text: "For the car park's barrier",
  required: true,
  options: [],
  min: null,
  max: null,
  show_if: { question_id: travel.id, answer: "By car" },
};

/** A new event in New York whose public page takes registrations with these settings. */
async function openRegistration(
  admin: Page,
  name: string,
  settings: Record<string, unknown>,
): Promise<{ id: string; event_name: string; slug: string }> {
  const event = await createEvent(admin, {
    event_name: name,
    event_datetime: "2030-06-01T09:00:00",
    end_datetime: "2030-06-02T18:00:00",
    venue: "Pier 17",
    time_zone: "America/New_York",
  });
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await callApi(admin, "PUT", `/api/events/${event.id}/registration`, {
    published: true,
    is_open: true,
    opens_at: null,
    closes_at: null,
    capacity: null,
    waiting_list: false,
    offer_hours: 48,
    approval_required: false,
    participant_role: "attendee",
    slug,
    publish_agenda: false,
    phone_field: "optional",
    username_field: "hidden",
    questions: [],
    ...settings,
  });
  return { ...event, slug };
}

/** The first e-mail to the address whose subject matches, once it has arrived. */
async function waitForMail(recipient: string, subject: RegExp) {
  let found: Awaited<ReturnType<typeof readMails>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails(recipient)).find((mail) => subject.test(mail.subject));
        return found?.subject;
      },
      { message: `an e-mail to ${recipient} about ${subject}`, timeout: 15_000 },
    )
    .toMatch(subject);
  if (!found) throw new Error("unreachable: the poll found the e-mail");
  return found;
}

/** The address of a public page's link in an e-mail (/e/{slug}/cancel#token=...). */
function findLink(text: string, slug: string, page: "cancel" | "offer"): string {
  const link = text.match(new RegExp(`https?://\\S+/e/${slug}/${page}#token=[\\w.-]+`))?.[0];
  if (!link) throw new Error(`No ${page} link in:\n${text}`);
  return link;
}

/** Fills the form's details and accepts the policy; the questions are the story's to answer. */
async function fillDetails(page: Page, person: Person) {
  await page.getByRole("textbox", { name: "Name (required)" }).fill(person.name);
  await page.getByRole("textbox", { name: /^E-mail address/ }).fill(person.email);
}

/** Sends the form, waits for the code step, and confirms with the code e-mailed. */
async function sendAndConfirm(page: Page, person: Person, submit: string) {
  await page.getByRole("checkbox", { name: /I accept the privacy policy/ }).check();
  await page.getByRole("button", { name: submit }).click();
  // The proof of work has been solving since the page opened; a loaded machine takes seconds.
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeFocused({
    timeout: 30_000,
  });
  await page
    .getByRole("textbox", { name: "Confirmation code" })
    .fill(await waitForCode(person.email, 0));
  await page.getByRole("button", { name: "Confirm" }).click();
}

test("a visitor registers through the event's page, answering a question an earlier answer shows, confirms with the e-mailed code and gets the ticket", async ({
  asSystemAdmin: admin,
  page,
}) => {
  const stamp = Date.now();
  const event = await openRegistration(admin, `Harbour Festival ${stamp}`, {
    questions: [travel, numberPlate],
  });
  const ada = { name: "Ada Lovelace", email: `ada.${stamp}@events.test` };

  await page.goto(`/e/${event.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: event.event_name })).toBeVisible();
  await expect(
    page.getByText("Sat 1 Jun, 09:00 – Sun 2 Jun 2030, 18:00 (New York time)"),
  ).toBeVisible();
  await checkScreen(page, "the event's public page at 390 px");

  await fillDetails(page, ada);
  const plate = page.getByRole("textbox", { name: /number plate/ });
  await expect(plate).toHaveCount(0);
  await page.getByRole("radio", { name: "By car" }).check();
  await expect(plate).toHaveAccessibleDescription("For the car park's barrier");
  await plate.fill("AB12 CDE");
  await checkScreen(page, "the form with its conditional question");
  await sendAndConfirm(page, ada, "Register");

  await expect(page.getByRole("heading", { name: "You are registered" })).toBeFocused();
  await checkScreen(page, "the registration's answer");
  const ticket = await waitForMail(ada.email, new RegExp(`^Your ticket for ${event.event_name}$`));
  expect(ticket.text).toContain(`Hello ${ada.name},`);
  findLink(ticket.text, event.slug, "cancel");

  const { participants } = await callApi<{
    participants: { email: string; answers: Record<string, unknown> }[];
  }>(admin, "GET", `/api/participants/get-all-participants-by-event/${event.id}`);
  expect(participants.map(({ email, answers }) => ({ email, answers }))).toEqual([
    { email: ada.email, answers: { [travel.id]: "By car", [numberPlate.id]: "AB12 CDE" } },
  ]);
});

test("the last place taken, the next person waits; when the registered person cancels from the ticket e-mail, the waiting person is offered the place by e-mail and takes it", async ({
  asSystemAdmin: admin,
  page,
}) => {
  const stamp = Date.now();
  const event = await openRegistration(admin, `Boat Show ${stamp}`, {
    capacity: 1,
    waiting_list: true,
  });
  const ben = { name: "Ben Franklin", email: `ben.${stamp}@events.test` };
  const cleo = { name: "Cleo Laine", email: `cleo.${stamp}@events.test` };

  await page.goto(`/e/${event.slug}`);
  await expect(page.getByText("1 place left.")).toBeVisible();
  await fillDetails(page, ben);
  await sendAndConfirm(page, ben, "Register");
  await expect(page.getByRole("heading", { name: "You are registered" })).toBeVisible();

  await page.goto(`/e/${event.slug}`);
  await expect(
    page.getByText("The event is full: register to join the waiting list."),
  ).toBeVisible();
  await fillDetails(page, cleo);
  await sendAndConfirm(page, cleo, "Join the waiting list");
  await expect(page.getByRole("heading", { name: "You are on the waiting list" })).toBeFocused();
  await expect(page.getByText("Your place in the waiting list: 1")).toBeVisible();
  await checkScreen(page, "the waiting list's answer");

  const bensTicket = await waitForMail(
    ben.email,
    new RegExp(`^Your ticket for ${event.event_name}$`),
  );
  await page.goto(findLink(bensTicket.text, event.slug, "cancel"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Cancel my registration" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are registered" })).toBeVisible();
  await checkScreen(page, "the cancel link's page");
  await page.getByRole("button", { name: "Cancel my registration" }).click();
  await expect(page.getByRole("heading", { name: "Cancel your registration?" })).toBeFocused();
  await checkScreen(page, "the cancel link's confirmation");
  await page.getByRole("button", { name: "Yes, cancel my registration" }).click();
  await expect(page.getByRole("heading", { name: "Registration cancelled" })).toBeFocused();

  const offer = await waitForMail(
    cleo.email,
    new RegExp(`^A place is free for you at ${event.event_name}$`),
  );
  await page.goto(findLink(offer.text, event.slug, "offer"));
  await expect(page.getByRole("heading", { name: "A place is offered to you" })).toBeVisible();
  await expect(page.getByText(/^It is held for you until .+ \(New York time\)\.$/)).toBeVisible();
  await checkScreen(page, "the offer link's page");
  await page.getByRole("button", { name: "Accept the place" }).click();
  await expect(page.getByRole("heading", { name: "You are registered" })).toBeFocused();
  await waitForMail(cleo.email, new RegExp(`^Your ticket for ${event.event_name}$`));
});
