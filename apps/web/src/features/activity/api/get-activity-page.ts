import { type AuditLogPage, EVENT_ACTIVITY_CARD_SIZE } from "@events/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";
import {
  type ActivityCursor,
  type ActivityFilters,
  toAuditLogFilters,
} from "../utils/activity-filters";

export type ActivityPageParams = {
  filters: ActivityFilters;
  page: number;
  page_size: number;
  /** Without one the server reads the page by its number. */
  cursor?: ActivityCursor | undefined;
};

/**
 * The request as sent and cached: the filters that are set, the page and its size, and the
 * cursor (as `after` or `before`) that leads to the page.
 */
function toRequest({
  filters,
  page,
  page_size,
  cursor,
}: ActivityPageParams): Record<string, string> {
  const request = {
    ...toAuditLogFilters(filters),
    page: String(page),
    page_size: String(page_size),
  };
  return cursor ? { ...request, [cursor.direction]: cursor.cursor } : request;
}

/**
 * One page of the activity log, newest first, with the total over every page and the cursors to
 * the pages beside it. The server keeps
 * an event admin to the entries of their own events.
 */
export function getActivityPageQueryOptions(params: ActivityPageParams) {
  const request = toRequest(params);
  return apiGetQueryOptions<AuditLogPage>(
    queryKeys.activity.page(request),
    `/api/audit-log?${new URLSearchParams(request)}`,
  );
}

/** A page of the log; while another page or filter loads, the one before stays on screen. */
export function useActivityPage(params: ActivityPageParams) {
  return useQuery({ ...getActivityPageQueryOptions(params), placeholderData: keepPreviousData });
}

/** An event's latest entries, as many as its Activity card shows. */
export function useLatestEventActivity(eventId: string) {
  return useQuery(
    getActivityPageQueryOptions({
      filters: { event_id: eventId },
      page: 1,
      page_size: EVENT_ACTIVITY_CARD_SIZE,
    }),
  );
}
