// Session durations read 'Xh Ym' (spec doc 2 §9), always both parts: '0h 45m', '2h 0m'.

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes since the epoch of a wall-clock 'YYYY-MM-DDTHH:mm[:ss]'; undefined when unreadable. */
function toWallClockMinutes(value: string): number | undefined {
  const match = WALL_CLOCK.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // Read as UTC so no daylight-saving change adds or drops an hour.
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  return Number.isNaN(ms) ? undefined : ms / 60_000;
}

/**
 * The time from start to end as 'Xh Ym'; undefined when either is unreadable or the end is
 * before the start (nothing sensible to show).
 */
export function formatDuration(start: string, end: string): string | undefined {
  const startMinutes = toWallClockMinutes(start);
  const endMinutes = toWallClockMinutes(end);
  if (startMinutes === undefined || endMinutes === undefined) return undefined;
  const total = endMinutes - startMinutes;
  if (total < 0) return undefined;
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}
