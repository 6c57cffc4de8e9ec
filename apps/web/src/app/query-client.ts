import { QueryClient } from "@tanstack/react-query";

/** The query cache of one signed-in visit, with the app's defaults for every query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}
