import { useEffect } from "react";
import { showAdminError } from "@/lib/admin-toast";
import { useDashboardData } from "../api/get-dashboard-data";
import { DashboardView } from "../components/dashboard-view";

export const DASHBOARD_FETCH_FAILED = "Failed to fetch dashboard data";

export function SystemAdminDashboardRoute() {
  const data = useDashboardData();
  const hasFailed = data.status === "error";

  useEffect(() => {
    if (hasFailed) showAdminError(DASHBOARD_FETCH_FAILED, "fetch-dashboard");
  }, [hasFailed]);

  return <DashboardView data={data} />;
}

export default SystemAdminDashboardRoute;
