import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A mutation that, once it succeeds, reloads every query under the keys `changedKeys` names
 * for its variables. The mutation stays pending until they have reloaded, so a screen never shows
 * the old list after a save it reported done.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  changedKeys: (variables: TVariables) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, variables) =>
      Promise.all(
        changedKeys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
