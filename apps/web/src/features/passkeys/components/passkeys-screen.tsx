import type { Passkey } from "@events/contract";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { useAddPasskey } from "@/api/passkeys/add-passkey";
import { getPasskeyCreationOptions } from "@/api/passkeys/get-passkey-creation-options";
import { usePasskeys } from "@/api/passkeys/get-passkeys";
import { useRemovePasskey } from "@/api/passkeys/remove-passkey";
import { useSetPasskeyOnly } from "@/api/passkeys/set-passkey-only";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form-alert";
import { PageHeader } from "@/components/ui/page-header";
import { QueryContent } from "@/components/ui/query-content";
import { TitledCard } from "@/components/ui/titled-card";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { useListActions } from "@/hooks/use-list-actions";
import { useTexts } from "@/i18n/use-texts";
import { browserTimeZone } from "@/lib/format-moment";
import { guessDeviceName } from "@/lib/guess-device-name";
import { showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { type LoadWebAuthnClient, loadWebAuthnClient } from "@/lib/webauthn";
import { useWebAuthnSupport } from "../utils/use-web-authn-support";
import { AddPasskeyDialog } from "./add-passkey-dialog";
import { PasskeyList } from "./passkey-list";
import { PasskeyOnlySwitch } from "./passkey-only-switch";

const toastOptions = { autoCloseMs: TOAST_CLOSE_MS.admin };

export type PasskeysScreenProps = {
  /** Signs out to the sign-in page, for a session too old to add a passkey. */
  onSignInAgain: () => void;
  /** The browser's WebAuthn; a test hands in an authenticator's answers. */
  loadWebAuthn?: LoadWebAuthnClient;
};

/** Adding a passkey: the server's options, the browser's new passkey, the server keeping it. */
function usePasskeyAdding(loadWebAuthn: LoadWebAuthnClient) {
  const { t } = useTexts();
  const addPasskey = useAddPasskey();
  const [isOpen, setIsOpen] = useState(false);

  async function add(name: string) {
    const webAuthn = await loadWebAuthn();
    const { options } = await getPasskeyCreationOptions();
    const response = await webAuthn.startRegistration({ optionsJSON: options });
    await addPasskey.mutateAsync({ name, response });
    setIsOpen(false);
    showSuccessToast(t("passkeys.add.done"), toastOptions);
  }

  return {
    open: () => setIsOpen(true),
    dialogProps: {
      open: isOpen,
      defaultName: guessDeviceName(navigator.userAgent) ?? t("passkeys.add.defaultName"),
      onAdd: add,
      onClose: () => setIsOpen(false),
    },
  };
}

/**
 * The signed-in account's passkeys: adding one after a fresh sign-in, the list with
 * each one's last use, removing, and passkey only. For admins and door staff alike.
 */
export function PasskeysScreen({
  onSignInAgain,
  loadWebAuthn = loadWebAuthnClient,
}: PasskeysScreenProps) {
  const { t } = useTexts();
  const passkeysQuery = usePasskeys();
  const removePasskey = useRemovePasskey();
  const setPasskeyOnly = useSetPasskeyOnly();
  const support = useWebAuthnSupport(loadWebAuthn);
  const adding = usePasskeyAdding(loadWebAuthn);
  const { actionError, runAction } = useListActions(toastOptions);
  const [timeZone] = useState(browserTimeZone);

  const removal = useConfirmedDelete<Passkey>({
    deleteItem: (passkey) =>
      runAction(() => removePasskey.mutateAsync(passkey.id), {
        failed: t("passkeys.remove.failed"),
        done: t("passkeys.remove.done"),
      }),
  });

  function togglePasskeyOnly(isPasskeyOnly: boolean) {
    return runAction(() => setPasskeyOnly.mutateAsync({ passkey_only: !isPasskeyOnly }), {
      failed: t("passkeys.only.failed"),
    });
  }

  const addButton = (
    <Button onClick={adding.open} disabled={support !== "supported"}>
      <Plus aria-hidden="true" className="size-4" />
      {t("passkeys.add.button")}
    </Button>
  );

  return (
    <section className="flex flex-col">
      <PageHeader title={t("passkeys.screen.title")}>{addButton}</PageHeader>
      <div className="-mt-3 mb-6 flex max-w-3xl flex-col gap-3 text-sm text-slate-600">
        <p>{t("passkeys.screen.intro")}</p>
        {support === "unsupported" ? <FormAlert>{t("passkeys.unsupported")}</FormAlert> : null}
      </div>
      <TitledCard title={t("passkeys.list.title")}>
        {actionError ? <FormAlert>{actionError}</FormAlert> : null}
        <QueryContent
          query={passkeysQuery}
          loadingLabel={t("passkeys.list.loading")}
          errorTitle={t("passkeys.list.loadFailed")}
        >
          {({ passkeys, passkey_only: isPasskeyOnly }) => (
            <div className="flex flex-col gap-5">
              <PasskeyOnlySwitch
                isPasskeyOnly={isPasskeyOnly}
                hasPasskey={passkeys.length > 0}
                isBusy={setPasskeyOnly.isPending}
                onToggle={() => void togglePasskeyOnly(isPasskeyOnly)}
              />
              {passkeys.length === 0 ? (
                <EmptyState
                  icon={KeyRound}
                  title={t("passkeys.list.empty")}
                  text={t("passkeys.list.emptyText")}
                />
              ) : (
                <PasskeyList
                  passkeys={passkeys}
                  timeZone={timeZone}
                  onRemove={removal.askToDelete}
                />
              )}
            </div>
          )}
        </QueryContent>
      </TitledCard>
      <AddPasskeyDialog {...adding.dialogProps} onSignInAgain={onSignInAgain} />
      <ConfirmDialog
        {...removal.confirmDialogProps}
        question={removal.describeItem(({ name }) => t("passkeys.remove.question", { name }))}
        description={t("passkeys.remove.description")}
        confirmLabel={t("passkeys.remove.button")}
        busyLabel={t("passkeys.remove.busy")}
      />
    </section>
  );
}
