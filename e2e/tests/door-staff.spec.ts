import type { CheckInCountResponse } from "@events/contract";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { callApi } from "../support/api.ts";
import {
  checkTicketCode,
  nameDoor,
  offlineBanner,
  PHONE_VIEWPORT,
  pairDevice,
  readPairingLink,
  test,
  waitForInvitation,
} from "../support/door.ts";
import { expect } from "../support/fixtures.ts";
import { allowProblems } from "../support/page-health.ts";
import { addParticipants, createEvent } from "../support/seed.ts";
import { signIn } from "../support/sign-in.ts";

// Door staff and the offline door: two paired phones check people in
// while both are offline and the server settles the ticket both scanned; a door staff account
// reaches its event's check-in and nothing of the admins'.

type Participant = { id: string; name: string; checked_in_at: string | null };

/** The event's zone, away from the phones' own, so a time shown in the wrong zone shows. */
const EVENT_ZONE = "America/New_York";
const PHONE_ZONE = "Asia/Tokyo";

async function listParticipants(admin: Page, eventId: string, query = ""): Promise<Participant[]> {
  const { participants } = await callApi<{ participants: Participant[] }>(
    admin,
    "GET",
    `/api/participants/get-all-participants-by-event/${eventId}?page=1${query}`,
  );
  return participants;
}

/** Each participant's ticket code, as their QR code holds it, by name. */
async function readTicketCodes(admin: Page, eventId: string): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  for (const participant of await listParticipants(admin, eventId)) {
    const ticket = await callApi<{ code: string }>(
      admin,
      "GET",
      `/api/participants/ticket/${participant.id}`,
    );
    codes.set(participant.name, ticket.code);
  }
  return codes;
}

function codeOf(codes: Map<string, string>, name: string): string {
  const code = codes.get(name);
  if (!code) throw new Error(`${name} has no ticket`);
  return code;
}

/** HH:mm of a moment in a zone, as the door words a check-in's time. */
function timeOfDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(iso));
}

/** Adds a staff member on the Door staff screen and waits for them in the list. */
async function addStaffMember(admin: Page, person: { email: string; name: string }) {
  const form = admin.getByRole("form", { name: "Add door staff" });
  await form.getByRole("textbox", { name: "E-mail" }).fill(person.email);
  await form.getByRole("textbox", { name: "Name" }).fill(person.name);
  await form.getByRole("button", { name: "Add door staff" }).click();
  await expect(admin.getByRole("listitem", { name: person.name })).toContainText("Invitation sent");
}

test("two door phones check people in offline, both the same ticket, and the earlier scan wins once they are back online", async ({
  asSystemAdmin: root,
  asEventAdmin: admin,
  doorDevices,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const event = await createEvent(root, {
    event_name: `Harbour Festival ${stamp}`,
    event_datetime: "2030-06-01T18:00:00",
    end_datetime: "2030-06-01T23:00:00",
    time_zone: EVENT_ZONE,
  });
  await addParticipants(root, event.id, [
    { name: "Ada Lovelace", email: `ada.${stamp}@events.test`, username: `ada${stamp}` },
    { name: "Grace Hopper", email: `grace.${stamp}@events.test`, username: `grace${stamp}` },
    { name: "Alan Turing", email: `alan.${stamp}@events.test`, username: `alan${stamp}` },
    { name: "Katherine Johnson", email: `kj.${stamp}@events.test`, username: `kj${stamp}` },
  ]);
  const codes = await readTicketCodes(root, event.id);

  // The organiser adds two volunteers and pairs a phone for each from the Door staff screen.
  await admin.goto(`/event-admin/event-details/${event.id}`);
  await admin.getByRole("link", { name: "Door staff" }).click();
  await expect(admin).toHaveURL(`/event-admin/event-staff/${event.id}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Door staff" })).toBeVisible();
  const nora = { name: "Nora North", email: `nora.${stamp}@events.test` };
  const sid = { name: "Sid South", email: `sid.${stamp}@events.test` };
  await addStaffMember(admin, nora);
  await addStaffMember(admin, sid);

  const north = await doorDevices.open({ timezoneId: PHONE_ZONE });
  const south = await doorDevices.open({ timezoneId: PHONE_ZONE });
  for (const device of [north, south]) {
    // A refresh, report or count already on its way when the network goes fails; nothing else may.
    allowProblems(
      device,
      /^failed: (GET|PUT) \/api\/participants\/(check-in-list|check-in-devices|check-in-count)\/\S+ \(net::ERR_INTERNET_DISCONNECTED\)$/,
    );
  }
  await pairDevice(north, await readPairingLink(admin, nora.name), "Nora's phone", event.id);
  await nameDoor(north, "North entrance");
  await pairDevice(south, await readPairingLink(admin, sid.name), "Sid's phone", event.id);
  await nameDoor(south, "South entrance");

  for (const device of [north, south]) {
    await expect(device.getByRole("heading", { name: event.event_name })).toBeVisible();
    await expect(device.getByTestId("check-in-count")).toHaveText("Checked in 0 of 4");
    await expect(device.getByRole("article")).toHaveCount(4);
    // The door's copy holds names, roles and check-in, never an e-mail.
    await expect(device.getByRole("article", { name: "Ada Lovelace" })).not.toContainText("@");
    // The scanner opens while online, so its reader is loaded before the network goes.
    await device.getByRole("button", { name: "Scan", exact: true }).click();
    await expect(device.getByRole("textbox", { name: "Ticket code" })).toBeVisible();
  }

  // The venue's Wi-Fi drops at both doors.
  await north.context().setOffline(true);
  await south.context().setOffline(true);
  await expect(offlineBanner(north, 0)).toBeVisible();
  await expect(offlineBanner(south, 0)).toBeVisible();

  /** A ticket typed on an offline phone: checked in on its copy, one more check-in waiting. */
  async function scanOffline(device: Page, name: string, waitingAfter: number) {
    await checkTicketCode(device, codeOf(codes, name), {
      name,
      title: "Checked in",
      detail: "Saved on this device",
    });
    await expect(offlineBanner(device, waitingAfter)).toBeVisible();
  }
  await scanOffline(north, "Ada Lovelace", 1);
  await scanOffline(north, "Grace Hopper", 2);
  // North's scan of Ada is on its queue with its time: South's comes after it, on the same clock.
  await scanOffline(south, "Ada Lovelace", 1);
  await scanOffline(south, "Alan Turing", 2);

  // South's network comes back first: its later scan of Ada reaches the server first, and
  // North's earlier one, arriving after, takes the check-in over.
  await south.context().setOffline(false);
  await expect(south.getByRole("status").filter({ hasText: /check-in/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  await north.context().setOffline(false);
  await expect(north.getByRole("status").filter({ hasText: /check-in/ })).toHaveCount(0, {
    timeout: 15_000,
  });

  // Exactly three are in, Ada at North at North's time; and no device holds scans back.
  await expect
    .poll(async () => (await listParticipants(root, event.id, "&checked_in=true")).length, {
      message: "participants checked in",
    })
    .toBe(3);
  const checkedIn = await listParticipants(root, event.id, "&checked_in=true");
  expect(checkedIn.map((participant) => participant.name).sort()).toEqual([
    "Ada Lovelace",
    "Alan Turing",
    "Grace Hopper",
  ]);
  await expect
    .poll(
      async () => {
        const count = await callApi<CheckInCountResponse>(
          root,
          "GET",
          `/api/participants/check-in-count/${event.id}`,
        );
        return {
          ...count,
          by_door: [...count.by_door].sort((a, b) => b.checked_in - a.checked_in),
        };
      },
      { message: "the count once every device has synced and reported", timeout: 20_000 },
    )
    .toEqual({
      checked_in: 3,
      total: 4,
      by_door: [
        { door: "North entrance", checked_in: 2 },
        { door: "South entrance", checked_in: 1 },
      ],
      devices_with_unsent: 0,
      devices_offline: 0,
    });
  const ada = checkedIn.find((participant) => participant.name === "Ada Lovelace");
  if (!ada?.checked_in_at) throw new Error("Ada is not checked in");
  const conflict = `Already checked in at North entrance, ${timeOfDay(ada.checked_in_at, EVENT_ZONE)}`;

  // South, whose scan lost, is told so in the event's time; North, whose scans all count, is not.
  const conflicts = south.getByRole("region", { name: "Conflicts" });
  await expect(conflicts).toContainText(`Ada Lovelace: ${conflict}`, { timeout: 15_000 });
  await expect(conflicts.getByRole("listitem")).toHaveCount(1);
  await expect(north.getByRole("region", { name: "Conflicts" })).toHaveCount(0);

  for (const device of [north, south]) {
    await expect(device.getByTestId("check-in-count")).toHaveText("Checked in 3 of 4", {
      timeout: 15_000,
    });
    const byDoor = device.getByRole("list", { name: "By door" });
    await expect(byDoor.getByRole("listitem")).toHaveText([
      "North entrance: 2",
      "South entrance: 1",
    ]);
    await expect(offlineBanner(device, 0)).toBeHidden();
    await device.getByRole("button", { name: "Search", exact: true }).click();
    await expect(device.getByRole("article", { name: "Ada Lovelace" })).toContainText(
      /Checked in at \d\d:\d\d, North entrance/,
    );
    await expect(device.getByRole("article", { name: "Katherine Johnson" })).toContainText(
      "Not checked in",
    );
  }
  for (const [device, name] of [
    [north, "north"],
    [south, "south"],
  ] as const) {
    // From the top, so the sticky header sits where a phone shows it.
    await device.evaluate(() => window.scrollTo(0, 0));
    await device.screenshot({
      path: testInfo.outputPath(`${name}-after-sync.png`),
      fullPage: true,
    });
  }

  // The organiser's own count screen says the same, and the staff list knows each phone's door.
  await admin.goto(`/event-admin/check-in/${event.id}`);
  await expect(admin.getByTestId("check-in-count")).toHaveText("Checked in 3 of 4");
  await expect(admin.getByRole("list", { name: "By door" }).getByRole("listitem")).toHaveText([
    "North entrance: 2",
    "South entrance: 1",
  ]);
  await expect(admin.getByTestId("check-in-devices")).toHaveCount(0);
  await admin.goto(`/event-admin/event-staff/${event.id}`);
  await expect(admin.getByRole("listitem", { name: nora.name })).toContainText(
    "Door: North entrance",
  );
  await expect(admin.getByRole("listitem", { name: sid.name })).toContainText(
    "Door: South entrance",
  );
});

test("door staff who chose a password from the invitation reach their event's check-in and nothing of the admins'", async ({
  asSystemAdmin: root,
  asEventAdmin: admin,
  page,
}) => {
  const stamp = Date.now();
  const event = await createEvent(root, { event_name: `Lantern Walk ${stamp}` });
  const otherEvent = await createEvent(root, { event_name: `Closed Rehearsal ${stamp}` });
  await addParticipants(root, event.id, [
    { name: "Mary Jackson", email: `mary.${stamp}@events.test`, username: `mary${stamp}` },
  ]);
  const dora = {
    name: "Dora Door",
    email: `dora.${stamp}@events.test`,
    password: `dora-pass-${stamp}`,
  };
  await admin.goto(`/event-admin/event-staff/${event.id}`);
  await addStaffMember(admin, dora);

  const invitation = await waitForInvitation(dora.email);

  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(invitation);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await expectAccessible(page, "choosing a password");
  await page.getByLabel("Password", { exact: true }).fill(dora.password);
  await page.getByLabel("Password again").fill(dora.password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { name: "Password saved" })).toBeVisible();
  await expectAccessible(page, "the password saved");
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL("/login");

  // Password and e-mailed code, as every account signs in; her only event's check-in opens.
  await signIn(page, dora);
  await expect(page).toHaveURL(`/door/check-in/${event.id}`);
  await expect(page.getByRole("heading", { name: event.event_name })).toBeVisible();
  await nameDoor(page, "Side gate");
  await expect(page.getByRole("article", { name: "Mary Jackson" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Mary Jackson" })).not.toContainText("@");

  // Another event's check-in is not hers.
  await page.goto(`/door/check-in/${otherEvent.id}`);
  await expect(page.getByRole("heading", { name: "Event not found" })).toBeVisible();

  // The admins' screens are not there for her, nor their routes.
  await page.goto("/event-admin/events");
  await expect(page.getByRole("heading", { name: "Event Admin Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to your events" })).toBeVisible();
  await page.goto("/system-admin/dashboard");
  await expect(page.getByRole("heading", { name: "System Admin Page Not Found" })).toBeVisible();
  for (const path of [
    `/api/events/${event.id}/staff`,
    `/api/participants/get-all-participants-by-event/${event.id}?page=1`,
    "/api/events/get-all-events",
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), `GET ${path}`).toBe(404);
    expect(await response.json()).toMatchObject({ error: "Not found" });
  }
  const list = await page.request.get(`/api/participants/check-in-list/${event.id}`);
  expect(list.status()).toBe(200);
  expect(await list.text()).not.toContain("@events.test");

  await page.getByRole("link", { name: "Go to your events" }).click();
  await expect(page).toHaveURL(`/door/check-in/${event.id}`);
});
