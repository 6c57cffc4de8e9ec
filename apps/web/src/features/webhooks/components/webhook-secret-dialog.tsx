import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { useTexts } from "@/i18n/use-texts";

export type WebhookSecretDialogProps = {
  /** The new webhook's secret; null keeps the dialog closed. Closing is the last of it. */
  secret: string | null;
  onClose: () => void;
};

/** The signing secret of the webhook just added, shown this once with a way to copy it. */
export function WebhookSecretDialog({ secret, onClose }: WebhookSecretDialogProps) {
  const { t } = useTexts();
  const warningId = useId();
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("webhooks.secret.title")}
      description={t("webhooks.secret.description")}
    >
      {secret ? (
        <div className="flex flex-col gap-4">
          <CopyField
            label={t("webhooks.secret.title")}
            value={secret}
            texts={{
              copy: t("webhooks.secret.copy"),
              copied: t("webhooks.secret.copied"),
              copyFailed: t("webhooks.secret.copyFailed"),
            }}
            aria-describedby={warningId}
          />
          <p
            id={warningId}
            className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("webhooks.secret.warning")}
          </p>
          <Button className="self-end" onClick={onClose}>
            {t("webhooks.secret.done")}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
