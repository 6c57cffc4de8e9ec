import { type ReactNode, Suspense } from "react";
import { Dialog, type DialogProps } from "./dialog";
import { LoadingState } from "./loading-state";

export type FormDialogProps = {
  isOpen: boolean;
  title: string;
  size?: DialogProps["size"];
  isSaving: boolean;
  onClose: () => void;
  /** The form, handed the guarded close for its Cancel button; it may be a lazy component. */
  children: (close: () => void) => ReactNode;
};

/** A dialog holding a create or edit form; it stays open while the form is being saved. */
export function FormDialog({ isOpen, title, size, isSaving, onClose, children }: FormDialogProps) {
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
      <Suspense fallback={<LoadingState />}>{children(close)}</Suspense>
    </Dialog>
  );
}
