import { type ActivityFilters, toAuditLogFilters } from "../utils/activity-filters";

/**
 * The CSV of every entry the filters match. The browser downloads it by following a link: a GET
 * that the session cookie authorises, named by the server's Content-Disposition.
 */
export function getActivityExportUrl(filters: ActivityFilters): string {
  const query = new URLSearchParams({ format: "csv", ...toAuditLogFilters(filters) });
  return `/api/audit-log/export?${query}`;
}
