import { useAuth } from "@/hooks/use-auth";
import { EventAdminCharts } from "../components/event-admin-charts";
import { EventAdminDashboard } from "../components/event-admin-dashboard";

export function EventAdminDashboardRoute() {
  const { user } = useAuth();
  return (
    <>
      <EventAdminDashboard adminId={user?.id} />
      <EventAdminCharts />
    </>
  );
}

export default EventAdminDashboardRoute;
