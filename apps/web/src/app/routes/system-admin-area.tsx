import { CalendarDays, LayoutDashboard, ShieldCheck, Users } from "lucide-react";
import type { NavigationLink } from "@/components/layout/types";
import { paths } from "@/paths";
import { PortalArea } from "./portal-area";

const systemAdminLinks: readonly NavigationLink[] = [
  { to: paths.systemAdmin.dashboard, label: "Dashboard", icon: LayoutDashboard },
  { to: paths.systemAdmin.systemAdmins, label: "System Admins", icon: ShieldCheck },
  { to: paths.systemAdmin.eventAdmins, label: "Event Admins", icon: Users },
  { to: paths.systemAdmin.events, label: "Event Management", icon: CalendarDays },
];

export function SystemAdminArea() {
  return (
    <PortalArea
      portalTitle="System Admin Portal"
      panelTitle="Admin Panel"
      links={systemAdminLinks}
    />
  );
}

export default SystemAdminArea;
