import { Suspense } from "react";
import { Outlet, useNavigate } from "react-router";
import { AdminLayout } from "@/components/layout/admin-layout";
import type { NavigationLink } from "@/components/layout/types";
import { LoadingState } from "@/components/ui/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { paths } from "@/paths";

type PortalAreaProps = {
  portalTitle: string;
  panelTitle: string;
  links: readonly NavigationLink[];
};

/** The signed-in layout of one portal, around whichever of its pages the route chose. */
export function PortalArea({ portalTitle, panelTitle, links }: PortalAreaProps) {
  const auth = useAuth();
  const navigate = useNavigate();

  async function handleLogout() {
    await auth.logout();
    navigate(paths.login, { replace: true });
  }

  return (
    <AdminLayout
      portalTitle={portalTitle}
      panelTitle={panelTitle}
      links={links}
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
