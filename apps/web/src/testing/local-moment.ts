/**
 * A moment on the browser's clock (year, month from 0, day, hour, minute) as the server writes
 * it: built this way, the words a screen shows for it hold in whatever zone the machine is set to.
 */
export function localMoment(...parts: [number, number, number, number, number]): string {
  return new Date(...parts).toISOString();
}
