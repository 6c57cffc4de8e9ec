import { useCallback, useState } from "react";

export type FormDialogOptions<TState, TValues, TFieldError> = {
  /** Saves the submitted values (and says so); the dialog closes once it resolves. */
  saveValues: (values: TValues, state: TState) => Promise<void>;
  /** Tells the user the save failed; the dialog stays open with everything typed. */
  onFailed: (error: unknown, state: TState) => void;
  /** The fields the server refused, to mark beside them. */
  getServerFieldErrors: (error: unknown) => TFieldError[];
};

export type FormDialogControl<TState, TValues, TFieldError> = {
  /** Which form is open (creating, or editing one record); null while none is. */
  state: TState | null;
  serverFieldErrors: TFieldError[] | undefined;
  /** Stable across renders, like a state setter. */
  open: (state: TState) => void;
  close: () => void;
  submit: (values: TValues) => Promise<void>;
};

/**
 * A create-or-edit dialog's state: which form is open and the server's refusals of its fields.
 * Opening a form, and each new save, forget the last refusals.
 */
export function useFormDialog<TState, TValues, TFieldError>({
  saveValues,
  onFailed,
  getServerFieldErrors,
}: FormDialogOptions<TState, TValues, TFieldError>): FormDialogControl<
  TState,
  TValues,
  TFieldError
> {
  const [state, setState] = useState<TState | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<TFieldError[]>();
  const open = useCallback((nextState: TState) => {
    setServerFieldErrors(undefined);
    setState(nextState);
  }, []);
  const close = useCallback(() => setState(null), []);

  async function submit(values: TValues) {
    if (!state) return;
    setServerFieldErrors(undefined);
    try {
      await saveValues(values, state);
      setState(null);
    } catch (error) {
      onFailed(error, state);
      setServerFieldErrors(getServerFieldErrors(error));
    }
  }

  return { state, serverFieldErrors, open, close, submit };
}
