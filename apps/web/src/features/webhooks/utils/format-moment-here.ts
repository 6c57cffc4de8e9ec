import { formatMomentInZone } from "@/lib/format-moment";

/**
 * A moment in the browser's own zone, '5th of Mar 2025, 3:30 PM': a webhook may be for every
 * event, so no event's zone applies, and its reader thinks in their own time.
 */
export function formatMomentHere(moment: string): string {
  return formatMomentInZone(moment, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
