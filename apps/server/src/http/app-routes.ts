/**
 * The participants' app's API lives under /api/me: only an app session opens it (never an
 * admin's), and an app session opens nothing else.
 */
export const APP_ROUTE_PREFIX = "/api/me";

export function isAppRoute(route: string): boolean {
  return route === APP_ROUTE_PREFIX || route.startsWith(`${APP_ROUTE_PREFIX}/`);
}
