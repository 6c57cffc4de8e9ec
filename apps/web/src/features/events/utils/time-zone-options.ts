import { listTimeZones } from "@events/contract";

export type TimeZoneOption = { zone: string; offset: string };

/** "UTC+01:00" for Europe/Berlin in winter: the zone's offset now, as a reader compares them. */
export function describeOffset(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find(({ type }) => type === "timeZoneName");
  // longOffset writes plain "GMT" for a zero offset.
  const offset = part?.value.replace(/^GMT/, "") || "+00:00";
  return `UTC${offset}`;
}

let cached: readonly TimeZoneOption[] | undefined;

/** Every zone the browser knows, with its offset now; built once, on the first form opened. */
export function getTimeZoneOptions(now: Date = new Date()): readonly TimeZoneOption[] {
  cached ??= listTimeZones().map((zone) => ({ zone, offset: describeOffset(zone, now) }));
  return cached;
}
