import type { MouseEvent } from "react";

/**
 * For links to what only the server has (a document, a calendar file): with no network, the
 * click is stopped and `onOffline` says so, instead of a browser error page or nothing at all.
 */
export function stopWhenOffline(onOffline: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (navigator.onLine) return;
    event.preventDefault();
    onOffline();
  };
}
