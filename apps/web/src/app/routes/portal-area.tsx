import { QueryClientProvider } from "@tanstack/react-query";
import {
  CalendarDays,
  History,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  ShieldCheck,
  UserShield,
  Users,
  Webhook,
} from "lucide-react";
import { Suspense, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { AdminLayout } from "@/components/layout/admin-layout";
import type { NavigationLink } from "@/components/layout/types";
import { LoadingState } from "@/components/ui/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { type Portal, PortalProvider } from "@/lib/portal";
import { paths } from "@/paths";
import { createQueryClient } from "../query-client";

type PortalLayout = {
  portalTitle: string;
  panelTitle: string;
  links: readonly NavigationLink[];
  /** The signed-in admin's own pages, in the menu their name opens. */
  accountLinks: readonly NavigationLink[];
};

/** What the layout of each portal shows: the titles and the sidebar's links. */
const portalLayouts: Record<Portal, PortalLayout> = {
  system_admin: {
    portalTitle: "System Admin Portal",
    panelTitle: "Admin Panel",
    links: [
      { to: paths.systemAdmin.dashboard, label: "Dashboard", icon: LayoutDashboard },
      { to: paths.systemAdmin.systemAdmins, label: "System Admins", icon: ShieldCheck },
      { to: paths.systemAdmin.eventAdmins, label: "Event Admins", icon: Users },
      { to: paths.systemAdmin.events, label: "Event Management", icon: CalendarDays },
      { to: paths.systemAdmin.activity, label: "Activity", icon: History },
      { to: paths.systemAdmin.privacy, label: "Privacy", icon: UserShield },
      { to: paths.systemAdmin.webhooks, label: "Webhooks", icon: Webhook },
    ],
    accountLinks: [{ to: paths.systemAdmin.apiTokens, label: "API tokens", icon: KeyRound }],
  },
  event_admin: {
    portalTitle: "Event Admin Portal",
    panelTitle: "Event Admin Panel",
    links: [
      { to: paths.eventAdmin.dashboard, label: "Dashboard", icon: LayoutDashboard },
      { to: paths.eventAdmin.events, label: "Events", icon: CalendarDays },
      { to: paths.eventAdmin.sessions, label: "Sessions", icon: ListChecks },
      { to: paths.eventAdmin.participants, label: "Participants", icon: Users },
    ],
    accountLinks: [{ to: paths.eventAdmin.apiTokens, label: "API tokens", icon: KeyRound }],
  },
};

/**
 * The signed-in layout of one portal, around whichever of its pages the route chose; the pages
 * read which portal they are in from here (usePortal).
 */
export function PortalArea({ portal }: { portal: Portal }) {
  const auth = useAuth();
  const navigate = useNavigate();
  // Only signed-in pages fetch through the query cache, so it loads with them and not with the
  // sign-in screens. It lives as long as this area: signing out leaves the area, so nothing
  // fetched for one user is shown to the next one on this browser.
  const [queryClient] = useState(createQueryClient);

  async function handleLogout() {
    await auth.logout();
    navigate(paths.login, { replace: true });
  }

  return (
    <QueryClientProvider client={queryClient}>
      <PortalProvider portal={portal}>
        <AdminLayout {...portalLayouts[portal]} user={auth.user} onLogout={handleLogout}>
          {/* Lazy pages load inside the layout, so the sidebar and top bar stay in place. */}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </AdminLayout>
      </PortalProvider>
    </QueryClientProvider>
  );
}

export default PortalArea;
