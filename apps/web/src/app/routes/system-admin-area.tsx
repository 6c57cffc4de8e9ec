import { CalendarDays, LayoutDashboard, ShieldCheck, Users } from "lucide-react";
import { Suspense } from "react";
import { Outlet, useNavigate } from "react-router";
import { AdminLayout } from "@/components/layout/admin-layout";
import type { NavigationLink } from "@/components/layout/types";
import { LoadingState } from "@/components/ui/loading-state";
import { useAuth } from "@/features/auth/auth-provider";
import { paths } from "@/paths";

const systemAdminLinks: readonly NavigationLink[] = [
  { to: paths.systemAdmin.dashboard, label: "Dashboard", icon: LayoutDashboard },
  { to: paths.systemAdmin.systemAdmins, label: "System Admins", icon: ShieldCheck },
  { to: paths.systemAdmin.eventAdmins, label: "Event Admins", icon: Users },
  { to: paths.systemAdmin.events, label: "Event Management", icon: CalendarDays },
];

export function SystemAdminArea() {
  const auth = useAuth();
  const navigate = useNavigate();

  async function handleLogout() {
    await auth.logout();
    navigate(paths.login, { replace: true });
  }

  return (
    <AdminLayout
      portalTitle="System Admin Portal"
      panelTitle="Admin Panel"
      links={systemAdminLinks}
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

export default SystemAdminArea;
