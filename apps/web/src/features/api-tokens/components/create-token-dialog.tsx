import { Suspense } from "react";
import { Dialog } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/loading-state";
import { useTexts } from "@/i18n/use-texts";
import { lazyNamed } from "@/lib/lazy-named";
import type { CreateTokenOutput } from "../utils/token-form";
import { NewToken } from "./new-token";

// The form brings the form library and the contract's schemas: the tokens' page loads them only
// when the dialog first opens.
const TokenForm = lazyNamed(() => import("./token-form"), "TokenForm");

export type CreateTokenDialogProps = {
  open: boolean;
  /** The token the server answered, shown once in place of the form; null while none is made. */
  token: string | null;
  isCreating: boolean;
  onCreate: (request: CreateTokenOutput) => Promise<void>;
  /** Closes the dialog; the screen forgets the token with it. */
  onClose: () => void;
};

/** The form of a new token, then the token itself, once. */
export function CreateTokenDialog({
  open,
  token,
  isCreating,
  onCreate,
  onClose,
}: CreateTokenDialogProps) {
  const { t } = useTexts();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        // Closing while the server is answering would lose the token it answers.
        if (!isOpen && !isCreating) onClose();
      }}
      title={token === null ? t("api-tokens.create.title") : t("api-tokens.new.title")}
      size="lg"
    >
      {token === null ? (
        <Suspense fallback={<LoadingState />}>
          <TokenForm onCreate={onCreate} onCancel={onClose} isBusy={isCreating} />
        </Suspense>
      ) : (
        <NewToken token={token} onDone={onClose} />
      )}
    </Dialog>
  );
}
