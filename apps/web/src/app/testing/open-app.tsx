import { CSRF_COOKIE, type User } from "@events/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { AuthProvider } from "@/features/auth/auth-provider";
import { type FakeAnswer, stubJsonServer } from "@/testing/stub-json-server";
import { AppRoutes } from "../router";

function setSessionCookie(value: string, expires = "") {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is the one the app reads.
  document.cookie = `${CSRF_COOKIE}=${value}; path=/${expires}`;
}

/** Forgets the session cookie openApp set, for the next test; the stubbed server goes too. */
export function clearSessionCookie() {
  setSessionCookie("", "; expires=Thu, 01 Jan 1970 00:00:00 GMT");
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The address the app shows, as the router has it. */
export function currentPath(): string {
  return screen.getByTestId("location").textContent ?? "";
}

/** The app's routes at `path`, signed in as `user` (none: signed out), the server as given. */
export function openApp(
  path: string,
  { user, answers = {} }: { user: User | null; answers?: Record<string, FakeAnswer> },
) {
  if (user) setSessionCookie("csrf");
  const server = stubJsonServer({
    ...(user ? { "POST /api/auth/validate-token": { body: { user } } } : {}),
    ...answers,
  });
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AuthProvider>,
  );
  return { server, user: userEvent.setup() };
}
