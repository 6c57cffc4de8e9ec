/** A code seen again within this time of its last sighting is the same ticket still in view. */
export const REPEAT_WINDOW_MS = 3000;

/**
 * Decides which decoded codes to post: a ticket held in front of the camera is decoded many times
 * a second, and only its first sighting should check anyone in. The same code seen again within
 * the window of its last sighting is ignored, and each sighting extends the window.
 */
export function createRepeatFilter(now: () => number = () => Date.now()) {
  let last: { code: string; seenAt: number } | null = null;
  return {
    shouldPost(code: string): boolean {
      const time = now();
      const isRepeat = last?.code === code && time - last.seenAt < REPEAT_WINDOW_MS;
      last = { code, seenAt: time };
      return !isRepeat;
    },
    /** Scanning resumes: the last ticket, if still in view, counts as seen just now. */
    restartWindow(): void {
      if (last) last = { ...last, seenAt: now() };
    },
  };
}

export type RepeatFilter = ReturnType<typeof createRepeatFilter>;
