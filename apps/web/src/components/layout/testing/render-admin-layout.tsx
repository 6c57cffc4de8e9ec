import { LayoutDashboard } from "lucide-react";
import { Route, Routes } from "react-router";
import { vi } from "vitest";
import { renderWithRouter } from "@/testing/render-with-router";
import { AdminLayout, type AdminLayoutProps } from "../admin-layout";

/**
 * The layout of a "Test Portal" at /area/dashboard around a heading: by default a system admin,
 * Grace Hopper, with a Dashboard link; the props given replace those.
 */
export function renderAdminLayout(props: Partial<Omit<AdminLayoutProps, "children">> = {}) {
  renderWithRouter(
    <Routes>
      <Route
        path="/area/*"
        element={
          <AdminLayout
            portalTitle="Test Portal"
            panelTitle="Test Panel"
            links={[{ to: "/area/dashboard", label: "Dashboard", icon: LayoutDashboard }]}
            user={{ name: "grace hopper", type: "system_admin" }}
            onLogout={vi.fn()}
            {...props}
          >
            <h1>Content</h1>
          </AdminLayout>
        }
      />
    </Routes>,
    ["/area/dashboard"],
  );
}
