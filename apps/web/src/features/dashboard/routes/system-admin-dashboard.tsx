import { useEffect } from "react";
import { useTexts } from "@/i18n/use-texts";
import { showErrorToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useDashboardData, useRetryDashboard } from "../api/get-dashboard-data";
import { DashboardView } from "../components/dashboard-view";
import { SystemAdminCharts } from "../components/system-admin-charts";
import { dashboardTexts } from "../messages";

export function SystemAdminDashboardRoute() {
  useTexts();
  const data = useDashboardData();
  const retry = useRetryDashboard();
  const hasFailed = data.status === "error";

  useEffect(() => {
    if (hasFailed)
      showErrorToast(dashboardTexts.fetchFailed, {
        autoCloseMs: TOAST_CLOSE_MS.admin,
        toastId: "fetch-dashboard",
      });
  }, [hasFailed]);

  return <DashboardView data={data} onRetry={retry} />;
}

/**
 * The dashboard the specification describes, with the charts below it. They come in once the
 * counts and lists are in, so those never push them down the screen as they arrive.
 */
export function SystemAdminDashboardPage() {
  const isDashboardPending = useDashboardData().status === "pending";
  return (
    <>
      <SystemAdminDashboardRoute />
      {isDashboardPending ? null : <SystemAdminCharts />}
    </>
  );
}

export default SystemAdminDashboardPage;
