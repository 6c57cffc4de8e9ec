import type { User } from "@events/contract";
import { ItemActions } from "@/components/ui/item-actions";
import { getDisplayName } from "@/lib/user-display";

/**
 * Edit and Delete for one user, named 'Edit {name}' and 'Delete {name}' for screen readers.
 * Without onDelete there is no Delete: the signed-in admin cannot delete themselves.
 */
export function UserActions({
  user,
  onEdit,
  onDelete,
}: {
  user: User;
  onEdit: (user: User) => void;
  onDelete: ((user: User) => void) | undefined;
}) {
  return (
    <ItemActions
      itemName={getDisplayName(user.name)}
      actions={{ edit: () => onEdit(user), delete: onDelete && (() => onDelete(user)) }}
      className="flex items-center gap-1"
    />
  );
}
