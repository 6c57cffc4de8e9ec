import { useSyncExternalStore } from "react";

// A new version of the app waiting to take over: register.ts announces it with the way to apply
// it, and the update prompt offers it.

let applyWaitingUpdate: (() => void) | undefined;
const listeners = new Set<() => void>();

/** A new version is installed and waits; `apply` hands over to it and reloads the page. */
export function announceWaitingUpdate(apply: () => void) {
  applyWaitingUpdate = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How to apply the waiting version, or undefined while there is none. */
export function useWaitingUpdate(): (() => void) | undefined {
  return useSyncExternalStore(subscribe, () => applyWaitingUpdate);
}
