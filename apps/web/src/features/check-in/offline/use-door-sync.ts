import { useEffect, useState, useSyncExternalStore } from "react";
import { createDoorSync, type DoorSnapshot, type DoorSync } from "./door-sync";

/** How often the copy is refreshed, the queue sent and the device reported while online. */
export const DOOR_REFRESH_MS = 5000;

const NOT_STARTED: DoorSnapshot = {
  isLoaded: false,
  door: null,
  entries: [],
  queueLength: 0,
  isOffline: false,
  sendError: null,
  conflicts: [],
  answers: [],
};
const ignoreChanges = () => () => {};
const readNotStarted = () => NOT_STARTED;

export type DoorSyncState = {
  /** null until the local copy is open, and for good when this browser cannot keep one. */
  sync: DoorSync | null;
  snapshot: DoorSnapshot;
  /** This browser keeps no IndexedDB (a private window of some browsers): online only. */
  isUnavailable: boolean;
};

/**
 * The event's local copy with its rounds: one at once, then every few seconds, and at once when
 * the browser says the network is back. `isEnabled` false waits (the event is still loading).
 */
export function useDoorSync(eventId: string, timeZone?: string, isEnabled = true): DoorSyncState {
  const [sync, setSync] = useState<DoorSync | null>(null);
  const [isUnavailable, setIsUnavailable] = useState(false);

  useEffect(() => {
    if (!isEnabled) return;
    const started = createDoorSync({ eventId, timeZone, isBrowserOnline: navigator.onLine });
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isRunning = false;
    // One chain of rounds: a round asked for while one runs is the next one, 5 s on.
    async function runRounds() {
      clearTimeout(timer);
      if (isRunning) return;
      isRunning = true;
      await started.runRound();
      isRunning = false;
      if (!isStopped) timer = setTimeout(runRounds, DOOR_REFRESH_MS);
    }
    function goOnline() {
      started.setBrowserOnline(true);
      void runRounds();
    }
    const goOffline = () => started.setBrowserOnline(false);
    started.start().then(
      () => {
        if (isStopped) return;
        setSync(started);
        window.addEventListener("online", goOnline);
        window.addEventListener("offline", goOffline);
        void runRounds();
      },
      () => {
        if (!isStopped) setIsUnavailable(true);
      },
    );
    return () => {
      isStopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      started.close();
      setSync(null);
    };
  }, [eventId, timeZone, isEnabled]);

  const snapshot = useSyncExternalStore(
    sync?.subscribe ?? ignoreChanges,
    sync?.getSnapshot ?? readNotStarted,
  );
  return { sync, snapshot, isUnavailable };
}
