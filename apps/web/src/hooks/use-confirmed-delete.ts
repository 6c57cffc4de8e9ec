import { useState } from "react";

export type ConfirmedDeleteOptions<TItem> = {
  deleteItem: (item: TItem) => Promise<unknown>;
  /** After the delete worked; none where deleteItem says so itself. */
  onDeleted?: () => void;
  /** After the delete failed; none where deleteItem says so itself (useListActions's runAction). */
  onFailed?: (error: unknown) => void;
};

export type ConfirmedDelete<TItem> = {
  /** The item waiting for the user's answer; null while no confirmation is open. */
  itemToDelete: TItem | null;
  askToDelete: (item: TItem) => void;
  /** The dialog's words about the item waiting for an answer ('Remove Laptop?'); '' while none is. */
  describeItem: (describe: (item: TItem) => string) => string;
  confirmDelete: () => void;
  cancelDelete: () => void;
  /** The ConfirmDialog's open and busy states and answers, to spread onto it beside its question. */
  confirmDialogProps: {
    open: boolean;
    isBusy: boolean;
    onConfirm: () => void;
    onCancel: () => void;
  };
};

/**
 * A delete that waits for a ConfirmDialog: the item is held while the user answers, and the
 * dialog closes once the server has answered, whether the delete worked or not.
 */
export function useConfirmedDelete<TItem>({
  deleteItem,
  onDeleted,
  onFailed,
}: ConfirmedDeleteOptions<TItem>): ConfirmedDelete<TItem> {
  const [itemToDelete, setItemToDelete] = useState<TItem | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  async function deleteChosenItem() {
    if (itemToDelete === null) return;
    setIsDeleting(true);
    try {
      await deleteItem(itemToDelete);
      onDeleted?.();
    } catch (error) {
      onFailed?.(error);
    } finally {
      setIsDeleting(false);
      setItemToDelete(null);
    }
  }

  const confirmDelete = () => void deleteChosenItem();
  const cancelDelete = () => setItemToDelete(null);
  return {
    itemToDelete,
    askToDelete: setItemToDelete,
    describeItem: (describe) => (itemToDelete === null ? "" : describe(itemToDelete)),
    confirmDelete,
    cancelDelete,
    confirmDialogProps: {
      open: itemToDelete !== null,
      isBusy: isDeleting,
      onConfirm: confirmDelete,
      onCancel: cancelDelete,
    },
  };
}
