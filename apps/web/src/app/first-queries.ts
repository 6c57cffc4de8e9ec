import type { User, UserResponse } from "@events/contract";
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
import { getEventQueryOptions, isEventId } from "@/api/events/get-event";
import { getEventsByAdminQueryOptions } from "@/api/events/get-events-by-admin";
import { getEventsSummaryQueryOptions } from "@/api/events/get-events-summary";
import { getPasskeysQueryOptions } from "@/api/passkeys/get-passkeys";
import { getUsersQueryOptions } from "@/api/users/get-users";
import { getTokensQueryOptions } from "@/features/api-tokens/api/get-tokens";
import { getRecentEventsQueryOptions as getSystemRecentEventsQueryOptions } from "@/features/dashboard/api/get-recent-events";
import { getRecentEventsQueryOptions } from "@/features/event-admin-dashboard/api/get-recent-events";
import { getEventStatusesQueryOptions } from "@/features/events/api/get-event-statuses";
import type { Portal } from "@/lib/portal";
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

/** A portal's page by its pattern under the portal's root, and the queries its first draw asks for. */
type PageQueries = readonly [
  portal: Portal,
  pattern: string,
  queries: (
    params: Readonly<Record<string, string | undefined>>,
    user: User,
  ) => readonly FirstQuery[],
];

const portalRoots: Record<Portal, string> = {
  system_admin: paths.systemAdmin.root,
  event_admin: paths.eventAdmin.root,
};
// The event only: its documents are asked for once it is shown (an unknown event has none to ask
// for), and an address whose id is no event id asks for nothing.
const eventDetailsQueries = ({ id = "" }) =>
  isEventId(id) ? [firstQuery(getEventQueryOptions(id))] : [];

const usersQueries = () => [firstQuery(getUsersQueryOptions())];
// As the dashboards ask (features/dashboard: getDashboardQueries; features/event-admin-dashboard).
const systemAdminDashboardQueries = () => [
  firstQuery(getEventsSummaryQueryOptions()),
  firstQuery(getSystemRecentEventsQueryOptions()),
  firstQuery(getUsersQueryOptions()),
];
const eventAdminDashboardQueries = (_params: unknown, admin: User) => [
  firstQuery(getEventsSummaryQueryOptions()),
  firstQuery(getRecentEventsQueryOptions(admin.id)),
];
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
    "system_admin",
    areaRoutes.events,
    () => [
      firstQuery(getAllEventsQueryOptions()),
      firstQuery(getEventStatusesQueryOptions()),
      firstQuery(getUsersQueryOptions()),
    ],
  ],
  [
    "event_admin",
    areaRoutes.events,
    () => [
      firstQuery(getEventsByAdminQueryOptions()),
      firstQuery(getEventStatusesQueryOptions()),
      firstQuery(getUsersQueryOptions()),
    ],
  ],
  ["system_admin", areaRoutes.dashboard, systemAdminDashboardQueries],
  ["event_admin", areaRoutes.dashboard, eventAdminDashboardQueries],
  ["system_admin", areaRoutes.eventDetails, eventDetailsQueries],
  ["event_admin", areaRoutes.eventDetails, eventDetailsQueries],
  ["system_admin", areaRoutes.systemAdmins, usersQueries],
  ["system_admin", areaRoutes.eventAdmins, usersQueries],
  ["system_admin", areaRoutes.passkeys, passkeysQueries],
  ["event_admin", areaRoutes.passkeys, passkeysQueries],
  ["system_admin", areaRoutes.apiTokens, tokensQueries],
  ["event_admin", areaRoutes.apiTokens, tokensQueries],
];

/** How long a first answer not yet shown counts as the page's own (the page's code, a phone's script). */
const FIRST_ANSWER_FRESH_MS = 5_000;

/**
 * The query cache the first page's data went into, until the portal around the page takes it;
 * "spent" once the first portal is on screen (with it or without it), after which every portal
 * starts a cache of its own.
 */
let startQueryClient: QueryClient | "spent" | undefined;

/**
 * Asks for the data of the page at this address into a query cache of its own, which the portal
 * takes when it first draws (useVisitQueryClient). It asks once the session check has said who
 * is signed in (about when the page's code comes), and only for a user of the page's portal: any
 * other is sent elsewhere or shown a page not found, and is asked for nothing it may not see.
 * Should the portal be on screen first, nothing is asked: the page asks for its own.
 */
export function prefetchFirstQueries(pathname: string, sessionCheck: Promise<UserResponse>): void {
  for (const [portal, pattern, queries] of pageQueries) {
    const match = matchPath(`${portalRoots[portal]}/${pattern}`, pathname);
    if (!match) continue;
    sessionCheck
      .then(({ user }) => {
        if (user.type !== portal || startQueryClient !== undefined) return;
        startQueryClient = askForFirstQueries(queries(match.params, user));
      })
      .catch(() => undefined);
    return;
  }
}

/** A query cache asking for these queries, which the page that asks for them first shows as they come. */
function askForFirstQueries(firstQueries: readonly FirstQuery[]): QueryClient {
  const queryClient = createQueryClient();
  // The app's queries are fetched anew whenever a page that shows them is drawn; the first
  // page's own, asked for just now, are not, the first time something shows them.
  const unshownHashes = new Set(firstQueries.map(({ queryKey }) => hashKey(queryKey)));
  const isUnshownFirstAnswer = (query: Query) => {
    if (!unshownHashes.has(query.queryHash)) return false;
    // Asked while a page renders (no observer yet) and again as each part showing it goes on
    // screen: it has been shown once the parts drawn together (in one commit, whose effects run
    // in one task) are all on screen, so a page with two parts showing one query (a dashboard:
    // its counts and the page around them) takes the answer once. A page drawn while the answer
    // was still coming never asks, so the answer's age bounds the rest.
    if (query.getObserversCount() > 0) {
      setTimeout(() => unshownHashes.delete(query.queryHash), 0);
    }
    return Date.now() - query.state.dataUpdatedAt < FIRST_ANSWER_FRESH_MS;
  };
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: (query) => !isUnshownFirstAnswer(query) },
  });
  for (const { askInto } of firstQueries) void askInto(queryClient);
  return queryClient;
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
