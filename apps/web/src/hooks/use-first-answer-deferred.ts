import { useDeferredValue } from "react";

/**
 * A query's answer, held back from the render its arrival after none starts (the first answer,
 * or the first for a new search): that render runs in the task the answer came in and cannot
 * stop, so a long list's first draw held a phone's main thread for hundreds of milliseconds. Until
 * a deferred render, which React interrupts to let the page answer, has drawn it, this gives
 * nothing (the caller's loading state). An answer replacing another passes at once, and one
 * already there when the caller mounts (from the cache) is not held back.
 */
export function useFirstAnswerDeferred<TData>(data: TData | undefined): TData | undefined {
  const mayDraw = useDeferredValue(data !== undefined);
  return mayDraw ? data : undefined;
}
