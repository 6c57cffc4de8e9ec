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
  /** Opens the form, creating or editing one record; stable across renders, like a setter. */
  open: (state: TState) => void;
  /** The form dialog's open form, the server's refusals and its answers, to spread onto it. */
  dialogProps: {
    state: TState | null;
    serverFieldErrors: TFieldError[] | undefined;
    onSubmit: (values: TValues) => Promise<void>;
    onClose: () => void;
  };
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

  return { open, dialogProps: { state, serverFieldErrors, onSubmit: submit, onClose: close } };
}
