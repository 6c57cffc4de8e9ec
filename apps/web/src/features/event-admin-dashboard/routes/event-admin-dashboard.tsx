import { useAuth } from "@/features/auth/auth-provider";
import { EventAdminDashboard } from "../components/event-admin-dashboard";

export function EventAdminDashboardRoute() {
  const { user } = useAuth();
  return <EventAdminDashboard adminId={user?.id} />;
}

export default EventAdminDashboardRoute;
