import { type ComponentType, lazy } from "react";
import { hasSession } from "./api/session";
import { appPaths, signInPath } from "./paths";
import { Redirect } from "./router/redirect";
import { matchPath, type Route, type RouteParams, useLocation } from "./router/router";

// The app's screens, each in a chunk of its own fetched when its address is first visited: the
// sign-in screen of a first visit comes without the others' code.

type ScreenModule = { default: ComponentType<{ params: RouteParams }> };
type Access = "public" | "signed-in";
type AppRoute = Route & { access: Access; preload: () => Promise<ScreenModule> };

/** A screen that needs a session: without one, the sign-in screen, which comes back here after. */
function signedIn(Screen: ComponentType<{ params: RouteParams }>) {
  return function SignedInScreen({ params }: { params: RouteParams }) {
    const { pathname, search } = useLocation();
    if (!hasSession()) return <Redirect to={signInPath(`${pathname}${search}`)} />;
    return <Screen params={params} />;
  };
}

function screen(path: string, load: () => Promise<ScreenModule>, access: Access): AppRoute {
  const Screen = lazy(load);
  return { path, access, Screen: access === "public" ? Screen : signedIn(Screen), preload: load };
}

export const appRoutes: readonly AppRoute[] = [
  screen(appPaths.signIn, () => import("./sign-in/sign-in-screen"), "public"),
  screen(appPaths.linkSignIn, () => import("./sign-in/link-sign-in-screen"), "public"),
  screen(appPaths.myEvents, () => import("./events/my-events-screen"), "signed-in"),
  screen(appPaths.event, () => import("./events/event-screen"), "signed-in"),
  screen(appPaths.agenda, () => import("./agenda/agenda-screen"), "signed-in"),
  screen(appPaths.ticket, () => import("./ticket/ticket-screen"), "signed-in"),
];

/** Starts fetching the code of the screen this path shows (without a session: the sign-in). */
export function preloadScreen(pathname: string) {
  const route = appRoutes.find((candidate) => matchPath(candidate.path, pathname));
  const shown =
    route?.access === "signed-in" && !hasSession()
      ? appRoutes.find((candidate) => candidate.path === appPaths.signIn)
      : route;
  shown?.preload().catch(() => {
    // React.lazy asks again when the screen is drawn and shows that failure.
  });
}
