import { Fragment, type ReactNode, Suspense } from "react";
import { Dialog, type DialogProps } from "./dialog";
import { LoadingState } from "./loading-state";

export type FormMode = "create" | "edit";

/** Which form a create-or-edit dialog holds: a new record's, or an existing one's. */
export type FormDialogState<TRecord> = { mode: "create" } | { mode: "edit"; record: TRecord };

/** What a screen hands its create-or-edit dialog (useFormDialog's dialogProps). */
export type FormDialogBindings<TRecord, TOutput, TFieldError> = {
  /** The open form; null keeps the dialog closed. */
  state: FormDialogState<TRecord> | null;
  isSaving: boolean;
  /** The server's refusals of single fields, shown beside them; a new list replaces the last. */
  serverFieldErrors?: readonly TFieldError[] | undefined;
  onSubmit: (values: TOutput) => void | Promise<void>;
  onClose: () => void;
};

/** What a dialog's form takes from it: the save's state and answers, and the guarded close. */
export type DialogFormProps<TOutput, TFieldError> = {
  isBusy?: boolean;
  /** The server's refusals of single fields, shown beside them; a new list replaces the last. */
  serverFieldErrors?: readonly TFieldError[] | undefined;
  onSubmit: (values: TOutput) => void | Promise<void>;
  onCancel: () => void;
};

/** A create-or-edit dialog's words, one for each mode. */
export type TextsByMode = Record<FormMode, string>;

/** What the open form is for: a new record, or the one being edited. */
export type FormDialogTarget<TRecord> = {
  mode: FormMode;
  /** The record being edited; null for a new one. */
  record: TRecord | null;
};

export type FormDialogProps<
  TRecord extends { id: string },
  TOutput,
  TFieldError,
> = FormDialogBindings<TRecord, TOutput, TFieldError> & {
  titles: TextsByMode;
  size?: DialogProps["size"];
  /** The form, handed its props (Cancel is the guarded close); it may be a lazy component. */
  children: (
    form: DialogFormProps<TOutput, TFieldError>,
    target: FormDialogTarget<TRecord>,
  ) => ReactNode;
};

/**
 * A dialog holding the form that creates a record or edits one; it stays open while the form is
 * being saved.
 */
export function FormDialog<TRecord extends { id: string }, TOutput, TFieldError>({
  state,
  titles,
  size,
  isSaving,
  serverFieldErrors,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<TRecord, TOutput, TFieldError>) {
  function close() {
    // Closing while the server is still answering would lose the answer's errors.
    if (!isSaving) onClose();
  }
  const record = state?.mode === "edit" ? state.record : null;
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={titles[state?.mode ?? "create"]}
      size={size}
    >
      <Suspense fallback={<LoadingState />}>
        {state ? (
          // A fresh form each time it opens: a new record starts from the form's defaults, an
          // edited one from its own values.
          <Fragment key={record ? record.id : "create"}>
            {children(
              { isBusy: isSaving, serverFieldErrors, onSubmit, onCancel: close },
              { mode: state.mode, record },
            )}
          </Fragment>
        ) : null}
      </Suspense>
    </Dialog>
  );
}
