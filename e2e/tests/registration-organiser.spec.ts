import { readFile } from "node:fs/promises";
import { encodePowSolution, type PowChallenge, solvePowChallenge } from "@events/contract";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { waitForCode } from "../support/mailbox.ts";
import { checkScreen } from "../support/screen-checks.ts";
import { createEvent } from "../support/seed.ts";

// The organiser's side of self-registration at a desktop's size: the
// event admin sets up the event's registration with a question and approval, a registration
// arrives through the public API as the public page would send it, the organiser approves it on
// the Registrations screen, and the answer is in the participants' export.

test.use({ viewport: { width: 1280, height: 900 } });

type PublicForm = {
  event: { form: { policy_version: string; questions: { id: string; label: string }[] } };
};

async function readJson<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Registers a person at the event's page through the public API, as the page does: the form,
 * the proof of work solved, the submit, and the code the SMTP sink received, confirmed.
 */
async function registerThroughPublicApi(
  request: APIRequestContext,
  slug: string,
  person: { name: string; email: string },
  answerByLabel: Record<string, string>,
): Promise<string> {
  const { event } = await readJson<PublicForm>(await request.get(`/api/public/events/${slug}`));
  const answers = Object.fromEntries(
    event.form.questions.map((question) => [question.id, answerByLabel[question.label]]),
  );
  const { challenge } = await readJson<{ challenge: PowChallenge }>(
    await request.get("/api/public/registration-challenge"),
  );
  const number = await solvePowChallenge(challenge);
  if (number === null) throw new Error("The proof of work found no solution");
  const pow = encodePowSolution(challenge, number);
  const started = await readJson<{ confirmation_token: string }>(
    await request.post(`/api/public/events/${slug}/registrations`, {
      data: {
        ...person,
        answers,
        accept_privacy_policy: true,
        policy_version: event.form.policy_version,
        website: "",
        pow,
      },
    }),
  );
  const outcome = await readJson<{ status: string }>(
    await request.post("/api/public/registrations/confirm", {
      data: {
        confirmation_token: started.confirmation_token,
        code: await waitForCode(person.email, 0),
      },
    }),
  );
  return outcome.status;
}

/** A CSV file's rows, each a list of its cells (quoted cells unquoted, "" read as "). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (isQuoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') isQuoted = false;
      else cell += character;
    } else if (character === '"') isQuoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\n") {
      rows.push([...row, cell.replace(/\r$/, "")]);
      row = [];
      cell = "";
    } else cell += character;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The file a click downloads, as text. */
async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  return readFile(await download.path(), "utf8");
}

test("the organiser sets up registration with a question and approval, approves a registration that arrives, and finds its answer in the participants' export", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
  request,
}) => {
  const stamp = Date.now();
  const event = await createEvent(admin, {
    event_name: `Winter Summit ${stamp}`,
    event_datetime: "2030-01-15T09:00:00",
    end_datetime: "2030-01-15T17:00:00",
    time_zone: "Europe/Berlin",
  });
  const slug = `winter-summit-${stamp}`;

  // From the event's details, where its sessions and participants are reached too.
  await page.goto(`/event-admin/event-details/${event.id}`);
  await page.getByRole("link", { name: "Registration", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registration" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No questions yet" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Publish the event's page" }).check();
  const address = page.getByRole("textbox", { name: "Page address" });
  await address.fill(slug);
  await expect(page.getByRole("link", { name: new RegExp(`/e/${slug}`) })).toHaveAttribute(
    "href",
    new RegExp(`/e/${slug}$`),
  );
  await page.getByRole("checkbox", { name: "Open for registration" }).check();
  await page.getByRole("spinbutton", { name: "Capacity" }).fill("40");
  await page
    .getByRole("checkbox", { name: "Approve each registration before it gets a place" })
    .check();
  await expect(page.getByText("Times are in the event's time zone, Europe/Berlin.")).toBeVisible();

  await page.getByRole("button", { name: "Add question" }).click();
  const question = page.getByRole("group", { name: "Question 1" });
  await question.getByRole("textbox", { name: "Question" }).fill("Dietary needs");
  await question.getByRole("combobox", { name: "Type" }).selectOption("Single choice");
  await question.getByRole("textbox", { name: "Options" }).fill("None\nVegetarian\nVegan");
  await question.getByRole("checkbox", { name: "Answer required" }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Registration settings saved")).toBeVisible();
  await checkScreen(page, "the Registration screen with a question");

  // A reload shows what the server kept.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Page address" })).toHaveValue(slug);
  await expect(
    page.getByRole("group", { name: "Question 1" }).getByRole("textbox", { name: "Options" }),
  ).toHaveValue("None\nVegetarian\nVegan");

  const ada = { name: `Ada Registrant ${stamp}`, email: `ada.${stamp}@events.test` };
  expect(await registerThroughPublicApi(request, slug, ada, { "Dietary needs": "Vegan" })).toBe(
    "pending",
  );

  await page.getByRole("link", { name: "View registrations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(ada.name) });
  await expect(row).toContainText("Pending approval");
  await expect(page.getByRole("button", { name: "Pending approval 1" })).toBeVisible();
  await checkScreen(page, "the Registrations screen with a pending registration");
  // Both screens fit a phone's width too: nothing but the table scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await checkScreen(page, "the Registrations screen at 375 px");
  await page.getByRole("link", { name: "Registration settings" }).click();
  await expect(page.getByRole("group", { name: "Question 1" })).toBeVisible();
  await checkScreen(page, "the Registration screen at 375 px");
  await page.goBack();
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole("button", { name: `Approve ${ada.name}` }).click();
  await expect(page.getByText("Registration approved")).toBeVisible();
  await expect(row).toContainText("Registered");
  await expect(row.getByRole("button", { name: `Approve ${ada.name}` })).toHaveCount(0);

  // The participant it made carries the answer, on the card and in the export.
  await page.goto(`/event-admin/event-participants/${event.id}`);
  const card = page.getByRole("article", { name: ada.name });
  await expect(card).toContainText("Dietary needs");
  await expect(card).toContainText("Vegan");
  const csv = await downloadText(page, () =>
    page.getByRole("button", { name: "Export participants as CSV" }).click(),
  );
  const [header = [], ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
  expect(header).toContain("Dietary needs");
  const adaRow = rows.find((cells) => cells.includes(ada.email)) ?? [];
  expect(adaRow[header.indexOf("Dietary needs")]).toBe("Vegan");
});
