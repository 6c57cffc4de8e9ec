import { setTimeout as sleep } from "node:timers/promises";
import { seedEventWithParticipants } from "./database.js";
import { median, sampleLatencies } from "./load.js";
import { LARGE_EVENT_PARTICIPANTS } from "./scale.js";

const WARM_UP_MS = 1000;

export interface DashboardChartsTimes {
  /** p50 milliseconds of the charts with the participants there were, and after adding more. */
  smallMs: number;
  largeMs: number;
  /** The event of LARGE_EVENT_PARTICIPANTS added, for the figures that want one. */
  largeEventId: string;
}

/**
 * The dashboards' charts of a system admin, one request after another, before and after an event
 * of 100,000 participants (added in the last day, so inside every chart's window) joins the
 * table: the charts should cost the same. Run it before anything else adds participants, or
 * "before" is already large.
 */
export async function measureDashboardCharts(options: {
  baseUrl: string;
  databaseUrl: string;
  headers: Record<string, string>;
  seconds: number;
}): Promise<DashboardChartsTimes> {
  const url = `${options.baseUrl}/api/dashboard/charts`;
  const window = () => sleep(options.seconds * 1000);
  // Warmed first, so that "before" is not charged the route's first requests.
  await sampleLatencies(url, sleep(WARM_UP_MS), options.headers);
  const small = await sampleLatencies(url, window(), options.headers);
  const largeEventId = await seedEventWithParticipants(
    options.databaseUrl,
    LARGE_EVENT_PARTICIPANTS,
  );
  const large = await sampleLatencies(url, window(), options.headers);
  return { smallMs: median(small), largeMs: median(large), largeEventId };
}
