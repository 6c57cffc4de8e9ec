import type { ReactNode } from "react";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { Button } from "./button";
import { FormAlert } from "./form-alert";

/** The retry button's English words, which tests of screens holding a LoadError look for. */
export const TRY_AGAIN = "Try again";

export type LoadErrorProps = {
  /** The screen's own words for the failure, in bold above the reason. */
  title?: string;
  children?: ReactNode;
  onRetry: () => void;
  isRetrying?: boolean;
};

/** The retry of a failed query, for LoadError: fetch it again, the button disabled meanwhile. */
export function getQueryRetry(query: {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}): Pick<LoadErrorProps, "onRetry" | "isRetrying"> {
  return { onRetry: () => void query.refetch(), isRetrying: query.isFetching };
}

/**
 * A list or screen that failed to load: says so, and offers to load it again. It stands in place
 * of the list, never beside its empty state, which would tell the user there is nothing.
 */
export function LoadError({ title, children, onRetry, isRetrying = false }: LoadErrorProps) {
  const { t } = useTexts();
  return (
    <FormAlert>
      {title ? <p className="font-medium">{title}</p> : null}
      {children}
      <Button variant="link" onClick={onRetry} disabled={isRetrying}>
        {t("common.action.tryAgain")}
      </Button>
    </FormAlert>
  );
}

/** A failed query in place of what it was to show: the screen's words, the reason, the retry. */
export function QueryLoadError({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  return (
    <LoadError title={title} {...getQueryRetry(query)}>
      <p>{describeError(query.error, title)}</p>
    </LoadError>
  );
}
