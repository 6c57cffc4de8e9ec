import { APP_CSRF_COOKIE } from "@events/contract";
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { clearResources } from "../api/resource-cache";
import { App } from "../app";

export const CSRF_TOKEN = "csrf-of-this-session";

/** Sets whether the device says it is online, and tells the page as the browser would. */
export function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
  });
}

/** The session's CSRF cookie, as the server sets it at sign-in and clears it at sign-out. */
export function setSessionCookie(isSignedIn: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is the one the app reads.
  document.cookie = isSignedIn
    ? `${APP_CSRF_COOKIE}=${CSRF_TOKEN}; Path=/`
    : `${APP_CSRF_COOKIE}=; Max-Age=0; Path=/`;
}

/**
 * jsdom has no modal dialogs: showModal and close only open and close it here, which is what
 * the screens read back.
 */
function fillInDialogMethods() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/** Each test of the file starts online, signed out, with nothing remembered, at /. */
export function resetAppBetweenTests() {
  beforeEach(() => {
    fillInDialogMethods();
    // jsdom does not scroll; a navigation scrolls to the top.
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    window.history.replaceState(null, "", "/");
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearResources();
    setSessionCookie(false);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The whole app at an address, as a phone opens it, with or without a session. */
export function renderAppAt(path: string, { isSignedIn = true }: { isSignedIn?: boolean } = {}) {
  setSessionCookie(isSignedIn);
  window.history.replaceState(null, "", path);
  return render(<App />);
}
