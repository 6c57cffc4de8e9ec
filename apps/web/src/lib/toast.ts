/**
 * How long each screen keeps its toasts open, as the specification sets them: 3 s on the admin
 * screens, 5 s on the events and sessions screens (spec doc 1 §9, doc 2 §9) and on sign-in.
 */
export const TOAST_CLOSE_MS = {
  admin: 3000,
  events: 5000,
  sessions: 5000,
  signIn: 5000,
} as const;

export type ToastOptions = {
  autoCloseMs: number;
  /** Keeps one failure from stacking the same toast twice (React's development re-runs). */
  toastId?: string;
};

export type ToastLibrary = typeof import("react-toastify");

// The toast library (about a tenth of the sign-in page's script budget, with its styles) is only
// fetched for the first toast, so the sign-in screen does not wait for it. Toasts
// shown before the container mounts are queued by the library and appear once it does.
let loadedLibrary: ToastLibrary | null = null;
let loadingLibrary: Promise<ToastLibrary> | null = null;
const libraryListeners = new Set<() => void>();

function loadToastLibrary(): Promise<ToastLibrary> {
  loadingLibrary ??= import("react-toastify").then((library) => {
    loadedLibrary = library;
    for (const listener of libraryListeners) listener();
    return library;
  });
  return loadingLibrary;
}

/** Fetches the library ahead of toasts that should not wait for it (the sign-in's answers). */
export function preloadToasts(): void {
  loadToastLibrary().catch(() => {
    // The toasts that need it meet the same failure and handle it there.
  });
}

/** For the app's toast container, which renders once the first toast has loaded the library. */
export function subscribeToToastLibrary(onLoad: () => void): () => void {
  libraryListeners.add(onLoad);
  return () => libraryListeners.delete(onLoad);
}

export function getLoadedToastLibrary(): ToastLibrary | null {
  return loadedLibrary;
}

function showToast(
  kind: "success" | "error",
  message: string,
  { autoCloseMs, toastId }: ToastOptions,
): void {
  loadToastLibrary().then(
    ({ toast }) => {
      toast[kind](message, { autoClose: autoCloseMs, toastId });
    },
    () => {
      // Offline the library cannot load, so there is nothing to show the message with; the
      // screen itself still shows the outcome (its state, errors and lists).
    },
  );
}

export function showSuccessToast(message: string, options: ToastOptions): void {
  showToast("success", message, options);
}

export function showErrorToast(message: string, options: ToastOptions): void {
  showToast("error", message, options);
}
