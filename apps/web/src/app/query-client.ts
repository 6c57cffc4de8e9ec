import { MutationCache, QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/** The query cache of one signed-in visit, with the app's defaults for every query. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
    // Every change the server accepts writes an entry in the activity log, whichever
    // screen made it, so every success makes the activity out of date. One rule here rather than
    // one more key in each feature's mutations. Not awaited: the change need not wait for it.
    mutationCache: new MutationCache({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.activity.all });
      },
    }),
  });
  return queryClient;
}
