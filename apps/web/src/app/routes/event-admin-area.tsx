import { CalendarDays, LayoutDashboard, ListChecks, Users } from "lucide-react";
import { Suspense } from "react";
import { Outlet, useNavigate } from "react-router";
import { AdminLayout } from "@/components/layout/admin-layout";
import type { NavigationLink } from "@/components/layout/types";
import { LoadingState } from "@/components/ui/loading-state";
import { useAuth } from "@/features/auth/auth-provider";
import { paths } from "@/paths";

const eventAdminLinks: readonly NavigationLink[] = [
  { to: paths.eventAdmin.dashboard, label: "Dashboard", icon: LayoutDashboard },
  { to: paths.eventAdmin.events, label: "Events", icon: CalendarDays },
  { to: paths.eventAdmin.sessions, label: "Sessions", icon: ListChecks },
  { to: paths.eventAdmin.participants, label: "Participants", icon: Users },
];

export function EventAdminArea() {
  const auth = useAuth();
  const navigate = useNavigate();

  async function handleLogout() {
    await auth.logout();
    navigate(paths.login, { replace: true });
  }

  return (
    <AdminLayout
      portalTitle="Event Admin Portal"
      panelTitle="Event Admin Panel"
      links={eventAdminLinks}
      user={auth.user}
      onLogout={handleLogout}
    >
      {/* Lazy pages load inside the layout, so the sidebar and top bar stay in place. */}
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}

export default EventAdminArea;
