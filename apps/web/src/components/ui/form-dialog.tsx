import { type ReactNode, Suspense } from "react";
import { Dialog, type DialogProps } from "./dialog";
import { LoadingState } from "./loading-state";

/** What a screen hands its create-or-edit dialog, whatever the record. */
export type FormDialogBindings<TOutput, TFieldError> = {
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

export type FormDialogProps<TOutput, TFieldError> = FormDialogBindings<TOutput, TFieldError> & {
  isOpen: boolean;
  title: string;
  size?: DialogProps["size"];
  /** The form, handed its props (Cancel is the guarded close); it may be a lazy component. */
  children: (form: DialogFormProps<TOutput, TFieldError>) => ReactNode;
};

/** A dialog holding a create or edit form; it stays open while the form is being saved. */
export function FormDialog<TOutput, TFieldError>({
  isOpen,
  title,
  size,
  isSaving,
  serverFieldErrors,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<TOutput, TFieldError>) {
  function close() {
    // Closing while the server is still answering would lose the answer's errors.
    if (!isSaving) onClose();
  }
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      size={size}
    >
      <Suspense fallback={<LoadingState />}>
        {children({ isBusy: isSaving, serverFieldErrors, onSubmit, onCancel: close })}
      </Suspense>
    </Dialog>
  );
}
