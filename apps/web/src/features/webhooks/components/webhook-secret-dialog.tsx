import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { ShownOnceWarning } from "@/components/ui/shown-once-warning";
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
          <ShownOnceWarning id={warningId}>{t("webhooks.secret.warning")}</ShownOnceWarning>
          <Button className="self-end" onClick={onClose}>
            {t("webhooks.secret.done")}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
