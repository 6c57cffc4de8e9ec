import type { ReactNode } from "react";
import { describeError } from "@/lib/api-error";
import { LoadErrorPanel, LoadingView } from "../../phone-components/load-views";
import { isNetworkError } from "../api/app-api";
import type { ResourceState } from "../api/resource-cache";

export const OFFLINE_NOT_SAVED_MESSAGE =
  "You are offline, and this has not been saved on this device yet. Connect to the internet to see it.";

/** What a screen says when its data could not be loaded. */
export function describeLoadError(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_NOT_SAVED_MESSAGE;
  return describeError(error, "Something went wrong. Please try again.");
}

/** The data once there is some; until then, that it is loading, or why it could not be. */
export function ResourceContent<T>({
  resource,
  loadingLabel,
  children,
}: {
  resource: ResourceState<T> & { reload: () => void };
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (resource.data !== undefined) return children(resource.data);
  if (resource.error) {
    return <LoadErrorPanel message={describeLoadError(resource.error)} onRetry={resource.reload} />;
  }
  return <LoadingView label={loadingLabel} />;
}
