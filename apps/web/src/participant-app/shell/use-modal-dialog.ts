import { useEffect, useRef } from "react";

/** A <dialog> shown as a modal (focus kept inside, the page behind inert) while `isOpen`. */
export function useModalDialog(isOpen: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return dialogRef;
}
