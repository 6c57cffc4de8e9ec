import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { ToastContainer } from "react-toastify";

/** A query cache that keeps what a test puts into it fresh and never retries a failure. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, retryOnMount: false },
    },
  });
}

/** Puts a failed answer into the cache under the key, as the call would on failing. */
export function seedQueryError(queryClient: QueryClient, queryKey: QueryKey, error: Error) {
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey })
    .setState({ status: "error", error, fetchStatus: "idle" });
}

export type RenderWithCacheOptions = {
  /** The router's history, the last entry being the current page. */
  initialEntries?: string[];
  /** Also renders the app's toast container, for tests of what is toasted. */
  withToasts?: boolean;
};

/** Renders inside the query cache and a router, as the app's providers would. */
export function renderWithQueryClient(
  ui: ReactElement,
  queryClient: QueryClient,
  { initialEntries, withToasts = false }: RenderWithCacheOptions = {},
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter>
      {withToasts && <ToastContainer position="top-right" />}
    </QueryClientProvider>,
  );
}

/**
 * Renders with a query cache kept fresh, so what a test puts into it is what the screen shows
 * and nothing is fetched from a server.
 */
export function renderWithCache(
  ui: ReactElement,
  seed: (queryClient: QueryClient) => void,
  options: RenderWithCacheOptions = {},
) {
  const queryClient = createTestQueryClient();
  seed(queryClient);
  return { queryClient, ...renderWithQueryClient(ui, queryClient, options) };
}
