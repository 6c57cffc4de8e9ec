import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useTexts } from "@/i18n/use-texts";
import { Button } from "./button";
import { useModalContentProps } from "./use-modal-content-props";

export type ConfirmDialogProps = {
  open: boolean;
  /** The question asked, e.g. 'Are you sure you want to delete this admin?'; the dialog's name. */
  question: string;
  description?: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** While busy the confirm button shows busyLabel and the dialog cannot be dismissed. */
  isBusy?: boolean;
  /**
   * 'danger' (red) for what destroys something; 'primary' for a weighty step that destroys
   * nothing, such as sending, where red would warn of a loss that is not there.
   */
  confirmVariant?: "danger" | "primary";
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The one confirmation for destructive and other weighty actions (DESIGN §8). Focus starts on Cancel, so that
 * Enter pressed by habit does not destroy anything; Escape cancels.
 */
export function ConfirmDialog({
  open,
  question,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  isBusy = false,
  confirmVariant = "danger",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTexts();
  const contentProps = useModalContentProps(Boolean(description));

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isBusy) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          {...contentProps}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <AlertDialog.Title className="text-base font-semibold text-slate-900">
            {question}
          </AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </AlertDialog.Description>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={isBusy}>
                {cancelLabel ?? t("common.action.cancel")}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog waits for the work. */}
            <Button
              variant={confirmVariant}
              disabled={isBusy}
              aria-busy={isBusy || undefined}
              onClick={onConfirm}
            >
              {isBusy
                ? (busyLabel ?? t("common.action.deleting"))
                : (confirmLabel ?? t("common.action.delete"))}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
