import type { User } from "@events/contract";
import { Plus } from "lucide-react";
import { useCallback } from "react";
import { useUsers } from "@/api/users/get-users";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getQueryRetry, LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { ViewToggle } from "@/components/ui/view-toggle";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useListView } from "@/hooks/use-list-view";
import { useTexts } from "@/i18n/use-texts";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useCreateUser } from "../api/create-user";
import { useDeleteUser } from "../api/delete-user";
import { useUpdateUser } from "../api/update-user";
import type { SaveUserInput } from "../api/user-request-body";
import type { UserManagementConfig } from "../config";
import { getServerFieldErrors, type UserFormFieldError } from "../utils/server-field-errors";
import type { UserFormOutput } from "../utils/user-form-schema";
import { UserFormDialog } from "./user-form-dialog";
import { UsersList } from "./users-list";

export type UserManagementProps = {
  config: UserManagementConfig;
  /** Told about every user saved, so the signed-in user's own changes reach the top bar. */
  onUserSaved?: (user: User) => void;
  /** The signed-in admin: their own row offers no Delete. */
  currentUserId?: string | undefined;
};

/** One user-management screen (system admins or event admins), worded by its config. */
export function UserManagement({ config, onUserSaved, currentUserId }: UserManagementProps) {
  useTexts();
  const { userType, texts } = config;
  const { view, toggleView } = useListView();
  const selectOwnType = useCallback(
    (users: User[]) => users.filter((user) => user.type === userType),
    [userType],
  );
  const usersQuery = useUsers({ select: selectOwnType });
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();

  const dialog = useFormDialog<User, UserFormOutput, UserFormFieldError>({
    saveValues: async (values, state) => {
      const input: SaveUserInput = {
        name: values.name,
        email: values.email,
        password: values.password,
        phone: values.phone ?? "",
        type: userType,
        isVerified: values.isVerified ?? false,
        profile_image: values.profile_image,
      };
      const savedUser =
        state.mode === "create"
          ? await createUser.mutateAsync(input)
          : await updateUser.mutateAsync({ id: state.record.id, input });
      showSuccessToast(state.mode === "create" ? texts.created : texts.updated, {
        autoCloseMs: TOAST_CLOSE_MS.admin,
      });
      onUserSaved?.(savedUser);
    },
    onFailed: (error, state) =>
      showErrorToast(
        state.mode === "create" ? texts.createFailed(error) : texts.updateFailed(error),
        { autoCloseMs: TOAST_CLOSE_MS.admin },
      ),
    getServerFieldErrors,
  });

  const fetchError = usersQuery.isError ? texts.fetchFailed(usersQuery.error) : null;
  useErrorToast(fetchError, {
    autoCloseMs: TOAST_CLOSE_MS.admin,
    toastId: `fetch-users-${userType}`,
  });

  const userDeletion = useConfirmedDelete<User>({
    deleteItem: (user) => deleteUser.mutateAsync(user.id),
    onDeleted: () => showSuccessToast(texts.deleted, { autoCloseMs: TOAST_CLOSE_MS.admin }),
    onFailed: (error) =>
      showErrorToast(texts.deleteFailed(error), { autoCloseMs: TOAST_CLOSE_MS.admin }),
  });

  return (
    <section>
      <PageHeader title={texts.pageTitle}>
        <ViewToggle view={view} onToggle={toggleView} />
        <Button onClick={() => dialog.open({ mode: "create" })}>
          <Plus aria-hidden="true" className="size-4" />
          {texts.addButton}
        </Button>
      </PageHeader>

      {usersQuery.isPending ? (
        <LoadingState label={texts.loading} />
      ) : (
        <div className="flex flex-col gap-4">
          {fetchError ? (
            // A failed fetch shows no users at all, never stale or sample ones (DESIGN §8).
            <LoadError {...getQueryRetry(usersQuery)}>
              <p>{fetchError}</p>
            </LoadError>
          ) : (
            <UsersList
              users={usersQuery.data ?? []}
              view={view}
              statusLabels={config.status}
              hasProfileColumn={config.hasProfileColumn}
              emptyTitle={texts.emptyTitle}
              emptyText={texts.emptyText}
              onEdit={(user) => dialog.open({ mode: "edit", record: user })}
              onDelete={userDeletion.askToDelete}
              currentUserId={currentUserId}
            />
          )}
        </div>
      )}

      <UserFormDialog
        dialog={dialog.dialogProps}
        userType={userType}
        titles={{ create: texts.createDialogTitle, edit: texts.editDialogTitle }}
        submitLabels={{ create: texts.createSubmit, edit: texts.updateSubmit }}
        fieldOrder={config.fieldOrder}
      />

      <ConfirmDialog {...userDeletion.confirmDialogProps} question={texts.deleteQuestion} />
    </section>
  );
}
