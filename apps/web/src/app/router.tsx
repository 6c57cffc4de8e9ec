import { CSRF_COOKIE, type UserResponse } from "@events/contract";
import { type ComponentType, lazy, Suspense } from "react";
import { BrowserRouter, matchPath, Navigate, Route, Routes } from "react-router";
import { FullPageLoader } from "@/components/ui/loading-state";
import {
  HomeRedirect,
  RequireRole,
  RequireSignedIn,
} from "@/features/auth/components/route-guards";
import { doorTextKeys } from "@/features/door-staff/texts/door-text-keys";
import { useAuth } from "@/hooks/use-auth";
import type { BundleName } from "@/i18n/bundles";
import { loadBundle } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { readBrowserCookie } from "@/lib/cookies";
import { lazyNamed } from "@/lib/lazy-named";
import type { Portal } from "@/lib/portal";
import { areaRoutes, paths } from "@/paths";

/** A page loaded on first visit, and the loader behind it, so its code can be asked for early. */
type LazyPage = { Page: ComponentType; load: () => Promise<unknown> };

function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return { Page: lazy(load), load };
}

const loginPage = lazyPage(() => import("@/features/auth/routes/login"));
const verifyOtpPage = lazyPage(() => import("@/features/auth/routes/verify-otp"));
/** A page's code with the texts it shows, which are not the sign-in page's: neither is drawn without the other. */
function withTexts<Module>(bundle: BundleName, load: () => Promise<Module>): Promise<Module> {
  return Promise.all([load(), loadBundle(bundle)]).then(([module]) => module);
}

const privacyPolicyPage = lazyPage(() =>
  withTexts("policy", () => import("@/features/privacy/routes/privacy-policy")),
);
const withAdminTexts = <Module,>(load: () => Promise<Module>) => withTexts("admin", load);
const loadPortalArea = () => withAdminTexts(() => import("./routes/portal-area"));
const PortalArea = lazy(loadPortalArea);
const loadDoorArea = () => withAdminTexts(() => import("./routes/door-area"));
const DoorArea = lazy(loadDoorArea);
// Drawn inside a portal or the door only: the sign-in page's first visit does not carry it.
const AreaPageNotFound = lazyNamed(() => import("./routes/page-not-found"), "AreaPageNotFound");

/** The pages outside the portals, which anyone may open. */
const publicPages: readonly (readonly [path: string, page: LazyPage])[] = [
  [paths.login, loginPage],
  [paths.verifyOtp, verifyOtpPage],
  [paths.privacyPolicy, privacyPolicyPage],
  // Opened from a scanned QR code or an e-mailed link, before their user has signed in.
  [
    paths.door.pair,
    lazyPage(() =>
      withTexts("doorLinks", () => import("@/features/door-staff/routes/pair-device-route")),
    ),
  ],
  [
    paths.door.choosePassword,
    lazyPage(() =>
      withTexts("doorLinks", () => import("@/features/door-staff/routes/choose-password-route")),
    ),
  ],
];

/** The signed-in user's passkeys: in each portal and at the door. */
const passkeysPage = lazyPage(() => import("@/features/passkeys/routes/passkeys-route"));

/** A route pattern, relative to the portal's root, and its page. */
type PortalPage = readonly [path: string, page: LazyPage];

/** The pages both portals have, under the same patterns. */
const sharedPages: readonly PortalPage[] = [
  [areaRoutes.events, lazyPage(() => import("@/features/events/routes/events-route"))],
  [areaRoutes.eventDetails, lazyPage(() => import("./routes/event-details-page"))],
  [
    areaRoutes.eventParticipants,
    lazyPage(() => import("@/features/participants/routes/event-participants-route")),
  ],
  [
    areaRoutes.eventSessions,
    lazyPage(() => import("@/features/sessions/routes/event-sessions-route")),
  ],
  [
    areaRoutes.eventRegistration,
    lazyPage(() => import("@/features/registration/routes/registration-settings-route")),
  ],
  [
    areaRoutes.eventRegistrations,
    lazyPage(() => import("@/features/registration/routes/registrations-route")),
  ],
  [areaRoutes.eventStaff, lazyPage(() => import("@/features/door-staff/routes/staff-route"))],
  [areaRoutes.checkIn, lazyPage(() => import("@/features/check-in/routes/check-in-route"))],
  [areaRoutes.badges, lazyPage(() => import("@/features/check-in/routes/badges-route"))],
  [areaRoutes.activity, lazyPage(() => import("@/features/activity/routes/activity-route"))],
  [areaRoutes.apiTokens, lazyPage(() => import("@/features/api-tokens/routes/api-tokens-route"))],
  [areaRoutes.passkeys, passkeysPage],
  [
    areaRoutes.webhookDeliveries,
    lazyPage(() => import("@/features/webhooks/routes/webhook-deliveries-route")),
  ],
];

type PortalRoutes = {
  portal: Portal;
  root: string;
  /** The portal's own pages beside the shared ones, in any order: the router ranks patterns. */
  pages: readonly PortalPage[];
  notFoundTitle: MessageId;
  dashboardPath: string;
};

const portals: readonly PortalRoutes[] = [
  {
    portal: "system_admin",
    root: paths.systemAdmin.root,
    pages: [
      [areaRoutes.systemAdmins, lazyPage(() => import("@/features/users/routes/system-admins"))],
      [areaRoutes.eventAdmins, lazyPage(() => import("@/features/users/routes/event-admins"))],
      [areaRoutes.privacy, lazyPage(() => import("@/features/privacy/routes/privacy-route"))],
      [
        areaRoutes.webhooks,
        lazyPage(() => import("@/features/webhooks/routes/system-webhooks-route")),
      ],
      [
        areaRoutes.dashboard,
        lazyPage(() => import("@/features/dashboard/routes/system-admin-dashboard")),
      ],
    ],
    notFoundTitle: "layout.notFound.systemAdminTitle",
    dashboardPath: paths.systemAdmin.dashboard,
  },
  {
    portal: "event_admin",
    root: paths.eventAdmin.root,
    pages: [
      [
        areaRoutes.sessions,
        lazyPage(() => import("@/features/sessions/routes/event-admin-sessions")),
      ],
      [
        areaRoutes.participants,
        lazyPage(() => import("@/features/participants/routes/event-admin-participants")),
      ],
      [
        areaRoutes.dashboard,
        lazyPage(() => import("@/features/event-admin-dashboard/routes/event-admin-dashboard")),
      ],
    ],
    notFoundTitle: "layout.notFound.eventAdminTitle",
    dashboardPath: paths.eventAdmin.dashboard,
  },
];

/** The door's first page (/door): the signed-in user's events. */
const doorEventsPage = lazyPage(() => import("@/features/door-staff/routes/door-events-route"));

/** The door's other pages, under /door. */
const doorPages: readonly PortalPage[] = [
  [
    areaRoutes.checkIn,
    lazyPage(() =>
      import("@/features/check-in/routes/door-check-in-page").then(({ DoorCheckInPage }) => ({
        default: DoorCheckInPage,
      })),
    ),
  ],
  [areaRoutes.passkeys, passkeysPage],
];

/**
 * The loaders of the page at this address and of what it loads within, and for a portal's page
 * the asking for its first data (first-queries.ts); none for no page.
 */
function findLoaders(
  pathname: string,
  sessionCheck: Promise<UserResponse>,
): (() => Promise<unknown>)[] {
  const publicPage = publicPages.find(([path]) => matchPath(path, pathname));
  if (publicPage) return [publicPage[1].load];
  // Without a session cookie a portal page ends on the sign-in page.
  if (readBrowserCookie(CSRF_COOKIE) === undefined) return [];
  if (matchPath(paths.door.root, pathname)) return [loadDoorArea, doorEventsPage.load];
  const doorPage = doorPages.find(([path]) => matchPath(`${paths.door.root}/${path}`, pathname));
  if (doorPage) return [loadDoorArea, doorPage[1].load];
  for (const { root, pages } of portals) {
    const portalPage = [...pages, ...sharedPages].find(([path]) =>
      matchPath(`${root}/${path}`, pathname),
    );
    if (portalPage) {
      const askForData = () =>
        import("./first-queries").then(({ prefetchFirstQueries }) =>
          prefetchFirstQueries(pathname, sessionCheck),
        );
      return [loadPortalArea, portalPage[1].load, askForData];
    }
  }
  return [];
}

/**
 * Asks for the code of the page at this address (and of the portal around it) at start, while
 * the session check is still out: otherwise the page's code is only asked for once the check has
 * answered and the portal's layout has loaded, one wait after another. Settles once that code is
 * in; a load that fails is left to the page's own, which retries when it renders.
 */
export function preloadPage(
  pathname: string,
  sessionCheck: Promise<UserResponse>,
): Promise<unknown> {
  return Promise.all(
    findLoaders(pathname, sessionCheck).map((load) => load().catch(() => undefined)),
  );
}

/**
 * An admin portal's pages. Door staff get, in the door's frame, the page an unknown address of
 * the portal gets: nothing there is theirs, and the server answers them 404 all the same.
 */
function PortalGate({ portal, notFoundTitle }: { portal: Portal; notFoundTitle: MessageId }) {
  const { user } = useAuth();
  const { t } = useTexts();
  if (user?.type === "door_staff") {
    return (
      <DoorArea>
        <AreaPageNotFound
          title={notFoundTitle}
          homePath={paths.door.root}
          homeLabel={t(doorTextKeys.goToEvents)}
        />
      </DoorArea>
    );
  }
  return (
    <RequireRole userType={portal}>
      {/* Keyed, so no state (the query cache above all) passes from one portal to the other. */}
      <PortalArea key={portal} portal={portal} />
    </RequireRole>
  );
}

/** The app's routes, inside whichever router the app (or a test) gives them. */
export function AppRoutes() {
  const { isCheckingAuth } = useAuth();
  const { t } = useTexts();
  if (isCheckingAuth) return <FullPageLoader />;

  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route index element={<HomeRedirect />} />
        {publicPages.map(([path, { Page }]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={paths.dashboard} element={<HomeRedirect />} />

        <Route
          path={paths.door.root}
          element={
            <RequireSignedIn>
              <DoorArea />
            </RequireSignedIn>
          }
        >
          <Route index element={<doorEventsPage.Page />} />
          {doorPages.map(([path, { Page }]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route
            path="*"
            element={
              <AreaPageNotFound
                title={doorTextKeys.notFoundTitle}
                homePath={paths.door.root}
                homeLabel={t(doorTextKeys.goToEvents)}
              />
            }
          />
        </Route>

        {portals.map(({ portal, root, pages, notFoundTitle, dashboardPath }) => (
          <Route
            key={root}
            path={root}
            element={<PortalGate portal={portal} notFoundTitle={notFoundTitle} />}
          >
            <Route index element={<Navigate to={areaRoutes.dashboard} replace />} />
            {[...pages, ...sharedPages].map(([path, { Page }]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route
              path="*"
              element={<AreaPageNotFound title={notFoundTitle} homePath={dashboardPath} />}
            />
          </Route>
        ))}

        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
