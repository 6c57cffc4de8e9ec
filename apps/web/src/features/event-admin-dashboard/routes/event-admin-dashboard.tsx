import { useAuth } from "@/hooks/use-auth";
import { EventAdminDashboard } from "../components/event-admin-dashboard";

export function EventAdminDashboardRoute() {
  const { user } = useAuth();
  return <EventAdminDashboard adminId={user?.id} />;
}

export default EventAdminDashboardRoute;
