import type { UserType } from "@events/contract";
import { type ComponentType, lazy, Suspense } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { FullPageLoader } from "@/components/ui/loading-state";
import { HomeRedirect, RequireRole } from "@/features/auth/components/route-guards";
import { useAuth } from "@/hooks/use-auth";
import { areaRoutes, paths } from "@/paths";
import { AreaPageNotFound } from "./routes/page-not-found";

const LoginRoute = lazy(() => import("@/features/auth/routes/login"));
const VerifyOtpRoute = lazy(() => import("@/features/auth/routes/verify-otp"));
const PrivacyPolicyRoute = lazy(() => import("@/features/privacy/routes/privacy-policy"));
const PortalArea = lazy(() => import("./routes/portal-area"));
const SystemAdminsRoute = lazy(() => import("@/features/users/routes/system-admins"));
const EventAdminsRoute = lazy(() => import("@/features/users/routes/event-admins"));
const SystemAdminEventsRoute = lazy(() => import("@/features/events/routes/system-admin-events"));
const EventAdminEventsRoute = lazy(() => import("@/features/events/routes/event-admin-events"));
const SystemAdminDashboardRoute = lazy(
  () => import("@/features/dashboard/routes/system-admin-dashboard"),
);
const EventAdminDashboardRoute = lazy(
  () => import("@/features/event-admin-dashboard/routes/event-admin-dashboard"),
);
const SystemAdminEventDetailsRoute = lazy(() =>
  import("./routes/event-details-page").then((page) => ({
    default: page.SystemAdminEventDetailsPage,
  })),
);
const EventAdminEventDetailsRoute = lazy(() =>
  import("./routes/event-details-page").then((page) => ({
    default: page.EventAdminEventDetailsPage,
  })),
);
const EventAdminSessionsRoute = lazy(
  () => import("@/features/sessions/routes/event-admin-sessions"),
);
const EventAdminEventSessionsRoute = lazy(
  () => import("@/features/sessions/routes/event-admin-event-sessions"),
);
const SystemAdminEventSessionsRoute = lazy(
  () => import("@/features/sessions/routes/system-admin-event-sessions"),
);
const EventAdminParticipantsRoute = lazy(
  () => import("@/features/participants/routes/event-admin-participants"),
);
const EventAdminEventParticipantsRoute = lazy(
  () => import("@/features/participants/routes/event-admin-event-participants"),
);
const SystemAdminEventParticipantsRoute = lazy(
  () => import("@/features/participants/routes/system-admin-event-participants"),
);
const EventAdminCheckInRoute = lazy(
  () => import("@/features/check-in/routes/event-admin-check-in"),
);
const SystemAdminCheckInRoute = lazy(
  () => import("@/features/check-in/routes/system-admin-check-in"),
);
const EventAdminBadgesRoute = lazy(() => import("@/features/check-in/routes/event-admin-badges"));
const SystemAdminBadgesRoute = lazy(() => import("@/features/check-in/routes/system-admin-badges"));
const SystemAdminActivityRoute = lazy(() =>
  import("@/features/activity/routes/activity-routes").then((page) => ({
    default: page.SystemAdminActivityRoute,
  })),
);
const EventAdminActivityRoute = lazy(() =>
  import("@/features/activity/routes/activity-routes").then((page) => ({
    default: page.EventAdminActivityRoute,
  })),
);

type Portal = {
  userType: UserType;
  root: string;
  /** The portal's pages: each route pattern, relative to the root, and its page. */
  pages: readonly (readonly [path: string, Page: ComponentType])[];
  notFoundTitle: string;
  dashboardPath: string;
};

const portals: readonly Portal[] = [
  {
    userType: "system_admin",
    root: paths.systemAdmin.root,
    pages: [
      [areaRoutes.dashboard, SystemAdminDashboardRoute],
      [areaRoutes.systemAdmins, SystemAdminsRoute],
      [areaRoutes.eventAdmins, EventAdminsRoute],
      [areaRoutes.events, SystemAdminEventsRoute],
      [areaRoutes.eventDetails, SystemAdminEventDetailsRoute],
      [areaRoutes.eventParticipants, SystemAdminEventParticipantsRoute],
      [areaRoutes.eventSessions, SystemAdminEventSessionsRoute],
      [areaRoutes.checkIn, SystemAdminCheckInRoute],
      [areaRoutes.badges, SystemAdminBadgesRoute],
      [areaRoutes.activity, SystemAdminActivityRoute],
    ],
    notFoundTitle: "System Admin Page Not Found",
    dashboardPath: paths.systemAdmin.dashboard,
  },
  {
    userType: "event_admin",
    root: paths.eventAdmin.root,
    pages: [
      [areaRoutes.dashboard, EventAdminDashboardRoute],
      [areaRoutes.events, EventAdminEventsRoute],
      [areaRoutes.sessions, EventAdminSessionsRoute],
      [areaRoutes.participants, EventAdminParticipantsRoute],
      [areaRoutes.eventDetails, EventAdminEventDetailsRoute],
      [areaRoutes.eventParticipants, EventAdminEventParticipantsRoute],
      [areaRoutes.eventSessions, EventAdminEventSessionsRoute],
      [areaRoutes.checkIn, EventAdminCheckInRoute],
      [areaRoutes.badges, EventAdminBadgesRoute],
      [areaRoutes.activity, EventAdminActivityRoute],
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

        {portals.map(({ userType, root, pages, notFoundTitle, dashboardPath }) => (
          <Route
            key={root}
            path={root}
            element={
              <RequireRole userType={userType}>
                {/* Keyed, so no state (the query cache above all) passes from one portal to the other. */}
                <PortalArea key={userType} portal={userType} />
              </RequireRole>
            }
          >
            <Route index element={<Navigate to={areaRoutes.dashboard} replace />} />
            {pages.map(([path, Page]) => (
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
