import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { webhooksTexts } from "../messages";

const copyTexts = {
  copy: webhooksTexts.copySecret,
  copied: webhooksTexts.copied,
  copyFailed: webhooksTexts.copyFailed,
};

export type WebhookSecretDialogProps = {
  /** The new webhook's secret; null keeps the dialog closed. Closing is the last of it. */
  secret: string | null;
  onClose: () => void;
};

/** The signing secret of the webhook just added, shown this once with a way to copy it. */
export function WebhookSecretDialog({ secret, onClose }: WebhookSecretDialogProps) {
  const warningId = useId();
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={webhooksTexts.secretTitle}
      description={webhooksTexts.created}
    >
      {secret ? (
        <div className="flex flex-col gap-4">
          <CopyField
            label={webhooksTexts.secretLabel}
            value={secret}
            texts={copyTexts}
            aria-describedby={warningId}
          />
          <p
            id={warningId}
            className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {webhooksTexts.secretWarning}
          </p>
          <Button className="self-end" onClick={onClose}>
            {webhooksTexts.done}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
