import type { User } from "@events/contract";
import { Pencil, Trash2 } from "lucide-react";
import { IconActionButton } from "@/components/ui/icon-action-button";
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
  const name = getDisplayName(user.name);
  return (
    <div className="flex items-center gap-1">
      <IconActionButton
        icon={Pencil}
        label={`Edit ${name}`}
        title="Edit"
        tone="primary"
        onClick={() => onEdit(user)}
      />
      {onDelete ? (
        <IconActionButton
          icon={Trash2}
          label={`Delete ${name}`}
          title="Delete"
          tone="danger"
          onClick={() => onDelete(user)}
        />
      ) : null}
    </div>
  );
}
