import type { User } from "@events/contract";
import { Pencil, Trash2 } from "lucide-react";
import { getDisplayName } from "@/lib/user-display";

const actionClasses =
  "inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/** Edit and Delete for one user, named 'Edit {name}' and 'Delete {name}' for screen readers. */
export function UserActions({
  user,
  onEdit,
  onDelete,
}: {
  user: User;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const name = getDisplayName(user.name);
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-label={`Edit ${name}`}
        title="Edit"
        onClick={() => onEdit(user)}
        className={`${actionClasses} text-blue-600 hover:bg-blue-50 hover:text-blue-700`}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Delete ${name}`}
        title="Delete"
        onClick={() => onDelete(user)}
        className={`${actionClasses} text-red-600 hover:bg-red-50 hover:text-red-700`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
