import { useState } from "react";
import { Button, type ButtonProps } from "./button";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

export type ConfirmedButtonProps = Omit<ButtonProps, "onClick"> & {
  /** The question the button asks before anything is done, and its buttons' words. */
  confirm: Omit<ConfirmDialogProps, "open" | "onConfirm" | "onCancel">;
  /** The confirmed work; the question closes once it settles, done or failed. */
  onConfirm: () => Promise<unknown>;
};

/** A button whose action waits for a 'yes' in a ConfirmDialog. */
export function ConfirmedButton({ confirm, onConfirm, ...buttonProps }: ConfirmedButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);

  async function runConfirmed() {
    try {
      await onConfirm();
    } finally {
      setIsConfirming(false);
    }
  }

  return (
    <>
      <Button {...buttonProps} onClick={() => setIsConfirming(true)} />
      <ConfirmDialog
        {...confirm}
        open={isConfirming}
        onConfirm={() => void runConfirmed()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
