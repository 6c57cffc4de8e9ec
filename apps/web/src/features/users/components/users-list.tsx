import type { User } from "@events/contract";
import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { EmailText } from "@/components/ui/email-text";
import { EmptyState } from "@/components/ui/empty-state";
import { ColumnHeaders, Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import type { ListView } from "@/hooks/use-list-view";
import { useTexts } from "@/i18n/use-texts";
import { getDisplayName } from "@/lib/user-display";
import { getUserStatus, type UserStatusLabels } from "@/lib/user-status";
import { UserActions } from "./user-actions";

/** Shown for a user without a phone number. */
export const NO_PHONE = "—";

export type UsersListProps = {
  users: readonly User[];
  view: ListView;
  statusLabels: UserStatusLabels;
  /** A separate Profile column for the avatar; otherwise the avatar sits beside the name. */
  hasProfileColumn?: boolean;
  emptyTitle: string;
  emptyText: string;
  emptyAction?: ReactNode;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** The signed-in user, whose own row offers no Delete (the server refuses it anyway). */
  currentUserId?: string | undefined;
};

/** A user's picture (named for screen readers) or, without one, the first letter of the name. */
function UserPicture({ user }: { user: User }) {
  const { t } = useTexts();
  return (
    <UserAvatar
      name={user.name}
      imagePath={user.profile_image}
      alt={t("users.list.pictureOf", { name: getDisplayName(user.name) })}
    />
  );
}

function UserStatusBadge({ user, labels }: { user: User; labels: UserStatusLabels }) {
  const { label, tone } = getUserStatus(user.isVerified, labels);
  return <Badge tone={tone}>{label}</Badge>;
}

type UsersViewProps = Pick<UsersListProps, "users" | "statusLabels" | "hasProfileColumn"> & {
  /** One user's Edit and Delete. */
  renderActions: (user: User) => ReactNode;
};

function UsersTable({ users, statusLabels, hasProfileColumn, renderActions }: UsersViewProps) {
  const { t } = useTexts();
  /** The columns after the optional Profile one. */
  const columns = [
    t("users.list.name"),
    t("users.form.email"),
    t("users.form.phone"),
    t("users.list.status"),
    t("users.list.actions"),
  ];
  return (
    <Table>
      <ColumnHeaders labels={hasProfileColumn ? [t("users.list.profile"), ...columns] : columns} />
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            {hasProfileColumn ? (
              <TableCell>
                <UserPicture user={user} />
              </TableCell>
            ) : null}
            <TableCell className="font-medium text-slate-900">
              <div className="flex items-center gap-3">
                {hasProfileColumn ? null : <UserPicture user={user} />}
                <span className="break-words">{getDisplayName(user.name)}</span>
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap">{user.email}</TableCell>
            <TableCell className="whitespace-nowrap">{user.phone || NO_PHONE}</TableCell>
            <TableCell>
              <UserStatusBadge user={user} labels={statusLabels} />
            </TableCell>
            <TableCell>{renderActions(user)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UserCards({ users, statusLabels, renderActions }: UsersViewProps) {
  const { t } = useTexts();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {users.map((user) => (
        <li
          key={user.id}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start gap-3">
            <UserPicture user={user} />
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold break-words text-slate-900">
                {getDisplayName(user.name)}
              </h2>
              <p className="text-sm text-slate-600">
                <EmailText email={user.email} />
              </p>
            </div>
            <UserStatusBadge user={user} labels={statusLabels} />
          </div>
          <dl className="text-sm">
            <div className="flex gap-2">
              <dt className="font-medium text-slate-500">{t("users.form.phone")}</dt>
              <dd className="text-slate-700">{user.phone || NO_PHONE}</dd>
            </div>
          </dl>
          <div className="flex justify-end border-t border-slate-100 pt-2">
            {renderActions(user)}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The users as a table or as cards, or the empty state when there are none. */
export function UsersList({
  view,
  emptyTitle,
  emptyText,
  emptyAction,
  onEdit,
  onDelete,
  currentUserId,
  ...viewProps
}: UsersListProps) {
  if (viewProps.users.length === 0) {
    return <EmptyState icon={Users} title={emptyTitle} text={emptyText} action={emptyAction} />;
  }
  const renderActions = (user: User) => (
    <UserActions
      user={user}
      onEdit={onEdit}
      onDelete={user.id === currentUserId ? undefined : onDelete}
    />
  );
  return view === "table" ? (
    <UsersTable {...viewProps} renderActions={renderActions} />
  ) : (
    <UserCards {...viewProps} renderActions={renderActions} />
  );
}
