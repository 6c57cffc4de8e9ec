import { useEffect } from "react";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

/**
 * Marks the fields the server refused beside their inputs. The focus stays where the user is:
 * the form-wide message already says what happened.
 */
export function useServerFieldErrors<TValues extends FieldValues>(
  serverFieldErrors: readonly { field: FieldPath<TValues>; message: string }[] | undefined,
  setError: UseFormSetError<TValues>,
): void {
  useEffect(() => {
    if (!serverFieldErrors) return;
    for (const { field, message } of serverFieldErrors) {
      setError(field, { type: "server", message }, { shouldFocus: false });
    }
  }, [serverFieldErrors, setError]);
}
