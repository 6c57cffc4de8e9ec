import { formatMomentInZone } from "@/lib/format-moment";

export type MomentTimeProps = {
  /** UTC ISO 8601; null where there is none yet, or none at all. */
  moment: string | null;
  timeZone: string;
  /** Said instead of a missing moment: 'Never'. */
  whenNone?: string;
};

/** A moment (UTC ISO 8601) as the zone's clock reads it, the moment itself machine-readable. */
export function MomentTime({ moment, timeZone, whenNone }: MomentTimeProps) {
  if (moment === null) return whenNone ?? null;
  return <time dateTime={moment}>{formatMomentInZone(moment, timeZone)}</time>;
}
