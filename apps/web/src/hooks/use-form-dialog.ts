import { useCallback, useState } from "react";
import type { FormDialogBindings, FormDialogState } from "@/components/ui/form-dialog";

export type FormDialogOptions<TRecord, TValues, TFieldError> = {
  /** Saves the submitted values (and says so); the dialog closes once it resolves. */
  saveValues: (values: TValues, state: FormDialogState<TRecord>) => Promise<void>;
  /** Tells the user the save failed; the dialog stays open with everything typed. */
  onFailed: (error: unknown, state: FormDialogState<TRecord>) => void;
  /** The fields the server refused, to mark beside them. */
  getServerFieldErrors: (error: unknown) => TFieldError[];
};

export type FormDialogControl<TRecord, TValues, TFieldError> = {
  /** Opens the form, creating or editing one record; stable across renders, like a setter. */
  open: (state: FormDialogState<TRecord>) => void;
  /** The form dialog's open form, the save's state and the server's answers, to hand to it. */
  dialogProps: FormDialogBindings<TRecord, TValues, TFieldError>;
};

/**
 * A create-or-edit dialog's state: which form is open, whether it is being saved and the
 * server's refusals of its fields. Opening a form, and each new save, forget the last refusals.
 */
export function useFormDialog<TRecord, TValues, TFieldError>({
  saveValues,
  onFailed,
  getServerFieldErrors,
}: FormDialogOptions<TRecord, TValues, TFieldError>): FormDialogControl<
  TRecord,
  TValues,
  TFieldError
> {
  const [state, setState] = useState<FormDialogState<TRecord> | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [serverFieldErrors, setServerFieldErrors] = useState<TFieldError[]>();
  const open = useCallback((nextState: FormDialogState<TRecord>) => {
    setServerFieldErrors(undefined);
    setState(nextState);
  }, []);
  const close = useCallback(() => setState(null), []);

  async function submit(values: TValues) {
    if (!state) return;
    setServerFieldErrors(undefined);
    setIsSaving(true);
    try {
      await saveValues(values, state);
      setState(null);
    } catch (error) {
      onFailed(error, state);
      setServerFieldErrors(getServerFieldErrors(error));
    } finally {
      setIsSaving(false);
    }
  }

  return {
    open,
    dialogProps: { state, isSaving, serverFieldErrors, onSubmit: submit, onClose: close },
  };
}
