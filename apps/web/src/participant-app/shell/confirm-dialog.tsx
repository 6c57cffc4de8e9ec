import { useId } from "react";
import { useTexts } from "@/i18n/use-texts";
import { primaryButtonClasses, secondaryButtonClasses } from "./styles";
import { useModalDialog } from "./use-modal-dialog";

export type ConfirmDialogProps = {
  isOpen: boolean;
  question: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The browser's own modal dialog asking to confirm a change that cannot be undone: it keeps the
 * focus inside, Escape cancels, and the focus goes back to the button that opened it.
 */
export function ConfirmDialog({
  isOpen,
  question,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useModalDialog(isOpen);
  const id = useId();
  const { t } = useTexts();

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-question`} className="text-lg font-semibold">
        {question}
      </h2>
      <p id={`${id}-description`} className="mt-2 text-slate-700">
        {description}
      </p>
      <div className="mt-5 flex justify-end gap-3">
        {/* Cancel first and focused: a stray tap or Enter changes nothing. */}
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog's first control takes the focus */}
        <button type="button" autoFocus onClick={onCancel} className={secondaryButtonClasses}>
          {t("common.action.cancel")}
        </button>
        <button type="button" onClick={onConfirm} className={primaryButtonClasses}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
