import type { ApiToken } from "@events/contract";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form-alert";
import { PageHeader } from "@/components/ui/page-header";
import { QueryContent } from "@/components/ui/query-content";
import { TimesInZone } from "@/components/ui/times-in-zone";
import { TitledCard } from "@/components/ui/titled-card";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { useListActions } from "@/hooks/use-list-actions";
import { useTexts } from "@/i18n/use-texts";
import { browserTimeZone } from "@/lib/format-moment";
import { TOAST_CLOSE_MS } from "@/lib/toast";
import { useCreateToken } from "../api/create-token";
import { useTokens } from "../api/get-tokens";
import { useRevokeToken } from "../api/revoke-token";
import type { CreateTokenOutput } from "../utils/token-form";
import { CreateTokenDialog } from "./create-token-dialog";
import { TokenList } from "./token-list";

const toastOptions = { autoCloseMs: TOAST_CLOSE_MS.admin };

/** Creating a token: the dialog's state and the token answered, kept only while it is open. */
function useTokenCreation() {
  const createToken = useCreateToken();
  const [isOpen, setIsOpen] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  async function create(request: CreateTokenOutput) {
    const answer = await createToken.mutateAsync(request);
    setToken(answer.token);
  }

  function close() {
    setIsOpen(false);
    setToken(null);
    createToken.reset();
  }

  return {
    open: () => setIsOpen(true),
    dialogProps: {
      open: isOpen,
      token,
      isCreating: createToken.isPending,
      onCreate: create,
      onClose: close,
    },
  };
}

/**
 * The signed-in admin's API tokens: creating one with its scopes, events and expiry,
 * seeing it once to copy it, the list with each token's last use, and revoking.
 */
export function ApiTokensScreen() {
  const { t } = useTexts();
  const tokensQuery = useTokens();
  const revokeToken = useRevokeToken();
  const creation = useTokenCreation();
  const { actionError, runAction } = useListActions(toastOptions);
  const [timeZone] = useState(browserTimeZone);

  const revocation = useConfirmedDelete<ApiToken>({
    deleteItem: (token) =>
      runAction(() => revokeToken.mutateAsync(token.id), {
        failed: t("api-tokens.revoke.failed"),
        // The answer's message is the server's English; the toast says it in the reader's language.
        done: t("api-tokens.revoke.done"),
      }),
  });

  const createButton = (
    <Button onClick={creation.open}>
      <Plus aria-hidden="true" className="size-4" />
      {t("api-tokens.create.button")}
    </Button>
  );

  return (
    <section className="flex flex-col">
      <PageHeader title={t("api-tokens.screen.title")}>{createButton}</PageHeader>
      <div className="-mt-3 mb-6 flex max-w-3xl flex-col gap-1 text-sm text-slate-600">
        <p>{t("api-tokens.screen.intro")}</p>
        <p>{t("api-tokens.usage")}</p>
      </div>
      <TitledCard title={t("api-tokens.list.title")}>
        {actionError ? <FormAlert>{actionError}</FormAlert> : null}
        <QueryContent
          query={tokensQuery}
          loadingLabel={t("api-tokens.list.loading")}
          errorTitle={t("api-tokens.list.loadFailed")}
          isEmpty={({ tokens }) => tokens.length === 0}
          empty={
            <EmptyState
              icon={KeyRound}
              title={t("api-tokens.list.empty")}
              text={t("api-tokens.list.emptyText")}
            />
          }
        >
          {({ tokens }) => (
            <div className="flex flex-col gap-3">
              <TokenList
                tokens={tokens}
                timeZone={timeZone}
                now={new Date(tokensQuery.dataUpdatedAt)}
                onRevoke={revocation.askToDelete}
              />
              <TimesInZone timeZone={timeZone} />
            </div>
          )}
        </QueryContent>
      </TitledCard>
      <CreateTokenDialog {...creation.dialogProps} />
      <ConfirmDialog
        {...revocation.confirmDialogProps}
        question={revocation.describeItem(({ name }) => t("api-tokens.revoke.question", { name }))}
        description={t("api-tokens.revoke.description")}
        confirmLabel={t("api-tokens.revoke.button")}
        busyLabel={t("api-tokens.revoke.busy")}
      />
    </section>
  );
}
