import { useCallback, useEffect, useSyncExternalStore } from "react";
import { ApiError } from "@/lib/api-error";
import { deleteSavedAnswer } from "../service-worker/saved-answers";
import { requestAnswer } from "./app-api";

// The app's memory of what the server answered, one entry per GET path: a screen shows what it
// has at once and asks the server again each time it is drawn (and when the device is back
// online), so going back and forth between screens costs no wait. What the service worker
// answers from its cache when there is no network comes with the time it was saved.

export type ResourceState<T> = {
  data: T | undefined;
  /** The last call's failure; data, if any, is then what an earlier call answered. */
  error: unknown;
  /** Nothing to show yet and a call is out. */
  isLoading: boolean;
  /** When the service worker saved the data shown, if it came from its cache. */
  savedAt: Date | undefined;
  /** When the data shown was saved or received. */
  receivedAt: Date | undefined;
};

type Entry = ResourceState<unknown> & {
  request?: Promise<void>;
  /** When the last answer arrived on this device (ms since the epoch), saved copy or not. */
  answeredAt?: number;
};

/**
 * An answer this recent is not asked for again when a screen is drawn: the screen's data leaves
 * with its code (routes.tsx, preloadScreen) and often arrives first, and asking twice on a
 * phone's first screen costs a request and a second drawing.
 */
const FRESH_MS = 5_000;

const EMPTY_ENTRY: Entry = {
  data: undefined,
  error: undefined,
  isLoading: true,
  savedAt: undefined,
  receivedAt: undefined,
};

const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

function setEntry(path: string, entry: Entry) {
  entries.set(path, entry);
  for (const listener of listeners.get(path) ?? []) listener();
}

function subscribe(path: string, listener: () => void) {
  let pathListeners = listeners.get(path);
  if (!pathListeners) {
    pathListeners = new Set();
    listeners.set(path, pathListeners);
  }
  pathListeners.add(listener);
  return () => {
    pathListeners.delete(listener);
  };
}

/** Asks the server for the path; a call already out is shared. Never rejects: see `error`. */
export function loadResource(path: string): Promise<void> {
  const current = entries.get(path) ?? EMPTY_ENTRY;
  if (current.request) return current.request;
  const request = requestAnswer<unknown>(path).then(
    ({ data, savedAt }) => {
      setEntry(path, {
        data,
        error: undefined,
        isLoading: false,
        savedAt,
        receivedAt: savedAt ?? new Date(),
        answeredAt: Date.now(),
      });
    },
    (error: unknown) => {
      const latest = entries.get(path) ?? EMPTY_ENTRY;
      // Gone (the person was taken off the event, or it was deleted): neither what was shown
      // nor the copy saved for offline use may show it again.
      const isGone = error instanceof ApiError && error.status === 404;
      if (isGone) void deleteSavedAnswer(path);
      const data = isGone ? undefined : latest.data;
      setEntry(path, { ...latest, data, request: undefined, error, isLoading: false });
    },
  );
  setEntry(path, { ...current, isLoading: current.data === undefined, request });
  return request;
}

/** Changes what is kept for the path (a bookmark set before the server confirms it). */
export function updateResource<T>(path: string, update: (data: T) => T) {
  const current = entries.get(path);
  if (current?.data === undefined) return;
  setEntry(path, { ...current, data: update(current.data as T) });
}

/**
 * Asks again for everything kept: once the service worker first controls the page, so what the
 * first visit showed before it did is saved for use offline too.
 */
export function reloadAllResources() {
  for (const path of entries.keys()) void loadResource(path);
}

/** Forgets everything: the person signed out, or their session ended. */
export function clearResources() {
  const paths = [...entries.keys()];
  entries.clear();
  for (const path of paths) for (const listener of listeners.get(path) ?? []) listener();
}

/**
 * What the server answers for the path, asked again each time the screen is drawn (unless it
 * has just arrived) and when the device is back online.
 */
export function useResource<T>(path: string): ResourceState<T> & { reload: () => void } {
  const entry = useSyncExternalStore(
    useCallback((listener) => subscribe(path, listener), [path]),
    () => entries.get(path) ?? EMPTY_ENTRY,
  );
  useEffect(() => {
    const { answeredAt } = entries.get(path) ?? EMPTY_ENTRY;
    if (answeredAt === undefined || Date.now() - answeredAt >= FRESH_MS) void loadResource(path);
    const reloadWhenOnline = () => void loadResource(path);
    window.addEventListener("online", reloadWhenOnline);
    return () => window.removeEventListener("online", reloadWhenOnline);
  }, [path]);
  const reload = useCallback(() => void loadResource(path), [path]);
  const { data, error, isLoading, savedAt, receivedAt } = entry;
  return { data: data as T | undefined, error, isLoading, savedAt, receivedAt, reload };
}
