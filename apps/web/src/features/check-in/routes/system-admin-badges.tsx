import { BadgesRoute } from "./badges-route";

export function SystemAdminBadgesRoute() {
  return <BadgesRoute portal="system_admin" />;
}

export default SystemAdminBadgesRoute;
