import type { User } from "@events/contract";
import { Plus } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { ViewToggle } from "@/components/ui/view-toggle";
import { useListView } from "@/hooks/use-list-view";
import { showAdminError, showAdminSuccess } from "@/lib/admin-toast";
import { useCreateUser } from "../api/create-user";
import { useDeleteUser } from "../api/delete-user";
import { useUsers } from "../api/get-users";
import { useUpdateUser } from "../api/update-user";
import type { SaveUserInput } from "../api/user-request-body";
import type { UserManagementConfig } from "../config";
import { getServerFieldErrors, type UserFormFieldError } from "../utils/server-field-errors";
import type { UserFormOutput } from "../utils/user-form-schema";
import { type UserDialogState, UserFormDialog } from "./user-form-dialog";
import { UsersList } from "./users-list";

export type UserManagementProps = {
  config: UserManagementConfig;
  /** Told about every user saved, so the signed-in user's own changes reach the top bar. */
  onUserSaved?: (user: User) => void;
};

/** One user-management screen (system admins or event admins), worded by its config. */
export function UserManagement({ config, onUserSaved }: UserManagementProps) {
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

  const [dialog, setDialog] = useState<UserDialogState | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<UserFormFieldError[]>();
  const [userToDelete, setUserToDelete] = useState<User | null>(null);

  const fetchError = usersQuery.isError ? texts.fetchFailed(usersQuery.error) : null;
  useEffect(() => {
    if (fetchError) showAdminError(fetchError, `fetch-users-${userType}`);
  }, [fetchError, userType]);

  function openDialog(state: UserDialogState) {
    setServerFieldErrors(undefined);
    setDialog(state);
  }

  async function saveUser(values: UserFormOutput) {
    if (!dialog) return;
    const input: SaveUserInput = {
      name: values.name,
      email: values.email,
      password: values.password,
      phone: values.phone ?? "",
      type: userType,
      isVerified: values.isVerified ?? false,
      profile_image: values.profile_image,
    };
    setServerFieldErrors(undefined);
    try {
      const savedUser =
        dialog.mode === "create"
          ? await createUser.mutateAsync(input)
          : await updateUser.mutateAsync({ id: dialog.user.id, input });
      showAdminSuccess(dialog.mode === "create" ? texts.created : texts.updated);
      setDialog(null);
      onUserSaved?.(savedUser);
    } catch (error) {
      // The dialog stays open with everything typed; the refused fields are marked.
      showAdminError(
        dialog.mode === "create" ? texts.createFailed(error) : texts.updateFailed(error),
      );
      setServerFieldErrors(getServerFieldErrors(error));
    }
  }

  async function deleteChosenUser() {
    if (!userToDelete) return;
    try {
      await deleteUser.mutateAsync(userToDelete.id);
      showAdminSuccess(texts.deleted);
    } catch (error) {
      showAdminError(texts.deleteFailed(error));
    } finally {
      setUserToDelete(null);
    }
  }

  return (
    <section>
      <PageHeader title={texts.pageTitle}>
        <div className="flex flex-wrap gap-2">
          <ViewToggle view={view} onToggle={toggleView} />
          <Button onClick={() => openDialog({ mode: "create" })}>
            <Plus aria-hidden="true" className="size-4" />
            {texts.addButton}
          </Button>
        </div>
      </PageHeader>

      {usersQuery.isPending ? (
        <LoadingState label={texts.loading} />
      ) : (
        <div className="flex flex-col gap-4">
          {fetchError ? (
            <FormAlert>
              <p>{fetchError}</p>
              <Button
                variant="link"
                onClick={() => void usersQuery.refetch()}
                disabled={usersQuery.isFetching}
              >
                Try again
              </Button>
            </FormAlert>
          ) : null}
          <UsersList
            // A failed fetch shows no users at all, never stale or sample ones (DESIGN §8).
            users={usersQuery.isError ? [] : usersQuery.data}
            view={view}
            statusLabels={config.status}
            hasProfileColumn={config.hasProfileColumn}
            emptyTitle={texts.emptyTitle}
            emptyText={texts.emptyText}
            onEdit={(user) => openDialog({ mode: "edit", user })}
            onDelete={setUserToDelete}
          />
        </div>
      )}

      <UserFormDialog
        state={dialog}
        userType={userType}
        titles={{ create: texts.createDialogTitle, edit: texts.editDialogTitle }}
        submitLabels={{ create: texts.createSubmit, update: texts.updateSubmit }}
        fieldOrder={config.fieldOrder}
        isSaving={createUser.isPending || updateUser.isPending}
        serverFieldErrors={serverFieldErrors}
        onSubmit={saveUser}
        onClose={() => setDialog(null)}
      />

      <ConfirmDialog
        open={userToDelete !== null}
        question={texts.deleteQuestion}
        isBusy={deleteUser.isPending}
        onConfirm={() => void deleteChosenUser()}
        onCancel={() => setUserToDelete(null)}
      />
    </section>
  );
}
