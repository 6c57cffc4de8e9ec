import { timeOfDayIn } from "@events/contract";
import { browserTimeZone } from "@/lib/format-moment";

/** The time of day on this device's clock, as 'HH:MM': the door staff's own time. */
export function formatClock(isoDateTime: string | null): string {
  const date = isoDateTime ? new Date(isoDateTime) : null;
  if (!date || Number.isNaN(date.getTime())) return "--:--";
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The time of day in the event's zone, as 'HH:MM', as the server words a check-in's time
 * ('Already checked in at North entrance, 10:02'); the device's own zone when none is known.
 */
export function formatZoneClock(isoDateTime: string, timeZone?: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return "--:--";
  return timeOfDayIn(timeZone ?? browserTimeZone(), date);
}
