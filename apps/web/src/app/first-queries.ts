import {
  type FetchQueryOptions,
  hashKey,
  type Query,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { matchPath } from "react-router";
import { getAllEventsQueryOptions } from "@/api/events/get-all-events";
import { getEventQueryOptions } from "@/api/events/get-event";
import { getEventsByAdminQueryOptions } from "@/api/events/get-events-by-admin";
import { getEventsSummaryQueryOptions } from "@/api/events/get-events-summary";
import { getPasskeysQueryOptions } from "@/api/passkeys/get-passkeys";
import { getUsersQueryOptions } from "@/api/users/get-users";
import { getTokensQueryOptions } from "@/features/api-tokens/api/get-tokens";
import { getDashboardQueries } from "@/features/dashboard/api/get-dashboard-data";
import { getEventDocumentsQueryOptions } from "@/features/event-details/api/get-event-documents";
import { getEventStatusesQueryOptions } from "@/features/events/api/get-event-statuses";
import { areaRoutes, paths } from "@/paths";
import { createQueryClient } from "./query-client";

/** A query as a page asks for it: its key, and its asking into a query cache. */
type FirstQuery = { queryKey: QueryKey; askInto: (queryClient: QueryClient) => Promise<void> };

function firstQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): FirstQuery {
  return {
    queryKey: options.queryKey,
    askInto: (queryClient) => queryClient.prefetchQuery(options),
  };
}

/** A page's pattern under a portal's root, and the queries it asks for as soon as it is drawn. */
type PageQueries = readonly [
  pattern: string,
  queries: (params: Readonly<Record<string, string | undefined>>) => readonly FirstQuery[],
];

const systemAdmin = (route: string) => `${paths.systemAdmin.root}/${route}`;
const eventAdmin = (route: string) => `${paths.eventAdmin.root}/${route}`;
const eventDetailsQueries = ({ id = "" }) => [
  firstQuery(getEventQueryOptions(id)),
  firstQuery(getEventDocumentsQueryOptions(id)),
];

const dashboardQueries = () => {
  const [summary, recentEvents, users] = getDashboardQueries();
  return [firstQuery(summary), firstQuery(recentEvents), firstQuery(users)];
};
const usersQueries = () => [firstQuery(getUsersQueryOptions())];
const passkeysQueries = () => [firstQuery(getPasskeysQueryOptions())];
const tokensQueries = () => [firstQuery(getTokensQueryOptions())];

/**
 * The largest paint of a signed-in page waits for its data, and the page asks for it only once
 * its code has run and drawn it: on a phone that is about a second of script after the code came.
 * These are asked for as soon as this small module has come, beside the page's code; each entry
 * must be the very queries (keys and addresses) the page's first draw asks for, or the page asks
 * again. Pages not listed ask for their own.
 */
const pageQueries: readonly PageQueries[] = [
  [
    systemAdmin(areaRoutes.events),
    () => [
      firstQuery(getAllEventsQueryOptions()),
      firstQuery(getEventStatusesQueryOptions()),
      firstQuery(getUsersQueryOptions()),
    ],
  ],
  [
    eventAdmin(areaRoutes.events),
    () => [
      firstQuery(getEventsByAdminQueryOptions()),
      firstQuery(getEventStatusesQueryOptions()),
      firstQuery(getUsersQueryOptions()),
    ],
  ],
  [systemAdmin(areaRoutes.eventDetails), eventDetailsQueries],
  [eventAdmin(areaRoutes.eventDetails), eventDetailsQueries],
  [systemAdmin(areaRoutes.dashboard), dashboardQueries],
  [eventAdmin(areaRoutes.dashboard), () => [firstQuery(getEventsSummaryQueryOptions())]],
  [systemAdmin(areaRoutes.systemAdmins), usersQueries],
  [systemAdmin(areaRoutes.eventAdmins), usersQueries],
  [systemAdmin(areaRoutes.passkeys), passkeysQueries],
  [eventAdmin(areaRoutes.passkeys), passkeysQueries],
  [systemAdmin(areaRoutes.apiTokens), tokensQueries],
  [eventAdmin(areaRoutes.apiTokens), tokensQueries],
];

/** How long a first answer not yet shown counts as the page's own (the page's code, a phone's script). */
const FIRST_ANSWER_FRESH_MS = 5_000;

/**
 * The query cache the first page's data went into, until the portal around the page takes it;
 * "spent" once the first portal has drawn (with it or without it) or the session check found no
 * session, after which every portal starts a cache of its own.
 */
let startQueryClient: QueryClient | "spent" | undefined;

/**
 * Asks for the data of the page at this address into a query cache of its own, which the portal
 * takes when it first draws (useVisitQueryClient). Should the portal draw first, or the session check
 * find no session, nothing is asked: the page asks for its own, and what a later sign-in shows is
 * fetched afresh.
 */
export function prefetchFirstQueries(pathname: string, sessionCheck: Promise<unknown>): void {
  if (startQueryClient !== undefined) return;
  for (const [pattern, queries] of pageQueries) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    const queryClient = createQueryClient();
    const firstQueries = queries(match.params);
    // The app's queries are fetched anew whenever a page that shows them is drawn; the first
    // page's own, asked for just now, are not, the first time something shows them.
    const unshownHashes = new Set(firstQueries.map(({ queryKey }) => hashKey(queryKey)));
    const isUnshownFirstAnswer = (query: Query) => {
      if (!unshownHashes.has(query.queryHash)) return false;
      // Asked while a page renders (no observer yet) and again once it is on screen: only then
      // has it been shown. A page drawn while the answer was still coming never asks, so the
      // answer's age bounds the rest.
      if (query.getObserversCount() > 0) unshownHashes.delete(query.queryHash);
      return Date.now() - query.state.dataUpdatedAt < FIRST_ANSWER_FRESH_MS;
    };
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, refetchOnMount: (query) => !isUnshownFirstAnswer(query) },
    });
    for (const { askInto } of firstQueries) void askInto(queryClient);
    startQueryClient = queryClient;
    sessionCheck.catch(() => {
      if (startQueryClient === queryClient) startQueryClient = "spent";
    });
    return;
  }
}

/**
 * The query cache of a portal's visit: the first page's, or a new one. It is taken once the portal
 * is on screen, not when it first renders: a render React sets aside (while the layout's code or
 * texts come) would otherwise spend the first page's cache on a portal never shown.
 */
export function useVisitQueryClient(): QueryClient {
  const [queryClient] = useState(() =>
    typeof startQueryClient === "object" ? startQueryClient : createQueryClient(),
  );
  useEffect(() => {
    startQueryClient = "spent";
  }, []);
  return queryClient;
}
