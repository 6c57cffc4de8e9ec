import type { ReactNode } from "react";
import { t } from "@/i18n/i18n";
import { describeError, isNetworkError } from "@/lib/api-error";
import { LoadErrorPanel, LoadingView } from "../../phone-components/load-views";
import type { ResourceState } from "../api/resource-cache";

/** What a screen says when its data could not be loaded. */
export function describeLoadError(error: unknown): string {
  if (isNetworkError(error)) return t("app.load.offlineNotSaved");
  return describeError(error, t("app.error.generic"));
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
