import { compareWallClock, parseWallClock } from "./wall-clock";

// Session durations read 'Xh Ym' (spec doc 2 §9), always both parts: '0h 45m', '2h 0m'.

/**
 * The time from start to end as 'Xh Ym'; undefined when either is not a wall-clock time or the
 * end is before the start (nothing sensible to show).
 */
export function formatDuration(start: string, end: string): string | undefined {
  if (!parseWallClock(start) || !parseWallClock(end)) return undefined;
  const total = compareWallClock(end, start) / 60_000;
  if (total < 0) return undefined;
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}
