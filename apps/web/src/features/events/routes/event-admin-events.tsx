import { useAuth } from "@/hooks/use-auth";
import { EventsScreen } from "../components/events-screen";

export function EventAdminEventsRoute() {
  const { user } = useAuth();
  return <EventsScreen portal="event_admin" currentUserId={user?.id ?? null} />;
}

export default EventAdminEventsRoute;
