import {
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useSyncExternalStore,
} from "react";

// A router over the History API, small enough for the app's first-visit budget: a route table of
// path patterns, links that push an entry instead of loading a page, and the browser's back and
// forward buttons.

export type RouteParams = Record<string, string>;

export type Route = {
  path: string;
  Screen: ComponentType<{ params: RouteParams }>;
};

const listeners = new Set<() => void>();

function notifyListeners() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const readLocation = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query, e.g. '/app/sign-in?next=…'; the screen draws again when it changes. */
export function useLocation(): { pathname: string; search: string } {
  const location = useSyncExternalStore(subscribe, readLocation);
  const queryStart = location.indexOf("?");
  return queryStart === -1
    ? { pathname: location, search: "" }
    : { pathname: location.slice(0, queryStart), search: location.slice(queryStart) };
}

let isHeadingFocusPending = false;

/**
 * Whether the screen now drawn was reached by a navigation inside the app, once: its heading
 * then takes the focus, so a screen reader announces the new screen (shell/screen-heading.tsx).
 */
export function takeHeadingFocusRequest(): boolean {
  const isPending = isHeadingFocusPending;
  isHeadingFocusPending = false;
  return isPending;
}

/** Goes to another address of the app; `replace` when the current one should not be gone back to. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.history.replaceState(null, "", to);
  else window.history.pushState(null, "", to);
  isHeadingFocusPending = true;
  if (!replace) window.scrollTo(0, 0);
  notifyListeners();
}

/** The params of a path matched by a pattern such as '/app/events/:eventId', or undefined. */
export function matchPath(pattern: string, pathname: string): RouteParams | undefined {
  const patternParts = pattern.split("/");
  const pathParts = pathname.split("/");
  if (patternParts.length !== pathParts.length) return undefined;
  const params: RouteParams = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? "";
    if (part.startsWith(":")) {
      if (actual === "") return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
}

/** A click the app should handle itself: the main button, no key asking for a new tab or window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link to an address of the app: a real <a>, so it opens in a new tab as any link does. */
export function Link({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** The screen of the first route whose path matches, or `NotFound`. */
export function Routes({
  routes,
  NotFound,
  fallback,
}: {
  routes: readonly Route[];
  NotFound: ComponentType;
  fallback: ReactNode;
}) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) {
      return (
        <Suspense fallback={fallback}>
          <route.Screen key={route.path} params={params} />
        </Suspense>
      );
    }
  }
  return <NotFound />;
}
