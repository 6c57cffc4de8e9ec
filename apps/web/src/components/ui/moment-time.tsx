import { formatMomentInZone } from "@/lib/format-moment";

/** A moment (UTC ISO 8601) as the zone's clock reads it, the moment itself machine-readable. */
export function MomentTime({ moment, timeZone }: { moment: string; timeZone: string }) {
  return <time dateTime={moment}>{formatMomentInZone(moment, timeZone)}</time>;
}
