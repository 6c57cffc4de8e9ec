/** The time of day on this device's clock, as 'HH:MM': the door staff's own time. */
export function formatClock(isoDateTime: string | null): string {
  const date = isoDateTime ? new Date(isoDateTime) : null;
  if (!date || Number.isNaN(date.getTime())) return "--:--";
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
