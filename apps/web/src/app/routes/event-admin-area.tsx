import { CalendarDays, LayoutDashboard, ListChecks, Users } from "lucide-react";
import type { NavigationLink } from "@/components/layout/types";
import { paths } from "@/paths";
import { PortalArea } from "./portal-area";

const eventAdminLinks: readonly NavigationLink[] = [
  { to: paths.eventAdmin.dashboard, label: "Dashboard", icon: LayoutDashboard },
  { to: paths.eventAdmin.events, label: "Events", icon: CalendarDays },
  { to: paths.eventAdmin.sessions, label: "Sessions", icon: ListChecks },
  { to: paths.eventAdmin.participants, label: "Participants", icon: Users },
];

export function EventAdminArea() {
  return (
    <PortalArea
      portalTitle="Event Admin Portal"
      panelTitle="Event Admin Panel"
      links={eventAdminLinks}
    />
  );
}

export default EventAdminArea;
