import type { ReactNode } from "react";
import { describeError } from "@/lib/api-error";
import { isNetworkError } from "../api/app-api";
import type { ResourceState } from "../api/resource-cache";
import { secondaryButtonClasses } from "./styles";

export const OFFLINE_NOT_SAVED_MESSAGE =
  "You are offline, and this has not been saved on this device yet. Connect to the internet to see it.";

/** What a screen says when its data could not be loaded. */
export function describeLoadError(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_NOT_SAVED_MESSAGE;
  return describeError(error, "Something went wrong. Please try again.");
}

export function LoadingView({ label }: { label: string }) {
  return (
    <p role="status" className="mt-6 text-slate-600">
      {label}
    </p>
  );
}

export function LoadErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-red-900">
        {describeLoadError(error)}
      </p>
      <button type="button" onClick={onRetry} className={`mt-3 ${secondaryButtonClasses}`}>
        Try again
      </button>
    </div>
  );
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
  if (resource.error) return <LoadErrorView error={resource.error} onRetry={resource.reload} />;
  return <LoadingView label={loadingLabel} />;
}
