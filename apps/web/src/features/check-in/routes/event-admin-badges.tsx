import { BadgesRoute } from "./badges-route";

export function EventAdminBadgesRoute() {
  return <BadgesRoute portal="event_admin" />;
}

export default EventAdminBadgesRoute;
