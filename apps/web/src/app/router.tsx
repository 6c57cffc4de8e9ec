import { type ComponentType, lazy, Suspense } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { FullPageLoader } from "@/components/ui/loading-state";
import { HomeRedirect, RequireRole } from "@/features/auth/components/route-guards";
import { useAuth } from "@/hooks/use-auth";
import type { Portal } from "@/lib/portal";
import { areaRoutes, paths } from "@/paths";
import { AreaPageNotFound } from "./routes/page-not-found";

const LoginRoute = lazy(() => import("@/features/auth/routes/login"));
const VerifyOtpRoute = lazy(() => import("@/features/auth/routes/verify-otp"));
const PrivacyPolicyRoute = lazy(() => import("@/features/privacy/routes/privacy-policy"));
const PortalArea = lazy(() => import("./routes/portal-area"));

/** A route pattern, relative to the portal's root, and its page. */
type PortalPage = readonly [path: string, Page: ComponentType];

/** The pages both portals have, under the same patterns. */
const sharedPages: readonly PortalPage[] = [
  [areaRoutes.events, lazy(() => import("@/features/events/routes/events-route"))],
  [areaRoutes.eventDetails, lazy(() => import("./routes/event-details-page"))],
  [
    areaRoutes.eventParticipants,
    lazy(() => import("@/features/participants/routes/event-participants-route")),
  ],
  [areaRoutes.eventSessions, lazy(() => import("@/features/sessions/routes/event-sessions-route"))],
  [areaRoutes.checkIn, lazy(() => import("@/features/check-in/routes/check-in-route"))],
  [areaRoutes.badges, lazy(() => import("@/features/check-in/routes/badges-route"))],
  [areaRoutes.activity, lazy(() => import("@/features/activity/routes/activity-route"))],
];

type PortalRoutes = {
  portal: Portal;
  root: string;
  /** The portal's own pages beside the shared ones, in any order: the router ranks patterns. */
  pages: readonly PortalPage[];
  notFoundTitle: string;
  dashboardPath: string;
};

const portals: readonly PortalRoutes[] = [
  {
    portal: "system_admin",
    root: paths.systemAdmin.root,
    pages: [
      [areaRoutes.systemAdmins, lazy(() => import("@/features/users/routes/system-admins"))],
      [areaRoutes.eventAdmins, lazy(() => import("@/features/users/routes/event-admins"))],
      [areaRoutes.privacy, lazy(() => import("@/features/privacy/routes/privacy-route"))],
      [
        areaRoutes.dashboard,
        lazy(() => import("@/features/dashboard/routes/system-admin-dashboard")),
      ],
    ],
    notFoundTitle: "System Admin Page Not Found",
    dashboardPath: paths.systemAdmin.dashboard,
  },
  {
    portal: "event_admin",
    root: paths.eventAdmin.root,
    pages: [
      [areaRoutes.sessions, lazy(() => import("@/features/sessions/routes/event-admin-sessions"))],
      [
        areaRoutes.participants,
        lazy(() => import("@/features/participants/routes/event-admin-participants")),
      ],
      [
        areaRoutes.dashboard,
        lazy(() => import("@/features/event-admin-dashboard/routes/event-admin-dashboard")),
      ],
    ],
    notFoundTitle: "Event Admin Page Not Found",
    dashboardPath: paths.eventAdmin.dashboard,
  },
];

function AppRoutes() {
  const { isCheckingAuth } = useAuth();
  if (isCheckingAuth) return <FullPageLoader />;

  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route index element={<HomeRedirect />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.verifyOtp} element={<VerifyOtpRoute />} />
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyRoute />} />
        <Route path={paths.dashboard} element={<HomeRedirect />} />

        {portals.map(({ portal, root, pages, notFoundTitle, dashboardPath }) => (
          <Route
            key={root}
            path={root}
            element={
              <RequireRole userType={portal}>
                {/* Keyed, so no state (the query cache above all) passes from one portal to the other. */}
                <PortalArea key={portal} portal={portal} />
              </RequireRole>
            }
          >
            <Route index element={<Navigate to={areaRoutes.dashboard} replace />} />
            {[...pages, ...sharedPages].map(([path, Page]) => (
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
