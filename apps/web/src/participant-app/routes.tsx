import { type ComponentType, lazy } from "react";
import type { BundleName } from "@/i18n/bundles";
import { loadBundle } from "@/i18n/i18n";
import { myAgendaPath } from "./agenda/agenda-api";
import { loadResource } from "./api/resource-cache";
import { hasSession } from "./api/session";
import { MY_EVENTS_PATH, myEventPath } from "./events/events-api";
import { MY_MESSAGES_PATH } from "./inbox/inbox-api";
import { appPaths, signInPath } from "./paths";
import { ME_PATH } from "./profile/profile-api";
import { Redirect } from "./router/redirect";
import { matchPath, type Route, type RouteParams, useLocation } from "./router/router";
import { myTicketPath } from "./ticket/ticket-api";

// The app's screens, each in a chunk of its own fetched when its address is first visited: the
// sign-in screen of a first visit comes without the others' code. The API paths of a screen are
// asked for with its code, not once it is drawn.

type ScreenModule = { default: ComponentType<{ params: RouteParams }> };
type Access = "public" | { signedIn: (params: RouteParams) => string[] };
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

/** A screen whose texts are not in the app's first bundle: its code and its texts come together. */
function withTexts(bundle: BundleName, load: () => Promise<ScreenModule>) {
  return () => Promise.all([load(), loadBundle(bundle)]).then(([module]) => module);
}

const eventIdOf = (params: RouteParams) => params.eventId ?? "";

export const appRoutes: readonly AppRoute[] = [
  screen(appPaths.signIn, () => import("./sign-in/sign-in-screen"), "public"),
  screen(appPaths.linkSignIn, () => import("./sign-in/link-sign-in-screen"), "public"),
  screen(appPaths.myEvents, () => import("./events/my-events-screen"), {
    signedIn: () => [MY_EVENTS_PATH],
  }),
  screen(appPaths.event, () => import("./events/event-screen"), {
    signedIn: (params) => [myEventPath(eventIdOf(params))],
  }),
  screen(appPaths.agenda, () => import("./agenda/agenda-screen"), {
    signedIn: (params) => [myAgendaPath(eventIdOf(params)), myEventPath(eventIdOf(params))],
  }),
  screen(appPaths.ticket, () => import("./ticket/ticket-screen"), {
    signedIn: (params) => [myTicketPath(eventIdOf(params))],
  }),
  screen(appPaths.inbox, () => import("./inbox/inbox-screen"), {
    signedIn: () => [MY_MESSAGES_PATH],
  }),
  screen(appPaths.message, () => import("./inbox/message-screen"), {
    signedIn: () => [MY_MESSAGES_PATH],
  }),
  screen(
    appPaths.profile,
    withTexts("app-passkeys", () => import("./profile/profile-screen")),
    {
      signedIn: () => [ME_PATH],
    },
  ),
  screen(appPaths.privacy, () => import("./privacy/privacy-screen"), { signedIn: () => [] }),
  screen(appPaths.accountDeleted, () => import("./privacy/account-deleted-screen"), "public"),
];

/**
 * Starts fetching the code and the data of the screen this path shows (without a session: the
 * sign-in screen's code), while React starts.
 */
export function preloadScreen(pathname: string) {
  for (const route of appRoutes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    const { access } = route;
    const isShown = access === "public" || hasSession();
    const shown = isShown ? route : appRoutes.find(({ path }) => path === appPaths.signIn);
    shown?.preload().catch(() => {
      // React.lazy asks again when the screen is drawn and shows that failure.
    });
    if (access !== "public" && isShown) {
      for (const path of access.signedIn(params)) void loadResource(path);
    }
    return;
  }
}
