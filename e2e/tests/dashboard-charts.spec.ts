import type { Locator, Page } from "@playwright/test";
import { SPEC_EVENT_STATUS_LABELS } from "../../apps/web/src/testing/spec-texts.ts";
import { callApi } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { checkScreen } from "../support/screen-checks.ts";
import {
  addParticipants,
  createEvent,
  createOtherEventAdmin,
  type Event,
} from "../support/seed.ts";
import { signIn } from "../support/sign-in.ts";

// The dashboards' charts (issue 17): each is drawn with recharts and has a table of its numbers.

type Participant = { id: string; name: string };

/**
 * A new event admin with one event (a long name, so the chart must cut it) of three
 * participants, two of them checked in today; `page` is signed in as that admin.
 */
async function signInAdminWithEvent(admin: Page, page: Page, stamp: string): Promise<Event> {
  const owner = await createOtherEventAdmin(admin, `Chartwell ${stamp}`);
  const event = await createEvent(admin, {
    event_name: `International Conference on Charts ${stamp}`,
    event_admin_id: owner.id,
  });
  await addParticipants(
    admin,
    event.id,
    ["ada", "alan", "grace"].map((name) => ({
      name: `${name} ${stamp}`,
      email: `${name}.${stamp}@events.test`,
      username: `${name}${stamp}`,
    })),
  );
  const { participants } = await callApi<{ participants: Participant[] }>(
    admin,
    "GET",
    `/api/participants/get-all-participants-by-event/${event.id}`,
  );
  for (const participant of participants.slice(0, 2)) {
    await callApi(admin, "POST", `/api/participants/check-in/${participant.id}`);
  }
  // createOtherEventAdmin's password: the first name, lower case, then "-pass-1".
  await signIn(page, { email: owner.email, password: "chartwell-pass-1" });
  return event;
}

const figure = (page: Page, title: string) => page.getByRole("figure", { name: title });

/** Opens the figure's table and answers its rows as [label, number]. */
async function readTable(chart: Locator): Promise<string[][]> {
  await chart.getByRole("button", { name: "Show as table" }).click();
  const table = chart.getByRole("table");
  await expect(table).toBeVisible();
  const rows = await table.locator("tbody tr").all();
  return Promise.all(
    rows.map(async (row) => [
      (await row.locator("th").innerText()).trim(),
      (await row.locator("td").innerText()).trim(),
    ]),
  );
}

test("an event admin's dashboard draws their events, participants and check-ins, each with its table", async ({
  asSystemAdmin: admin,
  page,
}, testInfo) => {
  const stamp = `${Date.now()}`;
  const event = await signInAdminWithEvent(admin, page, stamp);
  await expect(page).toHaveURL(/\/event-admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Charts" })).toBeVisible();

  for (const title of ["Events per status", "Participants per event", "Check-ins over time"]) {
    await expect(figure(page, title).locator("svg.recharts-surface")).toBeVisible();
  }
  await expect(figure(page, "Participants per event").getByRole("img")).toHaveAccessibleName(
    `Participants per event: ${event.event_name} 3`,
  );
  await page.screenshot({ path: testInfo.outputPath("event-admin-charts.png"), fullPage: true });

  expect(await readTable(figure(page, "Events per status"))).toContainEqual(["Scheduled", "1"]);
  expect(await readTable(figure(page, "Participants per event"))).toEqual([
    [event.event_name, "3"],
  ]);
  // Only today had check-ins: the table's one row, where the chart draws all 30 days.
  const days = await readTable(figure(page, "Check-ins over time"));
  expect(days.map(([, count]) => count)).toEqual(["2"]);
  await checkScreen(page, "the event admin dashboard with its charts' tables");
});

test("the system admin's dashboard draws every event's charts", async ({
  asSystemAdmin: admin,
}, testInfo) => {
  const stamp = `${Date.now()}`;
  const event = await createEvent(admin, { event_name: `Chart Fair ${stamp}` });
  await addParticipants(admin, event.id, [
    { name: `Lin ${stamp}`, email: `lin.${stamp}@events.test`, username: `lin${stamp}` },
  ]);
  await admin.goto("/system-admin/dashboard");
  await expect(admin.getByRole("heading", { name: "Charts" })).toBeVisible();
  for (const title of [
    "Events per status",
    "Participants per event",
    "Participants added per week",
  ]) {
    await expect(figure(admin, title).locator("svg.recharts-surface")).toBeVisible();
  }
  await checkScreen(admin, "the system admin dashboard with its charts");
  await admin.screenshot({ path: testInfo.outputPath("system-admin-charts.png"), fullPage: true });

  const statuses = await readTable(figure(admin, "Events per status"));
  expect(statuses.map(([label]) => label)).toEqual([...SPEC_EVENT_STATUS_LABELS]);
  expect(Number(statuses[0]?.[1])).toBeGreaterThanOrEqual(1);
  const perEvent = await readTable(figure(admin, "Participants per event"));
  expect(perEvent.length).toBeGreaterThan(0);
  expect(perEvent.length).toBeLessThanOrEqual(10);
  const weeks = await readTable(figure(admin, "Participants added per week"));
  expect(weeks).toHaveLength(12);
  expect(Number(weeks.at(-1)?.[1])).toBeGreaterThanOrEqual(1);
  await checkScreen(admin, "the system admin dashboard with its charts' tables");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("both dashboards' charts stay within the screen", async ({
    asSystemAdmin: admin,
    page,
  }, testInfo) => {
    await signInAdminWithEvent(admin, page, `${Date.now()}`);
    await admin.goto("/system-admin/dashboard");
    for (const [screen, titles] of [
      [page, ["Events per status", "Participants per event", "Check-ins over time"]],
      [admin, ["Events per status", "Participants per event", "Participants added per week"]],
    ] as const) {
      for (const title of titles) {
        const chart = figure(screen, title);
        const surface = chart.locator("svg.recharts-surface");
        await chart.scrollIntoViewIfNeeded();
        await expect(surface).toBeVisible();
        const box = await surface.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      }
      await checkScreen(screen, `${screen.url()} at 375 px`);
    }
    await page.screenshot({
      path: testInfo.outputPath("event-admin-charts-375px.png"),
      fullPage: true,
    });
    await admin.screenshot({
      path: testInfo.outputPath("system-admin-charts-375px.png"),
      fullPage: true,
    });
  });
});
