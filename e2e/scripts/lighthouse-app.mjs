// `npm run lighthouse:app` (at the root, or -w @events/e2e): Lighthouse on a phone (its default: a
// mid-range phone on a slow 4G network, simulated throttling) of the participants' app's sign-in,
// events, event page, agenda and ticket, on the production build (run `npm run build` first)
// served by the real server, as the browser tests run it. Each run is a first visit: no files in
// the browser's cache, no service worker and nothing it saved. It exits non-zero when a screen
// misses the app's targets: performance 95, accessibility 100. Not part of `npm test`: it takes
// several minutes and its performance scores vary with the machine's load.
import { accounts } from "../support/accounts.ts";
import { signInToApp } from "../support/participant-app.ts";
import { baseUrl } from "../support/ports.ts";
import { addParticipants, createEvent, createSession } from "../support/seed.ts";
import { signIn } from "../support/sign-in.ts";
import {
  describeRunConditions,
  medianRun,
  printLostPoints,
  printTable,
  RUNS,
  requireBuilt,
  runLighthouse,
  saveReport,
  score,
  startAuditedServer,
} from "./lighthouse-support.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices"];
const TARGETS = { performance: 95, accessibility: 100 };
const PHONE = { extends: "lighthouse:default", settings: { onlyCategories: CATEGORIES } };
const PARTICIPANT_EMAIL = "ada.lighthouse@events.test";

requireBuilt(["apps/server/dist/main.js", "apps/web/dist/app/index.html"]);

const { page, cdp, stop } = await startAuditedServer();

/** Empties what a first visit would not have; the session's cookies stay. */
async function forgetEarlierVisits() {
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Storage.clearDataForOrigin", {
    origin: baseUrl,
    storageTypes: "service_workers,cache_storage",
  });
}

/** The screen's median run by performance score, with every run's score beside it. */
async function audit(results, name, path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await runLighthouse(name, path, PHONE, forgetEarlierVisits));
  }
  const allScores = runs.map((run) => score(run, "performance")).join(" ");
  const lhr = medianRun(runs);
  saveReport(`app-${name}`, lhr);
  results.push({ name, path, lhr, allScores });
}

/** An event with a full day of sessions and one participant, arranged by the system admin. */
async function arrangeEvent() {
  await signIn(page, accounts.systemAdmin);
  const event = await createEvent(page, {
    event_name: "Annual Conference 2027",
    event_datetime: "2027-05-04T09:00:00",
    end_datetime: "2027-05-06T17:00:00",
    venue: "Main Hall, Manchester",
    description: "Three days of talks, workshops and a closing dinner.",
    contact_person_name: "Eve Organiser",
    contact_person_email: accounts.eventAdmin.email,
  });
  for (const name of ["Opening keynote", "Data workshop", "Panel on cities", "Closing talk"]) {
    await createSession(page, event.id, { name, venue: "Room 1" });
  }
  await addParticipants(page, event.id, [
    { name: "Ada Lovelace", email: PARTICIPANT_EMAIL, username: "ada-lighthouse" },
  ]);
  return event;
}

function printReport(results) {
  console.log(
    `\nLighthouse on a phone (simulated throttling), participants' app, median of ${RUNS}\n`,
  );
  for (const { name, lhr } of results) printLostPoints(name, lhr, CATEGORIES);
  console.log(`\nSummary: ${describeRunConditions()}\n`);
  printTable([
    ["screen", "performance", "accessibility", "best practices", "every run's performance"],
    ...results.map(({ name, lhr, allScores }) => [
      name,
      score(lhr, "performance"),
      score(lhr, "accessibility"),
      score(lhr, "best-practices"),
      allScores,
    ]),
  ]);
}

try {
  const results = [];
  await audit(results, "sign-in", "/app/sign-in");
  const event = await arrangeEvent();
  await signInToApp(page, PARTICIPANT_EMAIL);
  await audit(results, "my events", "/app/");
  await audit(results, "event page", `/app/events/${event.id}`);
  await audit(results, "agenda", `/app/events/${event.id}/agenda`);
  await audit(results, "ticket", `/app/events/${event.id}/ticket`);
  printReport(results);
  const missed = results.flatMap(({ name, lhr }) =>
    Object.entries(TARGETS)
      .filter(([categoryId, target]) => Number(score(lhr, categoryId)) < target)
      .map(
        ([categoryId, target]) => `${name}: ${categoryId} ${score(lhr, categoryId)} < ${target}`,
      ),
  );
  for (const line of missed) console.error(`Target missed: ${line}`);
  if (missed.length > 0) process.exitCode = 1;
} finally {
  await stop();
}
