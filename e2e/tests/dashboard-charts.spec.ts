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

// The dashboards' charts: each is drawn with recharts and has a table of its numbers.

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
  // The sign-in toasts leave on their own timers (5 s); axe measuring one as it starts to fade is
  // a race (it read 4.47:1 on such a toast), so the screen is checked once they are gone.
  const toasts = page.locator(".Toastify__toast");
  await expectTextContrast(toasts, "the sign-in toasts");
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  return event;
}

/**
 * Every text inside `root` (html text in its CSS colour, svg text in its fill) reaches WCAG AA,
 * 4.5:1, on the nearest opaque background behind it: whatever recharts draws and whichever
 * colour it picks by default.
 */
async function expectTextContrast(root: Locator, what: string): Promise<void> {
  const texts = await root.evaluateAll((roots) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [red = 0, green = 0, blue = 0] = channels(colour).map((value) => {
        const unit = value / 255;
        return unit <= 0.04045 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
    };
    const backgroundOf = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if ((channels(colour)[3] ?? 1) > 0) return colour;
      }
      return "rgb(255, 255, 255)";
    };
    const found: { text: string; colour: string; background: string; ratio: number }[] = [];
    for (const element of roots.flatMap((rootElement) => [
      rootElement,
      ...Array.from(rootElement.querySelectorAll("*")),
    ])) {
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!text) continue;
      const style = getComputedStyle(element);
      const colour = element instanceof SVGElement ? style.fill : style.color;
      const background = backgroundOf(element);
      const [ours, behind] = [luminance(colour), luminance(background)];
      const ratio = (Math.max(ours, behind) + 0.05) / (Math.min(ours, behind) + 0.05);
      found.push({ text, colour, background, ratio });
    }
    return found;
  });
  expect(texts.length, `texts in ${what}`).toBeGreaterThan(0);
  expect(
    texts.filter(({ ratio }) => ratio < 4.5),
    `texts under 4.5:1 in ${what}`,
  ).toEqual([]);
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
  // Each chart's axes, and its tooltip shown over its last bar or point.
  for (const title of ["Events per status", "Participants per event", "Check-ins over time"]) {
    const surface = figure(page, title).locator("svg.recharts-surface");
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    // Two moves, as recharts reads where the pointer goes, not where it lands.
    if (box) await surface.hover({ position: { x: box.width / 2, y: box.height / 2 } });
    if (box) await surface.hover({ position: { x: box.width - 24, y: box.height / 2 } });
    await expect(figure(page, title).locator(".recharts-tooltip-label")).toBeVisible();
    await expectTextContrast(figure(page, title), `the chart ${title}`);
  }
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
