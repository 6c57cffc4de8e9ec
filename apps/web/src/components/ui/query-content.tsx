import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryLoadError } from "./load-error";
import { LoadingState } from "./loading-state";

export type QueryContentProps<TData> = {
  query: UseQueryResult<TData>;
  loadingLabel: string;
  /** The screen's words for a failure, in bold above its reason. */
  errorTitle: string;
  /** Whether the answer holds nothing to show; then `empty` stands in place of the content. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
};

/**
 * What a query shows in its place, in the order a user meets it: a spinner while it loads, its
 * failure with a retry, the empty state when the answer holds nothing, else the content.
 */
export function QueryContent<TData>({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  children,
}: QueryContentProps<TData>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <QueryLoadError title={errorTitle} query={query} />;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
