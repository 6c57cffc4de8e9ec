import { lazy, Suspense } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { FullPageLoader } from "@/components/ui/loading-state";
import { HomeRedirect, RequireRole } from "@/features/auth/components/route-guards";
import { useAuth } from "@/hooks/use-auth";
import { areaRoutes, paths } from "@/paths";
import { AreaPageNotFound } from "./routes/page-not-found";

const LoginRoute = lazy(() => import("@/features/auth/routes/login"));
const VerifyOtpRoute = lazy(() => import("@/features/auth/routes/verify-otp"));
const PrivacyPolicyRoute = lazy(() => import("@/features/privacy/routes/privacy-policy"));
const SystemAdminArea = lazy(() => import("./routes/system-admin-area"));
const EventAdminArea = lazy(() => import("./routes/event-admin-area"));
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
const SystemAdminEventDetailsRoute = lazy(
  () => import("@/features/event-details/routes/system-admin-event-details"),
);
const EventAdminEventDetailsRoute = lazy(
  () => import("@/features/event-details/routes/event-admin-event-details"),
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

        <Route
          path={paths.systemAdmin.root}
          element={
            <RequireRole userType="system_admin">
              <SystemAdminArea />
            </RequireRole>
          }
        >
          <Route index element={<Navigate to={areaRoutes.dashboard} replace />} />
          <Route path={areaRoutes.dashboard} element={<SystemAdminDashboardRoute />} />
          <Route path={areaRoutes.systemAdmins} element={<SystemAdminsRoute />} />
          <Route path={areaRoutes.eventAdmins} element={<EventAdminsRoute />} />
          <Route path={areaRoutes.events} element={<SystemAdminEventsRoute />} />
          <Route path={areaRoutes.eventDetails} element={<SystemAdminEventDetailsRoute />} />
          <Route
            path={areaRoutes.eventParticipants}
            element={<SystemAdminEventParticipantsRoute />}
          />
          <Route path={areaRoutes.eventSessions} element={<SystemAdminEventSessionsRoute />} />
          <Route
            path="*"
            element={
              <AreaPageNotFound
                title="System Admin Page Not Found"
                homePath={paths.systemAdmin.dashboard}
              />
            }
          />
        </Route>

        <Route
          path={paths.eventAdmin.root}
          element={
            <RequireRole userType="event_admin">
              <EventAdminArea />
            </RequireRole>
          }
        >
          <Route index element={<Navigate to={areaRoutes.dashboard} replace />} />
          <Route path={areaRoutes.dashboard} element={<EventAdminDashboardRoute />} />
          <Route path={areaRoutes.events} element={<EventAdminEventsRoute />} />
          <Route path={areaRoutes.sessions} element={<EventAdminSessionsRoute />} />
          <Route path={areaRoutes.participants} element={<EventAdminParticipantsRoute />} />
          <Route path={areaRoutes.eventDetails} element={<EventAdminEventDetailsRoute />} />
          <Route
            path={areaRoutes.eventParticipants}
            element={<EventAdminEventParticipantsRoute />}
          />
          <Route path={areaRoutes.eventSessions} element={<EventAdminEventSessionsRoute />} />
          <Route
            path="*"
            element={
              <AreaPageNotFound
                title="Event Admin Page Not Found"
                homePath={paths.eventAdmin.dashboard}
              />
            }
          />
        </Route>

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
