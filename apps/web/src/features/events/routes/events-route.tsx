import { useAuth } from "@/hooks/use-auth";
import { EventsScreen } from "../components/events-screen";

export function EventsRoute() {
  const { user } = useAuth();
  return <EventsScreen currentUserId={user?.id ?? null} />;
}

export default EventsRoute;
