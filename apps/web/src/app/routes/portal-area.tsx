import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { AdminLayout } from "@/components/layout/admin-layout";
import type { NavigationLink } from "@/components/layout/types";
import { LoadingState } from "@/components/ui/loading-state";
import { useAuth } from "@/hooks/use-auth";
import { paths } from "@/paths";
import { createQueryClient } from "../query-client";

type PortalAreaProps = {
  portalTitle: string;
  panelTitle: string;
  links: readonly NavigationLink[];
};

/** The signed-in layout of one portal, around whichever of its pages the route chose. */
export function PortalArea({ portalTitle, panelTitle, links }: PortalAreaProps) {
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
    </QueryClientProvider>
  );
}
