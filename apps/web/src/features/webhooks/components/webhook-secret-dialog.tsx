import { Copy, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useCopyText } from "@/hooks/use-copy-text";
import { webhooksTexts } from "../messages";

function SecretField({ secret }: { secret: string }) {
  const fieldId = useId();
  const { copyText, getCopyState } = useCopyText();
  const copyState = getCopyState(secret);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
        {webhooksTexts.secretLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={secret}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void copyText(secret)}>
          <Copy aria-hidden="true" className="size-4" />
          {webhooksTexts.copySecret}
        </Button>
      </div>
      <span role="status" className="text-sm text-slate-600">
        {copyState === "copied" ? webhooksTexts.copied : null}
      </span>
      {copyState === "failed" ? (
        <p role="alert" className="text-sm text-red-600">
          {webhooksTexts.copyFailed}
        </p>
      ) : null}
    </div>
  );
}

export type WebhookSecretDialogProps = {
  /** The new webhook's secret; null keeps the dialog closed. Closing is the last of it. */
  secret: string | null;
  onClose: () => void;
};

/** The signing secret of the webhook just added, shown this once with a way to copy it. */
export function WebhookSecretDialog({ secret, onClose }: WebhookSecretDialogProps) {
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
          <SecretField secret={secret} />
          <p className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
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
