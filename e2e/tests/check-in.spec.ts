import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { callApi } from "../support/api.ts";
import { chromiumLaunchOptions } from "../support/chromium-launch.ts";
import { expect, test } from "../support/fixtures.ts";
import { writeQrVideo } from "../support/qr-video.ts";
import { expectNoSidewaysScroll } from "../support/screen-checks.ts";
import { addParticipants, createEvent } from "../support/seed.ts";

type Participant = { id: string; name: string };

// Chromium reads the fake camera's file when a page first asks for the camera, so the story
// writes the ticket's QR code into it once the ticket exists. Only this file's browser has it.
const cameraFile = join(tmpdir(), `check-in-camera-${process.pid}.y4m`);
test.use({
  launchOptions: chromiumLaunchOptions([
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${cameraFile}`,
  ]),
});
test.afterAll(() => rmSync(cameraFile, { force: true }));

test("at the door, an event admin checks a participant in by name, undoes it, then scans another's ticket", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const event = await createEvent(admin, { event_name: `Door Night ${stamp}`, venue: "Hall C" });
  await addParticipants(admin, event.id, [
    { name: "Ada Lovelace", email: `ada${stamp}@events.test`, username: `ada${stamp}` },
    {
      name: "Grace Hopper",
      email: `grace${stamp}@events.test`,
      username: `grace${stamp}`,
      participant_role: "speaker",
    },
    { name: "Alan Turing", email: `alan${stamp}@events.test`, username: `alan${stamp}` },
  ]);

  await page.goto(`/event-admin/event-details/${event.id}`);
  await page.getByRole("link", { name: "Check-in" }).click();
  await expect(page).toHaveURL(`/event-admin/check-in/${event.id}`);
  await expect(page.getByRole("heading", { name: new RegExp(event.event_name) })).toBeVisible();
  const count = page.getByTestId("check-in-count");
  await expect(count).toHaveText("Checked in 0 of 3");

  const search = page.getByRole("searchbox", { name: "Find a participant" });
  await search.fill("ada");
  await expect(page.getByRole("article")).toHaveCount(1);
  const ada = page.getByRole("article", { name: "Ada Lovelace" });
  await ada.getByRole("button", { name: "Check in Ada Lovelace" }).click();
  await expect(count).toHaveText("Checked in 1 of 3");
  await expect(ada.getByText(/^Checked in at \d\d:\d\d$/)).toBeVisible();
  await ada.getByRole("button", { name: "Undo check-in of Ada Lovelace" }).click();
  await expect(count).toHaveText("Checked in 0 of 3");
  await expect(ada.getByText("Not checked in")).toBeVisible();

  // Grace's ticket, as she would hold it up on her phone.
  const { participants } = await callApi<{ participants: Participant[] }>(
    admin,
    "GET",
    `/api/participants/get-all-participants-by-event/${event.id}?q=grace${stamp}&page=1`,
  );
  const grace = participants.find((participant) => participant.name === "Grace Hopper");
  if (!grace) throw new Error("Grace was not added");
  const ticket = await callApi<{ code: string }>(
    admin,
    "GET",
    `/api/participants/ticket/${grace.id}`,
  );
  writeQrVideo(cameraFile, ticket.code);

  await page.getByRole("button", { name: "Scan" }).click();
  const answer = page.getByRole("alert");
  // The camera starts, the decoder loads and reads frames: seconds on a quiet machine, and a CPU
  // load took it past 15 s once. A ceiling, not a speed target.
  await expect(answer).toHaveAttribute("data-tone", "success", { timeout: 60_000 });
  await expect(answer).toContainText("Grace Hopper");
  await expect(answer).toContainText("Checked in");
  await expect(count).toHaveText("Checked in 1 of 3");
  await page.screenshot({ path: testInfo.outputPath("scan-answer.png") });

  // The ticket stays in front of the camera: it is not checked in a second time.
  await page.keyboard.press("Escape");
  await expect(answer).toBeHidden();
  await page.waitForTimeout(1500);
  await expect(answer).toBeHidden();

  await page.getByRole("button", { name: "Search" }).click();
  await search.fill("");
  await expect(page.getByRole("article", { name: "Grace Hopper" })).toContainText("Checked in at");

  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page, "the check-in screen at 375 px");
  await page.screenshot({ path: testInfo.outputPath("check-in-375px.png"), fullPage: true });
});
