import type { PairingResponse } from "@events/contract";
import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { QrImage } from "@/components/ui/qr-image";
import { useCopyText } from "@/hooks/use-copy-text";
import { describeError } from "@/lib/api-error";
import { formatMomentInZone } from "@/lib/format-moment";
import { doorStaffTexts } from "../messages";

/** The pairing code being made, as its mutation tells it. */
export type PairingState =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "success"; pairing: PairingResponse };

function PairingLink({ url }: { url: string }) {
  const fieldId = useId();
  const { copyText, getCopyState } = useCopyText();
  const copyState = getCopyState(url);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
        {doorStaffTexts.pairLink}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void copyText(url)}>
          <Copy aria-hidden="true" className="size-4" />
          {doorStaffTexts.copyLink}
        </Button>
      </div>
      <span role="status" className="text-sm text-slate-600">
        {copyState === "copied" ? doorStaffTexts.linkCopied : null}
      </span>
      {copyState === "failed" ? (
        <p role="alert" className="text-sm text-red-600">
          {doorStaffTexts.copyFailed}
        </p>
      ) : null}
    </div>
  );
}

function PairingContent({
  name,
  state,
  timeZone,
  onRetry,
}: {
  name: string;
  state: PairingState;
  timeZone: string | undefined;
  onRetry: () => void;
}) {
  if (state.status === "pending") return <LoadingState label={doorStaffTexts.pairing} />;
  if (state.status === "error") {
    return (
      <LoadError title={doorStaffTexts.pairFailed} onRetry={onRetry}>
        <p>{describeError(state.error, doorStaffTexts.pairFailed)}</p>
      </LoadError>
    );
  }
  const { url, qr_svg, expires_at } = state.pairing;
  const until = formatMomentInZone(expires_at, timeZone);
  return (
    <div className="flex flex-col gap-4">
      <QrImage
        svg={qr_svg}
        label={doorStaffTexts.pairQrLabel(name)}
        className="aspect-square w-full max-w-64 self-center"
      />
      <p className="text-center text-sm font-medium text-slate-900" data-testid="pairing-expiry">
        {doorStaffTexts.pairExpiry(timeZone ? `${until} (${timeZone})` : until)}
      </p>
      <PairingLink url={url} />
    </div>
  );
}

export type PairingDialogProps = {
  /** Whose device is paired; null keeps the dialog closed. */
  name: string | null;
  state: PairingState;
  timeZone: string | undefined;
  /** Asks for another code after the last attempt failed. */
  onRetry: () => void;
  onClose: () => void;
};

/** The one-use code that pairs a device for a staff member: its QR code, its link and expiry. */
export function PairingDialog({ name, state, timeZone, onRetry, onClose }: PairingDialogProps) {
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name ? doorStaffTexts.pairDeviceFor(name) : ""}
      description={doorStaffTexts.pairDescription}
    >
      {name ? (
        <PairingContent name={name} state={state} timeZone={timeZone} onRetry={onRetry} />
      ) : null}
    </Dialog>
  );
}
